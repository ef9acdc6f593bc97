import Foundation
import TestSupport
import Testing

@testable import ReadingList

/// `SearchTokenizer.tokens(of:matching:)`, which finds ASCII words itself
/// and stems only the words that may match, finds the same tokens at the
/// same places, matching the same search words, as the index's own
/// tokenizer (`porter` over `unicode61`) run over the whole text.
@Suite struct SearchTokenizerTests {
    /// Pieces of text for every case the shortcut must get right: ASCII
    /// words in either case, digits, separators of every kind, letters with
    /// accents (composed and combining), other scripts, punctuation outside
    /// ASCII, bytes that are no UTF-8, short words Porter leaves alone,
    /// words longer than Porter stems, and words that stem to a search word.
    static let pieces = [
        "the", "The", "THE", "a", "I", "ships", "Shipping", "shipped", "sea", "seas", "1999", "v2",
        "x1y2", "café",
        "CAFÉ", "cafe\u{301}", "naïve", "Über", "résumé", "straße", "ﬁsh", "東京", "ελληνικά", "Москва",
        "“quoted”",
        "it’s", "—", "…", "😀", "e\u{301}", "\u{301}", "running", "runs", "relational", "happy",
        "happiness",
        String(repeating: "long", count: 20), String(repeating: "s", count: 70) + "ing",
        " ", "  ", "\t", "\n", ". ", ": ", ",", "-", "_", "'", "[1]", "a.b", "ship’s", "«sea»", "ﬀ",
    ]

    /// Text that is no UTF-8: a lone continuation byte, a cut sequence, an overlong one.
    static let invalid: [[UInt8]] = [
        [0x80], [0xC3], [0xE2, 0x80], [0xC0, 0xAF], [0xFF], [0x61, 0xBF, 0x62],
    ]

    static func text(_ random: inout SeededRandom) -> [UInt8] {
        var bytes: [UInt8] = []
        for _ in 0..<Int.random(in: 0...60, using: &random) {
            if random.chance(0.05) {
                bytes += random.pick(invalid)
            } else {
                bytes += Array(random.pick(pieces).utf8)
            }
            if random.chance(0.6) { bytes += Array(random.pick([" ", " ", "\n", ", ", ". "]).utf8) }
        }
        return bytes
    }

    @Test func tokensAndMatchesAreTheIndexTokenizers() throws {
        let fixture = try Fixture()
        let queries = [
            "ship", "shipping sea", "café", "naive uber", "the", "a", "i", "1999 v2", "x1y2", "run*",
            "s*", "e",
            "relate happy", "\"it s\"", "东京 OR москва", "straße", "fish", "longlong*",
        ]
        var random = SeededRandom(seed: 5)
        var compared = 0
        var matched = 0
        try fixture.library.perform { connection in
            let tokenizer = try #require(SearchTokenizer(connection))
            for text in queries {
                let matcher = try #require(PhraseMatcher(try SearchQuery(text), tokenizer: tokenizer))
                for _ in 0..<300 {
                    let bytes = Self.text(&random)
                    var expected: [(SearchSnippet.Span, UInt64)] = []
                    bytes.withUnsafeBufferPointer { buffer in
                        tokenizer.tokenize(buffer) { token in
                            expected.append(
                                (
                                    SearchSnippet.Span(start: token.start, end: token.end),
                                    matcher.terms(matching: token.stem)
                                ))
                        }
                    }
                    let found = bytes.withUnsafeBufferPointer { tokenizer.tokens(of: $0, matching: matcher) }
                    #expect(found.spans.map(\.start) == expected.map(\.0.start), "'\(text)' in \(bytes)")
                    #expect(found.spans.map(\.end) == expected.map(\.0.end), "'\(text)' in \(bytes)")
                    #expect(found.masks == expected.map(\.1), "'\(text)' in \(bytes)")
                    compared += expected.count
                    matched += expected.filter { $0.1 != 0 }.count
                }
            }
        }
        // Many tokens compared, many of them matches.
        #expect(compared > 80_000)
        #expect(matched > 4_000)
    }
}
