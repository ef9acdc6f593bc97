/// The text the full-text index holds for an article, derived from what
/// the library keeps (its gemtext, where its own text starts, its author)
/// rather than stored a second time: the index is an external-content
/// FTS5 table over a view that calls this (`gempaper_search_text`).
///
/// The derivation must give the same text for the same row every time
/// (the index deletes an entry by tokenizing its text again). Changing
/// what it returns is a schema change: a migration that rebuilds the index
/// (`INSERT INTO article_search(article_search) VALUES ('rebuild')`).
enum SearchText {
    /// The readable text of `gemtext` from byte `start` (where the
    /// converter's header ends) as `PlainText.fromGemtext` reads it, less
    /// what only repeats the text: numbered link lines (`=> URL [3] label`)
    /// and the `[3]` markers they are cited by; then `By AUTHOR`, so that a
    /// search for a writer finds their articles.
    static func derive(gemtext: String, start: Int, author: String?) -> String {
        let bytes = gemtext.utf8
        let from = start > 0 && start <= bytes.count ? bytes.index(bytes.startIndex, offsetBy: start) : bytes.startIndex
        let body = Substring(gemtext[from...])
        var text = PlainText.fromGemtext(withoutCitations(body))
        if let author, !author.isEmpty { text += (text.isEmpty ? "" : "\n") + "By " + author }
        return text
    }

    /// `gemtext` without its numbered link lines, and without the `[n]`
    /// markers written right after a word for them.
    static func withoutCitations(_ gemtext: Substring) -> String {
        guard gemtext.utf8.contains(UInt8(ascii: "[")) else { return String(gemtext) }
        var kept: [UInt8] = []
        kept.reserveCapacity(gemtext.utf8.count)
        var preformatted = false
        for line in gemtext.utf8.split(separator: newline, omittingEmptySubsequences: false) {
            if line.starts(with: fence) { preformatted.toggle() }
            if !preformatted, line.starts(with: linkMark), isNumberedLink(line) { continue }
            if preformatted || line.starts(with: linkMark) { kept += line } else { appendWithoutMarkers(line, to: &kept) }
            kept.append(newline)
        }
        if !kept.isEmpty { kept.removeLast() }
        return String(decoding: kept, as: UTF8.self)
    }

    /// `=> URL [n] label`.
    private static func isNumberedLink(_ line: Substring.UTF8View.SubSequence) -> Bool {
        var rest = line.dropFirst(2).drop { $0 == space || $0 == tab }
        rest = rest.drop { $0 != space && $0 != tab }.drop { $0 == space || $0 == tab }
        guard rest.first == open else { return false }
        let digits = rest.dropFirst().prefix { $0 >= zero && $0 <= nine }
        return !digits.isEmpty && rest.dropFirst(1 + digits.count).first == close
    }

    /// Appends `line` leaving out `[digits]` that follow a non-space byte.
    private static func appendWithoutMarkers(_ line: Substring.UTF8View.SubSequence, to kept: inout [UInt8]) {
        var index = line.startIndex
        while index < line.endIndex {
            let byte = line[index]
            if byte == open, let last = kept.last, last != space, last != tab, last != newline {
                var end = line.index(after: index)
                while end < line.endIndex, line[end] >= zero, line[end] <= nine { end = line.index(after: end) }
                if end > line.index(after: index), end < line.endIndex, line[end] == close {
                    index = line.index(after: end)
                    continue
                }
            }
            kept.append(byte)
            index = line.index(after: index)
        }
    }

    private static let newline = UInt8(ascii: "\n"), space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")
    private static let open = UInt8(ascii: "["), close = UInt8(ascii: "]")
    private static let zero = UInt8(ascii: "0"), nine = UInt8(ascii: "9")
    private static let fence = Array("```".utf8), linkMark = Array("=>".utf8)
}
