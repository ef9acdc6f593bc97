import Compression
import Foundation

/// Compressed bodies that decompress to far more than they weigh ("zip
/// bombs"): zeros, which deflate shrinks about a thousandfold.
public enum CompressionBomb {
    /// A gzip body of `megabytes` MB of zeros (a multiple of 16): 16 MB
    /// members one after another, about 16 KB each, as gzip allows.
    public static func gzip(megabytes: Int) -> Data {
        let member = Compression.deflate([UInt8](repeating: 0, count: 16 << 20), format: .gzip, level: 9)
        var bomb = Data(capacity: member.count * max(megabytes / 16, 1))
        for _ in 0..<max(megabytes / 16, 1) { bomb.append(contentsOf: member) }
        return bomb
    }

    /// A zlib body (HTTP `deflate`) of `megabytes` MB of zeros, compressed a
    /// megabyte at a time.
    public static func zlib(megabytes: Int) -> Data { deflated(megabytes: megabytes, format: .zlib) }

    /// Bare deflate blocks of `megabytes` MB of zeros: what some servers send
    /// as HTTP `deflate`, without the zlib header.
    public static func raw(megabytes: Int) -> Data { deflated(megabytes: megabytes, format: .raw) }

    private static func deflated(megabytes: Int, format: CompressionFormat) -> Data {
        let zeros = [UInt8](repeating: 0, count: 1 << 20)
        var bomb = Data()
        do {
            let deflater = try Deflater(format, level: 1)
            for _ in 0..<megabytes { try deflater.feed(zeros) { bomb.append(contentsOf: $0) } }
            try deflater.finish { bomb.append(contentsOf: $0) }
        } catch {
            fatalError("deflate failed: \(error)")
        }
        return bomb
    }
}
