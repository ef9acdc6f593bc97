/// Builds a gemtext document one line at a time, for code that produces
/// documents (the HTML converter, the capsule's pages).
///
/// Every call adds lines of exactly the type it names, whatever the text: a
/// paragraph that starts with `#` stays a paragraph (the serializer escapes
/// it), and a line feed never starts a line of another type. Blank lines are
/// kept tidy: never two in a row, none at the start, none at the end.
public struct GemtextBuilder: Sendable {
    private var lines: [GemtextDocument.Line] = []

    /// An empty builder.
    public init() {}

    /// The document built so far (without a trailing blank line).
    public var document: GemtextDocument {
        GemtextDocument(lines.last == .text("") ? Array(lines.dropLast()) : lines)
    }

    /// Whether nothing but blank lines has been added yet.
    public var isEmpty: Bool { lines.isEmpty }

    /// Adds paragraphs: each line of `text` becomes a text line, and a line
    /// that is empty or only spaces and tabs becomes a blank line.
    public mutating func text(_ text: String) {
        for line in Self.splitLines(text) { append(.text(line)) }
    }

    /// Adds a blank line, unless the document is empty or already ends with one.
    public mutating func blankLine() {
        guard let last = lines.last, last != .text("") else { return }
        lines.append(.text(""))
    }

    /// Adds a link to `url` (absolute or relative), with an optional label.
    /// Spaces in the URL are percent-encoded; line feeds in the label become spaces.
    public mutating func link(_ url: String, label: String? = nil) {
        append(.link(url: url, label: label))
    }

    /// Gives the link to `url` among the last `within` lines the label
    /// `label` (a caption that came after its picture); false when no such
    /// link is there.
    @discardableResult
    public mutating func relabelLink(to url: String, label: String, within: Int = 4) -> Bool {
        for index in lines.indices.reversed().prefix(within) {
            guard case .link(let target, _) = lines[index], target == url else { continue }
            lines[index] = GemtextDocument.Line.link(url: url, label: label).normalized
            return true
        }
        return false
    }

    /// Adds a heading of `level` (clamped to 1...3); line feeds become spaces.
    public mutating func heading(_ text: String, level: Int = 1) {
        append(.heading(level: level, text: text))
    }

    /// Adds a list item; line feeds become spaces.
    public mutating func listItem(_ text: String) {
        append(.listItem(text))
    }

    /// Adds a quote: one quote line for each line of `text`.
    public mutating func quote(_ text: String) {
        for line in Self.splitLines(text) { append(.quote(line)) }
    }

    /// Adds a preformatted block holding the lines of `text` verbatim (a
    /// final line feed does not add an empty line), with optional alt text.
    public mutating func preformatted(_ text: String, alt: String? = nil) {
        var verbatim = text.isEmpty ? [] : Self.splitLines(text)
        if text.utf8.last == GemtextSyntax.lineFeed { verbatim.removeLast() }
        append(.preformatted(alt: alt, lines: verbatim))
    }

    /// Adds `line` in normal form; a blank text line follows `blankLine()`'s rule.
    public mutating func append(_ line: GemtextDocument.Line) {
        let line = line.normalized
        if case .text(let text) = line, text.utf8.allSatisfy(GemtextSyntax.isBlank) {
            blankLine()
        } else {
            lines.append(line)
        }
    }

    /// Adds every line of `document`, by the same rules as `append(_:)`.
    public mutating func append(contentsOf document: GemtextDocument) {
        for line in document.lines { append(line) }
    }

    /// The lines of `text`, split at LF or CR LF.
    private static func splitLines(_ text: String) -> [String] {
        text.utf8.split(separator: GemtextSyntax.lineFeed, omittingEmptySubsequences: false).map { line in
            String(Substring(line.last == GemtextSyntax.carriageReturn ? line.dropLast() : line))
        }
    }
}
