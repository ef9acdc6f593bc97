import Capsule
import Foundation
import Gemini
import ReadingList
import TestSupport
import Testing

/// Who may see what: private capsules, claiming a capsule with a one-time
/// code, and owners added while the capsule runs.
@Suite struct AccessTests {
    @Test func aPrivateCapsuleIsForItsOwnersOnly() async throws {
        let fixture = try CapsuleFixture(settings: "private = true")
        let ids = try SampleArticles.fill(try fixture.library(), count: 3)
        try fixture.start()
        let pages = ["/", "/unread", "/archive", "/all", "/tags", "/tags/even", "/search?tea", "/articles/\(ids[0])",
                     "/articles/\(ids[0])/sections/2", "/feed.gmi", "/atom.xml", "/selection/\(ids[0])", "/unread?sort=bogus"]
        for path in pages {
            #expect(try await fixture.request(path, as: .anonymous).status == .certificateRequired, "\(path)")
            #expect(try await fixture.request(path, as: .stranger).status == .certificateNotAuthorized, "\(path)")
            let owner = try await fixture.request(path, as: .owner)
            #expect(owner.status == .success || owner.status == .badRequest, "\(path): \(owner.header)")
        }
        // Robots are told to stay out, and may read that much.
        let robots = try await fixture.get("/robots.txt", as: .anonymous)
        #expect(robots.text == "# This capsule is private.\nUser-agent: *\nDisallow: /\n")
        // A new device can still claim it.
        #expect(try await fixture.request("/claim", as: .stranger).status == .input)
    }

    @Test func visitorsReadButChangeNothing() async throws {
        let fixture = try CapsuleFixture()
        let ids = try SampleArticles.fill(try fixture.library(), count: 3)
        try fixture.start()
        for path in ["/", "/unread", "/articles/\(ids[0])", "/feed.gmi", "/tags/even"] {
            let page = try await fixture.get(path, as: .stranger)
            #expect(page.status == .success, "\(path)")
            let actions = PageTests.links(page).filter {
                $0.url.hasPrefix("/bulk/") || $0.url == "/add" || $0.url.hasSuffix("/archive") && $0.url.hasPrefix("/articles/")
            }
            #expect(actions.isEmpty, "\(path) shows \(actions.map(\.url))")
        }
    }

    @Test func claimingWithTheOneTimeCodeMakesACertificateAnOwner() async throws {
        let fixture = try CapsuleFixture()
        try fixture.start()
        let newDevice = TLSIdentity.testUser("new device")
        let client = fixture.server.client(identity: newDevice)
        func claim(_ code: String?) throws -> GeminiResponse {
            try client.request(try GeminiURL(fixture.server.url("/claim" + (code.map { "?" + PercentEncoding.encodeQuery($0) } ?? "")) ), identity: newDevice)
        }
        // No code made yet.
        #expect(try claim("abcd").status == .permanentFailure)
        let code = try ClaimCode(configPath: fixture.configPath).create(lifetime: 600)
        #expect(code.wholeMatch(of: #/[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}/#) != nil)
        #expect(try await fixture.request("/claim", as: .anonymous).status == .certificateRequired)
        #expect(try claim(nil).header == "10 One-time code (the capsule's owner makes one on the server)")
        #expect(try client.request(try GeminiURL(fixture.server.url("/add")), identity: newDevice).status == .certificateNotAuthorized)
        let wrong = try claim("aaaa-aaaa-aaaa")
        #expect(
            wrong.header
                == "10 That code is not right (4 tries left). One-time code (the capsule's owner makes one on the server)"
        )
        // Typed with spaces and capitals, it still counts.
        let accepted = try claim(code.uppercased().replacingOccurrences(of: "-", with: " "))
        #expect(accepted.status == .success)
        #expect(accepted.text.hasPrefix("# Welcome: this capsule is yours\n"))
        let conf = try String(contentsOfFile: fixture.configPath, encoding: .utf8)
        #expect(conf.contains(newDevice.certificate.fingerprint))
        #expect(conf.contains(CapsuleFixture.owner.certificate.fingerprint))
        #expect(try client.request(try GeminiURL(fixture.server.url("/add")), identity: newDevice).status == .input)
        // Used once: another device cannot use it again.
        let other = TLSIdentity.testUser("other")
        let reuse = try fixture.server.client(identity: other).request(
            try GeminiURL(fixture.server.url("/claim?\(code)")), identity: other)
        #expect(reuse.status == .permanentFailure)
        #expect(try claim(nil).text.hasPrefix("# You own this capsule\n"))
    }

    @Test func aClaimCodeIsNotWornOutByWrongCodesAndExpires() async throws {
        let folder = try TemporaryDirectory()
        let config = folder.file("capsule.conf").path
        let claim = ClaimCode(configPath: config)
        let code = try claim.create(lifetime: 60)
        // Strangers guessing cannot burn the code the owner is about to type.
        for _ in 0..<50 { #expect(try claim.redeem("wrong") == .wrong) }
        #expect(try claim.redeem(code) == .accepted)
        #expect(try claim.redeem(code) == .noneOpen)
        // Expired.
        let old = try claim.create(lifetime: 60, now: Date().addingTimeInterval(-120))
        #expect(try claim.redeem(old) == .noneOpen)
        // A code file written by an earlier version (with a tries field) still works.
        let earlier = try claim.create(lifetime: 60)
        let fields = try String(contentsOfFile: claim.path, encoding: .utf8).split(separator: " ")
        try Data("\(fields[0]) \(fields[1].trimmingCharacters(in: .newlines)) 5\n".utf8).write(to: URL(fileURLWithPath: claim.path))
        #expect(try claim.redeem(earlier) == .accepted)
        // The file is for the owner's eyes only.
        _ = try claim.create(lifetime: 60)
        let mode = try FileManager.default.attributesOfItem(atPath: claim.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func anOwnerAddedToTheFileCountsAtOnce() async throws {
        let fixture = try CapsuleFixture(owners: [])
        try fixture.start()
        #expect(try await fixture.request("/add", as: .owner).status == .certificateNotAuthorized)
        try OwnersEditor(path: fixture.configPath).add(CapsuleFixture.owner.certificate.fingerprint)
        #expect(try await fixture.request("/add", as: .owner).status == .input)
        try OwnersEditor(path: fixture.configPath).remove(CapsuleFixture.owner.certificate.fingerprint)
        #expect(try await fixture.request("/add", as: .owner).status == .certificateNotAuthorized)
        // A broken file keeps the owners known so far, and the log says why.
        try OwnersEditor(path: fixture.configPath).add(CapsuleFixture.owner.certificate.fingerprint)
        #expect(try await fixture.request("/add", as: .owner).status == .input)
        var text = try String(contentsOfFile: fixture.configPath, encoding: .utf8)
        text = text.replacingOccurrences(of: "owners = ", with: "owners = nonsense, ")
        try Data(text.utf8).write(to: URL(fileURLWithPath: fixture.configPath))
        #expect(try await fixture.request("/add", as: .owner).status == .input)
        #expect(fixture.errors.contains { $0.contains("owners cannot be read") })
        // The public key's fingerprint works as well as the certificate's.
        try Data("library = library.sqlite\nowners = \(CapsuleFixture.owner.certificate.publicKeyFingerprint)\n".utf8)
            .write(to: URL(fileURLWithPath: fixture.configPath))
        #expect(try await fixture.request("/add", as: .owner).status == .input)
    }
}
