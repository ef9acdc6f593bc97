import Foundation
import Gemini
import ReadingList
import TestSupport
import Testing

/// `/add` with the capsule's fetch worker: pages from a real HTTP server on
/// loopback are fetched off the event loops, failures show with a retry
/// link, and the queue survives a restart in the middle of a fetch.
@Suite struct FetchingTests {
    static let page = TestHTTPResponse.ok(
        Data(
            """
            # A saved essay

            The first paragraph of the essay, long enough to be the article itself.

            ## Second part

            More of the essay follows here, with enough words to count.
            """.utf8), contentType: "text/gemini; charset=utf-8")

    final class Switch: @unchecked Sendable {
        private let lock = NSLock()
        private var value: Bool
        init(_ value: Bool) { self.value = value }
        var isOn: Bool {
            get { lock.lock(); defer { lock.unlock() }; return value }
            set { lock.lock(); value = newValue; lock.unlock() }
        }
    }

    @Test func addedPagesAreFetchedAndFailuresCanBeRetried() async throws {
        let broken = Switch(true)
        let web = try TestHTTPServer { request in
            if request.path == "/missing" && broken.isOn { return .status(404) }
            return Self.page
        }
        let fixture = try CapsuleFixture()
        try fixture.start(fetching: true)
        let added = try await fixture.get("/add", input: web.url("/essay"))
        let path = added.url.path
        let id = try #require(ArticleID(String(path.dropFirst("/articles/".count))))
        #expect(try await fixture.wait { try fixture.library().article(id).fetch.state == .ready })
        let article = try await fixture.get(path)
        #expect(article.text.hasPrefix("# A saved essay\n"))
        #expect(article.text.contains("The first paragraph of the essay"))
        #expect(article.text.contains("=> /articles/\(id)/archive"))

        // A page that cannot be saved: the prompt again, saying why, and nothing left in the library.
        let before = try fixture.library().counts().total
        let refused = try await fixture.get("/add", input: web.url("/missing"))
        #expect(refused.status == .input)
        #expect(refused.meta.hasPrefix("Could not save \(web.url("/missing")): \(web.url("/missing")) answered 404"))
        #expect(refused.meta.hasSuffix("URL of the page to save (tags may follow: URL tag1 tag2)"))
        #expect(try fixture.library().counts().total == before)
        #expect(try fixture.library().counts().failed == 0)
        // A failed article (from the command line, say) says why and can be retried.
        let failingID = try fixture.library().enqueue(Bookmark(url: web.url("/missing"))).id
        #expect(try await fixture.wait { try fixture.library().article(failingID).fetch.state == .failed })
        let failing = try await fixture.get("/articles/\(failingID)")
        let failed = try await fixture.get(failing.url.path)
        #expect(failed.text.contains("Fetching this page failed after 1 attempt"))
        #expect(failed.text.contains("404"))
        broken.isOn = false
        #expect(try await fixture.request("/articles/\(failingID)/retry").header == "30 /articles/\(failingID)")
        #expect(try await fixture.wait { try fixture.library().article(failingID).fetch.state == .ready })
        #expect(fixture.errors.contains { $0.contains("could not save \(web.url("/missing"))") })
    }

    @Test func theQueueSurvivesARestartInTheMiddleOfAFetch() async throws {
        let slow = Switch(true)
        let web = try TestHTTPServer { _ in
            slow.isOn ? Self.page.delayed(3600) : Self.page
        }
        let fixture = try CapsuleFixture()
        // The page takes an hour, and the fetch waits for it (however long a
        // busy machine holds the test up): /add stops waiting after a second.
        try fixture.start(fetching: true, addWait: 1, fetchTimeout: 7200)
        let added = try await fixture.get("/add", input: web.url("/slow"))
        let id = try #require(ArticleID(String(added.url.path.dropFirst("/articles/".count))))
        // The fetch is under way: the page says so, and other pages answer meanwhile.
        #expect(try await fixture.wait { try fixture.library().article(id).fetch.state == .fetching })
        #expect(try await fixture.get(added.url.path).text.contains("This page is being fetched."))
        #expect(try await fixture.get("/unread").status == .success)
        // The capsule stops in the middle of the fetch...
        fixture.stop()
        let stopped = try fixture.library().article(id)
        #expect(stopped.fetch.state == .queued)
        #expect(!stopped.hasContent)
        // ...and the next start fetches it.
        slow.isOn = false
        try fixture.start(fetching: true)
        #expect(try await fixture.wait { try fixture.library().article(id).fetch.state == .ready })
        #expect(try await fixture.get(added.url.path).text.contains("The first paragraph of the essay"))
    }

    @Test func aCompressionBombAddedIsRefusedByItsSize() async throws {
        // 3 GB of zeros in about 3 MB; the capsule's fetches stop at 20 MB.
        let bomb = CompressionBomb.gzip(megabytes: 3072)
        let web = try TestHTTPServer { _ in
            TestHTTPResponse(
                status: 200, headers: [("Content-Type", "text/html"), ("Content-Encoding", "gzip")], body: .bytes(bomb))
        }
        let fixture = try CapsuleFixture()
        try fixture.start(fetching: true)
        // /add waits for the fetch: the prompt comes back saying why, and nothing is kept.
        let added = try await fixture.get("/add", input: web.url("/bomb"))
        #expect(added.status == .input)
        #expect(added.meta.contains("\(web.url("/bomb")) is larger than 20 MB"), "\(added.meta)")
        #expect(try fixture.library().counts().total == 0)
    }

    @Test func aPasswordInAnAddedURLIsLeftOutAndShownNowhere() async throws {
        let web = try TestHTTPServer { _ in Self.page }
        let fixture = try CapsuleFixture()
        let log = fixture.folder.file("access.log").path
        try fixture.start(fetching: true) { $0.accessLog = .file(log) }
        let url = web.url("/essay").replacingOccurrences(of: "http://", with: "http://ada:s3cret@")
        let added = try await fixture.get("/add", input: url)
        #expect(added.status == .success)
        #expect(added.text.hasPrefix("# Saved without the password\n"))
        let link = try #require(added.text.split(separator: "\n").first { $0.hasPrefix("=> /articles/") })
        let path = String(link.dropFirst(3).prefix { $0 != " " })
        let id = try #require(ArticleID(String(path.dropFirst("/articles/".count))))
        #expect(try await fixture.wait { try fixture.library().article(id).fetch.state == .ready })
        #expect(try fixture.library().article(id).url == web.url("/essay"))
        #expect(web.requests.first?.headers["authorization"] == nil)
        var seen = fixture.errors.joined(separator: "\n")
        for page in [path, "/unread", "/all", "/feed.gmi", "/atom.xml", "/search?essay"] {
            seen += try await fixture.get(page).text
        }
        #expect(seen.contains(web.url("/essay")))
        #expect(!seen.contains("s3cret") && !seen.contains("ada:"))
        // Nor does the access log, which names the request without its query.
        fixture.stop()
        let logged = try String(contentsOfFile: log, encoding: .utf8)
        #expect(logged.contains("/add?[hidden] 20 "), "\(logged)")
        #expect(!logged.contains("s3cret") && !logged.contains("ada%3A"), "\(logged)")
    }

    @Test func addExplainsAMistypedURLAndAsksAgain() async throws {
        let fixture = try CapsuleFixture()
        try fixture.start()
        let prompt = "URL of the page to save (tags may follow: URL tag1 tag2)"
        for (typed, said) in [
            ("notaurl", "'notaurl' is not a URL; give a whole address, such as https://example.com/page"),
            ("/relative", "'/relative' is a path without a site; write the whole address, such as https://example.com/relative"),
            ("https://example.com:70000/", "'https://example.com:70000/' has the port 70000, but ports go from 1 to 65535; leave the port out for the usual one (80 for http, 443 for https, 1965 for gemini)"),
        ] {
            let response = try await fixture.get("/add", input: typed)
            #expect(response.status == .input, "\(typed)")
            #expect(response.meta == "\(said). \(prompt)", "\(typed)")
        }
        #expect(try fixture.library().ids(.everything).isEmpty)
    }
}
