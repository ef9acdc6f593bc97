/// The text of a heading without the permalink marks web pages put beside
/// headings (`Introduction ¶`, `Installation #`, `Usage Permalink`), which
/// articles saved before the converter left them out still carry.
public enum HeadingText {
    /// Marks removed at the end of a heading, after a space.
    static let trailingMarks = ["#", "§", "¶", "🔗", "⚓", "⚓︎"]
    /// Words removed at the end of a heading, after a space: the labels of
    /// permalinks, capitalised as such (a heading may well end in "a permalink").
    static let trailingWords = ["Permalink", "Link to this heading", "Link to this section", "Direct link"]
    /// Marks removed at the start of a heading, before a space.
    static let leadingMarks = ["#", "¶", "🔗"]

    /// `text` without permalink marks at its ends; unchanged when nothing
    /// else would be left.
    public static func withoutPermalinkMarks(_ text: String) -> String {
        var rest = Substring(text)
        var changed = true
        while changed {
            changed = false
            rest = rest.drop { $0 == " " }.dropLast(while: { $0 == " " })
            // Sphinx writes the pilcrow right after the text.
            if rest.hasSuffix("¶") {
                rest = rest.dropLast()
                changed = true
                continue
            }
            for mark in trailingMarks where rest.hasSuffix(" " + mark) {
                rest = rest.dropLast(mark.count + 1)
                changed = true
            }
            for word in trailingWords where rest.count > word.count + 1 && rest.hasSuffix(" " + word) {
                rest = rest.dropLast(word.count + 1)
                changed = true
            }
            for mark in leadingMarks where rest.hasPrefix(mark + " ") {
                rest = rest.dropFirst(mark.count + 1)
                changed = true
            }
        }
        return rest.isEmpty ? text : String(rest)
    }

    /// `text` without the section number a page printed before it ("3.
    /// Results", "2.1 Sampling", "4) Costs" → "Results", "Sampling",
    /// "Costs"): digits, maybe dotted, then a space and words; nil when it
    /// starts with no such number.
    public static func withoutOwnNumber(_ text: String) -> String? {
        let bytes = text.utf8
        var index = bytes.startIndex
        var digits = 0
        var groups = 0
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte >= 0x30 && byte <= 0x39 {
                digits += 1
                // More than three digits is a year or an amount, not a section.
                if digits > 3 { return nil }
            } else if (byte == UInt8(ascii: ".") || byte == UInt8(ascii: ")")) && digits > 0 {
                groups += 1
                digits = 0
                if byte == UInt8(ascii: ")") {
                    index = bytes.index(after: index)
                    break
                }
            } else {
                break
            }
            index = bytes.index(after: index)
        }
        guard digits > 0 || groups > 0, index < bytes.endIndex, bytes[index] == 0x20 else { return nil }
        let rest = text[index...].drop { $0 == " " }
        guard let first = rest.first, first.isLetter else { return nil }
        return String(rest)
    }
}

extension Substring {
    fileprivate func dropLast(while predicate: (Character) -> Bool) -> Substring {
        var end = endIndex
        while end > startIndex, predicate(self[index(before: end)]) { end = index(before: end) }
        return self[startIndex..<end]
    }
}
