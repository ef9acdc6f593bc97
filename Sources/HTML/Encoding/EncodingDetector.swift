/// Guesses the encoding of a page that declares none and whose bytes are
/// not UTF-8, the way browsers do (Firefox's chardetng): pages saved
/// without their HTTP header, and servers that send no charset.
///
/// Only the words that hold non-ASCII bytes in the first 64 KiB are
/// looked at (markup, scripts' ASCII and numbers are skipped), 8 KiB of
/// them at most, so the work is small and bounded. Multi-byte encodings (Shift_JIS, EUC-JP,
/// GBK, Big5, EUC-KR) are tried first: a candidate whose byte structure
/// breaks is out, and the others are scored by the script of what they
/// decode to (`MultiByteScorer`). Otherwise each single-byte encoding
/// decodes the words and is scored by how plausible they look
/// (`SingleByteScorer`); windows-1252 stays unless another one is clearly
/// better, since Western text is the common case.
enum EncodingDetector {
    /// How many bytes of the page are looked at.
    static let sampleLength = 64 * 1024
    /// How many bytes of non-ASCII words are enough to decide.
    static let wordsLength = 8 * 1024

    /// The page's likely encoding, or `nil` when nothing beats windows-1252.
    static func detect(_ bytes: UnsafeBufferPointer<UInt8>) -> HTMLEncoding? {
        let words = nonASCIIWords(UnsafeBufferPointer(rebasing: bytes.prefix(sampleLength)))
        guard !words.isEmpty else { return nil }
        if let name = MultiByteScorer.bestEncoding(for: words) { return .legacy(name) }
        return SingleByteScorer.bestEncoding(for: words)
    }

    /// Whether all-ASCII bytes are ISO-2022-JP: they hold its escape to
    /// JIS X 0208 (`ESC $ B` or `ESC $ @`) and its escape back to ASCII
    /// (`ESC ( B` or `ESC ( J`).
    static func isISO2022JP(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let sample = bytes.prefix(sampleLength)
        var toJIS = false
        var i = sample.startIndex
        while let escape = sample[i...].firstIndex(of: 0x1B), escape + 2 < sample.endIndex {
            let (first, second) = (sample[escape + 1], sample[escape + 2])
            if first == UInt8(ascii: "$"), second == UInt8(ascii: "B") || second == UInt8(ascii: "@") {
                toJIS = true
            } else if toJIS, first == UInt8(ascii: "("),
                second == UInt8(ascii: "B") || second == UInt8(ascii: "J")
            {
                return true
            }
            i = escape + 1
        }
        return false
    }

    /// The words of `bytes` that hold a non-ASCII byte, each followed by a
    /// line feed, up to about `wordsLength` bytes. A word is a run of bytes from 0x40 up: letters, and every
    /// byte of a multi-byte character (their trail bytes are 0x40 or more),
    /// so spaces, digits, punctuation and `<`, `>` end words.
    static func nonASCIIWords(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var words = [UInt8]()
        var start = 0
        var hasNonASCII = false
        for (index, byte) in bytes.enumerated() {
            if byte >= 0x40 {
                hasNonASCII = hasNonASCII || byte >= 0x80
                continue
            }
            if hasNonASCII {
                words.append(contentsOf: bytes[start..<index])
                words.append(0x0A)
                if words.count >= wordsLength { return words }
            }
            start = index + 1
            hasNonASCII = false
        }
        if hasNonASCII {
            words.append(contentsOf: bytes[start...])
            words.append(0x0A)
        }
        return words
    }
}
