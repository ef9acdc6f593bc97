/// Byte-level helpers for the UTF-8 of Swift strings (always valid): reading
/// a code point, finding control characters, and their visible stand-ins.
enum UTF8Scalars {
    typealias Bytes = UnsafeBufferPointer<UInt8>

    /// The code point at `index` of valid UTF-8, and its length in bytes.
    @inline(__always)
    static func decode(_ bytes: Bytes, at index: Int) -> (UInt32, Int) {
        let lead = UInt32(bytes[index])
        if lead < 0x80 { return (lead, 1) }
        if lead < 0xE0 { return ((lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F), 2) }
        if lead < 0xF0 {
            return ((lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F), 3)
        }
        let value =
            (lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12 | UInt32(bytes[index + 2] & 0x3F) << 6
            | UInt32(bytes[index + 3] & 0x3F)
        return (value, 4)
    }

    /// Whether `bytes` hold a control character (C0 including tab, DEL, C1).
    static func needsCleaning(_ bytes: Bytes) -> Bool {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x20 || byte == 0x7F { return true }
            // U+0080...U+009F are C2 80...C2 9F.
            if byte == 0xC2 && index + 1 < bytes.count && bytes[index + 1] < 0xA0 { return true }
            index += 1
        }
        return false
    }

    /// The visible stand-in for a control character: ␀...␟ for C0, ␡ for
    /// DEL, � for C1.
    static func symbol(for scalar: UInt32) -> String {
        switch scalar {
        case 0..<0x20: String(Unicode.Scalar(0x2400 + scalar)!)
        case 0x7F: "\u{2421}"
        default: "\u{FFFD}"
        }
    }
}
