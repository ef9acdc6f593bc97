import Foundation
import Problems

extension Library {
    /// Keeps `bookmark` as an article whose first fetch failed with
    /// `message`, in one transaction: it lists at once with its error, and
    /// is fetched again when requeued, or, given `retryAt`, by a worker
    /// after that time. When the library already has the URL, its tags are
    /// added to that article and nothing else changes. Bad input as for
    /// `enqueue`.
    public func keepFailed(_ bookmark: Bookmark, message: String, retryAt: Date? = nil, now: Date = Date()) throws
        -> SaveOutcome
    {
        let prepared = try PreparedBookmark(bookmark)
        return try write { connection in
            let outcome = try prepared.store(now: now, in: connection)
            if case .added(let id) = outcome {
                try connection.run(
                    "UPDATE articles SET fetch_state = ?, fetch_error = ?, fetch_attempts = 1, retry_at = ? WHERE id = ?",
                    [
                        .text(retryAt == nil ? FetchState.failed.rawValue : FetchState.queued.rawValue),
                        .text(Problem.oneLine(message, maxBytes: 1000)), retryAt.sqlValue, .integer(id.rawValue),
                    ])
            }
            return outcome
        }
    }
}
