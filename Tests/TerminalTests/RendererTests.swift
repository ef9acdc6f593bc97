import Gemtext
import Terminal
import Testing

/// Each line type as the terminal shows it.
@Suite struct RendererTests {
    @Test func paragraphsWrapAtTheWidth() {
        let out = Rendering.plain("the quick brown fox jumps over the lazy dog", width: 15)
        #expect(Rendering.lines(out) == ["the quick brown", "fox jumps over", "the lazy dog"])
    }

    @Test func wideCharactersTakeTwoColumns() {
        let out = Rendering.plain("日本語 日本語 日本語", width: 13)
        #expect(Rendering.lines(out) == ["日本語 日本語", "日本語"])
        let exact = Rendering.plain("ab 日本語", width: 9)
        #expect(Rendering.lines(exact) == ["ab 日本語"], "2 + 1 + 6 columns fit in 9")
        let over = Rendering.plain("abc 日本語", width: 9)
        #expect(Rendering.lines(over) == ["abc", "日本語"])
    }

    @Test func combiningMarksAndZeroWidthTakeNoColumns() {
        let word = "e\u{301}e\u{301}e\u{301}"
        let out = Rendering.plain("\(word) \(word)", width: 7)
        #expect(Rendering.lines(out) == ["\(word) \(word)"], "3 + 1 + 3 columns fit in 7")
    }

    @Test func longWordsAreBrokenNeverLost() {
        let word = String(repeating: "abcdefghij", count: 3)
        #expect(
            Rendering.lines(Rendering.plain("x \(word) y", width: 12)) == [
                "x", "abcdefghijab", "cdefghijabcd", "efghij y",
            ])
    }

    @Test func longWordsBreakBetweenCharactersNotInsideThem() {
        let family = "👩‍👩‍👧"
        let accented = "e\u{301}"
        let out = Rendering.plain(String(repeating: family, count: 3) + String(repeating: accented, count: 4), width: 5)
        #expect(Rendering.lines(out) == [family + family, family + accented + accented + accented, accented])
        let wide = Rendering.plain("日本語日本語", width: 5)
        #expect(Rendering.lines(wide) == ["日本", "語日", "本語"], "a wide character never straddles the edge")
    }

    @Test func headingsShowTheirLevelAndHang() {
        let out = Rendering.plain("# One\n## Two two two two\n### Three", width: 10, toc: false)
        #expect(Rendering.lines(out) == ["# One", "## Two two", "   two two", "### Three"])
    }

    @Test func listItemsGetABulletAndAHangingIndent() {
        let out = Rendering.plain("* alpha beta gamma delta\n* \n*not an item", width: 12)
        #expect(Rendering.lines(out) == ["• alpha beta", "  gamma", "  delta", "•", "*not an item"])
    }

    @Test func quotesKeepTheBarOnEveryLine() {
        let out = Rendering.plain("> one two three four five six", width: 11)
        #expect(Rendering.lines(out) == ["│ one two", "│ three", "│ four five", "│ six"])
        #expect(Rendering.plain(">") == "│\n")
    }

    @Test func preformattedIsVerbatimWithItsCaption() {
        let long = String(repeating: "=", count: 30)
        let out = Rendering.plain("```a diagram\n\(long)\n  x\ty\n\n```\nafter", width: 11)
        #expect(Rendering.lines(out) == ["─── a", "    diagram", long, "  x     y", "", "after"])
        #expect(Rendering.lines(Rendering.plain("```\ncode\n```")) == ["code"], "no caption without alt text")
    }

    @Test func blankLinesAndIndentedText() {
        #expect(Rendering.lines(Rendering.plain("a\n\n  \nb")) == ["a", "", "", "b"])
        #expect(
            Rendering.lines(Rendering.plain("    indented words here", width: 14)) == ["    indented", "words here"])
    }

    @Test func controlCharactersAreShownNeverSent() {
        let out = Rendering.plain("a\u{1B}[31mred\u{0}\u{7F}\u{9B}2J\rb\n```\n\u{1B}]0;title\u{7}\n```")
        #expect(!out.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(!out.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) })
        #expect(Rendering.lines(out) == ["a␛[31mred␀␡\u{FFFD}2J␍b", "␛]0;title␇"])
    }

    @Test func outputIsDeterministic() throws {
        let text = try String(
            contentsOfFile: #filePath.replacingOccurrences(
                of: "Tests/TerminalTests/RendererTests.swift", with: "scripts/sample.gmi"), encoding: .utf8)
        let document = GemtextDocument(parsing: text)
        for color in [false, true] {
            let renderer = TerminalRenderer(options: .init(width: 61, color: color))
            #expect(renderer.render(document) == renderer.render(GemtextDocument(parsing: text)))
        }
    }
}
