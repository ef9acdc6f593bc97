import Foundation

/// Scores the East Asian multi-byte encodings on a page's non-ASCII words
/// (see `EncodingDetector`): a candidate is out when more than one in
/// twenty of its characters is an invalid byte sequence; each character of
/// the others adds what it says about the language, read from its bytes
/// (no decoding): a point for kana in Japanese, for the commonest Han
/// characters in Chinese and the commonest Hangul syllables in Korean,
/// and a loss for characters of other scripts or rarely used ones, so the
/// right decoding scores far above the rest.
enum MultiByteScorer {
    /// A candidate: its WHATWG name and byte structure.
    struct Candidate: Sendable {
        var name: String
        /// The length of the character starting at `i`, or 0 when the bytes there are invalid.
        var sequenceLength: @Sendable (_ bytes: [UInt8], _ i: Int) -> Int
        /// The two-byte codes (lead × 256 + trail) of the language's commonest characters: a point each.
        var frequent: Set<UInt16> = []
        /// What another character of `length` bytes at `i` says for this encoding.
        var weight: @Sendable (_ bytes: [UInt8], _ i: Int, _ length: Int) -> Double
    }

    static let candidates: [Candidate] = [
        Candidate(name: "Shift_JIS", sequenceLength: shiftJISLength, weight: shiftJISWeight),
        Candidate(name: "EUC-JP", sequenceLength: eucJPLength, weight: eucJPWeight),
        Candidate(
            name: "GBK", sequenceLength: gbkLength, frequent: codes(of: FrequentCharacters.han, in: "GBK"),
            weight: gbkWeight),
        Candidate(
            name: "Big5", sequenceLength: big5Length, frequent: codes(of: FrequentCharacters.han, in: "Big5"),
            weight: big5Weight),
        Candidate(
            name: "EUC-KR", sequenceLength: eucKRLength, frequent: codes(of: FrequentCharacters.hangul, in: "EUC-KR"),
            weight: eucKRWeight),
    ]

    /// The multi-byte encoding `words` are in, or `nil` when none fits.
    static func bestEncoding(for words: [UInt8]) -> String? {
        var best: (name: String, score: Double)?
        for candidate in candidates {
            guard let (score, characters) = self.score(words, candidate) else { continue }
            // A tenth of a point per character: real text scores far more, a mis-decoding less.
            guard score >= 3, score >= 0.1 * Double(characters), score > best?.score ?? 0 else { continue }
            best = (candidate.name, score)
        }
        return best?.name
    }

    /// The score of `words` read as `candidate`, and how many multi-byte
    /// characters they hold; `nil` when one character in twenty or more
    /// is invalid.
    static func score(_ words: [UInt8], _ candidate: Candidate) -> (Double, Int)? {
        var (score, characters, invalid, i) = (0.0, 0, 0, 0)
        while i < words.count {
            guard words[i] >= 0x80 else {
                i += 1
                continue
            }
            let length = candidate.sequenceLength(words, i)
            if length == 0 {
                invalid += 1
                // Single-byte text breaks the structure early and often.
                if invalid >= 8 && invalid * 20 >= characters + 1 { return nil }
                i += 1
                continue
            }
            characters += 1
            let code = length == 2 ? UInt16(words[i]) << 8 | UInt16(words[i + 1]) : 0
            score += candidate.frequent.contains(code) ? 1 : candidate.weight(words, i, length)
            i += length
        }
        guard invalid * 20 < characters + 1 else { return nil }
        return (score, characters)
    }

    /// The two-byte codes (lead byte × 256 + trail byte) of `characters` in
    /// the encoding named `name`.
    static func codes(of characters: Set<Unicode.Scalar>, in name: String) -> Set<UInt16> {
        guard let encoding = EncodingLabels.foundation[name] else { return [] }
        return Set(
            characters.compactMap { scalar in
                guard let data = String(scalar).data(using: encoding, allowLossyConversion: true), data.count == 2
                else { return nil }
                return UInt16(data[data.startIndex]) << 8 | UInt16(data[data.startIndex + 1])
            })
    }

    /// What a character that is not of the language's own script costs.
    static let foreign = -1.0
    /// What a symbol, a Greek or Cyrillic letter, a box-drawing piece or a
    /// user-defined character costs: real text has few.
    static let odd = -0.5

    // MARK: Weights

    static func shiftJISWeight(_ bytes: [UInt8], _ i: Int, _ length: Int) -> Double {
        guard length == 2 else { return odd }  // half-width katakana
        let (lead, trail) = (bytes[i], bytes[i + 1])
        switch lead {
        case 0x82 where trail >= 0x9F, 0x83 where trail <= 0x96: return 1  // hiragana, katakana
        case 0x81, 0x82: return 0  // punctuation, full-width letters and digits
        case 0x88...0x9F, 0xE0...0xEE, 0xFA...0xFC: return 0  // kanji
        default: return odd
        }
    }

    static func eucJPWeight(_ bytes: [UInt8], _ i: Int, _ length: Int) -> Double {
        guard length == 2, bytes[i] != 0x8E else { return length == 3 ? 0 : odd }
        switch bytes[i] {
        case 0xA4, 0xA5: return 1  // hiragana, katakana
        case 0xA1, 0xA3, 0xB0...0xF4: return 0  // punctuation, full-width letters, kanji
        default: return odd
        }
    }

    static func gbkWeight(_ bytes: [UInt8], _ i: Int, _ length: Int) -> Double {
        let (lead, trail) = (bytes[i], bytes[i + 1])
        switch lead {
        case 0xA4 where trail >= 0xA1, 0xA5 where trail >= 0xA1: return foreign  // kana
        case 0xA1, 0xA3: return 0  // punctuation, full-width letters
        case 0xB0...0xF7 where trail >= 0xA1: return -0.2  // other Han of GB 2312
        default: return odd  // symbols, and GBK's additions to GB 2312: rare Han
        }
    }

    static func big5Weight(_ bytes: [UInt8], _ i: Int, _ length: Int) -> Double {
        let (lead, trail) = (bytes[i], bytes[i + 1])
        switch lead {
        case 0xA1...0xA3: return 0  // punctuation, full-width letters
        case 0xA4...0xC5, 0xC9...0xF9: return -0.2  // other Han
        case 0xC6 where trail <= 0x7E: return -0.2
        default: return odd
        }
    }

    static func eucKRWeight(_ bytes: [UInt8], _ i: Int, _ length: Int) -> Double {
        let (lead, trail) = (bytes[i], bytes[i + 1])
        switch lead {
        case 0xB0...0xC8 where trail >= 0xA1: return -0.1  // other Hangul syllables
        case 0xA1, 0xA3: return 0  // punctuation, full-width letters
        case 0xAA, 0xAB: return foreign  // kana
        case 0xCA...0xFD where trail >= 0xA1: return -0.2  // Hanja
        case 0x81...0xC6 where trail < 0xA1: return -0.1  // Unified Hangul Code's rarer syllables
        default: return odd
        }
    }

    // MARK: Byte structures

    static func shiftJISLength(_ bytes: [UInt8], _ i: Int) -> Int {
        let lead = bytes[i]
        if (0xA1...0xDF).contains(lead) { return 1 }  // half-width katakana
        guard (0x81...0x9F).contains(lead) || (0xE0...0xFC).contains(lead), i + 1 < bytes.count else {
            return 0
        }
        let trail = bytes[i + 1]
        return (0x40...0x7E).contains(trail) || (0x80...0xFC).contains(trail) ? 2 : 0
    }

    static func eucJPLength(_ bytes: [UInt8], _ i: Int) -> Int {
        let lead = bytes[i]
        func isEUC(_ k: Int) -> Bool { k < bytes.count && (0xA1...0xFE).contains(bytes[k]) }
        if lead == 0x8E { return i + 1 < bytes.count && (0xA1...0xDF).contains(bytes[i + 1]) ? 2 : 0 }
        if lead == 0x8F { return isEUC(i + 1) && isEUC(i + 2) ? 3 : 0 }
        return isEUC(i) && isEUC(i + 1) ? 2 : 0
    }

    static func gbkLength(_ bytes: [UInt8], _ i: Int) -> Int {
        guard (0x81...0xFE).contains(bytes[i]), i + 1 < bytes.count else { return 0 }
        let trail = bytes[i + 1]
        return (0x40...0x7E).contains(trail) || (0x80...0xFE).contains(trail) ? 2 : 0
    }

    static func big5Length(_ bytes: [UInt8], _ i: Int) -> Int {
        guard (0xA1...0xF9).contains(bytes[i]), i + 1 < bytes.count else { return 0 }
        let trail = bytes[i + 1]
        return (0x40...0x7E).contains(trail) || (0xA1...0xFE).contains(trail) ? 2 : 0
    }

    static func eucKRLength(_ bytes: [UInt8], _ i: Int) -> Int {
        guard (0x81...0xFE).contains(bytes[i]), i + 1 < bytes.count else { return 0 }
        let trail = bytes[i + 1]
        let isUnifiedHangul =
            (0x41...0x5A).contains(trail) || (0x61...0x7A).contains(trail) || trail >= 0x81
        return trail != 0xFF && isUnifiedHangul ? 2 : 0
    }
}
