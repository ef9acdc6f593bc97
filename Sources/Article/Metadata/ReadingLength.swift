/// How long a text reads, in the letters of a script written with an
/// alphabet: a character of Chinese or Japanese is a word or most of one,
/// a Korean syllable block two or three letters of a word, so a paragraph
/// of 40 of them says as much as one of 120 Latin letters. Thresholds on
/// a paragraph's length ("long enough to start the article's text") read
/// it so, or every Chinese, Japanese and Korean paragraph is short.
enum ReadingLength {
    /// What a character of those scripts counts as.
    static let denseCharacter = 3

    /// The length of `text`: each character one, each character of
    /// Chinese, Japanese or Korean (Hangul Jamo, CJK punctuation, kana and
    /// ideographs, Hangul syllables, compatibility ideographs, full-width
    /// forms) `denseCharacter`.
    static func of(_ text: String) -> Int {
        var length = 0
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x1100...0x11FF, 0x2E80...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF00...0xFFEF:
                length += denseCharacter
            default:
                length += 1
            }
        }
        return length
    }
}
