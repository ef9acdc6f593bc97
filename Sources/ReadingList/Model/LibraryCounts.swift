/// How many articles the library holds, by state: the capsule's home page.
public struct LibraryCounts: Sendable, Equatable {
    /// Articles not archived.
    public var unread: Int
    /// Articles archived.
    public var archived: Int
    /// Articles waiting to be fetched (or being fetched now).
    public var queued: Int
    /// Articles whose last fetch failed.
    public var failed: Int
    /// Distinct tags in use.
    public var tags: Int

    /// Every article.
    public var total: Int { unread + archived }
}

/// A tag and how many articles carry it.
public struct TagCount: Sendable, Equatable {
    /// The tag's name (normalised).
    public var name: String
    /// Articles carrying it.
    public var articles: Int

    /// A tag called `name` on `articles` articles.
    public init(name: String, articles: Int) {
        self.name = name
        self.articles = articles
    }
}
