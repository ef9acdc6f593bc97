import Foundation
import ReadingList
import Testing

@testable import GempaperCLI

@Suite struct ArticleTableTests {
    func item(
        _ id: Int64, _ title: String, tags: [String] = ["swift", "databases"], state: FetchState = .ready,
        archived: Bool = false
    ) -> ArticlePage.Item {
        ArticlePage.Item(
            article: SavedArticle(
                id: ArticleID(id), url: "https://example.com/\(id)", canonicalURL: "https://example.com/\(id)",
                title: title,
                site: "a-rather-long-site-name.example.com", savedAt: Date(timeIntervalSince1970: 1_700_000_000),
                archivedAt: archived ? Date() : nil, wordCount: 1200, readingMinutes: 6,
                fetch: FetchStatus(state: state),
                hasContent: state == .ready, tags: tags),
            snippet: nil)
    }

    @Test(arguments: [40, 60, 80, 120, 200])
    func everyLineFitsTheTerminal(width: Int) {
        let items = [
            item(1, "A title long enough to need cutting when the terminal is narrow, and then some more words"),
            item(1234, "日本語のタイトルはとても長いので切る必要があります。日本語のタイトルはとても長い", state: .queued),
            item(7, "Short", tags: [], archived: true),
        ]
        let table = ArticleTable.render(items, width: width)
        let lines = table.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        for line in lines { #expect(TextWidth.of(line) <= max(width, 52), "\(width): \(line)") }
        #expect(lines[0].hasPrefix("  ID  STATE     TITLE"))
        #expect(lines[2].contains("queued"))
        #expect(lines[3].contains("archived"))
        if width >= 120 { #expect(lines[0].hasSuffix("TAGS")) }
    }

    @Test func withoutAWidthNothingIsCut() {
        let title = String(repeating: "long ", count: 40) + "end"
        let table = ArticleTable.render([item(1, title)], width: nil)
        #expect(table.contains(title))
        #expect(table.contains("a-rather-long-site-name.example.com"))
        #expect(table.contains("swift databases"))
    }

    @Test func widthsOfWideAndCombiningCharacters() {
        #expect(TextWidth.of("abc") == 3)
        #expect(TextWidth.of("日本") == 4)
        #expect(TextWidth.of("e\u{301}") == 1)
        #expect(TextWidth.truncate("日本語のタイトル", to: 7) == "日本語…")
        #expect(TextWidth.fit("ab", to: 4, right: true) == "  ab")
    }
}
