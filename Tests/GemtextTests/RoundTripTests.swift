import Gemtext
import TestSupport
import Testing

/// Property tests over generated documents: serializing then parsing gives
/// the document back. Each case is reproducible from its seed.
@Suite struct RoundTripTests {
    typealias Line = GemtextDocument.Line

    /// Pieces chosen to hit every rule: markers, escapes, blanks, line ends,
    /// byte order marks, NUL, wide and combining characters.
    static let pieces = [
        "=>", "#", "##", "###", "####", "* ", "*", ">", "```", "``", "`", "\u{200B}", "\u{FEFF}", " ", "\t", "  ",
        "\r", "\n", "\r\n", "\u{0}", "word", "Ünïcode", "日本語", "👩‍👩‍👧", "e\u{301}", "gemini://x/y", "%20", "=",
        "\u{85}", "\u{2028}",
    ]

    static func randomText(_ random: inout SeededRandom, maxPieces: Int = 6) -> String {
        (0..<Int.random(in: 0...maxPieces, using: &random)).map { _ in random.pick(pieces) }.joined()
    }

    static func randomLine(_ random: inout SeededRandom) -> Line {
        switch Int.random(in: 0..<6, using: &random) {
        case 0: .text(randomText(&random))
        case 1: .link(url: randomText(&random, maxPieces: 3), label: random.chance(0.3) ? nil : randomText(&random))
        case 2: .heading(level: Int.random(in: -1...5, using: &random), text: randomText(&random))
        case 3: .listItem(randomText(&random))
        case 4: .quote(randomText(&random))
        default:
            .preformatted(
                alt: random.chance(0.3) ? nil : randomText(&random),
                lines: (0..<Int.random(in: 0...4, using: &random)).map { _ in randomText(&random) })
        }
    }

    static func randomDocument(seed: UInt64) -> GemtextDocument {
        var random = SeededRandom(seed: seed)
        return GemtextDocument((0..<Int.random(in: 0...12, using: &random)).map { _ in randomLine(&random) })
    }

    @Test func anyDocumentReadsBackInNormalForm() {
        for seed in UInt64(0)..<3000 {
            let document = Self.randomDocument(seed: seed)
            let reread = GemtextDocument(parsing: document.serialized())
            #expect(reread == document.normalized, "seed \(seed): \(document.serialized().debugDescription)")
            if reread != document.normalized { return }
        }
    }

    @Test func normalFormIsStable() {
        for seed in UInt64(0)..<1000 {
            let normal = Self.randomDocument(seed: seed).normalized
            #expect(normal.normalized == normal, "seed \(seed)")
        }
    }

    @Test func builtDocumentsReadBackExactly() {
        for seed in UInt64(0)..<1000 {
            var random = SeededRandom(seed: seed)
            var builder = GemtextBuilder()
            for _ in 0..<Int.random(in: 0...12, using: &random) {
                let text = Self.randomText(&random)
                switch Int.random(in: 0..<8, using: &random) {
                case 0: builder.text(text)
                case 1: builder.link(Self.randomText(&random, maxPieces: 2), label: text)
                case 2: builder.heading(text, level: Int.random(in: 1...3, using: &random))
                case 3: builder.listItem(text)
                case 4: builder.quote(text)
                case 5: builder.preformatted(text, alt: Self.randomText(&random, maxPieces: 2))
                default: builder.blankLine()
                }
            }
            let document = builder.document
            #expect(GemtextDocument(parsing: document.serialized()) == document, "seed \(seed)")
        }
    }

    @Test func anyBytesParseToANormalDocumentThatSurvivesAnotherRoundTrip() {
        let alphabet = Array("=>#*` \t\r\n\u{200B}ab".utf8) + [0x00, 0xFF, 0xEF, 0xBB, 0xBF, 0xE2, 0x80, 0x8B, 0xC3]
        for seed in UInt64(0)..<2000 {
            var random = SeededRandom(seed: seed)
            let bytes = (0..<Int.random(in: 0...60, using: &random)).map { _ in random.pick(alphabet) }
            let document = GemtextDocument(parsing: bytes)
            #expect(document.normalized == document, "seed \(seed)")
            #expect(GemtextDocument(parsing: document.serialized()) == document, "seed \(seed): \(bytes)")
        }
    }

    @Test func serializedTextIsUnchangedByASecondRoundTrip() {
        for seed in UInt64(0)..<500 {
            let once = Self.randomDocument(seed: seed).serialized()
            #expect(GemtextDocument(parsing: once).serialized() == once, "seed \(seed)")
        }
    }
}
