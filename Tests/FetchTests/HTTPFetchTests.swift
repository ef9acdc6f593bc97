import Foundation
import Problems
import TestSupport
import Testing

@testable import Fetch

/// Fetching over HTTP from a real server on 127.0.0.1: redirects, limits,
/// timeouts, compression, content types and charsets.
@Suite struct HTTPFetchTests {
    /// A small size cap; timeouts generous enough for a busy machine (the
    /// tests of timeouts set their own, against servers far slower still).
    static let settings = FetchSettings(
        maxRedirects: 10, idleTimeout: 60, totalTimeout: 120, maxBytes: 100_000, userAgent: "gempaper-test/1 (tests)",
        knownHostsPath: "/nonexistent/known_hosts")

    let fetcher = PageFetcher(settings: HTTPFetchTests.settings)

    /// A fetcher with these timeouts and the other settings as above.
    func fetcher(idle: TimeInterval, total: TimeInterval) -> PageFetcher {
        var settings = Self.settings
        settings.idleTimeout = idle
        settings.totalTimeout = total
        return PageFetcher(settings: settings)
    }

    /// A host name the resolver refuses without asking any server (a label
    /// longer than DNS allows), so the test never reaches the network.
    static let unresolvableHost = String(repeating: "a", count: 64) + ".invalid"

    @Test func fetchesAPageWithItsTypeCharsetAndHeaders() async throws {
        let server = try TestHTTPServer { _ in .html("<title>Hi</title><p>Hello") }
        let page = try await fetcher.fetch(server.url("/story"))
        #expect(page.bytes == Data("<title>Hi</title><p>Hello".utf8))
        #expect(page.mediaType == "text/html")
        #expect(page.charset == "utf-8")
        #expect(page.url == server.url("/story"))
        #expect(page.finalURL == server.url("/story"))
        let request = try #require(server.requests.first)
        #expect(request.headers["user-agent"] == "gempaper-test/1 (tests)")
        #expect(request.headers["accept"]?.hasPrefix("text/html") == true)
        #expect(request.headers["cookie"] == nil)
    }

    @Test func followsRedirectsAndRecordsTheFinalURL() async throws {
        let server = try TestHTTPServer { request in
            switch request.path {
            case "/a": .redirect(to: "/b", status: 301)
            case "/b": .redirect(to: "c", status: 307)
            case "/c": .redirect(to: "/final?x=1", status: 308)
            case "/final": .html("<p>here")
            default: .status(404)
            }
        }
        let page = try await fetcher.fetch(server.url("/a"))
        #expect(page.url == server.url("/a"))
        #expect(page.finalURL == server.url("/final?x=1"))
        #expect(page.original.finalURL == server.url("/final?x=1"))
        #expect(server.requests.map(\.target) == ["/a", "/b", "/c", "/final?x=1"])
    }

    @Test func followsTenRedirectsButNotEleven() async throws {
        let server = try TestHTTPServer { request in
            let step = Int(request.path.dropFirst()) ?? 0
            return step == 0 ? .html("<p>arrived") : .redirect(to: "/\(step - 1)")
        }
        let page = try await fetcher.fetch(server.url("/10"))
        #expect(page.finalURL == server.url("/0"))
        let problem = try await #require(throws: Problem.self) { try await fetcher.fetch(server.url("/11")) }
        #expect(problem.kind == .permanent)
        #expect(problem.message.contains("redirects more than 10 times"))
    }

    @Test func detectsRedirectLoops() async throws {
        let server = try TestHTTPServer { request in
            request.path == "/a" ? .redirect(to: "/b") : .redirect(to: "/a")
        }
        let problem = try await #require(throws: Problem.self) { try await fetcher.fetch(server.url("/a")) }
        #expect(problem.message.contains("redirects in a loop"))
        #expect(server.requests.count == 2)
    }

    @Test func refusesRedirectsToOtherSchemes() async throws {
        let server = try TestHTTPServer { _ in .redirect(to: "ftp://127.0.0.1/file") }
        let problem = try await #require(throws: Problem.self) { try await fetcher.fetch(server.url("/")) }
        #expect(problem.message.contains("ftp://127.0.0.1/file, which is not an http or https URL"))
    }

    @Test func reportsHTTPErrorsByKind() async throws {
        let server = try TestHTTPServer { request in .status(Int(request.path.dropFirst()) ?? 500) }
        let expected: [(Int, Problem.Kind)] = [
            (404, .notFound), (410, .gone), (403, .permanent), (400, .permanent), (500, .temporary), (503, .temporary),
            (429, .temporary),
        ]
        for (status, kind) in expected {
            let problem = try await #require(throws: Problem.self) { try await fetcher.fetch(server.url("/\(status)")) }
            #expect(problem.kind == kind, "status \(status)")
            #expect(problem.message.contains("answered \(status)"), "status \(status)")
        }
    }

    @Test func stopsABodyOverTheCapWithoutReadingItAll() async throws {
        let chunk = Data(repeating: UInt8(ascii: "a"), count: 16 << 10)
        let server = try TestHTTPServer { request in
            var response = TestHTTPResponse(
                status: 200, headers: [("Content-Type", "text/plain")], body: .endless(chunk: chunk, limit: 1 << 30))
            response.omitsLength = request.path == "/endless"
            // Unpaced: loopback runs at gigabytes a second.
            if request.path == "/declared" {
                response.body = .bytes(Data(repeating: UInt8(ascii: "b"), count: 200_000))
            }
            return response
        }
        let endless = try await #require(throws: Problem.self) { try await fetcher.fetch(server.url("/endless")) }
        #expect(endless.message.contains("larger than 100 KB"))
        // The transfer stopped at the cap: what was sent is what the sockets'
        // buffers took (a few MB); one that ran until the 3-second timeout
        // would take gigabytes.
        #expect(server.bodyBytesSent < 24 << 20, "\(server.bodyBytesSent) bytes sent")
        let declared = try await #require(throws: Problem.self) { try await fetcher.fetch(server.url("/declared")) }
        #expect(declared.message.contains("larger than 100 KB"))
    }

    @Test func givesUpOnASilentServer() async throws {
        // The answer would come after an hour: only the idle timeout can end the wait.
        let server = try TestHTTPServer { _ in TestHTTPResponse.html("<p>late").delayed(3_600) }
        let fetcher = fetcher(idle: 1, total: 30)
        let problem = try await #require(throws: Problem.self) { try await fetcher.fetch(server.url("/")) }
        #expect(problem.kind == .temporary)
        #expect(problem.message == "127.0.0.1:\(server.port) did not answer within 1 second", "\(problem)")
    }

    @Test func givesUpOnAServerThatTricklesPastTheTotalTimeout() async throws {
        // A byte every fifth of a second: the page would take an hour.
        let body = Data(repeating: UInt8(ascii: "x"), count: 18_000)
        let server = try TestHTTPServer { _ in
            TestHTTPResponse.ok(body, contentType: "text/plain").trickled(1, every: 0.2)
        }
        let fetcher = fetcher(idle: 10, total: 2)
        let problem = try await #require(throws: Problem.self) { try await fetcher.fetch(server.url("/")) }
        #expect(problem.message == "\(server.url("/")) took longer than 2 seconds to fetch", "\(problem)")
    }

    @Test func waitsForASlowButSteadyServer() async throws {
        // Each piece comes well within the idle timeout; the whole takes longer than it.
        let body = Data("slow but steady, steady\n".utf8)
        let server = try TestHTTPServer { _ in
            TestHTTPResponse.ok(body, contentType: "text/plain").trickled(4, every: 0.4)
        }
        let page = try await fetcher(idle: 2, total: 30).fetch(server.url("/"))
        #expect(page.bytes == body)
    }

    @Test func decodesGzipAndDeflate() async throws {
        let text = Data("Hello, compressed world.\n".utf8)
        let server = try TestHTTPServer { request in
            let gzip = request.path == "/gzip"
            return TestHTTPResponse(
                status: 200,
                headers: [("Content-Type", "text/plain"), ("Content-Encoding", gzip ? "gzip" : "deflate")],
                body: .bytes(gzip ? TestCompression.gzip(text) : TestCompression.zlib(text)))
        }
        #expect(try await fetcher.fetch(server.url("/gzip")).bytes == text)
        #expect(try await fetcher.fetch(server.url("/deflate")).bytes == text)
        #expect(server.requests.first?.headers["accept-encoding"]?.contains("gzip") == true)
    }

    @Test func refusesTypesItCannotSaveBeforeDownloadingThem() async throws {
        let server = try TestHTTPServer { request in
            switch request.path {
            case "/paper.pdf": .ok(Data("%PDF-1.7 ...".utf8), contentType: "application/pdf")
            case "/photo": .ok(Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0]), contentType: nil)
            default: .ok(Data("{}".utf8), contentType: "application/json")
            }
        }
        let pdf = try await #require(throws: Problem.self) { try await fetcher.fetch(server.url("/paper.pdf")) }
        #expect(
            pdf.message
                == "\(server.url("/paper.pdf")) is a PDF document (application/pdf), not a page gempaper can save")
        let image = try await #require(throws: Problem.self) { try await fetcher.fetch(server.url("/photo")) }
        #expect(image.message.contains("an image (image/png)"))
        let json = try await #require(throws: Problem.self) { try await fetcher.fetch(server.url("/data")) }
        #expect(json.message.contains("JSON data (application/json)"))
    }

    @Test func sniffsAMissingContentType() async throws {
        let server = try TestHTTPServer { request in
            switch request.path {
            case "/page": .ok(Data("\n  <!DOCTYPE html><html><p>x".utf8), contentType: nil)
            case "/notes.gmi": .ok(Data("# Notes\n".utf8), contentType: nil)
            default: .ok(Data("just some words\n".utf8), contentType: nil)
            }
        }
        #expect(try await fetcher.fetch(server.url("/page")).mediaType == "text/html")
        #expect(try await fetcher.fetch(server.url("/notes.gmi")).mediaType == "text/gemini")
        #expect(try await fetcher.fetch(server.url("/words")).mediaType == "text/plain")
    }

    @Test func passesTheHeaderCharsetOn() async throws {
        let server = try TestHTTPServer { _ in
            .ok(Data([0x63, 0x61, 0x66, 0xE9]), contentType: "text/html; charset=\"Windows-1252\"")
        }
        let page = try await fetcher.fetch(server.url("/"))
        #expect(page.charset == "windows-1252")
        #expect(page.bytes == Data([0x63, 0x61, 0x66, 0xE9]))
    }

    @Test func reportsRefusedConnectionsAndUnknownHosts() async throws {
        let closedPort = try TestHTTPServer { _ in .status(200) }
        let url = closedPort.url("/")
        closedPort.stop()
        let refused = try await #require(throws: Problem.self) { try await fetcher.fetch(url) }
        #expect(refused.kind == .temporary)
        #expect(refused.message.contains("refused the connection"), "\(refused)")
        let unknown = try await #require(throws: Problem.self) {
            try await fetcher.fetch("http://\(Self.unresolvableHost)/")
        }
        #expect(unknown.kind == .temporary)
        #expect(unknown.message == "cannot find the address of \(Self.unresolvableHost)", "\(unknown)")
    }

    @Test func refusesMalformedURLsWithoutTheNetwork() async throws {
        let cases: [(String, String)] = [
            ("", "the URL is empty"),
            ("example.com/story", "'example.com/story' has no scheme"),
            ("ftp://example.com/file", "'ftp://example.com/file' has the scheme 'ftp'"),
            ("http:///path", "'http:///path' has no host name"),
            ("http://exa mple.com/", "'http://exa mple.com/' is not a URL"),
        ]
        for (url, message) in cases {
            let problem = try await #require(throws: Problem.self) { try await fetcher.fetch(url) }
            #expect(problem.kind == .badInput, "\(url)")
            #expect(problem.message == message, "\(url)")
        }
    }

    @Test func stopsWhenCancelled() async throws {
        // The server holds the request until the test ends, and the timeouts
        // are hours: only the cancellation, given once the server has the
        // request, can end the fetch.
        let asked = TestHold()
        let server = try TestHTTPServer { _ in TestHTTPResponse.html("<p>late").held(asked, at: .beforeHeaders) }
        let cancellation = FetchCancellation()
        let fetcher = fetcher(idle: 7_200, total: 7_200)
        let url = server.url("/")
        let (reached, result) = await fetchCancelled(url, by: fetcher, once: asked, cancellation: cancellation)
        #expect(reached)
        let problem = try #require(throws: Problem.self) { try result.get() }
        #expect(problem.message == "the fetch of \(url) was stopped")
        asked.release()
    }

    @Test func aCancellationBeforeTheFetchSendsNothing() async throws {
        let server = try TestHTTPServer { _ in .html("<p>never asked") }
        let cancellation = FetchCancellation()
        cancellation.cancel()
        let problem = try await #require(throws: Problem.self) {
            try await fetcher.fetch(server.url("/"), cancellation: cancellation)
        }
        #expect(problem.message.contains("was stopped"))
        #expect(server.requests.isEmpty)
    }
}
