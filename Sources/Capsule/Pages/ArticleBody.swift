import Article
import Foundation
import Gemtext

/// How an article's own text is placed in the capsule's pages.
enum ArticleBody {
    /// The line between the article page's header and the article.
    static let rule = String(repeating: "─", count: 40)

    /// What the article page shows of the article's own gemtext: a
    /// converted article without its header (title, details, contents),
    /// which the page shows its own way; any other document without a title
    /// heading that only repeats the title the page already shows.
    static func text(of document: GemtextDocument, outline: GemtextDocument.Outline, title: String)
        -> ArraySlice<GemtextDocument.Line>
    {
        if let start = ArticleGemtext.bodyStart(in: document) { return document.lines[start...] }
        var lines = document.lines[...]
        if let own = outline.title, sameTitle(own.title, title) { lines.remove(at: own.lineIndex) }
        return lines
    }

    /// `lines` as a page shows them: headings without permalink marks,
    /// which articles saved by older versions still carry.
    static func shown(_ lines: ArraySlice<GemtextDocument.Line>) -> GemtextDocument {
        GemtextDocument(
            lines.map { line in
                guard case .heading(let level, let text) = line else { return line }
                return .heading(level: level, text: HeadingText.withoutPermalinkMarks(text))
            })
    }

    private static func sameTitle(_ one: String, _ other: String) -> Bool {
        one.trimmingCharacters(in: .whitespaces).lowercased() == other.trimmingCharacters(in: .whitespaces).lowercased()
    }
}
