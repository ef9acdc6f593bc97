/// Decodes character references (`&amp;`, `&#233;`, `&#x1F600;`, `&copy`)
/// as the tokenizer's character reference states do.
enum CharacterReferences {
    /// Decodes the reference starting at the `&` at `ampersand` and appends
    /// its text to `output` (or just the `&` when it is not a reference).
    /// Returns where reading goes on.
    ///
    /// In attribute values (`inAttribute`), a named reference without its
    /// `;` that is followed by `=` or a letter or digit stays as written, so
    /// URLs such as `?a=1&copy=2` survive.
    @inline(__always)
    static func append(
        _ input: UnsafeBufferPointer<UInt8>, at ampersand: Int, to output: inout [UInt8], inAttribute: Bool
    ) -> Int {
        let next = ampersand + 1
        guard next < input.count else {
            output.append(UInt8(ascii: "&"))
            return next
        }
        let first = input[next]
        if first == UInt8(ascii: "#") {
            return appendNumeric(input, at: ampersand, to: &output)
        }
        guard first.isASCIIAlphanumeric,
            let match = NamedCharacterReferences.longestMatch(in: UnsafeBufferPointer(rebasing: input[next...]))
        else {
            output.append(UInt8(ascii: "&"))
            return next
        }
        let after = next + match.length
        if inAttribute, !match.endsWithSemicolon, after < input.count,
            input[after] == UInt8(ascii: "=") || input[after].isASCIIAlphanumeric
        {
            output.append(UInt8(ascii: "&"))
            return next
        }
        output.append(contentsOf: match.replacement)
        return after
    }

    /// `&#…;` and `&#x…;`: the code point with the specification's
    /// replacements.
    private static func appendNumeric(_ input: UnsafeBufferPointer<UInt8>, at ampersand: Int, to output: inout [UInt8])
        -> Int
    {
        var position = ampersand + 2
        var hexadecimal = false
        if position < input.count, input[position] | 0x20 == UInt8(ascii: "x") {
            hexadecimal = true
            position += 1
        }
        let digitsStart = position
        var value: UInt32 = 0
        while position < input.count {
            let byte = input[position]
            let digit: UInt32
            if (byte &- 0x30) < 10 {
                digit = UInt32(byte &- 0x30)
            } else if hexadecimal, ((byte | 0x20) &- 0x61) < 6 {
                digit = UInt32((byte | 0x20) &- 0x61) + 10
            } else {
                break
            }
            // Saturate: anything beyond U+10FFFF is replaced anyway.
            value = min(value &* (hexadecimal ? 16 : 10) &+ digit, 0x11_0000)
            position += 1
        }
        guard position > digitsStart else {
            // "&#" or "&#x" with no digits stays as written.
            output.append(UInt8(ascii: "&"))
            return ampersand + 1
        }
        if position < input.count, input[position] == UInt8(ascii: ";") { position += 1 }
        appendScalar(replacement(for: value), to: &output)
        return position
    }

    /// The code point a numeric reference to `value` stands for: U+FFFD for
    /// 0, surrogates and values past U+10FFFF; windows-1252's characters
    /// for 0x80–0x9F; anything else as is.
    static func replacement(for value: UInt32) -> UInt32 {
        switch value {
        case 0, 0xD800...0xDFFF, 0x11_0000...: return 0xFFFD
        case 0x80...0x9F: return Windows1252.scalar(UInt8(value))
        default: return value
        }
    }

    /// Appends `scalar` as UTF-8.
    @inline(__always)
    static func appendScalar(_ scalar: UInt32, to output: inout [UInt8]) {
        if scalar < 0x80 {
            output.append(UInt8(scalar))
        } else if scalar < 0x800 {
            output.append(UInt8(0xC0 | (scalar >> 6)))
            output.append(UInt8(0x80 | (scalar & 0x3F)))
        } else if scalar < 0x10000 {
            output.append(UInt8(0xE0 | (scalar >> 12)))
            output.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            output.append(UInt8(0x80 | (scalar & 0x3F)))
        } else {
            output.append(UInt8(0xF0 | (scalar >> 18)))
            output.append(UInt8(0x80 | ((scalar >> 12) & 0x3F)))
            output.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            output.append(UInt8(0x80 | (scalar & 0x3F)))
        }
    }
}
