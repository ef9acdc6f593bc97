import Gemtext
import Terminal
import Testing

/// The table of contents at the top, and starting at a section.
@Suite struct ContentsTests {
    let article = "# Title\nintro\n## First\none\n### Deep\n## Second\ntwo"

    @Test func shownForThreeOrMoreHeadings() {
        let lines = Rendering.lines(Rendering.plain(article))
        #expect(Array(lines.prefix(6)) == ["Contents", "1. Title", "  2. First", "    3. Deep", "  4. Second", ""])
        #expect(lines[6] == "# Title")
    }

    @Test func notShownForTwoHeadingsOrWithNoTOC() {
        #expect(Rendering.lines(Rendering.plain("# a\n## b\ntext")) == ["# a", "## b", "text"])
        #expect(!Rendering.plain(article, toc: false).contains("Contents"))
    }

    @Test func longTitlesHangUnderTheirText() {
        let lines = Rendering.lines(Rendering.plain("# a\n# b\n## a long title here", width: 15))
        #expect(Array(lines.prefix(5)) == ["Contents", "1. a", "2. b", "  3. a long", "     title here"])
    }

    @Test func fromASectionOn() throws {
        let renderer = TerminalRenderer(options: .init(width: 40))
        let document = GemtextDocument(parsing: article)
        let out = try renderer.render(document, fromSection: 2)
        #expect(
            Rendering.lines(out) == [
                "Contents", "2. First", "  3. Deep", "4. Second", "", "## First", "one", "### Deep", "## Second", "two",
            ])
        let last = try renderer.render(document, fromSection: 4)
        #expect(Rendering.lines(last) == ["## Second", "two"])
    }

    @Test func unknownSectionSaysHowManyThereAre() {
        let renderer = TerminalRenderer()
        let beyond = #expect(throws: TerminalRenderer.NoSuchSection.self) {
            try renderer.render(GemtextDocument(parsing: article), fromSection: 5)
        }
        #expect(beyond?.requested == 5 && beyond?.available == 4)
        let none = #expect(throws: TerminalRenderer.NoSuchSection.self) {
            try renderer.render(GemtextDocument(parsing: "no headings"), fromSection: 1)
        }
        #expect(none?.available == 0)
    }
}
