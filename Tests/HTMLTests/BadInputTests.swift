import Foundation
import TestSupport
import Testing

@_spi(Testing) @testable import HTML

/// The deepest element below `node`.
func maximumDepth(below node: HTMLNode) -> Int {
    node.descendants.filter(\.isElement).map(\.depth).max() ?? 0
}

@Suite("Bad input")
struct BadInputTests {
    @Test func everyPrefixOfAPageParses() {
        let page = """
            <!DOCTYPE html><html><head><meta charset="utf-8"><title>T &amp; U</title>
            <style>p{color:red}</style><script>if(a<b){x='</div>'}</script></head>
            <body><!-- note --><table><tr><td>1<td>2</table><p class=a id='b' data-x="&copy">Text &eacute;
            <svg><path d="M0"/><![CDATA[x]]></svg><b><i>bold</b>italic</i><textarea>&lt;</textarea></body></html>
            """
        let bytes = Array(page.utf8)
        for length in 0...bytes.count {
            let document = HTMLDocument.parse(Array(bytes.prefix(length)))
            #expect(document.documentElement != nil)
            #expect(document.firstInconsistency() == nil, "cut at \(length)")
        }
    }

    @Test func binaryNoise() {
        var noise = SeededRandom(seed: 0x9E37_79B9_7F4A_7C15)
        for round in 0..<8 {
            let bytes = (0..<64 * 1024).map { _ in UInt8.random(in: 0...255, using: &noise) }
            let document = HTMLDocument.parse(bytes)
            #expect(document.documentElement != nil)
            #expect(document.firstInconsistency() == nil)
            // The tokenizer alone on the raw bytes (it checks its own tokens).
            #expect(bytes.withUnsafeBufferPointer { HTMLTokenizerCheck.tokenize($0, allowingCDATA: round % 2 == 1) } > 0)
        }
        // Noise made of markup characters.
        let alphabet = Array("<>/!-=\"' &;#x?abp[]".utf8)
        let markup = (0..<200_000).map { _ in noise.pick(alphabet) }
        #expect(HTMLDocument.parse(markup).firstInconsistency() == nil)
        #expect(markup.withUnsafeBufferPointer { HTMLTokenizerCheck.tokenize($0, allowingCDATA: true) } > 0)
    }

    @Test func nulBytes() {
        let document = HTMLDocument.parse([UInt8](repeating: 0, count: 100_000) + Array("<p>x\0y</p>".utf8))
        #expect(document.elements(.p).first?.textContent() == "xy")
        let inTags = HTMLDocument.parse(Array("<\0p \0=\0>\0<script>\0</script>".utf8))
        #expect(inTags.elements(.script).first?.textContent() == "\u{FFFD}")
    }

    @Test func hundredThousandNestedDivs() throws {
        let divs = 100_000
        let document = HTMLDocument.parse(String(repeating: "<div>", count: divs) + "deep")
        let body = try #require(document.body)
        #expect(document.elements(.div).count == divs)
        // Nesting stops at the depth limit; the rest sit side by side.
        #expect(maximumDepth(below: body) <= HTMLParseOptions().maximumDepth + 1)
        #expect(body.textContent() == "deep")
    }

    @Test func subtreesTheAdoptionAgencyMovesStayWithinTheDepthLimit() throws {
        // Found by fuzz-html-tree: an <a> reopened inside SVG's <title> at the
        // depth limit; the adoption agency pushed a closed subtree below it.
        let options = HTMLParseOptions(maximumDepth: 20)
        let misnested =
            "<i><a><d><svg><title><n>one<a><d><v><d><v><d><v><d><v><d>two<i><d><m><img alt=x>three</a>four"
        let document = HTMLDocument.parse(Array(misnested.utf8), options: options)
        #expect(document.firstInconsistency(maximumDepth: 20) == nil)
        #expect(document.root.descendants.filter(\.isElement).allSatisfy { $0.depth <= 21 })
        // Only the nesting changed: the text keeps its order and the image is there.
        #expect(document.root.textContent() == "onetwothreefour")
        #expect(document.elements(.img).count == 1)
    }

    @Test func parsingStopsAtTheNodeLimitAndSaysSo() throws {
        // `<p>x` makes two nodes of four bytes: a 20 MB page of it was ten million nodes.
        let options = HTMLParseOptions(maximumNodes: 1_000)
        let paragraphs = HTMLDocument.parse(Array(String(repeating: "<p>x", count: 5_000).utf8), options: options)
        #expect(paragraphs.isCutShort)
        #expect(paragraphs.nodeCount >= 1_000 && paragraphs.nodeCount < 1_010, "\(paragraphs.nodeCount)")
        #expect(paragraphs.firstInconsistency(maximumDepth: options.maximumDepth) == nil)
        // The adoption agency's clones count too.
        let misnested = HTMLDocument.parse(
            Array(String(repeating: "<a><b><i><u><s><p>x</a>", count: 5_000).utf8), options: options)
        #expect(misnested.isCutShort && misnested.nodeCount < 1_100, "\(misnested.nodeCount)")
        // A page within the limit is whole.
        let small = HTMLDocument.parse(Array(String(repeating: "<p>x", count: 400).utf8), options: options)
        #expect(!small.isCutShort)
        #expect(small.elements(.p).count == 400)
        #expect(HTMLParseOptions().maximumNodes == 1_000_000)
    }

    @Test func hundredThousandUnclosedFormattingAndParagraphs() throws {
        let bold = HTMLDocument.parse(String(repeating: "<b>", count: 100_000) + "x")
        #expect(bold.elements(.b).count == 100_000)
        #expect(bold.body?.textContent() == "x")
        let paragraphs = HTMLDocument.parse(String(repeating: "<p>x", count: 100_000))
        #expect(paragraphs.body?.elementChildren.count == 100_000)
    }

    @Test func fiftyMegabyteAttribute() throws {
        let size = 50 * 1024 * 1024
        let bytes =
            Array(#"<div title=""#.utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: size)
            + Array(#"">after</div>"#.utf8)
        let document = HTMLDocument.parse(bytes)
        let div = try #require(document.elements(.div).first)
        #expect(div.attribute("title")?.utf8.count == size)
        #expect(div.textContent() == "after")
    }

    @Test func unterminatedConstructs() throws {
        let filler = String(repeating: "lorem ipsum <i> & ", count: 20_000)
        let comment = HTMLDocument.parse("<p>a<!--" + filler)
        #expect(comment.elements(.p).first?.lastChild?.kind == .comment)
        let script = HTMLDocument.parse("<p>a<script>" + filler)
        #expect(script.elements(.script).first?.textContent() == filler)
        let attribute = HTMLDocument.parse("<p>a<div title=\"" + filler)
        #expect(attribute.elements(.div).isEmpty)
        #expect(attribute.body?.textContent() == "a")
        let style = HTMLDocument.parse("<style>" + filler)
        #expect(style.elements(.style).first?.textContent() == filler)
        let title = HTMLDocument.parse("<title>" + filler)
        #expect(title.title?.isEmpty == false)
        let plaintext = HTMLDocument.parse("<plaintext>" + filler)
        #expect(plaintext.elements(.plaintext).first?.textContent() == filler)
    }

    @Test func nonHTMLInput() {
        let json = HTMLDocument.parse(#"{"a": [1, 2, "<b>"], "b": null}"#)
        #expect(json.body?.textContent() == #"{"a": [1, 2, ""], "b": null}"#)
        let pdf = HTMLDocument.parse(
            Array("%PDF-1.7\n%".utf8) + [0xE2, 0xE3, 0xCF, 0xD3] + Array("\n1 0 obj<<>>".utf8))
        #expect(pdf.body != nil)
        let plain = HTMLDocument.parse("if a < b and c > d then e & f")
        #expect(plain.body?.textContent() == "if a < b and c > d then e & f")
    }

    @Test func deeplyNestedTablesAndLists() throws {
        let tables = HTMLDocument.parse(String(repeating: "<table><tr><td>", count: 20_000) + "x")
        #expect(maximumDepth(below: tables.root) <= HTMLParseOptions().maximumDepth + 2)
        #expect(tables.body?.textContent() == "x")
        let lists = HTMLDocument.parse(String(repeating: "<ul><li>", count: 20_000) + "x")
        #expect(maximumDepth(below: lists.root) <= HTMLParseOptions().maximumDepth + 2)
        let svg = HTMLDocument.parse("<svg>" + String(repeating: "<g>", count: 20_000) + "</svg><p>after")
        #expect(svg.elements(.p).first?.textContent() == "after")
    }

    @Test func smallDepthLimitKeepsEverything() throws {
        let options = HTMLParseOptions(maximumDepth: 16)
        let document = HTMLDocument.parse(
            String(repeating: "<div><table><tr><td><b>", count: 50) + "x"
                + String(repeating: "</b></td></tr></table></div>", count: 50),
            options: options)
        #expect(maximumDepth(below: document.root) <= 18)
        #expect(document.root.textContent() == "x")
    }
}
