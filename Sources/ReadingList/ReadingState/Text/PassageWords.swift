/// The words of a text for matching a passage against an article: runs of
/// letters and digits, lowercased, so case, punctuation, spaces and line
/// breaks do not matter. A Chinese or Japanese ideograph or kana is a word
/// of its own (those scripts put no spaces between words), and a link's
/// reference mark stuck to a word (`authority[3]`) is left out, as readers
/// leave it out when they copy.
struct PassageWords {
    /// One word: what it is compared by, and where it stands.
    struct Word {
        /// The word lowercased.
        let key: String
        /// Where it stands in its text.
        let range: Range<String.Index>
    }

    /// The words of `text`, in order.
    static func words(in text: String) -> [Word] {
        var words: [Word] = []
        var start: String.Index?
        var index = text.startIndex
        func close(at end: String.Index) {
            if let begin = start {
                words.append(Word(key: text[begin..<end].lowercased(), range: begin..<end))
                start = nil
            }
        }
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if isIdeograph(character) {
                close(at: index)
                words.append(Word(key: String(character), range: index..<next))
            } else if character.isLetter || character.isNumber {
                if start == nil { start = index }
            } else {
                if character == "[", index > text.startIndex, !text[text.index(before: index)].isWhitespace,
                    let end = referenceMarkEnd(in: text, from: next)
                {
                    close(at: index)
                    index = end
                    continue
                }
                close(at: index)
            }
            index = next
        }
        close(at: text.endIndex)
        return words
    }

    /// The end of a reference mark's digits and `]` starting at `index`; nil when there is none.
    private static func referenceMarkEnd(in text: String, from index: String.Index) -> String.Index? {
        var index = index
        var digits = 0
        while index < text.endIndex, text[index].isASCII, text[index].isNumber, digits < 4 {
            digits += 1
            index = text.index(after: index)
        }
        guard digits > 0, index < text.endIndex, text[index] == "]" else { return nil }
        return text.index(after: index)
    }

    private static func isIdeograph(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F: return true
        default: return false
        }
    }
}
