import Gemtext
import Testing

@testable import Article

/// The small rules the converter is built from: words, list numbers,
/// code languages, image sources, table layout.
@Suite struct ConversionUnitTests {
    @Test(arguments: [
        ("", 0), ("one", 1), ("  two   words ", 2), ("don't stop", 2), ("well-known fact", 2), ("a - b", 2),
        ("3.14 is pi", 4), ("日本語の文章", 6), ("Hello 世界", 3), ("naïve café", 2), ("e.g. this", 3),
        ("— dash —", 1), ("l'été dernier", 2),
    ])
    func countsWords(_ text: String, _ words: Int) {
        #expect(WordCount.of(text) == words)
    }

    @Test func readingTimeIsAtLeastOneMinuteAt230WordsAMinute() {
        #expect(WordCount.readingMinutes(words: 0) == 1)
        #expect(WordCount.readingMinutes(words: 230) == 1)
        #expect(WordCount.readingMinutes(words: 231) == 2)
        #expect(WordCount.readingMinutes(words: 2300) == 10)
    }

    @Test func orderedListsNumberLikeBrowsers() {
        var plain = ListNumbering(start: nil, reversed: false, itemCount: 3, style: .decimal)
        #expect(
            [plain.marker(), plain.marker(), plain.marker(value: 10), plain.marker()] == ["1.", "2.", "10.", "11."])
        var reversed = ListNumbering(start: nil, reversed: true, itemCount: 3, style: .decimal)
        #expect([reversed.marker(), reversed.marker(), reversed.marker()] == ["3.", "2.", "1."])
        var started = ListNumbering(start: 7, reversed: false, itemCount: 2, style: .lowerAlpha)
        #expect([started.marker(), started.marker()] == ["g.", "h."])
        #expect(ListNumbering.format(28, style: .upperAlpha) == "AB")
        #expect(ListNumbering.format(1994, style: .upperRoman) == "MCMXCIV")
        #expect(ListNumbering.format(4, style: .lowerRoman) == "iv")
        #expect(ListNumbering.format(0, style: .lowerRoman) == "0")
        #expect(ListNumbering.integer(" 12abc") == 12)
        #expect(ListNumbering.integer("-3") == -3)
        #expect(ListNumbering.integer("x") == nil)
    }

    @Test(arguments: [
        (nil, "language-swift", "swift"), (nil, "lang-py other", "py"), (nil, "highlight-ruby", "ruby"),
        (nil, "highlight-source-js", "js"), (nil, "brush: bash; toolbar: false", "bash"), (nil, "brush:php", "php"),
        (nil, "sourceCode python", "python"), (nil, "sourceCode numberSource python numberLines", "python"),
        ("Rust", "whatever", "rust"), (nil, "highlight", nil),
        (nil, "language-plaintext", nil), (nil, "code-block", nil), ("c++", nil, "c++"), (nil, nil, nil),
        (nil, "language-<script>", nil), (nil, "javascript hljs", "javascript"), (nil, "hljs python", "python"),
        (nil, "hljs", nil),
        // Emacs Org mode's export, Hexo's highlighter (its figure's one other class), not another highlighter's name.
        (nil, "src src-emacs-lisp", "emacs-lisp"), (nil, "src-block", nil), (nil, "highlight python", "python"),
        (nil, "highlight tab-size js-file-line-container", nil), (nil, "highlight hl-ipython3", nil),
    ])
    func codeLanguagesFromMarkup(_ data: String?, _ classes: String?, _ expected: String?) {
        #expect(CodeLanguage.named(dataLanguage: data, classes: classes) == expected)
    }

    @Test func srcsetGivesItsFirstCandidate() {
        #expect(ImageSource.firstCandidate("a.jpg 1x, b.jpg 2x") == "a.jpg")
        #expect(ImageSource.firstCandidate("  ,small.jpg, big.jpg 2x") == "small.jpg")
        #expect(ImageSource.firstCandidate("pic.jpg?w=400,h=300 400w, pic.jpg?w=800 800w") == "pic.jpg?w=400,h=300")
        #expect(ImageSource.firstCandidate("") == nil)
        #expect(ImageSource.looksLikeImage("https://x.org/a/B.JPG?w=2"))
        #expect(!ImageSource.looksLikeImage("https://x.org/photos/1"))
    }

    typealias Cell = TableLayout.Cell

    @Test func tablesAlignByDisplayWidthWithNumbersOnTheRight() throws {
        let rows: [[Cell]] = [
            [Cell(text: "City", isHeader: true), Cell(text: "People", isHeader: true)],
            [Cell(text: "東京", isHeader: false), Cell(text: "13,960,000", isHeader: false)],
            [Cell(text: "Oslo", isHeader: false), Cell(text: "709,000", isHeader: false)],
        ]
        let lines = try #require(TableLayout(rows: rows, headerRows: 1).alignedLines())
        #expect(
            lines == [
                "City | People",
                "-----+-----------",
                "東京 | 13,960,000",
                "Oslo |    709,000",
            ])
    }

    @Test func emptyRowsAndColumnsAreLeftOut() throws {
        let rows: [[Cell]] = [
            [Cell(text: "a", isHeader: false), Cell(text: "", isHeader: false), Cell(text: "b", isHeader: false)],
            [Cell(text: "", isHeader: false), Cell(text: "", isHeader: false), Cell(text: "", isHeader: false)],
            [Cell(text: "c", isHeader: false), Cell(text: "", isHeader: false), Cell(text: "d", isHeader: false)],
        ]
        #expect(try #require(TableLayout(rows: rows, headerRows: 0).alignedLines()) == ["a | b", "c | d"])
    }

    @Test func wideTablesBecomeOneLinePerRow() {
        let long = String(repeating: "word ", count: 12)
        let withHeaders = TableLayout(
            rows: [
                [Cell(text: "Name", isHeader: true), Cell(text: "Notes", isHeader: true)],
                [Cell(text: "Ada", isHeader: false), Cell(text: long, isHeader: false)],
                [Cell(text: "Bob", isHeader: false), Cell(text: "", isHeader: false)],
            ], headerRows: 1)
        #expect(withHeaders.alignedLines() == nil)
        #expect(withHeaders.rowLines() == ["Name: Ada; Notes: \(long)", "Name: Bob"])
        let keyed = TableLayout(
            rows: [
                [
                    Cell(text: "Born", isHeader: true), Cell(text: long, isHeader: false),
                    Cell(text: "x", isHeader: false),
                ]
            ],
            headerRows: 0)
        #expect(keyed.rowLines() == ["Born: \(long) | x"])
        // A label cell that ends in its own colon (DocBook's parameter lists) gets no second one.
        let labelled = TableLayout(
            rows: [
                [Cell(text: "ctxt:", isHeader: false), Cell(text: long, isHeader: false)],
                [Cell(text: "Died:", isHeader: true), Cell(text: "1852", isHeader: false)],
                [Cell(text: ":", isHeader: false), Cell(text: "a colon", isHeader: false)],
            ],
            headerRows: 0)
        #expect(labelled.rowLines() == ["ctxt: \(long)", "Died: 1852", ": | a colon"])
    }
}
