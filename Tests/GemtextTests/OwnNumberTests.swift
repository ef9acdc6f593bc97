import Gemtext
import Testing

/// A page that numbers its headings ("2.1 Sampling") gets one number in a
/// table of contents, not two: the entries leave the page's out.
@Suite struct OwnNumberTests {
    @Test(arguments: [
        ("3. Results", "Results"), ("2.1 Sampling", "Sampling"), ("2.1. Sampling", "Sampling"), ("4) Costs", "Costs"),
        ("10 Things we learned", "Things we learned"), ("1.2.3  Deep", "Deep"),
    ])
    func sectionNumbersComeOff(_ heading: String, _ rest: String) {
        #expect(HeadingText.withoutOwnNumber(heading) == rest)
    }

    @Test(arguments: ["1984 revisited", "Results", "3.", "2.5%", "3.14", "v2.1 release", "2024. A year", "7 – 2"])
    func otherHeadingsHaveNone(_ heading: String) {
        #expect(HeadingText.withoutOwnNumber(heading) == nil)
    }

    @Test func entriesLeaveOutThePagesNumbersWhenItNumbersItsHeadings() {
        let numbered = GemtextDocument(
            parsing: "# Study\n## 1. Introduction\n## 2. Method\n### 2.1 Sampling\n## 3. Results\n## References")
        let sections = numbered.outline.numbered
        #expect(sections.map(\.entryTitle) == ["Introduction", "Method", "Sampling", "Results", "References"])
        #expect(sections.map(\.title) == ["1. Introduction", "2. Method", "2.1 Sampling", "3. Results", "References"])
        #expect(numbered.outline.title?.entryTitle == "Study")
        #expect(numbered.outline.numbersOwnHeadings)
    }

    @Test func aPapersUnnumberedFrontAndBackMatterLeaveItNumbered() {
        let paper = GemtextDocument(
            parsing: "# Study\n### Abstract\n## 1 Introduction\n### 1.1 Contributions\n## 2 Method\n## 3 Experiments\n"
                + "## Acknowledgments\n## References")
        let outline = paper.outline
        #expect(outline.numbersOwnHeadings)
        #expect(
            outline.numbered.map(\.entryTitle) == [
                "Abstract", "Introduction", "Contributions", "Method", "Experiments", "Acknowledgments", "References",
            ])
        #expect(!GemtextDocument(parsing: "# Essay\n## Why\n## How\n## 3. Closing words").outline.numbersOwnHeadings)
    }

    @Test func oneNumberedHeadingAmongOthersKeepsItsNumber() {
        let document = GemtextDocument(parsing: "# Essay\n## Why\n## How\n## 3. Closing words\n## 1984 and after")
        #expect(document.outline.numbered.map(\.entryTitle) == ["Why", "How", "3. Closing words", "1984 and after"])
    }
}
