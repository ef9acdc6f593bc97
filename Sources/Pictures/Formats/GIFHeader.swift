/// GIF: `GIF87a` or `GIF89a`, then the logical screen's width and height
/// (little-endian).
enum GIFHeader {
    static func size(_ reader: ByteReader) -> (Int, Int)? {
        guard reader.matches("GIF87a", at: 0) || reader.matches("GIF89a", at: 0),
            let width = reader.littleEndian(6, width: 2), let height = reader.littleEndian(8, width: 2),
            width > 0, height > 0
        else { return nil }
        return (width, height)
    }
}
