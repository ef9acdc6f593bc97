/// Chooses a page's character encoding, in the order browsers use: a byte
/// order mark, then the HTTP `Content-Type` charset, then a `<meta>`
/// declaration near the start (the WHATWG prescan), then UTF-8 (or
/// windows-1252 when the bytes are not valid UTF-8). Labels that are
/// unknown (or that this platform cannot decode) are ignored, so the next
/// source decides.
enum EncodingSniffer {
    /// How many bytes the `<meta>` prescan looks at. The specification asks
    /// for at least 1024; pages with long scripts or styles in their head
    /// often declare the charset later, so we look further.
    static let prescanLength = 8192

    /// A declaration found before decoding: the encoding, what declared it,
    /// and the length of the byte order mark to skip.
    struct Declaration {
        var choice: HTMLEncodingChoice
        var byteOrderMarkLength: Int
    }

    /// The declared encoding of `bytes`, or `nil` when nothing usable is declared.
    static func declaredEncoding(of bytes: UnsafeBufferPointer<UInt8>, contentType: String?) -> Declaration? {
        if let (encoding, length) = byteOrderMark(bytes) {
            return Declaration(
                choice: HTMLEncodingChoice(encoding: encoding, source: .byteOrderMark), byteOrderMarkLength: length)
        }
        if let contentType, let label = charsetParameter(in: Array(contentType.utf8)),
            let encoding = HTMLEncoding(label: label)
        {
            return Declaration(
                choice: HTMLEncodingChoice(encoding: encoding, source: .httpHeader), byteOrderMarkLength: 0)
        }
        if let encoding = MetaPrescan.encoding(in: UnsafeBufferPointer(rebasing: bytes.prefix(prescanLength))) {
            return Declaration(choice: HTMLEncodingChoice(encoding: encoding, source: .metaTag), byteOrderMarkLength: 0)
        }
        return nil
    }

    /// The encoding a byte order mark at the start names, and the mark's length.
    static func byteOrderMark(_ bytes: UnsafeBufferPointer<UInt8>) -> (HTMLEncoding, Int)? {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { return (.utf8, 3) }
        if bytes.count >= 2, bytes[0] == 0xFE, bytes[1] == 0xFF { return (.utf16BigEndian, 2) }
        if bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xFE { return (.utf16LittleEndian, 2) }
        return nil
    }

    /// The label after `charset=` in a `Content-Type` value or a meta
    /// `content` attribute (the WHATWG "extract a character encoding from a
    /// meta element" algorithm), or `nil`.
    static func charsetParameter(in value: [UInt8]) -> String? {
        let charset = Array("charset".utf8)
        var position = 0
        while true {
            // Find "charset" (any case) from `position`.
            var found = -1
            var i = position
            while i + charset.count <= value.count {
                var match = true
                for k in 0..<charset.count where value[i + k].asciiLowercased != charset[k] {
                    match = false
                    break
                }
                if match {
                    found = i
                    break
                }
                i += 1
            }
            guard found >= 0 else { return nil }
            position = found + charset.count
            while position < value.count, value[position].isHTMLWhitespace { position += 1 }
            guard position < value.count, value[position] == UInt8(ascii: "=") else { continue }
            position += 1
            while position < value.count, value[position].isHTMLWhitespace { position += 1 }
            guard position < value.count else { return nil }
            let quote = value[position]
            if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                guard let end = value[(position + 1)...].firstIndex(of: quote) else { return nil }
                return String(decoding: value[(position + 1)..<end], as: UTF8.self)
            }
            var end = position
            while end < value.count, !value[end].isHTMLWhitespace, value[end] != UInt8(ascii: ";") { end += 1 }
            return String(decoding: value[position..<end], as: UTF8.self)
        }
    }
}
