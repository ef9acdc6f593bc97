import Foundation
import Gemtext
import ReadingList

/// One article as a chapter of a book: the details shown under its title
/// and its own text (gemtext lines, without the header the converter put
/// above it).
public struct BookChapter: Sendable {
    /// Names the chapter's file inside the book (`a12` → `chapters/a12.xhtml`);
    /// letters, digits and `-` only, unique within a book.
    public var key: String
    /// The title.
    public var title: String
    /// Who wrote it.
    public var author: String?
    /// The site it comes from.
    public var site: String?
    /// When it was published, in the publisher's offset (its day is shown).
    public var published: PublicationTime?
    /// The page it was saved from.
    public var sourceURL: String?
    /// Its language (BCP 47), when known.
    public var language: String?
    /// Its text. Its headings are numbered by its outline (see
    /// `GemtextDocument.Outline`), which for an article's own text are the
    /// numbers of the capsule's sections and `render --section`.
    public var body: [GemtextDocument.Line]
    /// The outline level of each heading line of `body`, in order (see
    /// `GemtextDocument.outline(levels:)`), which nest the book's contents
    /// and set the chapter's `<hN>`; nil for `body`'s own levels.
    public var headingLevels: [Int]?
    /// The pictures shown in it, each where `body` has a link line to its
    /// address (see `BookPicture`).
    public var pictures: [BookPicture]

    /// A chapter with every field given.
    public init(
        key: String, title: String, author: String? = nil, site: String? = nil, published: PublicationTime? = nil,
        sourceURL: String? = nil, language: String? = nil, body: [GemtextDocument.Line], headingLevels: [Int]? = nil,
        pictures: [BookPicture] = []
    ) {
        self.key = key
        self.title = title
        self.author = author
        self.site = site
        self.published = published
        self.sourceURL = sourceURL
        self.language = language
        self.body = body
        self.headingLevels = headingLevels
        self.pictures = pictures
    }
}
