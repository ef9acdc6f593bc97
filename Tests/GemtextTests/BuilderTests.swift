import Gemtext
import Testing

/// The builder other modules use to write documents.
@Suite struct BuilderTests {
    @Test func buildsEachLineType() {
        var builder = GemtextBuilder()
        builder.heading("Title")
        builder.text("Hello.")
        builder.link("/about", label: "About")
        builder.link("gemini://x/")
        builder.heading("Part", level: 2)
        builder.listItem("one")
        builder.quote("said")
        builder.preformatted("a\n  b\n", alt: "code")
        #expect(
            builder.document.serialized()
                == "# Title\nHello.\n=> /about About\n=> gemini://x/\n## Part\n* one\n> said\n```code\na\n  b\n```\n")
    }

    @Test func neverTwoBlankLinesNorBlankLinesAtTheEnds() {
        var builder = GemtextBuilder()
        builder.blankLine()
        builder.text("\n  \n")
        #expect(builder.isEmpty)
        builder.text("a")
        builder.blankLine()
        builder.blankLine()
        builder.text("")
        builder.text("b\n\n\t\nc")
        builder.blankLine()
        #expect(builder.document.lines == [.text("a"), .text(""), .text("b"), .text(""), .text("c")])
    }

    @Test func textStaysTextWhateverItSays() {
        var builder = GemtextBuilder()
        builder.text("# not a heading\n=> not a link\n* not an item\n> not a quote\n```not a block")
        builder.listItem("two\n# lines")
        builder.heading("multi\nline", level: 9)
        let document = builder.document
        #expect(
            document.lines == [
                .text("# not a heading"), .text("=> not a link"), .text("* not an item"), .text("> not a quote"),
                .text("```not a block"), .listItem("two # lines"), .heading(level: 3, text: "multi line"),
            ])
        #expect(GemtextDocument(parsing: document.serialized()) == document)
    }

    @Test func quotesAndBlocksSplitAtLineEnds() {
        var builder = GemtextBuilder()
        builder.quote("first\r\nsecond")
        builder.preformatted("```\nx\r\n", alt: "")
        builder.preformatted("")
        builder.preformatted("\n")
        #expect(
            builder.document.lines == [
                .quote("first"), .quote("second"), .preformatted(alt: nil, lines: ["```", "x"]),
                .preformatted(alt: nil, lines: []), .preformatted(alt: nil, lines: [""]),
            ])
    }

    @Test func appendingADocumentKeepsTheBlankLineRule() {
        var builder = GemtextBuilder()
        builder.text("a")
        builder.blankLine()
        builder.append(contentsOf: GemtextDocument(parsing: "\n\nb\n\n"))
        #expect(builder.document.lines == [.text("a"), .text(""), .text("b")])
    }
}
