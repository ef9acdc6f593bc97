import Foundation
import Gemtext
import HTML
import Testing

@testable import Article

/// Pages shaped to make a converter slower than linear: links side by side
/// (each joined to the last, or each its own), misnested formatting, which
/// the parser answers with chains of nested copies, pictures beside wide
/// blocks, wrappers around short texts. For each, the work the conversion
/// reports (`ConversionDeadline.work`: nodes visited, bytes of link labels
/// and subtree texts made) on a page four times as large must be about
/// four times as much, and at most 8 units for each node of the page
/// (making each wrapper's text again did 14 to 165 a node on these pages,
/// labelling joined links again thousands). Work is counted, not timed,
/// so the test holds on a busy machine; `scripts/hostile-figures` times
/// the same shapes at full size.
@Suite("Conversion in linear time on hostile pages")
struct ConversionLinearityTests {
    static let shapes: [(name: String, make: @Sendable (Int) -> String)] = [
        ("adjacent links to one address", { String(repeating: "<a href=/x>x</a>", count: $0) }),
        ("links to one address, spaces between", { String(repeating: "<a href=/x>x</a> ", count: $0) }),
        ("adjacent distinct links", { n in (0..<n).map { "<a href=/p\($0)>x</a>" }.joined() }),
        ("misnested formatting", { String(repeating: "<a><b><i><u><s><p>", count: $0 / 6) }),
        ("misnested formatting, no links", { String(repeating: "<b><i><u><s><p>x</b>", count: $0 / 5) }),
        ("misnested formatting with text", { String(repeating: "<a><b><i><u><s><p>x</a>", count: $0 / 6) }),
        (
            "misnested formatting in links",
            { String(repeating: "<a href=https://example.net/x><b><i><u><s><p>x", count: $0 / 6) }
        ),
        (
            "pictures beside wide blocks",
            { n in
                String(
                    repeating: "<div><img src=/i.png><div><span>" + String(repeating: "<i>w</i>", count: 500)
                        + "</span></div></div>", count: n / 500)
            }
        ),
        (
            "wrappers around short texts",
            { n in
                String(
                    repeating: "<div>" + String(repeating: "<span>", count: 150) + "Label"
                        + String(repeating: "</span>", count: 150) + "</div>", count: n / 150)
            }
        ),
    ]

    /// An article around the hostile part, so that the page has a story to keep.
    static func page(_ part: String) -> [UInt8] {
        let head = "<html><head><title>Hostile</title></head><body><article>"
        let tail = "<p>And it ends with another paragraph of words.</p></article></body></html>"
        return Array((head + "<p>The story begins with a paragraph of words.</p>" + part + tail).utf8)
    }

    /// The work converting `page` reports, and the article.
    static func convert(_ page: [UInt8]) throws -> (work: Int, article: Article) {
        let deadline = ConversionDeadline(limit: nil)
        let article = try ArticleConverter().convert(
            HTMLDocument.parse(page), url: URL(string: "https://example.org/story"), deadline: deadline)
        return (deadline.work, article)
    }

    @Test(arguments: 0..<shapes.count)
    func workGrowsLinearly(shape index: Int) throws {
        let (name, make) = Self.shapes[index]
        let small = Self.page(make(5_000))
        let large = Self.page(make(20_000))
        let smallWork = try Self.convert(small).work
        let largeWork = try Self.convert(large).work
        let nodes = HTMLDocument.parse(large).nodeCount
        #expect(largeWork <= 5 * smallWork, "\(name): \(smallWork) then \(largeWork)")
        #expect(largeWork <= 8 * nodes, "\(name): \(largeWork) for \(nodes) nodes")
    }

    /// A table of contents as DocBook writes it, each chapter's sections in
    /// a list of links inside its description, nested as deep as the
    /// parser keeps (512 elements): each list is found to be a list of
    /// links once, not again for each list around it.
    @Test func listsOfLinksNestedInAContentsPageAreCheckedOnce() throws {
        func page(_ levels: Int) -> [UInt8] {
            let entries = String(repeating: "<dt><a href=/chapter>Chapter</a></dt><dd></dd>", count: 10)
            let lists = String(repeating: "<dl>\(entries)<dt><a href=/part>Part</a></dt><dd>", count: levels)
            return Array("<html><head><title>Manual</title></head><body><div class=toc>\(lists)</div></body></html>".utf8)
        }
        let (smallWork, small) = try Self.convert(page(50))
        let (largeWork, large) = try Self.convert(page(200))
        let nodes = HTMLDocument.parse(page(200)).nodeCount
        #expect(small.gemtext.contains("=> https://example.org/part Part\n=> https://example.org/chapter Chapter\n"))
        #expect(large.gemtext.components(separatedBy: "=> https://example.org/chapter Chapter\n").count == 2_001)
        // Checked again for each list around it, the work grew 5.7 times (530,517 units, 74 a node).
        #expect(largeWork <= 5 * smallWork, "\(smallWork) then \(largeWork)")
        #expect(largeWork <= 16 * nodes, "\(largeWork) for \(nodes) nodes")
    }

    /// The shape whose work was quadratic (each link joined to the last
    /// made the label of them all again) still makes one link of them all.
    @Test func linksSideBySideToOneAddressAreOneLinkHoweverMany() throws {
        let article = try Self.convert(Self.page(String(repeating: "<a href=/x>x</a>", count: 20_000))).article
        let links = article.document.lines.filter { if case .link = $0 { true } else { false } }
        #expect(article.gemtext.contains("=> https://example.org/x " + String(repeating: "x", count: 20_000) + "\n"))
        #expect(links.count == 2, "the source line and the one link")
    }
}
