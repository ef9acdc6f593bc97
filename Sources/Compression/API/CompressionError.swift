/// Why data could not be compressed or decompressed.
public enum CompressionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Decompressing would pass `limit` bytes; stopped before keeping more.
    case tooLarge(limit: Int)
    /// The data is not in the format, or is damaged (zlib's reason).
    case malformed(String)
    /// The data ends before its stream does.
    case truncated
    /// zlib could not start or ran out of memory.
    case failed(String)

    /// One line for a person.
    public var description: String {
        switch self {
        case .tooLarge(let limit): "it decompresses to more than \(limit) bytes"
        case .malformed(let reason): "the compressed data is damaged (\(reason))"
        case .truncated: "the compressed data ends early"
        case .failed(let reason): "compression failed (\(reason))"
        }
    }
}
