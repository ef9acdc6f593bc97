import Foundation

/// Addresses a book may link to: absolute http(s), mailto and ftp URLs
/// (the schemes e-readers open and EPUBCheck knows), written so that XML
/// and URL parsers both accept them; relative ones are made absolute
/// against the chapter's source page. Others (gemini, gopher) are shown as
/// text with their address.
enum LinkAddress {
    /// The schemes a link in a book may use.
    static let schemes: Set<String> = ["http", "https", "mailto", "ftp"]

    /// `address` made absolute against `base` and percent-encoded where a
    /// URL parser would refuse it; nil when it cannot be a link in a book.
    static func safe(_ address: String, base: String?) -> String? {
        absolute(address, base: base).flatMap { schemes.contains(scheme(of: $0) ?? "") ? encoded($0) : nil }
    }

    /// `address` made absolute against `base`, whatever its scheme; nil
    /// when it is empty or cannot be resolved.
    static func absolute(_ address: String, base: String?) -> String? {
        let trimmed = address.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        var absolute = trimmed
        if scheme(of: trimmed) == nil {
            guard let base, let baseURL = URL(string: encoded(base)),
                let resolved = URL(string: encoded(trimmed), relativeTo: baseURL)?.absoluteString
            else { return nil }
            absolute = resolved
        }
        return absolute
    }

    /// The lowercased scheme of `address`, or nil when it has none.
    static func scheme(of address: String) -> String? {
        guard let colon = address.firstIndex(of: ":") else { return nil }
        let name = address[..<colon].unicodeScalars
        guard let first = name.first, first.isASCII, first.properties.isAlphabetic,
            name.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || "0123456789+-.".unicodeScalars.contains($0)) })
        else { return nil }
        return String(address[..<colon]).lowercased()
    }

    /// `address` with spaces, control characters, non-ASCII characters and
    /// the characters URLs may not hold as they are percent-encoded.
    static func encoded(_ address: String) -> String {
        var result = ""
        for byte in address.utf8 {
            if byte > 0x20 && byte < 0x7F && !"\"<>\\^`{|}".utf8.contains(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += String(format: "%%%02X", byte)
            }
        }
        return result
    }
}
