/// How deflate data (RFC 1951) is wrapped.
public enum CompressionFormat: Sendable, Equatable {
    /// Bare deflate blocks, no header or checksum (ZIP entries, EPUB).
    case raw
    /// A zlib stream (RFC 1950): what HTTP calls `Content-Encoding: deflate`.
    case zlib
    /// A gzip stream (RFC 1952), possibly several members one after another.
    case gzip
    /// Inflating only: zlib when the first two bytes are a zlib header, raw
    /// deflate otherwise (servers that send `deflate` get it wrong both ways).
    case zlibOrRaw
    /// Inflating only: gzip or zlib, told apart by the header.
    case gzipOrZlib

    /// zlib's `windowBits` for this format; for `zlibOrRaw` it needs the
    /// first two bytes of the stream.
    func windowBits(firstBytes: (UInt8, UInt8)? = nil) -> Int32 {
        switch self {
        case .raw: return -15
        case .zlib: return 15
        case .gzip: return 15 + 16
        case .gzipOrZlib: return 15 + 32
        case .zlibOrRaw:
            guard let (first, second) = firstBytes else { return 15 }
            return Self.isZlibHeader(first, second) ? 15 : -15
        }
    }

    /// Whether two bytes open a zlib stream: method 8 (deflate), a window of
    /// at most 32 KB, and a header checksum that is a multiple of 31.
    static func isZlibHeader(_ first: UInt8, _ second: UInt8) -> Bool {
        first & 0x0F == 8 && first >> 4 <= 7 && (UInt16(first) << 8 | UInt16(second)) % 31 == 0
    }
}
