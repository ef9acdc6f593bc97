import Foundation
import Gemtext
import TestSupport
import Testing

/// Input nobody should send: the parser keeps going and stays linear.
/// Linearity is shown by counting (the work is one line per line read),
/// never by timing; the big sizes live in the benchmark.
@Suite struct BadInputTests {
    @Test func binaryGarbageParsesAndRoundTrips() {
        var random = SeededRandom(seed: 42)
        let bytes = (0..<200_000).map { _ in UInt8.random(in: 0...255, using: &random) }
        let document = GemtextDocument(parsing: bytes)
        let lineFeeds = bytes.filter { $0 == 0x0A }.count
        #expect(document.lines.count <= lineFeeds + 1)
        #expect(GemtextDocument(parsing: document.serialized()) == document)
    }

    @Test func aMillionEmptyLines() {
        let document = GemtextDocument(parsing: [UInt8](repeating: 0x0A, count: 1_000_000))
        #expect(document.lines.count == 1_000_000)
        #expect(document.lines.allSatisfy { $0 == .text("") })
    }

    @Test func aLongSingleLineKeepsEveryByte() {
        let line = [UInt8](repeating: 0x61, count: 8_000_000) + [0x00, 0xFF]
        let document = GemtextDocument(parsing: [0x3E] + line)
        guard case .quote(let text)? = document.lines.first else {
            Issue.record("expected one quote")
            return
        }
        #expect(document.lines.count == 1)
        #expect(text.utf8.count == 8_000_000 + 1 + 3, "NUL kept, 0xFF replaced by U+FFFD")
    }

    @Test func unterminatedBlockOfManyLinesIsOneBlock() {
        let text = "```\n" + String(repeating: "# x\n", count: 100_000)
        let document = GemtextDocument(parsing: text)
        #expect(document.lines == [.preformatted(alt: nil, lines: Array(repeating: "# x", count: 100_000))])
        #expect(document.outline.sections.isEmpty)
    }
}
