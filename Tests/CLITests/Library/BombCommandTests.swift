import Foundation
import ReadingList
import TestSupport
import Testing

/// Compression bombs against `add`, `refetch` and `serve` as a user runs
/// them: each is refused by its size, and the process's own peak memory
/// (measured by the kernel, so no other test can move it) stays far below
/// what decompressing the bomb would take (3 GB).
@Suite struct BombCommandTests {
    /// The most a fetch of a bomb may add to a process's peak memory.
    static let allowedGrowth = 100 << 20

    /// A site with a page, a 3 GB gzip bomb and a 512 MB deflate bomb; `/story` turns into the bomb when `armed`.
    /// `/pictured` is an article whose two pictures are the bombs, served as JPEGs.
    static func site(armed: Switch = Switch(on: false)) throws -> TestHTTPServer {
        let gzip = CompressionBomb.gzip(megabytes: 3072)
        let zlib = CompressionBomb.zlib(megabytes: 512)
        let page = TestHTTPResponse.ok(Data("A Story\n\nOnce upon a time.\n".utf8), contentType: "text/plain")
        return try TestHTTPServer { request in
            func bomb(_ body: Data, _ coding: String, type: String = "text/html") -> TestHTTPResponse {
                TestHTTPResponse(
                    status: 200, headers: [("Content-Type", type), ("Content-Encoding", coding)], body: .bytes(body))
            }
            switch request.path {
            case "/gzip": return bomb(gzip, "gzip")
            case "/deflate": return bomb(zlib, "deflate")
            case "/gzip.jpg": return bomb(gzip, "gzip", type: "image/jpeg")
            case "/deflate.jpg": return bomb(zlib, "deflate", type: "image/jpeg")
            case "/pictured": return .ok(Data(picturedStory.utf8), contentType: "text/html; charset=utf-8")
            default: return armed.isOn ? bomb(gzip, "gzip") : page
            }
        }
    }

    /// An article whose pictures are `/gzip.jpg` and `/deflate.jpg`.
    static let picturedStory = """
        <html><head><title>Pictured</title></head><body><article><h1>Pictured</h1>
        <p>A story long enough to be an article, told in a paragraph of ordinary words before its pictures.</p>
        <figure><img src="/gzip.jpg" alt="first"><figcaption>The first picture</figcaption></figure>
        <p>Another paragraph of the same story, so that the pictures sit in the middle of its text.</p>
        <figure><img src="/deflate.jpg" alt="second"><figcaption>The second picture</figcaption></figure>
        <p>The story ends here with a last paragraph of its own words.</p></article></body></html>
        """

    @Test func addRefusesBombsInLittleMemory() async throws {
        let cli = try LibraryCLI()
        let server = try Self.site()
        let baseline = try await MeasuredRun.run(["add", "--library", cli.library, server.url("/story")], environment: cli.environment)
        #expect(baseline.status == 0, "\(baseline.stderr)")
        for path in ["/gzip", "/deflate"] {
            let run = try await MeasuredRun.run(["add", "--library", cli.library, server.url(path)], environment: cli.environment)
            #expect(run.status == 1, "\(path): \(run.stderr)")
            #expect(run.stderr.contains("\(server.url(path)) is larger than 20 MB, the most gempaper fetches"), "\(run.stderr)")
            #expect(
                run.peakMemory < baseline.peakMemory + Self.allowedGrowth,
                "\(path): peak \(run.peakMemory >> 20) MB, a plain add \(baseline.peakMemory >> 20) MB")
        }
        #expect(try Library(path: cli.library).ids(.everything).count == 1)
    }

    @Test func pictureBombsAreRefusedAtTheirSizeInLittleMemory() async throws {
        let cli = try LibraryCLI()
        let server = try Self.site()
        let baseline = try await MeasuredRun.run(
            ["add", "--library", cli.library, server.url("/story")], environment: cli.environment)
        #expect(baseline.status == 0, "\(baseline.stderr)")
        let run = try await MeasuredRun.run(
            ["add", "--library", cli.library, "--max-picture-size", "2MB", server.url("/pictured")],
            environment: cli.environment)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.peakMemory < baseline.peakMemory + Self.allowedGrowth, "peak \(run.peakMemory >> 20) MB")
        let library = try Library(path: cli.library)
        let id = try #require(try library.articleID(forURL: server.url("/pictured")))
        let pictures = try library.pictures(of: id)
        #expect(pictures.count == 2)
        for (picture, path) in zip(pictures, ["/gzip.jpg", "/deflate.jpg"]) {
            #expect(picture.state == .failed, "\(path): \(picture.state)")
            #expect(picture.reason == "\(server.url(path)) is larger than 2 MB, the most gempaper fetches", "\(path)")
        }
    }

    @Test func refetchRefusesABombAndKeepsTheArticle() async throws {
        let cli = try LibraryCLI()
        let armed = Switch(on: false)
        let server = try Self.site(armed: armed)
        let baseline = try await MeasuredRun.run(["add", "--library", cli.library, server.url("/story")], environment: cli.environment)
        #expect(baseline.status == 0, "\(baseline.stderr)")
        armed.turnOn()
        let run = try await MeasuredRun.run(["refetch", "--library", cli.library, "1"], environment: cli.environment)
        #expect(run.status != 0)
        #expect(run.stderr.contains("\(server.url("/story")) is larger than 20 MB"), "\(run.stderr)")
        #expect(run.peakMemory < baseline.peakMemory + Self.allowedGrowth, "peak \(run.peakMemory >> 20) MB")
        let article = try Library(path: cli.library).article(ArticleID(1))
        #expect(article.hasContent)
        #expect(article.title == "A Story")
    }

    @Test func serveFetchesAQueuedBombInLittleMemory() async throws {
        let cli = try LibraryCLI()
        let server = try Self.site()
        try cli.folder.write(
            "library = \(cli.library)\nlisten = 127.0.0.1\nport = 0\nlog = off\n", to: "capsule.conf")
        let serve = try RunningBinary(["serve"], currentDirectory: cli.folder.url, environment: cli.environment)
        #expect(serve.waitForStderr(containing: "gempaper: serving", timeout: 60), "\(serve.stderr)")
        let before = try #require(ProcessMemory.peak(of: serve.pid))
        let privateBefore = try #require(ProcessMemory.privateMemory(of: serve.pid))
        // Queued by another process; a reload makes the capsule's worker look at once.
        let library = try Library(path: cli.library)
        for (index, path) in ["/gzip", "/deflate"].enumerated() {
            let queued = try await cli.run(["add", "--queue", server.url(path)])
            #expect(queued.status == 0, "\(queued.stderr)")
            serve.send(SIGHUP)
            let id = ArticleID(Int64(index + 1))
            let deadline = Date().addingTimeInterval(120)
            while try library.article(id).fetch.state != .failed && Date() < deadline {
                try await Task.sleep(nanoseconds: 50_000_000)
            }
            let article = try library.article(id)
            #expect(article.fetch.state == .failed, "\(article.fetch) \(serve.stderr)")
            #expect(article.fetch.lastError?.contains("is larger than 20 MB") == true, "\(article.fetch)")
        }
        let after = try #require(ProcessMemory.peak(of: serve.pid))
        #expect(after < before + Self.allowedGrowth, "peak \(before >> 20) MB before, \(after >> 20) MB after")
        // Nor does the memory stay: the 20 MB the fetches held go back to the
        // system (glibc kept them, growing with each fetch thread's heap).
        let privateAfter = try #require(ProcessMemory.privateMemory(of: serve.pid))
        #expect(
            privateAfter < privateBefore + 10 << 20,
            "private memory \(privateBefore >> 20) MB before, \(privateAfter >> 20) MB after")
        serve.send(SIGTERM)
        #expect(serve.waitForExit(timeout: 60) == 0)
    }
}
