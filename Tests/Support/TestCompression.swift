import Foundation

/// Compressed bodies for the test HTTP server: gzip (RFC 1952) and zlib
/// (RFC 1950, what HTTP calls `deflate`) streams made of stored deflate
/// blocks. Valid for any decoder, and made without a compression library.
public enum TestCompression {
    /// `data` as a gzip stream.
    public static func gzip(_ data: Data) -> Data {
        var out = Data([0x1F, 0x8B, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xFF])
        out += storedBlocks(data)
        out += littleEndian(crc32(data))
        out += littleEndian(UInt32(truncatingIfNeeded: data.count))
        return out
    }

    /// `data` as a zlib stream (HTTP `Content-Encoding: deflate`).
    public static func zlib(_ data: Data) -> Data {
        var out = Data([0x78, 0x01])
        out += storedBlocks(data)
        let adler = adler32(data)
        out += Data([UInt8(adler >> 24), UInt8((adler >> 16) & 0xFF), UInt8((adler >> 8) & 0xFF), UInt8(adler & 0xFF)])
        return out
    }

    private static func storedBlocks(_ data: Data) -> Data {
        var out = Data()
        var offset = data.startIndex
        repeat {
            let end = min(offset + 65_535, data.endIndex)
            let length = UInt16(end - offset)
            out.append(end == data.endIndex ? 1 : 0)
            out += Data([UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)])
            out += data[offset..<end]
            offset = end
        } while offset < data.endIndex
        return out
    }

    private static func littleEndian(_ value: UInt32) -> Data {
        Data([UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF), UInt8((value >> 16) & 0xFF), UInt8(value >> 24)])
    }

    private static func crc32(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    private static func adler32(_ data: Data) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return (b << 16) | a
    }
}
