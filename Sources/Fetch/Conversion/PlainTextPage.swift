import Foundation
import Gemtext
import ReadingList

/// A `text/plain` page as an article: paragraphs (runs of lines between
/// blank lines) become one text line each; a paragraph whose lines are
/// indented or laid out in columns (code, tables, drawings) is kept as a
/// preformatted block. The title is the first line.
enum PlainTextPage {
    static func article(from page: FetchedPage) throws -> ArticleContent {
        let text = TextDecoding.decode(page.bytes, charset: page.charset).text
        let paragraphs = Self.paragraphs(text)
        guard let first = paragraphs.first else { throw PageConverter.empty(page.finalURL) }
        var builder = GemtextBuilder()
        for paragraph in paragraphs {
            if isLaidOut(paragraph) {
                builder.preformatted(paragraph.joined(separator: "\n"))
            } else {
                builder.text(paragraph.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " "))
            }
            builder.blankLine()
        }
        let titleLine = first[0].trimmingCharacters(in: .whitespaces)
        let title =
            titleLine.isEmpty
            ? PageConverter.fallbackTitle(for: page.finalURL) : PageConverter.shortened(titleLine, to: 150)
        let excerpt = paragraphs.dropFirst().first { !isLaidOut($0) }.map {
            PageConverter.shortened($0.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " "), to: 200)
        }
        return ArticleContent(url: page.url, title: title, excerpt: excerpt, gemtext: builder.document.serialized())
    }

    /// The paragraphs of `text`: lines without line ends, split at blank lines.
    static func paragraphs(_ text: String) -> [[String]] {
        let lines = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
            .split(separator: "\n", omittingEmptySubsequences: false)
        var paragraphs: [[String]] = []
        var current: [String] = []
        for line in lines {
            let clean = String(line).replacingOccurrences(of: "\u{0C}", with: "")
            if clean.allSatisfy({ $0 == " " || $0 == "\t" }) {
                if !current.isEmpty { paragraphs.append(current) }
                current = []
            } else {
                current.append(clean.replacingTrailingWhitespace())
            }
        }
        if !current.isEmpty { paragraphs.append(current) }
        return paragraphs
    }

    /// Whether a paragraph's layout carries meaning: lines indented by two
    /// spaces or a tab, or holding runs of three spaces (columns).
    static func isLaidOut(_ paragraph: [String]) -> Bool {
        paragraph.contains { line in
            line.hasPrefix("  ") || line.hasPrefix("\t") || line.contains("   ") || line.contains("\t")
        }
    }
}

extension String {
    fileprivate func replacingTrailingWhitespace() -> String {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " || self[index(before: end)] == "\t" {
            end = index(before: end)
        }
        return String(self[..<end])
    }
}
