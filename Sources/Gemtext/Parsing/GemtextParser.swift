#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads gemtext bytes into lines, in one pass over the bytes.
///
/// Lines end at LF; a CR right before the LF (or before the end) is dropped.
/// A UTF-8 byte order mark at the start is skipped. Invalid UTF-8 becomes
/// U+FFFD; every other byte, NUL included, is kept. There is no limit on a
/// line's length and the work is linear in the input.
struct GemtextParser {
    typealias Line = GemtextDocument.Line
    typealias Bytes = UnsafeBufferPointer<UInt8>

    private var lines: [Line] = []
    /// The block being read, while inside a preformatted block.
    private var block: (alt: String?, lines: [String])?

    /// The lines of the gemtext document in `input`.
    static func parse(_ input: Bytes) -> [Line] {
        var parser = GemtextParser()
        guard var cursor = input.baseAddress else { return [] }
        let end = cursor + input.count
        if input.starts(with: GemtextSyntax.byteOrderMark) { cursor += 3 }
        while cursor < end {
            let lineEnd =
                memchr(cursor, Int32(GemtextSyntax.lineFeed), end - cursor)?
                .assumingMemoryBound(to: UInt8.self) ?? UnsafeMutablePointer(mutating: end)
            var contentEnd = UnsafePointer(lineEnd)
            if contentEnd > cursor && contentEnd[-1] == GemtextSyntax.carriageReturn { contentEnd -= 1 }
            parser.read(Bytes(start: cursor, count: contentEnd - cursor))
            cursor = UnsafePointer(lineEnd) == end ? end : UnsafePointer(lineEnd) + 1
        }
        parser.closeBlock()
        return parser.lines
    }

    private mutating func read(_ line: Bytes) {
        if block != nil {
            if GemtextSyntax.isToggle(line) {
                closeBlock()
            } else {
                block!.lines.append(Self.string(unescaped(line, needsEscape: GemtextSyntax.verbatimNeedsEscape)))
            }
            return
        }
        switch GemtextSyntax.marker(of: line) {
        case .none:
            lines.append(.text(Self.string(unescaped(line, needsEscape: GemtextSyntax.textNeedsEscape))))
        case .link:
            lines.append(Self.link(Bytes(rebasing: line[2...])))
        case .toggle:
            block = (Self.optionalField(Bytes(rebasing: line[3...])), [])
        case .heading:
            var level = 1
            while level < 3 && level < line.count && line[level] == GemtextSyntax.hash { level += 1 }
            lines.append(.heading(level: level, text: Self.field(Bytes(rebasing: line[level...]))))
        case .listItem:
            lines.append(.listItem(Self.field(Bytes(rebasing: line[2...]))))
        case .quote:
            lines.append(.quote(Self.field(Bytes(rebasing: line[1...]))))
        }
    }

    private mutating func closeBlock() {
        guard let block else { return }
        lines.append(.preformatted(alt: block.alt, lines: block.lines))
        self.block = nil
    }

    /// `line` without its first U+200B when that U+200B is an escape.
    private func unescaped(_ line: Bytes, needsEscape: (Bytes) -> Bool) -> Bytes {
        guard GemtextSyntax.startsWithEscape(line) else { return line }
        let rest = Bytes(rebasing: line[3...])
        return needsEscape(rest) ? rest : line
    }

    /// A link from what follows `=>`: blanks, the URL, blanks, the label.
    private static func link(_ rest: Bytes) -> Line {
        let urlStart = GemtextSyntax.droppingBlanks(rest)
        var urlLength = 0
        while urlLength < urlStart.count && !GemtextSyntax.isBlank(urlStart[urlLength]) { urlLength += 1 }
        let url = string(Bytes(rebasing: urlStart[..<urlLength]))
        return .link(url: url, label: optionalField(Bytes(rebasing: urlStart[urlLength...])))
    }

    /// The text after a marker, without the blanks that open it.
    private static func field(_ bytes: Bytes) -> String {
        string(GemtextSyntax.droppingBlanks(bytes))
    }

    /// Like `field`, but `nil` when nothing is left.
    private static func optionalField(_ bytes: Bytes) -> String? {
        let field = GemtextSyntax.droppingBlanks(bytes)
        return field.isEmpty ? nil : string(field)
    }

    /// The bytes as a string; invalid UTF-8 becomes U+FFFD.
    @inline(__always)
    private static func string(_ bytes: Bytes) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
