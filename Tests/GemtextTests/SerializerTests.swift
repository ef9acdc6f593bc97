import Gemtext
import Testing

/// The serializer: the text it writes, and the escape that keeps each line its type.
@Suite struct SerializerTests {
    typealias Line = GemtextDocument.Line

    func serialize(_ lines: [Line]) -> String { GemtextDocument(lines).serialized() }

    @Test func writesEachLineType() {
        let lines: [Line] = [
            .heading(level: 1, text: "Title"), .heading(level: 3, text: ""), .text("Para"), .text(""),
            .link(url: "/a", label: nil), .link(url: "gemini://b/", label: "B"), .link(url: "", label: nil),
            .listItem("item"), .listItem(""), .quote("q"), .quote(""),
            .preformatted(alt: "alt", lines: ["x", ""]), .preformatted(alt: nil, lines: []),
        ]
        #expect(
            serialize(lines)
                == "# Title\n###\nPara\n\n=> /a\n=> gemini://b/ B\n=>\n* item\n* \n> q\n>\n```alt\nx\n\n```\n```\n```\n"
        )
    }

    @Test(arguments: ["=> x", "=>", "# x", "#", "* x", "* ", ">", "> x", "```", "```x"])
    func textThatLooksLikeAnotherTypeIsEscaped(_ text: String) {
        let written = serialize([.text(text)])
        #expect(written == "\u{200B}" + text + "\n")
        #expect(GemtextDocument(parsing: written).lines == [.text(text)])
    }

    @Test(arguments: ["*x", "*", "= >", " # x", "``", "a => b", ""])
    func textThatCannotBeMistakenIsWrittenAsItIs(_ text: String) {
        #expect(serialize([.text(text)]) == text + "\n")
    }

    @Test func escapesThatAreAlreadyThereAreCounted() {
        for text in ["\u{200B}# x", "\u{200B}\u{200B}> y", "\u{200B}```"] {
            #expect(serialize([.text(text)]) == "\u{200B}" + text + "\n")
            #expect(GemtextDocument(parsing: serialize([.text(text)])).lines == [.text(text)])
        }
    }

    @Test func preformattedLineThatWouldCloseTheBlockIsEscaped() {
        let block = Line.preformatted(alt: nil, lines: ["```", "\u{200B}```x", "# fine"])
        #expect(serialize([block]) == "```\n\u{200B}```\n\u{200B}\u{200B}```x\n# fine\n```\n")
        #expect(GemtextDocument(parsing: serialize([block])).lines == [block])
    }

    @Test func lineFeedsNeverStartANewLine() {
        let lines: [Line] = [
            .text("a\n=> evil"), .heading(level: 1, text: "h\n# two"), .link(url: "/x\ny", label: "l\n* z"),
            .listItem("i\n> q"), .quote("q\n```"),
        ]
        let written = serialize(lines)
        #expect(written.split(separator: "\n").count == lines.count)
        #expect(GemtextDocument(parsing: written).lines == GemtextDocument(lines).normalized.lines)
    }

    @Test func urlsKeepTheirSpacesAsPercentEscapes() {
        #expect(serialize([.link(url: "/a b\tc", label: "L")]) == "=> /a%20b%09c L\n")
    }

    @Test func trailingCarriageReturnAndByteOrderMarkSurvive() {
        let lines: [Line] = [.text("\u{FEFF}starts with a BOM"), .text("ends with CR\r"), .quote("q\r")]
        let written = serialize(lines)
        #expect(written.hasPrefix("\u{FEFF}\u{FEFF}"))
        #expect(GemtextDocument(parsing: written).lines == lines)
    }

    @Test func headingLevelsAreClamped() {
        #expect(serialize([.heading(level: 7, text: "x"), .heading(level: 0, text: "y")]) == "### x\n# y\n")
    }

    @Test func normalFormRules() {
        #expect(Line.heading(level: 9, text: " \t x\ny").normalized == .heading(level: 3, text: "x y"))
        #expect(Line.link(url: "a b", label: "  ").normalized == .link(url: "a%20b", label: nil))
        #expect(Line.link(url: "", label: "orphan").normalized == .link(url: "", label: nil))
        #expect(
            Line.preformatted(alt: "", lines: ["a\nb", "c"]).normalized
                == .preformatted(alt: nil, lines: ["a", "b", "c"]))
        #expect(Line.text(" keep leading\tblanks ").normalized == .text(" keep leading\tblanks "))
    }
}
