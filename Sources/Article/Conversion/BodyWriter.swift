import Gemtext

/// Where the converted article body goes: its gemtext lines, and the same
/// body as plain text (one line per paragraph, heading, list item, quote,
/// caption or preformatted line; no markers, no link lines) for `--text`,
/// word counts and the extraction score.
///
/// Blocks are set apart by blank lines, except inside lists and quotes
/// (`compact`), where consecutive lines already read as one block.
struct BodyWriter {
    /// The gemtext so far; converters add lines that have no plain text (or
    /// other plain text) here directly.
    var gemtext = GemtextBuilder()
    private(set) var plainText: [UInt8] = []
    /// The level (1...6, or 7 for a bold line read as a heading) of each
    /// heading written, in order: the converter maps them to `##`/`###`
    /// once it has seen them all.
    private(set) var headingLevels: [Int] = []
    /// How many bytes of plain text have been written.
    var plainLength: Int { plainText.count }
    /// Whether anything with text has been written.
    private(set) var hasText = false

    /// Starts a new block: a blank line unless `compact`.
    mutating func separate(compact: Bool) {
        if !compact { gemtext.blankLine() }
    }

    /// A paragraph; each line of `marked` (split at line breaks) becomes a text line.
    mutating func paragraph(marked: String, plain: String) {
        if marked.utf8.contains(UInt8(ascii: "\n")) {
            gemtext.text(marked)
        } else {
            gemtext.append(.text(marked))
        }
        addPlain(plain)
    }

    /// A heading of HTML level `level` (1...6; 7 below them all, see `StyledHeadings`).
    mutating func heading(_ text: String, level: Int) {
        gemtext.heading(text, level: min(level, 3))
        headingLevels.append(level)
        addPlain(text)
    }

    /// A list item; `prefix` (a number, the nesting marks) shows only in gemtext.
    mutating func listItem(marked: String, plain: String, prefix: String) {
        gemtext.listItem(prefix + marked)
        addPlain(plain)
    }

    /// A quote: one quote line per line of the text.
    mutating func quote(marked: String, plain: String) {
        gemtext.quote(marked)
        addPlain(plain)
    }

    /// A preformatted block, verbatim.
    mutating func preformatted(_ text: String, alt: String?) {
        gemtext.preformatted(text, alt: alt)
        addPlain(text, verbatim: true)
    }

    /// A link line (gemtext only).
    mutating func link(_ url: String, label: String?) {
        gemtext.link(url, label: label)
    }

    /// Text for the plain text only: a caption or a paragraph that gemtext
    /// shows as a link label.
    mutating func plainOnly(_ text: String) {
        addPlain(text)
    }

    /// Lines of the plain text; blank lines are left out.
    private mutating func addPlain(_ text: String, verbatim: Bool = false) {
        if !verbatim && !text.utf8.contains(UInt8(ascii: "\n")) {
            guard text.utf8.contains(where: { $0 != 0x20 }) else { return }
            plainText.append(contentsOf: text.utf8)
            plainText.append(UInt8(ascii: "\n"))
            hasText = true
            return
        }
        for line in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
            if !verbatim && line.allSatisfy({ $0 == 0x20 }) { continue }
            if verbatim && line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
            plainText.append(contentsOf: line)
            plainText.append(UInt8(ascii: "\n"))
            hasText = true
        }
    }
}
