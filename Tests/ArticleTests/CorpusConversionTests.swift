import Foundation
import Gemtext
import TestSupport
import Testing

@testable import Article

/// Every page of ../shared/corpus/articles converts, and its gemtext is clean.
@Suite struct CorpusConversionTests {
    @Test func everyCorpusPageConvertsIntoCleanGemtext() throws {
        let pages = try ArticleCorpus.pages()
        #expect(pages.count == 88)
        let converter = ArticleConverter()
        for page in pages {
            let article: Article
            do {
                article = try converter.convert(page.html, url: URL(string: page.url))
            } catch {
                Issue.record("\(page.id): \(error)")
                continue
            }
            let document = article.document
            // Written out and read back, it is the same document.
            #expect(GemtextDocument(parsing: article.gemtext) == document, "\(page.id) does not read back")
            #expect(
                document.lines.first.map { if case .heading(1, _) = $0 { true } else { false } } == true, "\(page.id)")
            #expect(article.wordCount > 0 && !article.text.isEmpty, "\(page.id)")
            for (index, line) in document.lines.enumerated() {
                if index > 0 && line == .text("") && document.lines[index - 1] == .text("") {
                    Issue.record("\(page.id): two blank lines at line \(index)")
                }
                if case .preformatted = line { continue }
                if let leftover = Self.leftoverMarkup(in: Self.text(of: line)) {
                    Issue.record("\(page.id): '\(leftover)' in \(line)")
                }
            }
            for line in article.text.split(separator: "\n") where line.hasPrefix("=> ") {
                Issue.record("\(page.id): a link line in the plain text: \(line)")
            }
        }
    }

    /// The text a reader sees on a line (not its URL).
    static func text(of line: GemtextDocument.Line) -> String {
        switch line {
        case .text(let text), .listItem(let text), .quote(let text), .heading(_, let text): return text
        case .link(_, let label): return label ?? ""
        case .preformatted: return ""
        }
    }

    /// Tags or character references that should have been converted.
    static func leftoverMarkup(in text: String) -> String? {
        for tag in [
            "<div", "<p>", "<p ", "</p>", "<span", "</span>", "<a href", "</a>", "<img", "<br", "<script", "<style",
        ] {
            if text.range(of: tag, options: .caseInsensitive) != nil { return tag }
        }
        for reference in ["&amp;", "&nbsp;", "&lt;", "&gt;", "&quot;", "&#39;", "&#x27;", "&rsquo;", "&mdash;"] {
            if text.contains(reference) { return reference }
        }
        return nil
    }
}
