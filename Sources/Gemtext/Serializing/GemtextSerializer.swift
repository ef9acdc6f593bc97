/// Writes lines as gemtext bytes that parse back to the same lines.
///
/// Each line is written in normal form (see `GemtextDocument.Line.normalized`)
/// and ends with LF. A text line that would read as another type, and a
/// preformatted line that would close its block, get the U+200B escape
/// described in `GemtextSyntax`. Two more cases keep every text intact: a
/// line whose content ends with CR ends with CR LF (the parser drops only one
/// CR), and a document whose first bytes are a byte order mark gets one more
/// (the parser drops only one).
struct GemtextSerializer {
    typealias Line = GemtextDocument.Line

    private(set) var bytes: [UInt8] = []

    /// The gemtext for `lines`.
    static func serialize(_ lines: [Line]) -> [UInt8] {
        var serializer = GemtextSerializer()
        serializer.bytes.reserveCapacity(lines.count * 64)
        for line in lines { serializer.write(line.normalized) }
        if serializer.bytes.starts(with: GemtextSyntax.byteOrderMark) {
            serializer.bytes.insert(contentsOf: GemtextSyntax.byteOrderMark, at: 0)
        }
        return serializer.bytes
    }

    private mutating func write(_ line: Line) {
        switch line {
        case .text(let text):
            writeEscaped(text, needsEscape: GemtextSyntax.textNeedsEscape)
            endLine()
        case .link(let url, let label):
            append("=>")
            if !url.isEmpty {
                append(" ")
                append(url)
            }
            if let label {
                append(" ")
                append(label)
            }
            endLine()
        case .heading(let level, let text):
            bytes.append(contentsOf: repeatElement(GemtextSyntax.hash, count: level))
            if !text.isEmpty {
                append(" ")
                append(text)
            }
            endLine()
        case .listItem(let text):
            append("* ")
            append(text)
            endLine()
        case .quote(let text):
            append(">")
            if !text.isEmpty {
                append(" ")
                append(text)
            }
            endLine()
        case .preformatted(let alt, let lines):
            append("```")
            if let alt { append(alt) }
            endLine()
            for verbatim in lines {
                writeEscaped(verbatim, needsEscape: GemtextSyntax.verbatimNeedsEscape)
                endLine()
            }
            append("```")
            endLine()
        }
    }

    private mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    private mutating func writeEscaped(_ text: String, needsEscape: (UnsafeBufferPointer<UInt8>) -> Bool) {
        var text = text
        text.withUTF8 { content in
            if needsEscape(content) { bytes.append(contentsOf: GemtextSyntax.escape) }
            bytes.append(contentsOf: content)
        }
    }

    /// LF, or CR LF when the line's content ends with CR.
    private mutating func endLine() {
        if bytes.last == GemtextSyntax.carriageReturn { bytes.append(GemtextSyntax.carriageReturn) }
        bytes.append(GemtextSyntax.lineFeed)
    }
}
