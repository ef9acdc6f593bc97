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
        var gemtext = gemtext
        var text = gemtext.withUTF8 { bytes in
            // A start inside a character's bytes counts from that character.
            var from = start > 0 && start <= bytes.count ? start : 0
            while from > 0 && from < bytes.count && bytes[from] & 0xC0 == 0x80 { from -= 1 }
            let body = UnsafeBufferPointer(rebasing: bytes[from...])
            var plain: [UInt8] = []
            if ByteSearch.contains(open, in: body) {
                let kept = withoutCitations(body)
                kept.withUnsafeBufferPointer { PlainText.appendText(ofGemtext: $0, to: &plain) }
            } else {
                PlainText.appendText(ofGemtext: body, to: &plain)
            }
            return String(decoding: plain, as: UTF8.self)
        }
        if let author, !author.isEmpty { text += (text.isEmpty ? "" : "\n") + "By " + author }
        return text
    }

    /// `gemtext` without its numbered link lines, and without the `[n]`
    /// markers written right after a word for them.
    static func withoutCitations(_ gemtext: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var kept: [UInt8] = []
        kept.reserveCapacity(gemtext.count)
        var preformatted = false
        for line in ByteSearch.lines(of: gemtext) {
            if line.starts(with: fence) { preformatted.toggle() }
            if !preformatted, line.starts(with: linkMark), isNumberedLink(line) { continue }
            if preformatted || line.starts(with: linkMark) {
                kept += line
            } else {
                appendWithoutMarkers(line, to: &kept)
            }
            kept.append(newline)
        }
        if !kept.isEmpty { kept.removeLast() }
        return kept
    }

    /// `=> URL [n] label`.
    private static func isNumberedLink(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        var rest = line.dropFirst(2).drop { $0 == space || $0 == tab }
        rest = rest.drop { $0 != space && $0 != tab }.drop { $0 == space || $0 == tab }
        guard rest.first == open else { return false }
        let digits = rest.dropFirst().prefix { $0 >= zero && $0 <= nine }
        return !digits.isEmpty && rest.dropFirst(1 + digits.count).first == close
    }

    /// Appends `line` leaving out `[digits]` that follow a non-space byte.
    private static func appendWithoutMarkers(_ line: Slice<UnsafeBufferPointer<UInt8>>, to kept: inout [UInt8]) {
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
