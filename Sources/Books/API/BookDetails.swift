import Foundation

/// What a book says about itself: title, creator, language and when it
/// was made. Its identifier is derived from its chapters (see `EPUBWriter`).
public struct BookDetails: Sendable {
    /// The book's title.
    public var title: String
    /// Who made it; nil lets the writer name the chapters' authors.
    public var creator: String?
    /// The book's language (BCP 47); nil lets the writer take the one most
    /// of its chapters are in.
    public var language: String?
    /// When the book was made (`dcterms:modified`, and the files' time).
    public var modified: Date

    /// Details with every field given.
    public init(title: String, creator: String? = nil, language: String? = nil, modified: Date = Date()) {
        self.title = title
        self.creator = creator
        self.language = language
        self.modified = modified
    }
}
