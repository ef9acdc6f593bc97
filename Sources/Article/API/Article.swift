import Gemtext

/// A web page converted into a gemtext article: what `ArticleConverter` returns.
public struct Article: Sendable, Hashable {
    /// What the page says about itself (title, author, dates, site, ...).
    public let metadata: ArticleMetadata
    /// The title the gemtext shows: the page's, or the best stand-in.
    public let title: String
    /// The address the source link points to (the canonical URL when the
    /// page names one, else the page's address), or nil when unknown.
    public let sourceURL: String?
    /// Words in the body (see `text`): runs of letters and digits, each
    /// Chinese or Japanese character counting as one.
    public let wordCount: Int
    /// Minutes to read the body at 230 words a minute, rounded up; at least 1.
    public let readingMinutes: Int
    /// The whole article as gemtext: `# title`, the details block, the
    /// table of contents (see `ArticleContents`) and the body.
    public let document: GemtextDocument
    /// The body alone as plain text, one paragraph, heading, list item,
    /// quote, caption or preformatted line per line, without gemtext
    /// markers, link lines or link numbers (what `gempaper convert --text` prints).
    public let text: String
    /// The pictures of the story in order, each with the address its link
    /// line in `document` names.
    public let pictures: [StoryPicture]
    /// The outline level of each heading line of `document`, in order:
    /// 1 for the title, 2 for the body's top level, 3, 4, 5, ... below it,
    /// so an `<h4>` under an `<h3>` is 4 though gemtext writes both as
    /// `###` (see `GemtextDocument.outline(levels:)`); nil when unknown.
    public let headingLevels: [Int]?

    /// Makes an article from its parts (the converter's job; tests use it too).
    public init(
        metadata: ArticleMetadata, title: String, sourceURL: String?, wordCount: Int, readingMinutes: Int,
        document: GemtextDocument, text: String, pictures: [StoryPicture] = [], headingLevels: [Int]? = nil
    ) {
        self.metadata = metadata
        self.title = title
        self.sourceURL = sourceURL
        self.wordCount = wordCount
        self.readingMinutes = readingMinutes
        self.document = document
        self.text = text
        self.pictures = pictures
        self.headingLevels = headingLevels
    }

    /// The headings of the body in document order, each with the number of
    /// the section it opens in `document` (`document.section(number)`).
    public var headings: [GemtextDocument.Section] {
        outline.sections.filter { $0.depth >= 1 }
    }

    /// The outline of `document`, its headings nested at `headingLevels`.
    public var outline: GemtextDocument.Outline {
        document.outline(levels: headingLevels)
    }

    /// `document` as gemtext text.
    public var gemtext: String { document.serialized() }
}
