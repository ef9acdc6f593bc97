/// The rules of `GemtextDocument.Line.normalized`, one per kind of field.
enum Normal {
    static let lineFeed: UInt8 = 0x0A

    /// Text for a one-line field: line feeds become spaces.
    static func singleLine(_ text: String) -> String {
        guard text.utf8.contains(lineFeed) else { return text }
        return String(decoding: text.utf8.map { $0 == lineFeed ? 0x20 : $0 }, as: UTF8.self)
    }

    /// A field that follows a line-type marker: one line, no leading blanks.
    static func field(_ text: String) -> String {
        let line = singleLine(text)
        guard let first = line.utf8.first, GemtextSyntax.isBlank(first) else { return line }
        return String(Substring(line.utf8.drop(while: GemtextSyntax.isBlank)))
    }

    /// A field that may be absent: empty becomes `nil`.
    static func optionalField(_ text: String?) -> String? {
        guard let text else { return nil }
        let field = field(text)
        return field.isEmpty ? nil : field
    }

    /// A URL: the characters that would end it on a link line are percent-encoded.
    static func url(_ url: String) -> String {
        guard url.utf8.contains(where: { $0 == 0x20 || $0 == 0x09 || $0 == lineFeed }) else { return url }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(url.utf8.count + 8)
        for byte in url.utf8 {
            switch byte {
            case 0x20: bytes.append(contentsOf: "%20".utf8)
            case 0x09: bytes.append(contentsOf: "%09".utf8)
            case lineFeed: bytes.append(contentsOf: "%0A".utf8)
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The lines of a preformatted block, split wherever one holds a line feed.
    static func verbatimLines(_ lines: [String]) -> [String] {
        guard lines.contains(where: { $0.utf8.contains(lineFeed) }) else { return lines }
        return lines.flatMap { line in
            line.utf8.split(separator: lineFeed, omittingEmptySubsequences: false).map { String(Substring($0)) }
        }
    }
}
