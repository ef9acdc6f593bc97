/// Bounds-checked reads of big- and little-endian numbers from a buffer:
/// every read past the end gives nil, so a truncated or hostile header can
/// never read outside the bytes.
struct ByteReader {
    let bytes: UnsafeRawBufferPointer

    init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    var count: Int { bytes.count }

    func byte(_ offset: Int) -> UInt8? {
        offset >= 0 && offset < bytes.count ? bytes[offset] : nil
    }

    /// An unsigned big-endian number of `width` bytes (1 to 8) at `offset`.
    func bigEndian(_ offset: Int, width: Int) -> Int? {
        guard offset >= 0, width > 0, offset + width <= bytes.count else { return nil }
        var value = 0
        for index in offset..<(offset + width) { value = value << 8 | Int(bytes[index]) }
        return value
    }

    /// An unsigned little-endian number of `width` bytes (1 to 7) at `offset`.
    func littleEndian(_ offset: Int, width: Int) -> Int? {
        guard offset >= 0, width > 0, offset + width <= bytes.count else { return nil }
        var value = 0
        for index in (offset..<(offset + width)).reversed() { value = value << 8 | Int(bytes[index]) }
        return value
    }

    /// Whether the bytes at `offset` are `expected`.
    func matches(_ expected: [UInt8], at offset: Int) -> Bool {
        guard offset >= 0, offset + expected.count <= bytes.count else { return false }
        for (index, byte) in expected.enumerated() where bytes[offset + index] != byte { return false }
        return true
    }

    /// Whether the bytes at `offset` are the ASCII text `text`.
    func matches(_ text: String, at offset: Int) -> Bool { matches(Array(text.utf8), at: offset) }
}
