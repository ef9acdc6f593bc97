/// Words as the extractor compares them: runs of letters, digits, marks and
/// `_` in any script, lower-cased.
enum WordSequence {
    /// The words of `text`, lower-cased.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        // The current word's UTF-8, ASCII letters already lower-cased: a word
        // of ASCII needs no Unicode case tables.
        var word: [UInt8] = []
        var wordIsASCII = true
        func endWord() {
            let spelled = String(decoding: word, as: UTF8.self)
            words.append(wordIsASCII ? spelled : spelled.lowercased())
            word.removeAll(keepingCapacity: true)
            wordIsASCII = true
        }
        for scalar in text.unicodeScalars {
            if isWordScalar(scalar) {
                let value = scalar.value
                if value < 0x80 {
                    word.append(value >= 0x41 && value <= 0x5A ? UInt8(value) | 0x20 : UInt8(value))
                } else {
                    word.append(contentsOf: scalar.utf8)
                    wordIsASCII = false
                }
            } else if !word.isEmpty {
                endWord()
            }
        }
        if !word.isEmpty { endWord() }
        return words
    }

    /// The words of `text` joined by single spaces, for comparing two texts.
    static func normalized(_ text: String) -> String {
        words(text).joined(separator: " ")
    }

    /// Whether the words `inner` stand, whole, in the words `outer` (both
    /// `normalized`): "xslt" stands in "the xslt engine", not in "variable
    /// xsltmaxdepth".
    static func holds(_ outer: String, _ inner: String) -> Bool {
        !inner.isEmpty && (" " + outer + " ").contains(" " + inner + " ")
    }

    @inline(__always)
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 {
            return (value >= 0x61 && value <= 0x7A) || (value >= 0x41 && value <= 0x5A) || (value >= 0x30 && value <= 0x39)
                || value == 0x5F
        }
        let properties = scalar.properties
        return properties.isAlphabetic || properties.numericType != nil
            || properties.generalCategory == .nonspacingMark || properties.generalCategory == .spacingMark
    }
}
