import Foundation

/// An article's record in the library: everything but its bodies (the
/// gemtext and the original page, read with `Library.gemtext(of:)` and
/// `Library.original(of:)`). A value: re-read it by id to see changes.
public struct SavedArticle: Sendable, Equatable, Identifiable {
    /// Its id in the library.
    public var id: ArticleID
    /// The URL as it was saved.
    public var url: String
    /// The URL that identifies the article: no fragment, no tracking
    /// parameters, the page's own canonical link once fetched. Unique.
    public var canonicalURL: String
    /// The title; for an article not fetched yet, the one it was saved or
    /// imported with, or empty.
    public var title: String
    /// The site: the host of the canonical URL without `www.` (`example.com`).
    public var site: String
    /// The name the site gives itself (`The Example Times`), when known.
    public var siteName: String?
    /// The author, when known.
    public var author: String?
    /// The language as a BCP 47 tag (`en`, `pt-BR`), when known.
    public var language: String?
    /// A short summary, when known.
    public var excerpt: String?
    /// When the article was published, when known (lists sort by it).
    public var publishedAt: Date?
    /// The offset from UTC, in seconds east, the publisher wrote `publishedAt`
    /// in; nil when unknown (saved before it was kept, or the page gave none).
    public var publishedOffset: Int?
    /// When the article was saved to the library.
    public var savedAt: Date
    /// When it was archived; nil means unread.
    public var archivedAt: Date?
    /// Words in the gemtext (0 until fetched).
    public var wordCount: Int
    /// Minutes a reader needs, from the word count (0 until fetched).
    public var readingMinutes: Int
    /// Where the article is in the fetch queue.
    public var fetch: FetchStatus
    /// Whether the gemtext is in the library (it can be read).
    public var hasContent: Bool
    /// Its tags, sorted.
    public var tags: [String]

    /// Whether the article is archived (read).
    public var isArchived: Bool { archivedAt != nil }

    /// When the article was published, in the publisher's own zone: how every
    /// place shows the date.
    public var published: PublicationTime? { publishedAt.map { PublicationTime($0, offset: publishedOffset) } }

    /// The title, or the URL when the article has no title yet.
    public var displayTitle: String { title.isEmpty ? url : title }

    /// A record with every field given.
    public init(
        id: ArticleID, url: String, canonicalURL: String, title: String, site: String, siteName: String? = nil,
        author: String? = nil, language: String? = nil, excerpt: String? = nil, publishedAt: Date? = nil,
        publishedOffset: Int? = nil, savedAt: Date, archivedAt: Date? = nil, wordCount: Int = 0,
        readingMinutes: Int = 0,
        fetch: FetchStatus, hasContent: Bool, tags: [String] = []
    ) {
        self.id = id
        self.url = url
        self.canonicalURL = canonicalURL
        self.title = title
        self.site = site
        self.siteName = siteName
        self.author = author
        self.language = language
        self.excerpt = excerpt
        self.publishedAt = publishedAt
        self.publishedOffset = publishedOffset
        self.savedAt = savedAt
        self.archivedAt = archivedAt
        self.wordCount = wordCount
        self.readingMinutes = readingMinutes
        self.fetch = fetch
        self.hasContent = hasContent
        self.tags = tags
    }
}
