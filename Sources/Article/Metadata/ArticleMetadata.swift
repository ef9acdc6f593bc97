import Foundation

/// What a page says about its article: title, author, dates, site,
/// language, addresses and description. Every field is optional: pages
/// leave out any of them.
public struct ArticleMetadata: Sendable, Hashable, Codable {
    /// The article's title, without the site name that `<title>` often appends.
    public var title: String?
    /// Who wrote it: one name, or several joined with ", ".
    public var author: String?
    /// When it was first published, in ISO 8601: `2019-11-19T10:07:00Z`,
    /// `2019-11-19T10:07:00-05:00`, or `2019-11-19` when only the day is known.
    public var published: String?
    /// When it was last changed, in the same form as `published`.
    public var modified: String?
    /// The publication or site's name (`The Verge`, `example.com`).
    public var siteName: String?
    /// The page's language as a BCP 47 tag (`en`, `pt-BR`).
    public var language: String?
    /// The article's own address, as the page declares it, made absolute.
    public var canonicalURL: URL?
    /// A one- or two-sentence summary the page gives of itself.
    public var description: String?
    /// The article's main picture.
    public var leadImageURL: URL?
    /// Whether the page says its article is for subscribers (schema.org's
    /// `isAccessibleForFree: false`, as paywalled news sites mark it); nil
    /// when it does not say.
    public var isForSubscribers: Bool?
    /// How many words the page says its article has (schema.org's `wordCount`).
    public var statedWordCount: Int?

    /// Metadata with the given fields; the others are `nil`.
    public init(
        title: String? = nil, author: String? = nil, published: String? = nil, modified: String? = nil,
        siteName: String? = nil, language: String? = nil, canonicalURL: URL? = nil, description: String? = nil,
        leadImageURL: URL? = nil
    ) {
        self.title = title
        self.author = author
        self.published = published
        self.modified = modified
        self.siteName = siteName
        self.language = language
        self.canonicalURL = canonicalURL
        self.description = description
        self.leadImageURL = leadImageURL
    }

    /// `published` as a date (midnight UTC for a day without a time).
    public var publishedDate: Date? { published.flatMap(ISODate.date(from:)) }

    /// `modified` as a date (midnight UTC for a day without a time).
    public var modifiedDate: Date? { modified.flatMap(ISODate.date(from:)) }
}
