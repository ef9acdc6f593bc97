import Foundation
import Gemtext

/// How an article's own text is placed in the capsule's pages.
enum ArticleBody {
    /// The line between the article page's header and the article.
    static let rule = String(repeating: "─", count: 40)

    /// `lines` as a page shows them: headings without permalink marks,
    /// which articles saved by older versions still carry.
    static func shown(_ lines: ArraySlice<GemtextDocument.Line>) -> GemtextDocument {
        GemtextDocument(
            lines.map { line in
                guard case .heading(let level, let text) = line else { return line }
                return .heading(level: level, text: HeadingText.withoutPermalinkMarks(text))
            })
    }
}
