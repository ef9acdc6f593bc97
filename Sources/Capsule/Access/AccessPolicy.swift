import Gemini

/// Who is asking: an owner (whose client certificate is listed) or a visitor.
public enum Audience: String, Sendable, Hashable {
    case owner, visitor
}

/// Who may see and change what: owners do everything; visitors may read
/// lists and articles unless the capsule is private, and never see or use
/// the owners' actions.
struct AccessPolicy: Sendable {
    let owners: OwnerList
    let isPrivate: Bool

    /// Who `request` comes from. In a private capsule a visitor gets 60
    /// (no certificate) or 61 (not an owner's) instead.
    func audience(of request: Request) throws -> Audience {
        if isPrivate {
            try requireOwner(request, doing: "read this capsule")
            return .owner
        }
        guard let certificate = request.certificate, certificate.isCurrentlyValid, owners.contains(certificate) else {
            return .visitor
        }
        return .owner
    }

    /// Ends the request with 60, 61 or 62 unless it comes from an owner.
    func requireOwner(_ request: Request, doing what: String = "do this") throws {
        let certificate = try request.requireCertificate(
            "only the owner may \(what): choose your client certificate (identity) and try again")
        guard owners.contains(certificate) else {
            throw ResponseError(
                .certificateNotAuthorized(
                    "this certificate (\(certificate.shortFingerprint)) is not an owner's: only the capsule's owners may \(what) (an owner adds a certificate at /claim with a one-time code)"
                ))
        }
    }
}
