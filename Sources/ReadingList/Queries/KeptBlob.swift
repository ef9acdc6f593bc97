import Compression
import Foundation
import Problems

/// What the library keeps compressed (gemtext, original pages): zlib at its
/// usual level, and back again, checked against the size kept beside it.
/// Best compression would make every save slower for a few percent less.
enum KeptBlob {
    static func compress(_ bytes: [UInt8]) -> Data {
        Data(Compression.deflate(bytes, format: .zlib, level: 6))
    }

    /// The `size` bytes `compressed` holds. A damaged blob is an internal
    /// problem naming `what` it was (e.g. "gemtext") with `hint` (how to
    /// make it again).
    static func decompress(_ compressed: UnsafeRawBufferPointer, size: Int, what: String, hint: String) throws
        -> [UInt8]
    {
        let bytes: [UInt8]
        do {
            bytes = try Compression.inflate(compressed, format: .zlib, limit: max(size, 0))
        } catch {
            throw Problem.internal("a kept \(what) is damaged (\(error))", hint: hint)
        }
        guard bytes.count == size else { throw Problem.internal("a kept \(what) has \(bytes.count) bytes, not \(size)") }
        return bytes
    }
}
