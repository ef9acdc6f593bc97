import Foundation

/// Turns the bytes of a text page into a string: the charset the server
/// named first, then a byte order mark, then UTF-8; bytes that are not
/// UTF-8 and came without a charset are read as Windows-1252, which is
/// what old text files usually are.
enum TextDecoding {
    /// The text of `bytes` and the charset it was read with.
    static func decode(_ bytes: Data, charset: String?) -> (text: String, charset: String) {
        if let charset, let encoding = encoding(named: charset), let text = String(data: bytes, encoding: encoding) {
            return (text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text, charset)
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            return (String(decoding: bytes.dropFirst(3), as: UTF8.self), "utf-8")
        }
        if bytes.starts(with: [0xFE, 0xFF]), let text = String(data: bytes.dropFirst(2), encoding: .utf16BigEndian) {
            return (text, "utf-16be")
        }
        if bytes.starts(with: [0xFF, 0xFE]), let text = String(data: bytes.dropFirst(2), encoding: .utf16LittleEndian) {
            return (text, "utf-16le")
        }
        if let text = String(validating: bytes, as: UTF8.self) { return (text, "utf-8") }
        if let text = String(data: bytes, encoding: .windowsCP1252) { return (text, "windows-1252") }
        return (String(decoding: bytes, as: UTF8.self), "utf-8")
    }

    /// The encoding an IANA charset name stands for (the WHATWG way: Latin-1
    /// and ASCII labels mean Windows-1252); nil when unknown.
    static func encoding(named name: String) -> String.Encoding? {
        switch name.lowercased().trimmingCharacters(in: .whitespaces) {
        case "utf-8", "utf8", "unicode-1-1-utf-8": .utf8
        case "us-ascii", "ascii", "iso-8859-1", "iso8859-1", "latin1", "l1", "windows-1252", "cp1252", "x-cp1252":
            .windowsCP1252
        case "utf-16le", "utf-16": .utf16LittleEndian
        case "utf-16be": .utf16BigEndian
        case "iso-8859-2", "latin2", "l2": .isoLatin2
        case "windows-1250", "cp1250": .windowsCP1250
        case "windows-1251", "cp1251": .windowsCP1251
        case "windows-1253", "cp1253": .windowsCP1253
        case "windows-1254", "cp1254": .windowsCP1254
        case "shift_jis", "shift-jis", "sjis": .shiftJIS
        case "euc-jp": .japaneseEUC
        case "iso-2022-jp": .iso2022JP
        default: nil
        }
    }
}
