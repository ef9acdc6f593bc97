import Foundation

/// How an import file's bytes are text: UTF-8 (with or without a
/// byte-order mark; a line that is not UTF-8 is read as Windows-1252, as
/// old exports are), or UTF-16 in either byte order (by its byte-order mark,
/// or by the zero bytes of ASCII text when it has none).
enum ImportTextEncoding: Equatable {
    case utf8
    case utf16LittleEndian
    case utf16BigEndian

    /// The encoding the first bytes of a file show, and how many bytes of
    /// byte-order mark to skip.
    static func detect(_ head: [UInt8]) -> (ImportTextEncoding, skip: Int) {
        if head.starts(with: [0xEF, 0xBB, 0xBF]) { return (.utf8, 3) }
        if head.starts(with: [0xFF, 0xFE]) { return (.utf16LittleEndian, 2) }
        if head.starts(with: [0xFE, 0xFF]) { return (.utf16BigEndian, 2) }
        // ASCII text in UTF-16 has a zero in every other byte.
        let sample = head.prefix(512)
        guard sample.count >= 4 else { return (.utf8, 0) }
        let pairs = sample.count / 2
        let evenZeros = stride(from: 0, to: pairs * 2, by: 2).filter { sample[$0] == 0 }.count
        let oddZeros = stride(from: 1, to: pairs * 2, by: 2).filter { sample[$0] == 0 }.count
        if oddZeros * 10 >= pairs * 9 && evenZeros == 0 { return (.utf16LittleEndian, 0) }
        if evenZeros * 10 >= pairs * 9 && oddZeros == 0 { return (.utf16BigEndian, 0) }
        return (.utf8, 0)
    }

    /// A line's bytes as text: UTF-8 when they are, else Windows-1252.
    static func text(_ bytes: [UInt8]) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        return String(data: Data(bytes), encoding: .windowsCP1252) ?? String(decoding: bytes, as: UTF8.self)
    }
}

/// Turns UTF-16 bytes that arrive in pieces into UTF-8, keeping an odd
/// byte or a lone high surrogate at the end of a piece for the next one.
/// UTF-8 passes through as it is.
struct ImportTranscoder {
    let encoding: ImportTextEncoding
    private var pending: [UInt8] = []

    init(_ encoding: ImportTextEncoding) {
        self.encoding = encoding
    }

    /// The UTF-8 form of `bytes` (what is complete of it so far).
    mutating func utf8(_ bytes: UnsafeRawBufferPointer) -> [UInt8] {
        guard encoding != .utf8 else { return Array(bytes) }
        pending.append(contentsOf: bytes)
        var units: [UInt16] = []
        units.reserveCapacity(pending.count / 2)
        var index = 0
        while index + 1 < pending.count {
            let (first, second) = (UInt16(pending[index]), UInt16(pending[index + 1]))
            units.append(encoding == .utf16LittleEndian ? second << 8 | first : first << 8 | second)
            index += 2
        }
        // A high surrogate waits for its low half.
        if let last = units.last, (0xD800...0xDBFF).contains(last) {
            units.removeLast()
            index -= 2
        }
        pending.removeFirst(index)
        return Self.encode(units)
    }

    /// What is left at the end (a broken last character becomes U+FFFD).
    mutating func finish() -> [UInt8] {
        guard encoding != .utf8, !pending.isEmpty else { return [] }
        defer { pending = [] }
        return Array("\u{FFFD}".utf8)
    }

    private static func encode(_ units: [UInt16]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(units.count)
        _ = transcode(units.makeIterator(), from: UTF16.self, to: UTF8.self, stoppingOnError: false) {
            out.append($0)
        }
        return out
    }
}

/// Files that are not text, told by their first bytes.
enum BinaryFile {
    /// What the file that starts with `head` (decoded to UTF-8) seems to be
    /// when it is not text (`a ZIP archive`, `binary data`); nil for text.
    static func kind(of head: [UInt8]) -> String? {
        for (signature, kind) in signatures where head.starts(with: signature) { return kind }
        let sample = head.prefix(8192)
        guard !sample.isEmpty else { return nil }
        // Text has no NUL bytes and few other control characters.
        if sample.contains(0) { return "binary data" }
        let controls = sample.filter { $0 < 0x20 && ![0x09, 0x0A, 0x0C, 0x0D, 0x1B].contains($0) || $0 == 0x7F }
        return controls.count * 20 > sample.count ? "binary data" : nil
    }

    private static let signatures: [([UInt8], String)] = [
        (Array("%PDF-".utf8), "a PDF document"),
        ([0x50, 0x4B, 0x03, 0x04], "a ZIP archive"),
        ([0x1F, 0x8B], "a gzip file"),
        (Array("SQLite format 3".utf8) + [0], "an SQLite database"),
        ([0x89, 0x50, 0x4E, 0x47], "an image"),
        ([0xFF, 0xD8, 0xFF], "an image"),
        (Array("GIF8".utf8), "an image"),
        ([0x7F, 0x45, 0x4C, 0x46], "a program"),
    ]
}
