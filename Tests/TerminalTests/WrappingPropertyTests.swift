import Gemtext
import Terminal
import TestSupport
import Testing

/// Generated paragraphs at many widths: no line is wider than the width
/// and no character is lost or added.
@Suite struct WrappingPropertyTests {
    static let pieces = [
        "a", "word", "longerword", "日本", "語", "👩‍👩‍👧", "❤️", "🇳🇿", "e\u{301}", "x\u{20DD}", "한", "é", "ｆ",
        " ", " ", "  ", "\t",
    ]

    @Test func linesFitAndNothingIsLost() {
        for seed in UInt64(0)..<1500 {
            var random = SeededRandom(seed: seed)
            let text = (0..<Int.random(in: 1...40, using: &random)).map { _ in random.pick(Self.pieces) }.joined()
            let width = Int.random(in: 4...30, using: &random)
            let (marker, hang) = random.pick([("", ""), ("• ", "  "), ("│ ", "│ ")])
            let gemtext = (marker == "• " ? "* " : marker == "│ " ? "> " : "x") + text
            let out = Rendering.lines(Rendering.plain(gemtext, width: width, toc: false))
            for (index, line) in out.enumerated() {
                #expect(DisplayWidth.of(line) <= width, "seed \(seed) width \(width): \(line)")
                #expect(line.hasPrefix(index == 0 ? marker : hang) || line == marker.trimmingSpaces, "seed \(seed)")
            }
            let kept = out.enumerated().map { index, line in line.dropFirst(index == 0 ? marker.count : hang.count) }
            let expected = (marker.isEmpty ? "x" : "") + text
            #expect(kept.joined().filter { $0 != " " } == expected.filter { $0 != " " && $0 != "\t" }, "seed \(seed)")
        }
    }
}

extension String {
    fileprivate var trimmingSpaces: String { String(reversed().drop(while: { $0 == " " }).reversed()) }
}
