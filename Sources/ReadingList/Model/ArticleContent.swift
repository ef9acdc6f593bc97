import Foundation

/// An article as a fetch produced it, ready to be stored: where it came
/// from, what it says about itself, its gemtext, and the original bytes so
/// it can be converted again when the converter improves.
public struct ArticleContent: Sendable, Equatable {
    /// The URL as the person gave it.
    public var url: String
    /// The URL the page names as canonical (or the one redirects ended at);
    /// nil to derive it from `url`. Saving the same canonical URL twice
    /// keeps one article.
    public var canonicalURL: String?
    /// The title.
    public var title: String
    /// The name the site gives itself.
    public var siteName: String?
    /// The author.
    public var author: String?
    /// When it was published.
    public var publishedAt: Date?
    /// The offset from UTC, in seconds east, the page wrote `publishedAt` in;
    /// nil when it gave none (see `PublicationTime`).
    public var publishedOffset: Int?
    /// Its language as a BCP 47 tag.
    public var language: String?
    /// A short summary.
    public var excerpt: String?
    /// The article as gemtext.
    public var gemtext: String
    /// Words in the article; nil to count them in `gemtext`.
    public var wordCount: Int?
    /// Where the article's own text starts in `gemtext`, in UTF-8 bytes,
    /// after what a converter puts above it (title, source, byline,
    /// contents): the search index reads the text from there (and takes
    /// snippets from it), with the author. 0 for the whole gemtext.
    public var textStart: Int
    /// The outline level of each heading line of `gemtext`, in order (see
    /// `GemtextDocument.outline(levels:)`): what a converter knows of
    /// headings deeper than gemtext's `###`; nil when the gemtext's own
    /// levels are all there is.
    public var headingLevels: [Int]?
    /// The page as it was fetched, when there is one to keep.
    public var original: OriginalPage?
    /// The pictures of the story, in order, with what became of them; nil
    /// to leave an article's pictures as they are (a reconversion keeps
    /// the pictures it had), empty for none.
    public var pictures: [ArticlePicture]?

    /// When it was published, in the page's own zone.
    public var published: PublicationTime? { publishedAt.map { PublicationTime($0, offset: publishedOffset) } }

    /// Content with every field given; only `url`, `title` and `gemtext` are required.
    public init(
        url: String, canonicalURL: String? = nil, title: String, siteName: String? = nil, author: String? = nil,
        publishedAt: Date? = nil, publishedOffset: Int? = nil, language: String? = nil, excerpt: String? = nil,
        gemtext: String,
        wordCount: Int? = nil, textStart: Int = 0, headingLevels: [Int]? = nil, original: OriginalPage? = nil,
        pictures: [ArticlePicture]? = nil
    ) {
        self.url = url
        self.canonicalURL = canonicalURL
        self.title = title
        self.siteName = siteName
        self.author = author
        self.publishedAt = publishedAt
        self.publishedOffset = publishedOffset
        self.language = language
        self.excerpt = excerpt
        self.gemtext = gemtext
        self.wordCount = wordCount
        self.textStart = textStart
        self.headingLevels = headingLevels
        self.original = original
        self.pictures = pictures
    }
}

/// A page exactly as it was fetched, kept so it can be converted again.
public struct OriginalPage: Sendable, Equatable {
    /// The bytes of the body, undecoded.
    public var bytes: Data
    /// The media type without parameters (`text/html`).
    public var contentType: String
    /// The character set the bytes were decoded with (`utf-8`), when known.
    public var charset: String?
    /// The URL the bytes came from after redirects, when it differs.
    public var finalURL: String?
    /// When the bytes were fetched.
    public var fetchedAt: Date

    /// A page with every field given.
    public init(
        bytes: Data, contentType: String, charset: String? = nil, finalURL: String? = nil, fetchedAt: Date = Date()
    ) {
        self.bytes = bytes
        self.contentType = contentType
        self.charset = charset
        self.finalURL = finalURL
        self.fetchedAt = fetchedAt
    }
}
