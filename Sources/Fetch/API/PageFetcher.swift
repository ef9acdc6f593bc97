import Foundation
import Problems
import ReadingList

/// Fetches a page by URL, over HTTP(S) or Gemini, within the limits of its
/// `FetchSettings`. Blocking: call it from a thread that may wait (the
/// queue worker's, or through the `async` form).
///
///     let page = try PageFetcher().fetch("https://example.com/story")
///     page.finalURL, page.mediaType, page.charset, page.bytes
public struct PageFetcher: Sendable {
    /// The limits and identity in use.
    public let settings: FetchSettings

    /// A fetcher with `settings`.
    public init(settings: FetchSettings = FetchSettings()) {
        self.settings = settings
    }

    /// Fetches `url` (http, https or gemini). Throws a `Problem`: bad input
    /// for a malformed or relative URL or another scheme; temporary for what
    /// may work later (the network, timeouts, 5xx, 429, Gemini 4x);
    /// otherwise what will fail again (404, a page over the size cap, a type
    /// gempaper does not save, a redirect loop, ...).
    public func fetch(_ url: String, cancellation: FetchCancellation? = nil) throws -> FetchedPage {
        if let cancellation, cancellation.isCancelled {
            throw Problem.temporary("the fetch of \(url) was stopped")
        }
        let trimmed = url.trimmingCharacters(in: .whitespacesAndNewlines)
        switch try Self.scheme(of: trimmed) {
        case "gemini": return try GeminiPageFetcher(settings: settings).fetch(trimmed, cancellation: cancellation)
        default: return try HTTPPageFetcher(settings: settings).fetch(trimmed, cancellation: cancellation)
        }
    }

    /// `fetch` on a thread of its own, so that waiting on the network does
    /// not hold a Swift concurrency thread.
    public func fetch(_ url: String, cancellation: FetchCancellation? = nil) async throws -> FetchedPage {
        try await BlockingWork.run { try self.fetch(url, cancellation: cancellation) }
    }

    /// The lower-case scheme of `url` when gempaper fetches it; bad input
    /// naming what is wrong otherwise (see `URLCheck`), without the network.
    static func scheme(of url: String) throws -> String {
        try URLCheck.components(of: url).scheme!.lowercased()
    }
}
