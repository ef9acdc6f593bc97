import Foundation
import Gemtext
import Problems
import ReadingList

/// A `text/gemini` page as an article: the text kept exactly as it is
/// (but for a user name and password in a link, which are left out); the
/// title from its first heading (a level-1 heading if there is one).
enum GemtextPage {
    static func article(from page: FetchedPage) throws -> ArticleContent {
        var text = TextDecoding.decode(page.bytes, charset: page.charset).text
        var document = GemtextDocument(parsing: text)
        if let clean = withoutCredentials(document) {
            document = clean
            text = clean.serialized()
        }
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

    /// `document` with its links' user names and passwords left out; nil
    /// when no link has any (the page is then kept as it came).
    private static func withoutCredentials(_ document: GemtextDocument) -> GemtextDocument? {
        var changed = false
        let lines = document.lines.map { line -> GemtextDocument.Line in
            guard case .link(let url, let label) = line else { return line }
            let (clean, removed) = URLCredentials.strip(url)
            changed = changed || removed
            return removed ? .link(url: clean, label: label) : line
        }
        return changed ? GemtextDocument(lines) : nil
    }
}
