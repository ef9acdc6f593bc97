import Article
import Gemtext

/// A document as `render` and `read` show it, with one table of contents:
/// a converted article's own (plain list items, numbered its own way) is
/// left out, and the renderer's, numbered like `--section`, goes where it
/// was, under the article's title and details, nesting the headings as
/// the converter's did (deeper than gemtext's `###` where the page was).
struct ReadableDocument {
    /// The document without a converted article's own table of contents.
    private(set) var document: GemtextDocument
    /// The outline levels of the headings that a converted article's own
    /// table of contents records (see `ArticleContents.levels(in:)`), or nil.
    private(set) var levels: [Int]?
    /// The line the renderer's table of contents goes before; nil for its
    /// usual place, under the title.
    private(set) var contentsAt: Int?

    init(_ document: GemtextDocument) {
        self.document = document
        guard let bodyStart = ArticleGemtext.bodyStart(in: document) else { return }
        guard let contents = ArticleContents.range(in: document) else {
            contentsAt = bodyStart
            return
        }
        levels = ArticleContents.levels(in: document)
        var end = contents.upperBound
        if end < document.lines.count, document.lines[end] == .text("") { end += 1 }
        self.document.lines.removeSubrange(contents.lowerBound..<end)
        contentsAt = contents.lowerBound
    }
}
