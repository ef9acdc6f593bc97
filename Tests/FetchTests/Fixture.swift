import Foundation
import ReadingList
import TestSupport

@testable import Fetch

/// A real library in a temporary folder and a save pipeline with small,
/// test-sized limits that pins Gemini certificates in that folder. Its
/// timeouts are generous (a busy machine must not trip them): tests of
/// timeouts set their own.
final class Fixture: @unchecked Sendable {
    let folder: TemporaryDirectory
    let library: Library
    let settings: FetchSettings
    let saver: ArticleSaver

    init(
        maxBytes: Int = 100_000, totalTimeout: TimeInterval = 300, trusting certificates: String? = nil,
        converter: PageConverter = PageConverter()
    ) throws {
        folder = try TemporaryDirectory("gempaper-fetch")
        library = try Library(path: folder.file("library.sqlite").path)
        settings = FetchSettings(
            maxRedirects: 10, idleTimeout: 120, totalTimeout: totalTimeout, maxBytes: maxBytes,
            userAgent: "gempaper-test/1 (tests)", knownHostsPath: folder.file("known_hosts").path,
            trustedCertificatesFile: certificates)
        saver = ArticleSaver(library: library, fetcher: PageFetcher(settings: settings), converter: converter)
    }

    /// Every article in the library, oldest first.
    func articles() throws -> [SavedArticle] {
        try library.articles(try library.ids(.everything).sorted())
    }
}

/// A plain-text page in UTF-8.
func textPage(_ text: String) -> TestHTTPResponse {
    .ok(Data(text.utf8), contentType: "text/plain; charset=utf-8")
}

/// A gemtext page in UTF-8.
func gemtextPage(_ text: String) -> TestHTTPResponse {
    .ok(Data(text.utf8), contentType: "text/gemini")
}

/// Fetches `url` with `fetcher` on a thread of the test's own, cancelling
/// `cancellation` from another the moment a server reaches `hold` (or after
/// two minutes, a backstop): whether the hold was reached, and the fetch's result.
func fetchCancelled(
    _ url: String, by fetcher: PageFetcher, once hold: TestHold, cancellation: FetchCancellation
) async -> (Bool, Result<FetchedPage, Error>) {
    await onOwnThread {
        let reached = NSCondition()
        nonisolated(unsafe) var wasReached: Bool?
        Thread {
            let result = hold.waitUntilReached()
            cancellation.cancel()
            reached.lock()
            wasReached = result
            reached.broadcast()
            reached.unlock()
        }.start()
        let result = Result { try fetcher.fetch(url, cancellation: cancellation) }
        reached.lock()
        while wasReached == nil { reached.wait() }
        let answer = wasReached!
        reached.unlock()
        return (answer, result)
    }
}
