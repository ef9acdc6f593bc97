import Gemtext
import Testing

/// The table of contents and section slicing.
@Suite struct OutlineTests {
    let document = GemtextDocument(
        parsing: """
            Preamble
            # One
            text 1
            ## One.A
            ### One.A.i
            text a-i
            ## One.B
            # Two
            ### Two.x
            end
            """)

    @Test func sectionsAreNumberedFromOneInDocumentOrder() {
        let sections = document.outline.sections
        #expect(sections.map(\.number) == [1, 2, 3, 4, 5, 6])
        #expect(sections.map(\.title) == ["One", "One.A", "One.A.i", "One.B", "Two", "Two.x"])
        #expect(sections.map(\.level) == [1, 2, 3, 2, 1, 3])
        #expect(sections.map(\.depth) == [0, 1, 2, 1, 0, 1])
        #expect(sections.map(\.lineIndex) == [1, 3, 4, 6, 7, 8])
        #expect(sections.map(\.lineRange) == [1..<7, 3..<6, 4..<6, 6..<7, 7..<10, 8..<10])
        for section in sections {
            #expect(document.lines[section.lineIndex] == .heading(level: section.level, text: section.title))
        }
    }

    @Test func entriesNestByLevel() {
        let entries = document.outline.entries
        #expect(entries.map(\.title) == ["One", "Two"])
        #expect(entries[0].children.map(\.title) == ["One.A", "One.B"])
        #expect(entries[0].children[0].children.map(\.title) == ["One.A.i"])
        #expect(entries[0].children[1].children.isEmpty)
        #expect(entries[1].children.map(\.title) == ["Two.x"], "a level skipped still nests")
        #expect(entries[1].children[0].lineIndex == 8)
    }

    @Test func documentMayStartBelowLevelOne() {
        let outline = GemtextDocument(parsing: "## a\n### b\n# c\n## d").outline
        #expect(outline.entries.map(\.title) == ["a", "c"])
        #expect(outline.entries[0].children.map(\.title) == ["b"])
        #expect(outline.entries[1].children.map(\.title) == ["d"])
    }

    @Test func noHeadingsNoSections() {
        let outline = GemtextDocument(parsing: "just text\n```\n# inside a block\n```").outline
        #expect(outline.sections.isEmpty)
        #expect(outline.entries.isEmpty)
        #expect(outline.section(1) == nil)
    }

    @Test func aLoneLevelOneHeadingAtTheTopIsTheTitleAndIsNotNumbered() {
        let outline = GemtextDocument(parsing: "\n# Title\nintro\n## A\n### A.1\n## B").outline
        #expect(outline.title?.title == "Title")
        #expect(outline.title?.number == 0)
        #expect(outline.sections.map(\.number) == [0, 1, 2, 3])
        #expect(outline.numbered.map(\.title) == ["A", "A.1", "B"])
        #expect(outline.section(1)?.title == "A")
        #expect(outline.section(0) == nil)
        #expect(outline.entries.map(\.title) == ["A", "B"])
        #expect(outline.entries[0].children.map(\.title) == ["A.1"])
        #expect(outline.numbered.map(\.depth) == [1, 2, 1], "depth still counts the title")
        // Text before it, or another level-1 heading, and it is a section like the others.
        #expect(GemtextDocument(parsing: "text\n# T\n## A").outline.title == nil)
        #expect(GemtextDocument(parsing: "# T\n## A\n# U").outline.sections.map(\.number) == [1, 2, 3])
        #expect(GemtextDocument(parsing: "## A\n# T").outline.title == nil)
    }

    @Test func nextIsTheSectionAfterThisOneAndItsSubsectionsPreviousLeadsBack() {
        let outline = document.outline
        // One (1) holds One.A (2), One.A.i (3) and One.B (4); Two (5) holds Two.x (6).
        #expect(outline.section(after: 1)?.title == "Two")
        #expect(outline.section(after: 2)?.title == "One.B")
        #expect(outline.section(after: 3)?.title == "One.B")
        #expect(outline.section(after: 4)?.title == "Two")
        #expect(outline.section(after: 6) == nil)
        #expect(outline.section(before: 5)?.title == "One", "back to the page that led here")
        #expect(outline.section(before: 4)?.title == "One.A")
        #expect(outline.section(before: 3)?.title == "One.A", "a subsection leads back to its section")
        #expect(outline.section(before: 2)?.title == "One")
        #expect(outline.section(before: 1) == nil)
        #expect(outline.section(after: 0) == nil)
        #expect(outline.section(before: 7) == nil)
        #expect(outline.section(after: .max) == nil)
        #expect(outline.section(before: .min) == nil)
    }

    @Test func slicingFromASectionAndOneSectionOnly() {
        #expect(
            document.fromSection(4)?.lines == [
                .heading(level: 2, text: "One.B"), .heading(level: 1, text: "Two"), .heading(level: 3, text: "Two.x"),
                .text("end"),
            ])
        #expect(
            document.section(2)?.lines == [
                .heading(level: 2, text: "One.A"), .heading(level: 3, text: "One.A.i"), .text("text a-i"),
            ])
        #expect(document.section(1)?.lines.count == 6)
        #expect(document.section(0) == nil)
        #expect(document.fromSection(7) == nil)
    }
}

/// Permalink marks that pages put beside headings.
@Suite struct HeadingTextTests {
    @Test(arguments: [
        ("Introduction ¶", "Introduction"), ("Installation¶", "Installation"), ("Usage #", "Usage"),
        ("Notes §", "Notes"), ("# Setup", "Setup"), ("Results Permalink", "Results"),
        ("Caveats Link to this heading", "Caveats"), ("Why 🔗", "Why"), ("Intro ¶ #", "Intro"),
    ])
    func marksGo(_ heading: String, _ clean: String) {
        #expect(HeadingText.withoutPermalinkMarks(heading) == clean)
    }

    @Test(arguments: [
        "C#", "F# in practice", "§ 3 Definitions", "#", "¶", "Permalink", "Issue #42", "Why use a permalink",
        "How to get a link to this heading",
    ])
    func wordsAndMarksThatMeanSomethingStay(_ heading: String) {
        #expect(HeadingText.withoutPermalinkMarks(heading) == heading)
    }

    @Test func theOutlineShowsHeadingsWithoutThem() {
        let outline = GemtextDocument(parsing: "# T\n## Intro ¶\n## Usage #").outline
        #expect(outline.numbered.map(\.title) == ["Intro", "Usage"])
    }
}
