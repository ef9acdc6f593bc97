/// The invisible format characters pages leave in text and addresses: zero-width
/// space, non-joiner and joiner, direction marks and embeddings, word joiner
/// and invisible operators, byte order mark, soft hyphen. A browser shows none
/// of them; an address never needs them, and a line never starts or ends with
/// one that means anything (inside a word, a joiner joins: `👨‍👩‍👧`, `क्‍ष`).
enum InvisibleCharacters {
    /// The length in UTF-8 bytes of the invisible character starting at
    /// `index` of `bytes`, or 0 when none starts there.
    @inline(__always) static func length<Bytes: RandomAccessCollection<UInt8>>(at index: Bytes.Index, in bytes: Bytes)
        -> Int where Bytes.Index == Int
    {
        let byte = bytes[index]
        guard byte == 0xE2 || byte == 0xEF || byte == 0xC2 else { return 0 }
        let next = index + 1 < bytes.endIndex ? bytes[index + 1] : 0
        if byte == 0xC2 { return next == 0xAD ? 2 : 0 }  // U+00AD
        let third = index + 2 < bytes.endIndex ? bytes[index + 2] : 0
        if byte == 0xEF { return next == 0xBB && third == 0xBF ? 3 : 0 }  // U+FEFF
        switch (next, third) {
        case (0x80, 0x8B...0x8F): return 3  // U+200B–U+200F
        case (0x80, 0xAA...0xAE): return 3  // U+202A–U+202E
        case (0x81, 0xA0...0xA4), (0x81, 0xA6...0xAF): return 3  // U+2060–U+2064, U+2066–U+206F
        default: return 0
        }
    }

    /// `bytes` without any invisible character.
    static func removed(from bytes: [UInt8]) -> [UInt8] {
        guard bytes.contains(where: { $0 == 0xE2 || $0 == 0xEF || $0 == 0xC2 }) else { return bytes }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let width = length(at: index, in: bytes)
            if width == 0 { out.append(bytes[index]) }
            index += max(width, 1)
        }
        return out
    }

    /// How many bytes at the end of `bytes` are invisible characters (and
    /// the spaces between them), to be trimmed from the end of a line.
    static func trailingLength(of bytes: [UInt8]) -> Int {
        var end = bytes.count
        while end > 0 {
            if bytes[end - 1] == 0x20 && end < bytes.count {
                end -= 1
            } else if end >= 3, length(at: end - 3, in: bytes) == 3 {
                end -= 3
            } else if end >= 2, length(at: end - 2, in: bytes) == 2 {
                end -= 2
            } else {
                break
            }
        }
        return bytes.count - end
    }
}
