import Capsule
import Foundation
import Gemini
import ReadingList
import TestSupport
import Testing

/// The capsule under strangers: its owner reads as fast as they like while
/// visitors meet the rate limit; claim codes cannot be guessed or burnt from
/// one address and never reach the access log; control characters in a
/// query never reach a page.
@Suite struct StrangerTests {
    @Test func theOwnerIsNeverSlowedDownAndVisitorsGetTheirBurst() async throws {
        let fixture = try CapsuleFixture()
        let ids = try SampleArticles.fill(try fixture.library(), count: 8)
        try fixture.start { $0.rateLimit = .init(requests: 1, seconds: 3600, burst: 5) }
        // Clicking through every article and section, faster than anyone reads.
        var pages = ["/", "/unread", "/all", "/tags"]
        for id in ids { pages += ["/articles/\(id)"] + (2...5).map { "/articles/\(id)/sections/\($0)" } }
        pages += pages.prefix(88 - pages.count)
        #expect(pages.count == 88)
        for path in pages {
            let response = try await fixture.request(path, as: .owner)
            #expect(response.status != .slowDown, "\(path): \(response.header)")
        }
        for _ in 0..<5 { #expect(try await fixture.request("/", as: .stranger).status == .success) }
        let slowed = try await fixture.request("/", as: .stranger)
        #expect(slowed.status == .slowDown)
        #expect((Int(slowed.meta) ?? 0) > 60)
        // The owner is still served from the same address.
        #expect(try await fixture.request("/", as: .owner).status == .success)
    }

    @Test func claimGuessesAreCountedPerAddressTheCodeSurvivesAndTheLogNeverShowsIt() async throws {
        let fixture = try CapsuleFixture()
        let log = fixture.folder.file("access.log").path
        try fixture.start {
            $0.listenAddresses = ["127.0.0.1", "::1"]
            $0.accessLog = .file(log)
        }
        let code = try ClaimCode(configPath: fixture.configPath).create(lifetime: 600)
        let guesser = TLSIdentity.testUser("guesser")
        func claim(_ typed: String, as identity: TLSIdentity, from address: String) async throws -> GeminiResponse {
            var configuration = GeminiClient.Configuration(
                trust: .fingerprint(fixture.server.certificateFingerprint), identity: identity)
            configuration.connectTo = address
            configuration.timeout = 60
            let client = GeminiClient(configuration)
            let url = try GeminiURL(fixture.server.url("/claim?" + PercentEncoding.encodeQuery(typed)))
            return try await onOwnThread { try client.request(url, identity: identity) }
        }
        for left in (1...4).reversed() {
            let wrong = try await claim("aaaa-aaaa-aaa\(left)", as: guesser, from: "127.0.0.1")
            #expect(wrong.header.hasPrefix("10 That code is not right (\(left) tr"), "\(wrong.header)")
        }
        // The fifth wrong code uses up this address's tries: it must wait, even with the right code.
        #expect(try await claim("aaaa-aaaa-aaa0", as: guesser, from: "127.0.0.1").status == .slowDown)
        #expect(try await claim(code, as: guesser, from: "127.0.0.1").status == .slowDown)
        // The code is still there for the owner, who types it from elsewhere.
        let newDevice = TLSIdentity.testUser("new device")
        let accepted = try await claim(code, as: newDevice, from: "::1")
        #expect(accepted.status == .success, "\(accepted.header)")
        let conf = try String(contentsOfFile: fixture.configPath, encoding: .utf8)
        #expect(conf.contains(newDevice.certificate.fingerprint))
        #expect(!conf.contains(guesser.certificate.fingerprint))
        fixture.stop()
        let logged = try String(contentsOfFile: log, encoding: .utf8)
        #expect(logged.split(separator: "\n").count == 7, "\(logged)")
        #expect(logged.contains("/claim?[hidden] 20 "))
        #expect(!logged.contains(code) && !logged.contains("aaaa"))
    }

    @Test func aCarriageReturnOrControlCharacterInAQueryNeverReachesAPage() async throws {
        let fixture = try CapsuleFixture()
        try SampleArticles.fill(try fixture.library(), count: 3)
        try fixture.start()
        // A search whose words try to end the heading and add a link of their own.
        for query in ["tea%0D%3D%3E%20gemini%3A%2F%2Fevil.example%2F", "tea%0D%0A%3D%3E%20gemini%3A%2F%2Fevil.example%2F"] {
            let injected = try await fixture.request("/search?" + query, as: .stranger)
            #expect(injected.status == .success || injected.status == .input, "\(injected.header)")
            #expect(!injected.header.contains("\r") && !injected.text.contains("\r"))
            #expect(!injected.text.split(separator: "\n").contains { $0.hasPrefix("=>") && $0.contains("evil.example") })
            if injected.status == .success { #expect(injected.text.hasPrefix("# Search: tea "), "\(injected.text)") }
        }
        // A C1 control (NEXT LINE) is refused like any other control character.
        let nextLine = try await fixture.request("/search?tea%C2%85%3D%3E%20gemini%3A%2F%2Fevil.example%2F", as: .stranger)
        #expect(nextLine.status == .badRequest)
        #expect(nextLine.meta.contains("control character"))
    }

    /// The characters that break or reorder text on screen without being seen.
    static let hiddenControls: [UInt32] = [0x2028, 0x2029] + Array(0x202A...0x202E) + Array(0x2066...0x2069)

    static func holdsHiddenControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { hiddenControls.contains($0.value) }
    }

    @Test(arguments: hiddenControls)
    func invisibleAndDirectionChangingCharactersNeverReachAPage(_ scalar: UInt32) async throws {
        let fixture = try CapsuleFixture()
        try SampleArticles.fill(try fixture.library(), count: 3)
        try fixture.start()
        let encoded = String(Unicode.Scalar(scalar)!).utf8.map { "%" + String($0, radix: 16, uppercase: true) }.joined()
        // A search whose words try to reverse the heading (or break it in two).
        let search = try await fixture.get("/search?tea\(encoded)gemini", as: .stranger)
        #expect(search.status == .success, "\(search.header)")
        #expect(!Self.holdsHiddenControl(search.text), "\(search.text)")
        let separator = scalar == 0x2028 || scalar == 0x2029
        #expect(search.text.hasPrefix(separator ? "# Search: tea gemini\n" : "# Search: teagemini\n"), "\(search.text)")
        // A tag name: the character is left out of the path.
        let tag = try await fixture.get("/tags/ev\(encoded)en", as: .stranger)
        if separator {
            #expect(tag.status == .badRequest && !Self.holdsHiddenControl(tag.meta), "\(tag.header)")
        } else {
            #expect(
                tag.status == .success && tag.text.hasPrefix("# Tagged even\n"), "\(tag.header) \(tag.text.prefix(40))")
        }
        // A tag name that breaks the rules is echoed in the refusal without it.
        let bad = try await fixture.request("/tags/a\(encoded)%20b", as: .stranger)
        #expect(bad.status == .badRequest && !Self.holdsHiddenControl(bad.meta), "\(bad.header)")
        // Typed by the owner into a prompt (a title), it does not reach the page either.
        let ids = try fixture.library().ids(.everything)
        let titled = try await fixture.get("/articles/\(ids[0])/title", input: "New\(Unicode.Scalar(scalar)!)title")
        #expect(titled.status == .success && !Self.holdsHiddenControl(titled.text), "\(titled.header)")
        #expect(try fixture.library().article(ids[0]).title == (separator ? "New title" : "Newtitle"))
    }
}
