import Foundation
import ReadingList
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `gempaper serve` stopped by a signal while its fetch worker is in the
/// middle of a fetch that never ends (the page's server waits until told):
/// it exits and says which articles it put back in the queue.
@Suite struct ServeStopTests {
    @Test(arguments: [SIGTERM, SIGINT])
    func aSignalStopsServeDuringAFetchAndQueuesTheArticleAgain(signal: Int32) async throws {
        let folder = try TemporaryDirectory("gempaper-serve-stop")
        let asked = TestHold()
        let page = try TestHTTPServer { _ in .html("<title>Never</title><p>sent").held(asked, at: .beforeHeaders) }
        let url = page.url("/endless")
        let id = try Library(path: folder.file("library.sqlite").path).enqueue(Bookmark(url: url)).id
        try folder.write(
            "library = library.sqlite\nlisten = 127.0.0.1\nport = 0\nlog = off\nfetch-workers = 1\n", to: "capsule.conf")
        let serve = try RunningBinary(["serve"], currentDirectory: folder.url)
        // Once the worker claimed the article and the page's server holds its
        // request, the signal goes at once, from a thread of its own (serve's
        // fetch would give up by itself after its 20-second idle timeout).
        let (reached, status) = await onOwnThread { () -> (Bool, Int32?) in
            guard asked.waitUntilReached() else { return (false, nil) }
            serve.send(signal)
            // A backstop: serve stops within a second or two; only a lost stop reaches it.
            return (true, serve.waitForExit(timeout: 120))
        }
        #expect(reached, "\(serve.stderr)")
        #expect(status == 0, "\(serve.stderr)")
        #expect(
            serve.stderr.contains("gempaper: stopped fetching \(url) (article \(id)): put back in the queue"),
            "\(serve.stderr)")
        #expect(serve.stderr.contains("gempaper: stopped"))
        asked.release()
        let article = try Library(path: folder.file("library.sqlite").path).article(id)
        #expect(article.fetch.state == .queued)
        #expect(article.fetch.attempts == 0)
    }
}
