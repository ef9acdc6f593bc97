/// Words and reading time of an article's text.
///
/// A word is a run of letters, digits and combining marks; an apostrophe
/// or hyphen between two such characters keeps the word together
/// (`don't`, `well-known`). Chinese and Japanese do not put spaces
/// between words, so each ideograph or kana counts as one word, as word
/// processors count them. Reading time assumes 230 words a minute,
/// rounded up, and is at least one minute.
enum WordCount {
    /// Words a reader gets through in a minute.
    static let wordsPerMinute = 230

    /// The number of words in `text`.
    static func of(_ text: String) -> Int {
        var count = 0
        var inWord = false
        // A joiner seen right after a word character: the word goes on if a
        // word character follows.
        var pendingJoiner = false
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                // ASCII: no table lookups.
                let lower = value | 0x20
                if (lower >= 0x61 && lower <= 0x7A) || (value >= 0x30 && value <= 0x39) {
                    if !inWord { count += 1 }
                    inWord = true
                    pendingJoiner = false
                } else if inWord && !pendingJoiner && (value == 0x27 || value == 0x2D) {
                    pendingJoiner = true
                } else {
                    inWord = false
                    pendingJoiner = false
                }
                continue
            }
            if isCJK(value) {
                count += 1
                inWord = false
                pendingJoiner = false
                continue
            }
            if isWordCharacter(scalar) {
                if !inWord { count += 1 }
                inWord = true
                pendingJoiner = false
            } else if inWord && !pendingJoiner && isJoiner(value) {
                pendingJoiner = true
            } else {
                if pendingJoiner { pendingJoiner = false }
                inWord = false
            }
        }
        return count
    }

    /// Minutes to read `words` words: rounded up, at least one.
    static func readingMinutes(words: Int) -> Int {
        max(1, (words + wordsPerMinute - 1) / wordsPerMinute)
    }

    @inline(__always)
    private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 {
            return (value | 0x20 >= 0x61 && value | 0x20 <= 0x7A) || (value >= 0x30 && value <= 0x39)
        }
        let properties = scalar.properties
        if properties.isAlphabetic { return true }
        switch properties.generalCategory {
        case .decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// Apostrophes and hyphens, which join two halves of one word.
    @inline(__always)
    private static func isJoiner(_ value: UInt32) -> Bool {
        value == 0x27 || value == 0x2019 || value == 0x2D || value == 0x2010 || value == 0x2011
    }

    /// Ideographs and kana: a word each.
    @inline(__always)
    private static func isCJK(_ value: UInt32) -> Bool {
        switch value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F: true
        default: false
        }
    }
}
