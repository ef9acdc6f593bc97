import Foundation
import Gemtext
import Testing

/// The parser, line type by line type, and the edge cases of the gemtext rules.
@Suite struct ParserTests {
    typealias Line = GemtextDocument.Line

    func parse(_ text: String) -> [Line] { GemtextDocument(parsing: text).lines }
    func parse(bytes: [UInt8]) -> [Line] { GemtextDocument(parsing: bytes).lines }

    @Test func everyLineType() {
        let text = """
            # Title
            ## Part
            ### Detail
            A paragraph.
            => gemini://example.org/ Example
            * item
            > quoted
            ```ascii art
            # not a heading
            => not a link
            ```
            """
        #expect(
            parse(text) == [
                .heading(level: 1, text: "Title"), .heading(level: 2, text: "Part"),
                .heading(level: 3, text: "Detail"), .text("A paragraph."),
                .link(url: "gemini://example.org/", label: "Example"), .listItem("item"), .quote("quoted"),
                .preformatted(alt: "ascii art", lines: ["# not a heading", "=> not a link"]),
            ])
    }

    @Test func emptyInputHasNoLinesAndBlankLinesAreText() {
        #expect(parse("") == [])
        #expect(parse("\n") == [.text("")])
        #expect(parse("a\n\nb") == [.text("a"), .text(""), .text("b")])
        #expect(parse("a\n") == [.text("a")], "a final line feed ends the line, it does not start one")
    }

    @Test func lineFeedAndCarriageReturnLineFeed() {
        #expect(parse("a\r\nb\nc\r\n") == [.text("a"), .text("b"), .text("c")])
        #expect(parse("last\r") == [.text("last")])
        #expect(parse("a\rb\n") == [.text("a\rb")], "a lone CR is not a line end")
        #expect(parse("x\r\r\n") == [.text("x\r")], "only the CR of CR LF is removed")
    }

    @Test func linksWithSpacesTabsAndNoLabel() {
        #expect(parse("=>gemini://a/") == [.link(url: "gemini://a/", label: nil)])
        #expect(parse("=> /b") == [.link(url: "/b", label: nil)])
        #expect(parse("=>\t/c\tLabel with\ttab") == [.link(url: "/c", label: "Label with\ttab")])
        #expect(parse("=> \t /d \t  Spaced label") == [.link(url: "/d", label: "Spaced label")])
        #expect(parse("=> /e   ") == [.link(url: "/e", label: nil)], "blanks after the URL are no label")
        #expect(parse("=>") == [.link(url: "", label: nil)])
        #expect(parse("=> ") == [.link(url: "", label: nil)])
        #expect(parse("= > x") == [.text("= > x")])
        #expect(parse(" => x") == [.text(" => x")], "a marker counts only at the start")
    }

    @Test func headingsWithAndWithoutSpace() {
        #expect(parse("#Title") == [.heading(level: 1, text: "Title")])
        #expect(parse("##\tTabbed") == [.heading(level: 2, text: "Tabbed")])
        #expect(parse("###   Three") == [.heading(level: 3, text: "Three")])
        #expect(parse("#### Four") == [.heading(level: 3, text: "# Four")], "only three levels exist")
        #expect(parse("#") == [.heading(level: 1, text: "")])
        #expect(parse("# a # b  ") == [.heading(level: 1, text: "a # b  ")])
    }

    @Test func listItemsNeedTheSpace() {
        #expect(parse("* item") == [.listItem("item")])
        #expect(parse("*  two spaces") == [.listItem("two spaces")])
        #expect(parse("* ") == [.listItem("")])
        #expect(parse("*item") == [.text("*item")])
        #expect(parse("*\titem") == [.text("*\titem")])
        #expect(parse("*") == [.text("*")])
        #expect(parse("** bold") == [.text("** bold")])
    }

    @Test func quotes() {
        #expect(parse(">quoted") == [.quote("quoted")])
        #expect(parse(">  spaced") == [.quote("spaced")])
        #expect(parse(">") == [.quote("")])
        #expect(parse(">> nested") == [.quote("> nested")])
    }

    @Test func backticksOnlyToggleAtTheStart() {
        #expect(parse("use ```code``` here") == [.text("use ```code``` here")])
        #expect(parse("``not a toggle") == [.text("``not a toggle")])
        #expect(parse(" ```") == [.text(" ```")])
    }

    @Test func altTextOnlyOnTheOpeningToggle() {
        let lines = parse("```  python code\nprint(1)\n```  closing text is ignored\nafter")
        #expect(lines == [.preformatted(alt: "python code", lines: ["print(1)"]), .text("after")])
        #expect(parse("```\n```") == [.preformatted(alt: nil, lines: [])])
        #expect(parse("```   \nx\n```") == [.preformatted(alt: nil, lines: ["x"])])
    }

    @Test func preformattedLinesAreVerbatim() {
        let lines = parse("```\n  indented\t\ttabs  \n* not a list\n> not a quote\n\n#\n```")
        #expect(
            lines == [
                .preformatted(alt: nil, lines: ["  indented\t\ttabs  ", "* not a list", "> not a quote", "", "#"])
            ])
        #expect(parse("```\r\na\r\n```\r\n") == [.preformatted(alt: nil, lines: ["a"])])
    }

    @Test func unterminatedPreformattedBlockRunsToTheEnd() {
        #expect(
            parse("intro\n```alt\n# one\n=> two\n") == [
                .text("intro"), .preformatted(alt: "alt", lines: ["# one", "=> two"]),
            ])
        #expect(parse("```") == [.preformatted(alt: nil, lines: [])])
    }

    @Test func byteOrderMarkIsIgnoredOnlyAtTheStart() {
        #expect(parse(bytes: [0xEF, 0xBB, 0xBF] + Array("# Title\n".utf8)) == [.heading(level: 1, text: "Title")])
        #expect(parse("a\n\u{FEFF}b") == [.text("a"), .text("\u{FEFF}b")])
    }

    @Test func invalidUTF8IsReplacedNotRejected() {
        let lines = parse(bytes: Array("# caf".utf8) + [0xE9] + Array("\nok ".utf8) + [0xFF, 0xFE] + [0xE2, 0x82])
        #expect(lines == [.heading(level: 1, text: "caf\u{FFFD}"), .text("ok \u{FFFD}\u{FFFD}\u{FFFD}")])
    }

    @Test func nulBytesSurvive() {
        #expect(parse(bytes: [0x61, 0x00, 0x62, 0x0A, 0x3E, 0x00]) == [.text("a\u{0}b"), .quote("\u{0}")])
    }

    @Test func stringDataAndByteArrayAgree() {
        let text = "\u{FEFF}# Ünïcödé 日本語\r\n=> /x ✨\n```\n\u{0}\n"
        let expected = parse(text)
        #expect(GemtextDocument(parsing: Data(text.utf8)).lines == expected)
        #expect(parse(bytes: Array(text.utf8)) == expected)
        #expect(GemtextDocument(parsing: AnySequence(text.utf8)).lines == expected, "a non-contiguous sequence")
    }

    @Test func escapedLinesLoseTheirEscape() {
        #expect(parse("\u{200B}# not a heading") == [.text("# not a heading")])
        #expect(parse("\u{200B}\u{200B}=> x") == [.text("\u{200B}=> x")])
        #expect(parse("\u{200B}plain") == [.text("\u{200B}plain")], "a U+200B before no marker is text")
        #expect(parse("```\n\u{200B}```inside\n```") == [.preformatted(alt: nil, lines: ["```inside"])])
        #expect(parse("```\n\u{200B}# stays\n```") == [.preformatted(alt: nil, lines: ["\u{200B}# stays"])])
    }

    @Test func noLineLengthLimit() {
        let long = String(repeating: "word ", count: 200_000)
        #expect(parse("> " + long) == [.quote(long)])
    }
}
