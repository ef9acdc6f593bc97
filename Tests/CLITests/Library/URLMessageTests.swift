import Foundation
import TestSupport
import Testing

/// URLs as people mistype them: each refused with what was wrong and what
/// to type, without looking anything up on the network; upper-case schemes work.
@Suite struct URLMessageTests {
    static let cases: [(String, String)] = [
        ("//example.com/path", "'//example.com/path' has no scheme; write it in full: https://example.com/path"),
        ("/relative", "'/relative' is a path without a site; write the whole address, such as https://example.com/relative"),
        ("example.com/page", "'example.com/page' has no scheme; write it in full: https://example.com/page"),
        ("not a url", "'not a url' is not a URL; give a whole address, such as https://example.com/page"),
        ("notaurl", "'notaurl' is not a URL; give a whole address, such as https://example.com/page"),
        ("https://example.com:0/", "'https://example.com:0/' has the port 0, but ports go from 1 to 65535; leave the port out for the usual one (80 for http, 443 for https, 1965 for gemini)"),
        ("https://example.com:70000/", "'https://example.com:70000/' has the port 70000, but ports go from 1 to 65535; leave the port out for the usual one (80 for http, 443 for https, 1965 for gemini)"),
        ("ftp://example.com/file", "'ftp://example.com/file' has the scheme 'ftp'; gempaper saves http, https and gemini pages"),
    ]

    @Test func addAndAddQueueSayWhatIsWrongAndWhatToType() async throws {
        let cli = try LibraryCLI()
        for (url, message) in Self.cases {
            for arguments in [["add", url], ["add", "--queue", url]] {
                let result = try await cli.run(arguments)
                #expect(result.status == 2, "\(arguments)")
                #expect(result.stderr.hasPrefix("gempaper: \(message)"), "\(arguments): \(result.stderr)")
            }
        }
    }

    @Test func upperCaseSchemesWork() async throws {
        let cli = try LibraryCLI()
        let server = try TestHTTPServer { _ in .ok(Data("Shouting\n\nIn capitals.\n".utf8), contentType: "text/plain") }
        let result = try await cli.run(["add", server.url("/a").replacingOccurrences(of: "http://", with: "HTTP://")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("saved #1"))
        let queued = try await cli.run(["add", "--queue", "HTTPS://EXAMPLE.COM/Page"])
        #expect(queued.status == 0, "\(queued.stderr)")
        #expect(try cli.ids(["--all"]).count == 2)
    }

    @Test func getRefusesWhatIsNotAGeminiURLWithoutLookingItUp() async throws {
        let cli = try LibraryCLI()
        for (arguments, message) in [
            (["get", "notaurl"], "'notaurl' is not a URL; give a whole address, such as gemini://geminiprotocol.net/"),
            (["get", "not a url"], "'not a url' is not a URL; give a whole address, such as gemini://geminiprotocol.net/"),
            (["get", "/relative"], "'/relative' is a path without a site; write the whole address, such as gemini://example.com/relative"),
            (["get", "https://example.com/"], "'https://example.com/' has the scheme 'https'; give a gemini:// URL"),
            (["get", "gemini://example.com:99999/"], "'gemini://example.com:99999/' has the port 99999, but ports go from 1 to 65535"),
        ] {
            let result = try await cli.run(arguments, library: false)
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
            #expect(result.stderr.hasPrefix("gempaper: \(message)"), "\(arguments): \(result.stderr)")
        }
    }
}
