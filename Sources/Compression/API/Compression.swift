import CZlib

/// Whole-buffer deflate and inflate, and the CRC-32 that ZIP and gzip use.
/// For data that arrives or leaves in pieces, use `Inflater` and `Deflater`.
public enum Compression {
    /// `bytes` compressed as `format` (`raw`, `zlib` or `gzip`) at `level`.
    public static func deflate(_ bytes: [UInt8], format: CompressionFormat = .zlib, level: Int32 = 6) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count / 3 + 64)
        do {
            let deflater = try Deflater(format, level: level)
            try deflater.feed(bytes) { out.append(contentsOf: $0) }
            try deflater.finish { out.append(contentsOf: $0) }
        } catch {
            // Only an allocation failure inside zlib gets here.
            fatalError("deflate failed: \(error)")
        }
        return out
    }

    /// The data `bytes` decompress to, at most `limit` bytes; throws a
    /// `CompressionError` for damaged, truncated or oversized data.
    public static func inflate(_ bytes: UnsafeRawBufferPointer, format: CompressionFormat = .zlib, limit: Int = .max)
        throws -> [UInt8]
    {
        var out: [UInt8] = []
        let inflater = Inflater(format, limit: limit)
        try inflater.feed(bytes) { out.append(contentsOf: $0) }
        try inflater.finish()
        return out
    }

    /// `inflate` for an array of bytes.
    public static func inflate(_ bytes: [UInt8], format: CompressionFormat = .zlib, limit: Int = .max) throws
        -> [UInt8]
    {
        try bytes.withUnsafeBytes { try inflate($0, format: format, limit: limit) }
    }

    /// The CRC-32 (ISO 3309, as in ZIP and gzip) of `bytes`, continuing
    /// from `crc` (the checksum of the bytes before them; 0 to start).
    public static func crc32(_ bytes: UnsafeRawBufferPointer, continuing crc: UInt32 = 0) -> UInt32 {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return crc }
        var value = UInt(crc)
        var offset = 0
        // zlib takes a 32-bit length: go in slices.
        while offset < bytes.count {
            let count = min(bytes.count - offset, 1 << 30)
            value = CZlib.crc32(value, (base + offset).assumingMemoryBound(to: Bytef.self), uInt(count))
            offset += count
        }
        return UInt32(truncatingIfNeeded: value)
    }

    /// `crc32` for an array of bytes.
    public static func crc32(_ bytes: [UInt8], continuing crc: UInt32 = 0) -> UInt32 {
        bytes.withUnsafeBytes { crc32($0, continuing: crc) }
    }
}
