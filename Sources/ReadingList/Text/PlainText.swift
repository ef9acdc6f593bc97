import Foundation

/// What the library derives from an article's text: the words searched,
/// the word count, the reading time, the key titles sort by.
enum PlainText {
    /// Words a reader gets through in a minute, for the reading time.
    static let wordsPerMinute = 230

    /// The readable text of a gemtext document, for the search index: link
    /// lines keep their label (not the URL), line-type marks are dropped,
    /// preformatted text is kept as it is. Works on UTF-8 bytes: it runs
    /// over every article saved.
    static func fromGemtext(_ gemtext: String) -> String {
        var gemtext = gemtext
        var text: [UInt8] = []
        gemtext.withUTF8 { appendText(ofGemtext: $0, to: &text) }
        return String(decoding: text, as: UTF8.self)
    }

    /// `fromGemtext` on UTF-8 bytes, appended to `result`.
    static func appendText(ofGemtext gemtext: UnsafeBufferPointer<UInt8>, to result: inout [UInt8]) {
        result.reserveCapacity(result.count + gemtext.count)
        let start = result.count
        var preformatted = false
        for var line in ByteSearch.lines(of: gemtext) {
            if line.last == carriageReturn { line = line.dropLast() }
            if line.starts(with: fence) {
                preformatted.toggle()
                continue
            }
            var text: Slice<UnsafeBufferPointer<UInt8>>
            if preformatted {
                text = line
            } else if line.starts(with: linkMark) {
                let rest = line.dropFirst(2).drop { $0 == space || $0 == tab }
                text = rest.drop { $0 != space && $0 != tab }.drop { $0 == space || $0 == tab }
            } else if line.first == hash {
                text = line.drop { $0 == hash }.drop { $0 == space || $0 == tab }
            } else if line.starts(with: bullet) {
                text = line.dropFirst(2)
            } else if line.first == quote {
                text = line.dropFirst().drop { $0 == space }
            } else {
                text = line
            }
            if text.allSatisfy({ $0 == space || $0 == tab }) { continue }
            if result.count > start { result.append(newline) }
            result += text
        }
    }

    private static let newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r"), space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t"), hash = UInt8(ascii: "#"), quote = UInt8(ascii: ">")
    private static let fence = Array("```".utf8), linkMark = Array("=>".utf8), bullet = Array("* ".utf8)

    /// Words in `text`: runs between spaces, with each Chinese or Japanese
    /// ideograph or kana counted as a word of its own.
    static func wordCount(_ text: String) -> Int {
        var count = 0
        var inWord = false
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                if value == 32 || (9...13).contains(value) {
                    inWord = false
                } else if !inWord {
                    inWord = true
                    count += 1
                }
            } else if isCJK(scalar) {
                count += 1
                inWord = false
            } else if scalar.properties.isWhitespace {
                inWord = false
            } else if !inWord {
                inWord = true
                count += 1
            }
        }
        return count
    }

    /// Minutes to read `words` words, rounded up; 0 for no words.
    static func readingMinutes(words: Int) -> Int {
        words <= 0 ? 0 : (words + wordsPerMinute - 1) / wordsPerMinute
    }

    /// The key a title sorts by: case and accents folded, leading
    /// punctuation (quotes, brackets) skipped.
    static func sortKey(_ title: String) -> String {
        let folded = title.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .precomposedStringWithCanonicalMapping
        return String(folded.drop { !$0.isLetter && !$0.isNumber })
    }

    private static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F:
            true
        default: false
        }
    }
}
