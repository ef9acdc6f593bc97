import Foundation

/// What the library derives from an article's text: the words searched,
/// the word count, the reading time, the key titles sort by.
enum PlainText {
    /// Words a reader gets through in a minute, for the reading time.
    static let wordsPerMinute = 230

    /// The readable text of a gemtext document, for the search index: link
    /// lines keep their label (not the URL), line-type marks are dropped,
    /// preformatted text is kept as it is.
    static func fromGemtext(_ gemtext: String) -> String {
        var lines: [Substring] = []
        var preformatted = false
        for line in gemtext.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = line.hasSuffix("\r") ? line.dropLast() : line
            if line.hasPrefix("```") {
                preformatted.toggle()
                continue
            }
            if preformatted {
                lines.append(line)
            } else if line.hasPrefix("=>") {
                let rest = line.dropFirst(2).drop { $0 == " " || $0 == "\t" }
                let label = rest.drop { $0 != " " && $0 != "\t" }.drop { $0 == " " || $0 == "\t" }
                if !label.isEmpty { lines.append(label) }
            } else if line.hasPrefix("#") {
                lines.append(line.drop { $0 == "#" }.drop { $0 == " " || $0 == "\t" })
            } else if line.hasPrefix("* ") {
                lines.append(line.dropFirst(2))
            } else if line.hasPrefix(">") {
                lines.append(line.dropFirst().drop { $0 == " " })
            } else if !line.allSatisfy(\.isWhitespace) {
                lines.append(line)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Words in `text`: runs between spaces, with each Chinese or Japanese
    /// ideograph or kana counted as a word of its own.
    static func wordCount(_ text: String) -> Int {
        var count = 0
        var inWord = false
        for scalar in text.unicodeScalars {
            if isCJK(scalar) {
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
