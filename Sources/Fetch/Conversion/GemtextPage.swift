import Foundation
import Gemtext
import ReadingList

/// A `text/gemini` page as an article: the text kept exactly as it is; the
/// title from its first heading (a level-1 heading if there is one).
enum GemtextPage {
    static func article(from page: FetchedPage) throws -> ArticleContent {
        let text = TextDecoding.decode(page.bytes, charset: page.charset).text
        let document = GemtextDocument(parsing: text)
        var firstHeading: String?
        var topHeading: String?
        var excerpt: String?
        for line in document.lines {
            switch line {
            case .heading(let level, let heading) where !heading.isEmpty:
                if firstHeading == nil { firstHeading = heading }
                if level == 1 && topHeading == nil { topHeading = heading }
            case .text(let paragraph) where excerpt == nil && !paragraph.trimmingCharacters(in: .whitespaces).isEmpty:
                excerpt = PageConverter.shortened(paragraph.trimmingCharacters(in: .whitespaces), to: 200)
            default:
                break
            }
        }
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw PageConverter.empty(page.finalURL)
        }
        let title = topHeading ?? firstHeading ?? PageConverter.fallbackTitle(for: page.finalURL)
        return ArticleContent(url: page.url, title: title, excerpt: excerpt, gemtext: text)
    }
}
