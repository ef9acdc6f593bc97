import Foundation
import Problems
import TestSupport
import Testing

@testable import Fetch

/// Servers that attack or misbehave: bombs, endless and malformed bodies,
/// huge heads, trickles, loops, binary answers. Each is refused with a
/// message, bounded in what it may take, and never crashes or hangs a fetch.
@Suite struct HostileHTTPTests {
    /// Generous timeouts (a busy machine must not time these out) and a 1 MB cap.
    static let settings = FetchSettings(
        maxRedirects: 10, idleTimeout: 60, totalTimeout: 120, maxBytes: 1_000_000, userAgent: "gempaper-test/1",
        knownHostsPath: "/nonexistent/known_hosts")

    let fetcher = PageFetcher(settings: HostileHTTPTests.settings)

    /// An HTML page header with `coding`.
    static func compressed(_ body: Data, coding: String) -> TestHTTPResponse {
        TestHTTPResponse(
            status: 200, headers: [("Content-Type", "text/html"), ("Content-Encoding", coding)], body: .bytes(body))
    }

    @Test func aGzipBombIsRefusedAsSoonAsItPassesTheCap() async throws {
        // 3 GB of zeros in about 3 MB.
        let bomb = CompressionBomb.gzip(megabytes: 3072)
        #expect(bomb.count < 4 << 20)
        let server = try TestHTTPServer { _ in Self.compressed(bomb, coding: "gzip") }
        let problem = try await #require(throws: Problem.self) { try await fetcher.fetch(server.url("/bomb")) }
        #expect(problem.message == "\(server.url("/bomb")) is larger than 1 MB, the most gempaper fetches", "\(problem)")
        #expect(problem.kind == .permanent)
    }

    @Test func aDeflateBombIsRefusedAsSoonAsItPassesTheCap() async throws {
        let bomb = CompressionBomb.zlib(megabytes: 512)
        let server = try TestHTTPServer { _ in Self.compressed(bomb, coding: "deflate") }
        let problem = try await #require(throws: Problem.self) { try await fetcher.fetch(server.url("/bomb")) }
        #expect(problem.message == "\(server.url("/bomb")) is larger than 1 MB, the most gempaper fetches", "\(problem)")
    }

    @Test func aRawDeflateBombIsRefusedAsSoonAsItPassesTheCap() async throws {
        // `deflate` without the zlib header, as some servers send it.
        let bomb = CompressionBomb.raw(megabytes: 512)
        #expect(bomb.first != 0x78, "no zlib header")
        let server = try TestHTTPServer { _ in Self.compressed(bomb, coding: "deflate") }
        let problem = try await #require(throws: Problem.self) { try await fetcher.fetch(server.url("/bomb")) }
        #expect(problem.message == "\(server.url("/bomb")) is larger than 1 MB, the most gempaper fetches", "\(problem)")
    }

    @Test func theDecoderStopsWithinTheCapAfterReadingLittle() throws {
        // The streaming proof: what was handed on never passed the cap, and
        // the decoder gave up after a small part of the bomb.
        for (coding, bomb) in [("gzip", CompressionBomb.gzip(megabytes: 256)), ("deflate", CompressionBomb.zlib(megabytes: 256))] {
            let decoder = try ContentDecoder(codings: [coding], limit: 1_000_000)
            var decoded = 0
            var fed = 0
            #expect(throws: ContentDecoder.Failure.tooLarge, "\(coding)") {
                while fed < bomb.count {
                    let piece = bomb[fed..<min(fed + 4096, bomb.count)]
                    fed += piece.count
                    try piece.withUnsafeBytes { try decoder.feed($0) { decoded += $0.count } }
                }
            }
            #expect(decoded <= 1_000_000, "\(coding)")
            #expect(fed < bomb.count / 50, "\(coding): read \(fed) of \(bomb.count) bytes")
        }
    }

    @Test func anEndlessChunkedBodyStopsAtTheCap() async throws {
        let chunk = Data("4000\r\n".utf8) + Data(repeating: UInt8(ascii: "a"), count: 0x4000) + Data("\r\n".utf8)
        let server = try TestHTTPServer { _ in
            var response = TestHTTPResponse(
                status: 200, headers: [("Content-Type", "text/plain"), ("Transfer-Encoding", "chunked")],
                body: .endless(chunk: chunk, limit: 1 << 40))
            response.omitsLength = true
            return response
        }
        let problem = try await #require(throws: Problem.self) { try await fetcher.fetch(server.url("/endless")) }
        #expect(problem.message.contains("is larger than 1 MB"), "\(problem)")
    }

    @Test func endlessEmptyCompressedDataStopsAtTheWireLimit() async throws {
        // Stored deflate blocks of nothing decode to nothing, forever: the
        // bytes on the wire are capped as well as the decoded ones.
        let empty = Data([0x00, 0x00, 0x00, 0xFF, 0xFF])
        let blocks = Data((0..<1000).flatMap { _ in empty })
        let server = try TestHTTPServer { _ in
            var response = TestHTTPResponse.raw(
                Data("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Encoding: deflate\r\n\r\n".utf8)
                    + Data([0x78, 0x01]))
            response.body = .endless(chunk: blocks, limit: 1 << 40)
            return response
        }
        let problem = try await #require(throws: Problem.self) { try await fetcher.fetch(server.url("/nothing")) }
        #expect(problem.message.contains("is larger than 1 MB"), "\(problem)")
    }

    @Test func malformedChunkSizesAreRefused() async throws {
        let server = try TestHTTPServer { request in
            let body = request.path == "/letters" ? "zz\r\nabc\r\n0\r\n\r\n" : "3\r\nabcdef\r\n0\r\n\r\n"
            var response = TestHTTPResponse(
                status: 200, headers: [("Content-Type", "text/plain"), ("Transfer-Encoding", "chunked")],
                body: .bytes(Data(body.utf8)))
            response.omitsLength = true
            return response
        }
        let place = "127.0.0.1:\(server.port)"
        let letters = try await #require(throws: Problem.self) { try await fetcher.fetch(server.url("/letters")) }
        #expect(letters.message == "\(place) sent a malformed answer: the chunk size 'zz' is not a hexadecimal number")
        let long = try await #require(throws: Problem.self) { try await fetcher.fetch(server.url("/long")) }
        #expect(long.message == "\(place) sent a malformed answer: a chunk does not end where its size says")
    }

    @Test func aHugeHeaderLineIsRefused() async throws {
        let server = try TestHTTPServer { _ in
            TestHTTPResponse(status: 200, headers: [("X-Huge", String(repeating: "h", count: 1 << 20))])
        }
        let problem = try await #require(throws: Problem.self) { try await fetcher.fetch(server.url("/")) }
        #expect(problem.message == "127.0.0.1:\(server.port) sent a malformed answer: a header line is longer than 32 KB")
    }

    @Test func manyHeaderFieldsAreRefused() async throws {
        let server = try TestHTTPServer { _ in
            TestHTTPResponse(status: 200, headers: (0..<100_000).map { ("X-\($0)", "v") })
        }
        let problem = try await #require(throws: Problem.self) { try await fetcher.fetch(server.url("/")) }
        #expect(problem.message == "127.0.0.1:\(server.port) sent a malformed answer: it sent more than 256 header fields")
    }

    @Test func aTrickleWithinTheIdleTimeoutEndsAtTheTotalTimeout() async throws {
        // A byte every half second keeps the idle timeout from firing; the
        // whole page would take an hour.
        let body = Data(repeating: UInt8(ascii: "x"), count: 7200)
        let server = try TestHTTPServer { _ in
            TestHTTPResponse.ok(body, contentType: "text/plain").trickled(1, every: 0.5)
        }
        var settings = Self.settings
        settings.idleTimeout = 60
        settings.totalTimeout = 2
        let problem = try await #require(throws: Problem.self) {
            try await PageFetcher(settings: settings).fetch(server.url("/slow"))
        }
        #expect(problem.message == "\(server.url("/slow")) took longer than 2 seconds to fetch", "\(problem)")
        #expect(problem.kind == .temporary)
    }

    @Test func aSlowHeadTrickleEndsAtTheTotalTimeout() async throws {
        // The head itself, a byte at a time, never ending.
        let server = try TestHTTPServer { _ in
            var response = TestHTTPResponse.raw(Data())
            response.body = .endless(chunk: Data("X".utf8), limit: 1 << 30)
            response.rawHead = Data("HTTP/1.1 200 OK\r\nX-Slow: ".utf8)
            response.delayBetweenChunks = 0.5
            return response
        }
        var settings = Self.settings
        settings.totalTimeout = 2
        let problem = try await #require(throws: Problem.self) {
            try await PageFetcher(settings: settings).fetch(server.url("/"))
        }
        #expect(problem.message == "\(server.url("/")) took longer than 2 seconds to fetch", "\(problem)")
    }

    @Test func aRedirectLoopThroughManyURLsIsCaught() async throws {
        let server = try TestHTTPServer { request in
            let step = Int(request.path.dropFirst()) ?? 0
            return .redirect(to: "/\((step + 1) % 3)")
        }
        let problem = try await #require(throws: Problem.self) { try await fetcher.fetch(server.url("/0")) }
        #expect(problem.message == "\(server.url("/0")) redirects in a loop: after 3 redirects it is back at \(server.url("/0"))")
        #expect(server.requests.count == 3)
    }

    @Test func aRedirectsUserNameAndPasswordAreNeitherSentNorKeptNorShown() async throws {
        let server = try TestHTTPServer { request in
            let host = request.headers["host"] ?? ""
            switch request.path {
            case "/start": return .redirect(to: "http://bob:s3cret@\(host)/page")
            case "/loop": return .redirect(to: "http://eve:s3cret@\(host)/loop")
            default:
                let page = """
                    <html><head><title>Kept</title><link rel="canonical" href="http://carol:s3cret@\(host)/canon"></head>
                    <body><article><h1>Kept</h1><p>A story of ordinary words, long enough to be an article.</p>
                    <p>Its second paragraph, with more words of the same story.</p></article></body></html>
                    """
                return .ok(Data(page.utf8), contentType: "text/html")
            }
        }
        let page = try await fetcher.fetch(server.url("/start"))
        #expect(page.finalURL == server.url("/page"))
        #expect(server.requests.allSatisfy { $0.headers["authorization"] == nil })
        let article = try PageConverter().article(from: page)
        #expect(article.canonicalURL == server.url("/canon"))
        #expect(!article.gemtext.contains("s3cret") && !article.gemtext.contains("carol"), "\(article.gemtext)")
        let loop = try await #require(throws: Problem.self) { try await fetcher.fetch(server.url("/loop")) }
        #expect(loop.message == "\(server.url("/loop")) redirects in a loop: after 1 redirect it is back at \(server.url("/loop"))")
    }

    @Test func anAnswerThatIsNotHTTPIsRefused() async throws {
        let server = try TestHTTPServer { _ in .raw(Data([0x16, 0x03, 0x01, 0x00, 0x00, 0xFF, 0xFE, 0x00])) }
        let problem = try await #require(throws: Problem.self) { try await fetcher.fetch(server.url("/")) }
        #expect(problem.message == "127.0.0.1:\(server.port) did not answer with HTTP", "\(problem)")
    }

    @Test func aBinaryBodyIsRefusedByWhatItIs() async throws {
        var random = SeededRandom(seed: 17)
        let noise = Data((0..<200_000).map { _ in UInt8.random(in: 0...255, using: &random) })
        let server = try TestHTTPServer { request in
            request.path == "/typed" ? .ok(noise, contentType: "text/html") : .ok(noise, contentType: nil)
        }
        let untyped = try await #require(throws: Problem.self) { try await fetcher.fetch(server.url("/untyped")) }
        #expect(untyped.message.contains("application/octet-stream"), "\(untyped)")
        // Declared HTML: fetched as it is (conversion decides what it holds).
        let typed = try await fetcher.fetch(server.url("/typed"))
        #expect(typed.bytes == noise)
    }

    @Test func aCutShortBodyIsNotSavedAsAWholeOne() async throws {
        let server = try TestHTTPServer { _ in
            .raw(Data("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 1000\r\n\r\nonly this".utf8))
        }
        let problem = try await #require(throws: Problem.self) { try await fetcher.fetch(server.url("/")) }
        #expect(problem.kind == .temporary)
        #expect(problem.message.contains("broke off"), "\(problem)")
    }

    @Test func aCompressedBodyInAnUnaskedCodingIsRefused() async throws {
        let server = try TestHTTPServer { _ in Self.compressed(Data("whatever".utf8), coding: "br") }
        let problem = try await #require(throws: Problem.self) { try await fetcher.fetch(server.url("/")) }
        #expect(problem.message == "\(server.url("/")) came compressed as 'br', which gempaper does not decode")
    }
}
