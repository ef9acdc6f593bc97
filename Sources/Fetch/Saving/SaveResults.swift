import Foundation
import Problems
import ReadingList

/// What saving a URL did. A failure that leaves nothing stored is thrown
/// instead, as a `Problem`.
public enum SaveResult: Sendable, Equatable {
    /// Fetched, converted and stored as a new article.
    case saved(SavedArticle)
    /// The library already had it: the same URL (nothing was fetched), or
    /// the same canonical URL once fetched. The tags given were added to it.
    case alreadySaved(SavedArticle)
    /// The fetch failed in a way that may not last (the network, a busy
    /// server): the URL is stored as a failed article, with this problem as
    /// its error, to be fetched again (`gempaper refetch ID`).
    case failed(SavedArticle, Problem)

    /// The article stored or found.
    public var article: SavedArticle {
        switch self {
        case .saved(let article), .alreadySaved(let article), .failed(let article, _): article
        }
    }
}

/// What fetching or converting an article that is already in the library
/// again did. A failure is thrown as a `Problem`; the article keeps its
/// content (one without content is marked failed with the problem).
public enum RefreshResult: Sendable, Equatable {
    /// The article now holds the new content.
    case updated(SavedArticle)
    /// The page turned out to be another article already in the library
    /// (same canonical URL): this one's tags moved there and it was removed.
    case merged(into: SavedArticle)

    /// The article that holds the content now.
    public var article: SavedArticle {
        switch self {
        case .updated(let article), .merged(into: let article): article
        }
    }
}

/// What a queue worker did with one claimed article.
public enum FetchOutcome: Sendable, Equatable {
    /// Fetched, converted and stored.
    case stored(SavedArticle)
    /// The page turned out to be an article the library already had; the
    /// queued one was merged into it.
    case duplicate(of: SavedArticle)
    /// Failed for now; back in the queue until `at`.
    case willRetry(Problem, at: Date)
    /// Failed for good (or too often): marked failed with the problem.
    case failed(Problem)
    /// The worker was stopped during the fetch; the article is back in the
    /// queue as it was.
    case interrupted

    /// Whether the article now holds content.
    public var succeeded: Bool {
        switch self {
        case .stored, .duplicate: true
        case .willRetry, .failed, .interrupted: false
        }
    }
}

extension Problem {
    /// Whether trying again later may work: network trouble, timeouts, busy
    /// or failing servers. Such failures are kept and retried; others are not.
    var mayWorkLater: Bool {
        switch kind {
        case .temporary, .unavailable, .slowDown: true
        default: false
        }
    }
}
