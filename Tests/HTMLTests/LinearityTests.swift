import Testing

@_spi(Testing) @testable import HTML

/// Inputs that make naive tree builders quadratic: deep nesting, many
/// unclosed elements, misnested formatting, searches past many open
/// elements, links side by side. (`ConversionLinearityTests` in
/// ArticleTests converts such pages whole.) For each, the tree builder's work (stack and formatting-list
/// entries visited) on an input four times as large must be about four
/// times as much, and bounded per byte; and the tree must stay linear in size.
@Suite("Linear time on hostile input")
struct LinearityTests {
    static let shapes: [(name: String, make: @Sendable (Int) -> String)] = [
        ("nested divs", { String(repeating: "<div>", count: $0) }),
        (
            "nested divs closed by </p>",
            { String(repeating: "<div>", count: 600) + String(repeating: "</p>", count: $0) }
        ),
        ("unclosed b", { String(repeating: "<b>", count: $0) }),
        ("unclosed b with distinct attributes", { n in (0..<n).map { "<b id=\($0)>" }.joined() }),
        ("unclosed p", { String(repeating: "<p>", count: $0) }),
        ("unclosed links", { String(repeating: "<a href=x>", count: $0) }),
        ("nested cells", { String(repeating: "<table><tr><td>", count: $0 / 3) }),
        ("nested lists", { String(repeating: "<ul><li>", count: $0 / 2) }),
        (
            "list items past many divs",
            { "<ul><li>" + String(repeating: "<div>", count: 500) + String(repeating: "<li>", count: $0) }
        ),
        (
            "misnested b and div",
            { String(repeating: "<b><div>", count: $0 / 2) + String(repeating: "</b>", count: $0 / 2) }
        ),
        (
            "formatting re-opened after blocks",
            { n in
                (0..<30).map { "<i class=c\($0)>" }.joined() + String(repeating: "</div>x<div>", count: n / 3)
            }
        ),
        (
            "stray end tags past unknown elements",
            { n in
                "<x-b></x-b><span>" + String(repeating: "<x-a>", count: 500) + String(repeating: "</x-b>", count: n)
            }
        ),
        (
            "objects at the depth limit",
            { String(repeating: "<object>", count: $0) + String(repeating: "<b></b>", count: $0) }
        ),
        ("nested svg groups", { "<svg>" + String(repeating: "<g>", count: $0) + String(repeating: "</x>", count: $0) }),
        ("foster-parented text", { String(repeating: "<table>x<caption>y</caption>", count: $0 / 4) }),
        ("options", { "<select>" + String(repeating: "<option>x", count: $0) }),
        ("headings", { String(repeating: "<h1><h2>", count: $0 / 2) }),
        ("misnested formatting and paragraphs", { String(repeating: "<a><b><i><u><s><p>", count: $0 / 6) }),
        ("misnested formatting closed by </a>", { String(repeating: "<a><b><i><u><s><p>x</a>", count: $0 / 7) }),
        ("links side by side", { String(repeating: "<a href=/x>x</a>", count: $0 / 2) }),
    ]

    @Test(arguments: 0..<shapes.count)
    func workGrowsLinearly(shape index: Int) {
        let (name, make) = LinearityTests.shapes[index]
        let small = Array(make(5_000).utf8)
        let large = Array(make(20_000).utf8)
        let (smallDocument, smallWork) = HTMLDocument.parseCountingWork(small)
        let (largeDocument, largeWork) = HTMLDocument.parseCountingWork(large)
        #expect(largeWork <= 5 * smallWork + 20_000, "\(name): \(smallWork) then \(largeWork)")
        #expect(largeWork <= 1_100 * large.count / 4 + 20_000, "\(name): \(largeWork) for \(large.count) bytes")
        #expect(largeDocument.nodeCount <= 5 * smallDocument.nodeCount + 1_000, "\(name)")
        // Misnested formatting is copied into each new block, as browsers do: a little over a node a byte.
        #expect(largeDocument.nodeCount <= 2 * large.count + 1_000, "\(name): \(largeDocument.nodeCount) nodes")
        #expect(largeDocument.firstInconsistency() == nil, "\(name)")
    }
}
