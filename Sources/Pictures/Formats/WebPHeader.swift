/// WebP: a RIFF file of form `WEBP` whose first chunk is `VP8 ` (lossy),
/// `VP8L` (lossless) or `VP8X` (extended, with the canvas size).
enum WebPHeader {
    static func size(_ reader: ByteReader) -> (Int, Int)? {
        guard reader.matches("RIFF", at: 0), reader.matches("WEBP", at: 8) else { return nil }
        let data = 20
        if reader.matches("VP8 ", at: 12) {
            // A key frame: 3 bytes of frame tag, the start code 9D 01 2A, then 14-bit sizes.
            guard reader.matches([0x9D, 0x01, 0x2A], at: data + 3),
                let width = reader.littleEndian(data + 6, width: 2), let height = reader.littleEndian(data + 8, width: 2)
            else { return nil }
            return positive(width & 0x3FFF, height & 0x3FFF)
        }
        if reader.matches("VP8L", at: 12) {
            guard reader.byte(data) == 0x2F, let bits = reader.littleEndian(data + 1, width: 4) else { return nil }
            return positive((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
        }
        if reader.matches("VP8X", at: 12) {
            guard let width = reader.littleEndian(data + 4, width: 3), let height = reader.littleEndian(data + 7, width: 3)
            else { return nil }
            return positive(width + 1, height + 1)
        }
        return nil
    }

    private static func positive(_ width: Int, _ height: Int) -> (Int, Int)? {
        width > 0 && height > 0 ? (width, height) : nil
    }
}
