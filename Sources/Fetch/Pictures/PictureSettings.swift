import Foundation

/// How the pictures of an article are downloaded when it is saved: at most
/// `concurrency` at once, each within the page limits of `FetchSettings`
/// (timeouts, redirects) and `maxBytes`, all of them within `budget`
/// seconds and `maxPictures` pictures per article.
public struct PictureSettings: Sendable {
    /// The largest picture kept, in bytes; a download stops as soon as it is exceeded.
    public var maxBytes: Int
    /// Pictures downloaded at the same time.
    public var concurrency: Int
    /// Seconds the pictures of one article may take in all; those not
    /// fetched by then are missing, and `refetch` tries them again.
    public var budget: TimeInterval
    /// The most pictures kept for one article.
    public var maxPictures: Int
    /// Whether pictures are downloaded at all.
    public var enabled: Bool

    /// Settings with every field given; the defaults suit saving articles.
    public init(
        maxBytes: Int = 10_000_000, concurrency: Int = 4, budget: TimeInterval = 120, maxPictures: Int = 100,
        enabled: Bool = true
    ) {
        self.maxBytes = maxBytes
        self.concurrency = min(max(concurrency, 1), 16)
        self.budget = budget
        self.maxPictures = maxPictures
        self.enabled = enabled
    }
}
