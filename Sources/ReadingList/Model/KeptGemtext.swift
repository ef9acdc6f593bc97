/// An article's gemtext as the library keeps it, with what is kept beside
/// it: where the article's own text starts and its headings' outline
/// levels. Read with `Library.keptGemtext(of:)`, in one look-up.
public struct KeptGemtext: Sendable, Equatable {
    /// The article as gemtext.
    public var gemtext: String
    /// Where the article's own text starts in `gemtext`, in UTF-8 bytes
    /// (see `ArticleContent.textStart`).
    public var textStart: Int
    /// The outline level of each heading line, or nil when none were kept
    /// (see `ArticleContent.headingLevels`); give them to
    /// `GemtextDocument.outline(levels:)`.
    public var headingLevels: [Int]?

    /// Kept gemtext with what is kept beside it.
    public init(gemtext: String, textStart: Int = 0, headingLevels: [Int]? = nil) {
        self.gemtext = gemtext
        self.textStart = textStart
        self.headingLevels = headingLevels
    }
}
