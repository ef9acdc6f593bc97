/// AVIF: an ISO base media file whose `ftyp` box names the brand `avif`
/// (a still picture) or `avis` (a sequence). The size is in the image
/// spatial extent (`ispe`) properties under `meta` → `iprp` → `ipco`; the
/// largest is the picture's (others belong to thumbnails or tiles).
enum AVIFHeader {
    static func size(_ reader: ByteReader) -> (Int, Int)? {
        guard reader.matches("ftyp", at: 4), let ftypSize = reader.bigEndian(0, width: 4), ftypSize >= 16,
            ftypSize <= reader.count, hasAVIFBrand(reader, boxEnd: ftypSize)
        else { return nil }
        var best: (Int, Int)?
        forEachBox(reader, from: ftypSize, to: reader.count) { type, body, end in
            guard type == "meta" else { return }
            // `meta` is a full box: four bytes of version and flags first.
            forEachBox(reader, from: body + 4, to: end) { type, body, end in
                guard type == "iprp" else { return }
                forEachBox(reader, from: body, to: end) { type, body, end in
                    guard type == "ipco" else { return }
                    forEachBox(reader, from: body, to: end) { type, body, _ in
                        guard type == "ispe", let width = reader.bigEndian(body + 4, width: 4),
                            let height = reader.bigEndian(body + 8, width: 4), width > 0, height > 0
                        else { return }
                        if best.map({ $0.0 * $0.1 < width * height }) ?? true { best = (width, height) }
                    }
                }
            }
        }
        // A file that says it is AVIF but whose size cannot be found is still
        // one (a sequence may keep it elsewhere); its size is unknown.
        return best ?? (0, 0)
    }

    private static func hasAVIFBrand(_ reader: ByteReader, boxEnd: Int) -> Bool {
        if reader.matches("avif", at: 8) || reader.matches("avis", at: 8) { return true }
        var offset = 16
        while offset + 4 <= boxEnd {
            if reader.matches("avif", at: offset) || reader.matches("avis", at: offset) { return true }
            offset += 4
        }
        return false
    }

    /// Calls `body` with the type, the body's offset and the end of each box
    /// between `start` and `end`; stops at the first malformed box.
    private static func forEachBox(
        _ reader: ByteReader, from start: Int, to end: Int, _ body: (String, Int, Int) -> Void
    ) {
        var offset = start
        while offset + 8 <= end, var size = reader.bigEndian(offset, width: 4) {
            var header = 8
            if size == 1 {
                guard let large = reader.bigEndian(offset + 8, width: 8) else { return }
                size = large
                header = 16
            } else if size == 0 {
                size = end - offset
            }
            guard size >= header, offset + size <= end, offset + size > offset else { return }
            let type = String(decoding: (0..<4).compactMap { reader.byte(offset + 4 + $0) }, as: UTF8.self)
            body(type, offset + header, offset + size)
            offset += size
        }
    }
}
