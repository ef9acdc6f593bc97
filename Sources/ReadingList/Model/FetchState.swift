import Foundation

/// Where an article is in the fetch queue.
public enum FetchState: String, Sendable, Codable, CaseIterable {
    /// Saved as a URL (and maybe a title and tags), waiting to be fetched.
    case queued
    /// A worker has claimed it and is fetching it now.
    case fetching
    /// Fetched and converted: the gemtext is in the library.
    case ready
    /// The last fetch failed for good; `FetchStatus.lastError` says why.
    case failed
}

/// The fetch state of an article with its history.
public struct FetchStatus: Sendable, Equatable, Codable {
    /// Where the article is in the queue.
    public var state: FetchState
    /// How many times a worker has claimed it.
    public var attempts: Int
    /// Why the last attempt failed, if it did.
    public var lastError: String?
    /// When it was last fetched successfully.
    public var fetchedAt: Date?
    /// When a queued article may be tried again (after a temporary failure).
    public var retryAt: Date?

    /// A status with every field given.
    public init(
        state: FetchState, attempts: Int = 0, lastError: String? = nil, fetchedAt: Date? = nil, retryAt: Date? = nil
    ) {
        self.state = state
        self.attempts = attempts
        self.lastError = lastError
        self.fetchedAt = fetchedAt
        self.retryAt = retryAt
    }
}
