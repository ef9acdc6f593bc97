import Fetch
import Foundation
import Problems
import ReadingList

/// What the library says about a queued article's fetch, read as the
/// worker's outcome: for `/add`, when the worker finished before anyone
/// listened for its event.
enum FetchedState {
    /// The outcome already recorded for article `id`; nil while it waits or
    /// is being fetched (or is gone).
    static func outcome(of id: ArticleID, in library: Library) throws -> FetchOutcome? {
        guard let article = try? library.article(id) else { return nil }
        switch article.fetch.state {
        case .ready: return .stored(article)
        case .failed:
            return .failed(Problem(.permanent, article.fetch.lastError ?? "the fetch failed"))
        case .queued:
            guard article.fetch.attempts > 0, let retry = article.fetch.retryAt else { return nil }
            return .willRetry(Problem(.temporary, article.fetch.lastError ?? "the fetch failed"), at: retry)
        case .fetching: return nil
        }
    }
}
