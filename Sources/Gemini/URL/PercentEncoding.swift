/// Percent-encoding as URLs use it (RFC 3986): decoding done once and
/// strictly, and encoding of text for paths and queries.
public enum PercentEncoding {
    /// Why a piece of a URL could not be decoded.
    public enum DecodingError: Error, Sendable, Equatable {
        /// A `%` not followed by two hexadecimal digits.
        case malformedEscape
        /// The decoded bytes are not UTF-8.
        case notUTF8
        /// The decoded text holds a NUL or another control character.
        case controlCharacter
    }

    /// `text` with every `%XX` replaced by the byte it stands for, as UTF-8
    /// text. Fails on a malformed escape, non-UTF-8 bytes or control
    /// characters (which have no business in a path). With
    /// `allowingLineBreaks`, line feeds, carriage returns and tabs are kept:
    /// an answer typed into a client's multi-line input box has them.
    public static func decode<S: StringProtocol>(_ text: S, allowingLineBreaks: Bool = false) throws(DecodingError) -> String {
        func forbidden(_ byte: UInt8) -> Bool {
            allowingLineBreaks ? isControlButLineBreak(byte) : isControl(byte)
        }
        guard text.utf8.contains(UInt8(ascii: "%")) else {
            if text.utf8.contains(where: forbidden) { throw .controlCharacter }
            return String(text)
        }
        var utf8 = Array(text.utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < utf8.count, let high = hexValue(utf8[index + 1]), let low = hexValue(utf8[index + 2])
                else { throw .malformedEscape }
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(byte)
                index += 1
            }
        }
        utf8 = bytes
        if utf8.contains(where: forbidden) { throw .controlCharacter }
        guard let decoded = String(validating: utf8, as: UTF8.self) else { throw .notUTF8 }
        return decoded
    }

    /// `text` percent-encoded for a query (an answer to an input prompt):
    /// everything but the unreserved characters is escaped, spaces as `%20`.
    public static func encodeQuery(_ text: String) -> String {
        encode(text, keeping: isUnreserved)
    }

    /// `text` percent-encoded as the value of a `name=value` pair in a
    /// query: `&`, `+`, `#`, `%`, spaces and non-ASCII are escaped, while
    /// `/`, `?`, `=`, `:` and `@` stay readable (`from=/all?sort=title`).
    public static func encodeQueryValue(_ text: String) -> String {
        encode(text) { isUnreserved($0) || "/?=:@!$'()*,;".utf8.contains($0) }
    }

    /// `text` percent-encoded as one path segment (`/` is escaped too).
    public static func encodePathSegment(_ text: String) -> String {
        encode(text) { isUnreserved($0) || "!$&'()*+,;=:@".utf8.contains($0) }
    }

    private static func encode(_ text: String, keeping keep: (UInt8) -> Bool) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        let digits = Array("0123456789ABCDEF".utf8)
        for byte in text.utf8 {
            if keep(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result.unicodeScalars.append("%")
                result.unicodeScalars.append(Unicode.Scalar(digits[Int(byte >> 4)]))
                result.unicodeScalars.append(Unicode.Scalar(digits[Int(byte & 0x0F)]))
            }
        }
        return result
    }

    static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    static func isControl(_ byte: UInt8) -> Bool { byte < 0x20 || byte == 0x7F }

    static func isControlButLineBreak(_ byte: UInt8) -> Bool {
        isControl(byte) && byte != 0x0A && byte != 0x0D && byte != 0x09
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
