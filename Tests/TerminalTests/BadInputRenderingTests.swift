import Gemtext
import Terminal
import TestSupport
import Testing

/// Input nobody should send, rendered: every byte accounted for, no crash.
/// The full sizes of issue 2 (100 MB line, 1,000,000 empty lines) are run by
/// `scripts/bench gemtext-bench`; these smaller runs check the same paths.
@Suite struct BadInputRenderingTests {
    let renderer = TerminalRenderer(options: .init(width: 80))

    @Test func aMillionEmptyLinesAreAMillionEmptyLines() {
        let out = renderer.render(GemtextDocument(parsing: [UInt8](repeating: 0x0A, count: 1_000_000)))
        #expect(out.utf8.count == 1_000_000)
        #expect(out.utf8.allSatisfy { $0 == 0x0A })
    }

    @Test func aLongLineWithoutSpacesIsBrokenIntoFullLines() {
        let out = renderer.render(GemtextDocument(parsing: "> " + String(repeating: "x", count: 2_000_000)))
        let lines = Rendering.lines(out)
        #expect(lines.count == 2_000_000 / 78 + 1)
        #expect(lines.dropLast().allSatisfy { $0.count == 80 && $0.hasPrefix("│ ") })
        #expect(lines.map { $0.dropFirst(2) }.joined().count == 2_000_000)
    }

    @Test func unterminatedBlockIsShownVerbatim() {
        let body = (0..<50_000).map { "line \($0) with trailing spaces   " }
        let out = renderer.render(GemtextDocument(parsing: "```\n" + body.joined(separator: "\n")))
        #expect(Rendering.lines(out) == body)
    }

    @Test func binaryGarbageRendersEveryLineWithoutControlCharacters() {
        var random = SeededRandom(seed: 1)
        let bytes = (0..<500_000).map { _ in UInt8.random(in: 0...255, using: &random) }
        let document = GemtextDocument(parsing: bytes)
        let out = renderer.render(document)
        #expect(!out.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) })
        let wrapped = GemtextDocument(document.lines.filter { if case .preformatted = $0 { false } else { true } })
        #expect(Rendering.lines(renderer.render(wrapped)).allSatisfy { DisplayWidth.of($0) <= 80 })
    }
}
