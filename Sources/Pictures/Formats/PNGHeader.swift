/// PNG: the eight-byte signature, then the `IHDR` chunk with the width and
/// height (big-endian).
enum PNGHeader {
    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func size(_ reader: ByteReader) -> (Int, Int)? {
        guard reader.matches(signature, at: 0), reader.matches("IHDR", at: 12),
            let width = reader.bigEndian(16, width: 4), let height = reader.bigEndian(20, width: 4),
            width > 0, height > 0
        else { return nil }
        return (width, height)
    }
}
