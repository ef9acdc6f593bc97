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

    @Test func nextAndPreviousSection() {
        let outline = document.outline
        #expect(outline.section(after: 1)?.title == "One.A")
        #expect(outline.section(after: 6) == nil)
        #expect(outline.section(before: 5)?.title == "One.B")
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
