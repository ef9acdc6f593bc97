import Gemtext
import Terminal
import Testing

/// The one table of contents, numbered as the outline numbers headings,
/// and starting at a section.
@Suite struct ContentsTests {
    let article = "# Title\nintro\n## First\none\n### Deep\n## Second\ntwo"

    @Test func shownUnderTheTitleForThreeOrMoreSections() {
        let lines = Rendering.lines(Rendering.plain(article))
        #expect(
            lines == [
                "# Title", "", "Contents", "1. First", "  2. Deep", "3. Second", "", "intro", "## First", "one",
                "### Deep", "## Second", "two",
            ])
        // Blank lines under the title stay above the contents.
        let spaced = Rendering.lines(Rendering.plain("# Title\n\n" + article.dropFirst(8)))
        #expect(Array(spaced.prefix(4)) == ["# Title", "", "Contents", "1. First"])
    }

    @Test func aDocumentWithoutATitleHasItsContentsFirstAndNumbersEveryHeading() {
        let lines = Rendering.lines(Rendering.plain("# a\n# b\n## a long title here", width: 15))
        #expect(Array(lines.prefix(6)) == ["Contents", "1. a", "2. b", "  3. a long", "     title here", ""])
        #expect(lines[6] == "# a")
    }

    @Test func notShownForTwoSectionsOrWithNoTOC() {
        #expect(Rendering.lines(Rendering.plain("# a\n## b\n## c\ntext")) == ["# a", "## b", "## c", "text"])
        #expect(!Rendering.plain(article, toc: false).contains("Contents"))
    }

    @Test func shownWhereTheCallerSays() {
        let document = GemtextDocument(parsing: article)
        let out = TerminalRenderer(options: .init(width: 40)).render(document, contentsAt: 2)
        #expect(Array(Rendering.lines(out).prefix(5)) == ["# Title", "intro", "", "Contents", "1. First"])
    }

    @Test func fromASectionOnStartsAtItsHeading() throws {
        let renderer = TerminalRenderer(options: .init(width: 40))
        let document = GemtextDocument(parsing: article)
        #expect(
            Rendering.lines(try renderer.render(document, fromSection: 1)) == [
                "## First", "one", "### Deep", "## Second", "two",
            ])
        #expect(Rendering.lines(try renderer.render(document, fromSection: 2)) == ["### Deep", "## Second", "two"])
        #expect(Rendering.lines(try renderer.render(document, fromSection: 3)) == ["## Second", "two"])
    }

    @Test func theContentsNumberIsTheSectionNumber() throws {
        // Every entry's number starts the render at that entry's heading.
        let renderer = TerminalRenderer(options: .init(width: 40))
        let document = GemtextDocument(parsing: article)
        let lines = Rendering.lines(renderer.render(document))
        for entry in lines[3...5] {
            let trimmed = entry.drop { $0 == " " }
            let number = try #require(Int(trimmed.prefix { $0 != "." }))
            let title = trimmed.drop { $0 != " " }.dropFirst()
            let first = try #require(Rendering.lines(try renderer.render(document, fromSection: number)).first)
            #expect(first.hasSuffix(" " + title), "\(entry)")
        }
    }

    @Test func unknownSectionSaysHowManyThereAre() {
        let renderer = TerminalRenderer()
        let beyond = #expect(throws: TerminalRenderer.NoSuchSection.self) {
            try renderer.render(GemtextDocument(parsing: article), fromSection: 4)
        }
        #expect(beyond?.requested == 4 && beyond?.available == 3)
        let none = #expect(throws: TerminalRenderer.NoSuchSection.self) {
            try renderer.render(GemtextDocument(parsing: "# Only a title\nno headings"), fromSection: 1)
        }
        #expect(none?.available == 0)
    }
}

/// A page's own section numbers are not printed twice.
extension ContentsTests {
    @Test func aNumberedPagesEntriesHaveOneNumberEach() {
        let lines = Rendering.lines(
            Rendering.plain("# Study\nintro\n## 1. Introduction\n## 2. Method\n### 2.1 Sampling\n## 3. Results"))
        #expect(
            Array(lines.prefix(7)) == [
                "# Study", "", "Contents", "1. Introduction", "2. Method", "  3. Sampling", "4. Results",
            ])
        #expect(lines.contains("### 2.1 Sampling"), "the heading itself keeps the page's number")
    }
}
