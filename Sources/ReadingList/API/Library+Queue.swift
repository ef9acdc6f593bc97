import Foundation
import Problems

/// An article a worker has claimed and must now fetch.
public struct FetchJob: Sendable, Equatable {
    /// The article.
    public var id: ArticleID
    /// The URL to fetch, as it was saved.
    public var url: String
    /// Which attempt this is (1 for the first).
    public var attempt: Int
    /// Whether the article already has content (a re-fetch).
    public var hasContent: Bool
}

/// What completing a fetch did.
public enum CompletionOutcome: Sendable, Equatable {
    /// The article now holds the content.
    case stored(ArticleID)
    /// The page turned out to be an article the library already had (same
    /// canonical URL): the claimed article's tags moved to that one and the
    /// claimed article was removed.
    case duplicateOf(ArticleID)
}

extension Library {
    /// Claims the oldest queued article whose retry time has come, marking
    /// it as being fetched by this process. Two workers never get the same
    /// article. Nil when nothing is waiting. Claims left by a process that
    /// died are put back in the queue first.
    public func claimNextFetch(now: Date = Date()) throws -> FetchJob? {
        try perform { connection in
            try FetchQueue.recoverAbandoned(in: connection, by: process, lease: options.fetchLease, now: now)
            return try connection.transaction {
                try connection.firstRow(
                    """
                    UPDATE articles SET fetch_state = 'fetching', fetch_attempts = fetch_attempts + 1,
                        claimed_at = ?, claimed_by = ?
                    WHERE id = (SELECT id FROM articles WHERE fetch_state = 'queued'
                                AND (retry_at IS NULL OR retry_at <= ?) ORDER BY id LIMIT 1)
                    RETURNING id, url, fetch_attempts, EXISTS (SELECT 1 FROM article_bodies WHERE article_id = id)
                    """, [now.sqlValue, .text(process.text), now.sqlValue]
                ) { row in
                    FetchJob(
                        id: ArticleID(row.int64(0)), url: row.string(1), attempt: row.int(2),
                        hasContent: row.int64(3) != 0)
                }
            }
        }
    }

    /// Stores what the fetch of article `id` produced and marks it ready, in
    /// one transaction (see `CompletionOutcome` for duplicates). Not found
    /// when the article was deleted meanwhile.
    @discardableResult
    public func completeFetch(_ id: ArticleID, with content: ArticleContent, now: Date = Date()) throws
        -> CompletionOutcome
    {
        return try write { connection in
            let article = try ArticleRows.one(id, in: connection)
            let canonical = content.canonicalURL.flatMap { try? CanonicalURL.normalize($0) } ?? article.canonicalURL
            if canonical != article.canonicalURL,
                let other = try ArticleWriter.existing(canonicalURL: canonical, in: connection)
            {
                try TagWriter.add(article.tags, to: [other], in: connection)
                try connection.run("DELETE FROM articles WHERE id = ?", [.integer(id.rawValue)])
                return .duplicateOf(other)
            }
            try ArticleWriter.storeContent(content, canonicalURL: canonical, of: id, now: now, in: connection)
            return .stored(id)
        }
    }

    /// Records that fetching article `id` failed with `message`. With
    /// `retryAt` the article goes back in the queue, not to be claimed
    /// before then; without, it is marked failed until requeued.
    public func failFetch(_ id: ArticleID, message: String, retryAt: Date? = nil) throws {
        try write { connection in
            try ArticleRows.requireExisting([id], in: connection)
            try connection.run(
                """
                UPDATE articles SET fetch_state = ?, fetch_error = ?, retry_at = ?, claimed_at = NULL, claimed_by = NULL
                WHERE id = ?
                """,
                [
                    .text(retryAt == nil ? FetchState.failed.rawValue : FetchState.queued.rawValue),
                    .text(Problem.oneLine(message, maxBytes: 1000)), retryAt.sqlValue, .integer(id.rawValue),
                ])
        }
    }

    /// Puts article `id`, whose fetch was stopped before it ended, back in
    /// the queue as it was before it was claimed: the attempt does not
    /// count, and its last error and retry time stay.
    public func releaseFetch(_ id: ArticleID) throws {
        try write { connection in
            try ArticleRows.requireExisting([id], in: connection)
            try connection.run(
                """
                UPDATE articles SET fetch_state = 'queued', fetch_attempts = max(fetch_attempts - 1, 0),
                    claimed_at = NULL, claimed_by = NULL
                WHERE id = ? AND fetch_state = 'fetching'
                """, [.integer(id.rawValue)])
        }
    }

    /// Puts the selected articles (not those being fetched right now) back
    /// in the queue to be fetched again, clearing their last error; their
    /// content stays until the new fetch replaces it. Returns how many.
    @discardableResult
    public func requeue(_ selection: ArticleSelection) throws -> Int {
        try change(selection) { connection, articles in
            try connection.run(
                """
                UPDATE articles SET fetch_state = 'queued', fetch_error = NULL, retry_at = NULL
                WHERE fetch_state <> 'fetching' AND id IN (SELECT id FROM (\(articles.sql)))
                """, articles.values)
        }
    }
}
