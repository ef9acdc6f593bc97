import Foundation
import Gemini
import Gemtext
import Problems

/// `/claim`: a new client certificate becomes an owner's with the one-time
/// code `gempaper claim` printed on the server (what a visitor is shown
/// names no command). The fingerprint is added to
/// `capsule.conf` (as `gempaper authorize` would) before the code is used
/// up, so a failure to write leaves the code for another try. Wrong codes
/// are limited per client address (`guesses`); the access log never shows
/// the code (the capsule's router keeps `/claim`'s query out of it).
struct ClaimAction: Sendable {
    let owners: OwnerList
    let configPath: String
    let lang: String?
    let guesses: ClaimGuesses

    /// The prompt for the code. Anyone may see it, so it says who makes a
    /// code, never which command does (a visitor runs no commands).
    static let prompt = "One-time code (the capsule's owner makes one on the server)"

    func claim(_ request: Request) throws -> Response {
        let certificate = try request.requireCertificate(
            "claiming this capsule needs a client certificate: choose or make an identity in your client, then come back")
        if owners.contains(certificate) {
            return page("You own this capsule", "This certificate (\(certificate.shortFingerprint)) is already an owner's.")
        }
        if let refusal = ShortLivedCertificate.refusal(certificate) { return refusal }
        guard let typed = request.query?.trimmingCharacters(in: .whitespaces), !typed.isEmpty else {
            return .input(Self.prompt)
        }
        if let wait = guesses.wait(for: request.remoteAddress) {
            return .slowDown(seconds: wait)
        }
        let redemption = try ClaimCode(configPath: configPath).redeem(typed) {
            do {
                try OwnersEditor(path: configPath).add(certificate.fingerprint)
            } catch let problem as Problem {
                throw ResponseError(
                    Response(
                        .temporaryFailure,
                        "the code is right, but \(problem.message): the capsule's owner can add this certificate on the server: \(certificate.fingerprint)"
                    ))
            }
        }
        switch redemption {
        case .accepted:
            owners.insert(certificate.fingerprint)
            return page(
                "Welcome: this capsule is yours",
                "This certificate (\(certificate.shortFingerprint)) is now an owner's: capsule.conf lists it under owners.")
        case .wrong:
            let left = guesses.wrong(from: request.remoteAddress)
            guard left > 0 else {
                return .slowDown(seconds: guesses.wait(for: request.remoteAddress) ?? Int(guesses.refillSeconds))
            }
            return .input("That code is not right (\(left) \(left == 1 ? "try" : "tries") left). \(Self.prompt)")
        case .noneOpen:
            return Response(
                .permanentFailure,
                "no claim code is waiting (it was used or expired): the capsule's owner makes a new one on the server")
        }
    }

    private func page(_ title: String, _ text: String) -> Response {
        var page = GemtextBuilder()
        page.heading(title)
        page.text(text)
        page.blankLine()
        page.link("/", label: "Home")
        page.link("/add", label: "Save a page")
        return .success(page.document.serializedBytes(), mimeType: MIMEType.gemtext(lang: lang))
    }
}
