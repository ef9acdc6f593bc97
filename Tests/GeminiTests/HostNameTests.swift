import Foundation
import Gemini
import TestSupport
import Testing

/// Internationalised host names: one ASCII form (IDNA with Punycode) for
/// DNS, SNI, requests, certificates and known hosts.
@Suite struct HostNameTests {
    @Test(arguments: [
        ("bücher.example", "xn--bcher-kva.example"),
        ("München.Example.", "xn--mnchen-3ya.example"),
        ("gémeaux.bortzmeyer.org", "xn--gmeaux-bva.bortzmeyer.org"),
        // RFC 3492's sample (A): Arabic (Egyptian).
        ("\u{644}\u{64A}\u{647}\u{645}\u{627}\u{628}\u{62A}\u{643}\u{644}\u{645}\u{648}\u{634}\u{639}\u{631}\u{628}\u{64A}\u{61F}",
         "xn--egbpdaj6bu4bxfgehfvwxn"),
        // RFC 3492's sample (B): Chinese (simplified).
        ("\u{4ED6}\u{4EEC}\u{4E3A}\u{4EC0}\u{4E48}\u{4E0D}\u{8BF4}\u{4E2D}\u{6587}", "xn--ihqwcrb4cv8a8dqg056pqjye"),
        // Ideographic full stops separate labels too; decomposed input is composed first.
        ("b\u{FC}cher\u{3002}example", "xn--bcher-kva.example"),
        ("bu\u{308}cher.example", "xn--bcher-kva.example"),
        ("Example.ORG", "example.org"),
        ("[::1]", "::1"),
    ])
    func canonicalForms(name: String, ascii: String) {
        #expect(HostName.canonical(name) == ascii)
    }

    @Test func labelsTooLongForDNSAreRefused() {
        #expect(HostName.canonical(String(repeating: "ü", count: 64) + ".example") == nil)
        #expect(throws: (any Error).self) { try GeminiURL("gemini://\(String(repeating: "ü", count: 64)).example/") }
    }

    @Test func urlsCarryTheASCIIForm() throws {
        let url = try GeminiURL("gemini://Bücher.example:1966/a b")
        #expect(url.host == "xn--bcher-kva.example")
        #expect(url.port == 1966)
    }

    /// A capsule configured under its Unicode name answers requests naming
    /// it either way, and a client asked for the Unicode name sends the
    /// ASCII one (SNI and request line).
    @Test func aServerNamedInUnicodeAnswersBothForms() throws {
        var router = Router()
        router.route("/") { request in .plainText(request.url.host) }
        let server = try TestGeminiServer(router: router, host: "bücher.example")
        for written in ["bücher.example", "xn--bcher-kva.example"] {
            let raw = try RawClient(address: "127.0.0.1", port: server.port)
            try raw.startTLS(serverName: "xn--bcher-kva.example")
            raw.send(Array("gemini://\(written):\(server.port)/\r\n".utf8))
            let answer = String(decoding: raw.receive().bytes, as: UTF8.self)
            #expect(answer.hasPrefix("20 "), "\(written): \(answer)")
            #expect(answer.hasSuffix("xn--bcher-kva.example"))
        }
        let other = try RawClient(address: "127.0.0.1", port: server.port)
        try other.startTLS(serverName: "xn--bcher-kva.example")
        other.send(Array("gemini://elsewhere.example:\(server.port)/\r\n".utf8))
        #expect(String(decoding: other.receive().bytes, as: UTF8.self).hasPrefix("53 "))
    }
}
