import Foundation

/// Finding bytes in UTF-8 text quickly (`memchr`), for what runs over
/// every article's text: deriving what the search index holds, snippets.
enum ByteSearch {
    /// Whether `byte` occurs in `bytes`.
    static func contains(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        firstIndex(of: byte, in: bytes[...]) != nil
    }

    /// The index of the first `byte` in `bytes`, or nil.
    static func firstIndex(of byte: UInt8, in bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        guard let base = bytes.base.baseAddress, !bytes.isEmpty else { return nil }
        guard let found = memchr(UnsafeRawPointer(base + bytes.startIndex), Int32(byte), bytes.count) else {
            return nil
        }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }

    /// The lines of `bytes` split at each `\n` (which they leave out): as
    /// `split(separator:omittingEmptySubsequences: false)` gives them, so
    /// one empty line for no bytes, and an empty last line after a final `\n`.
    static func lines(of bytes: UnsafeBufferPointer<UInt8>) -> Lines { Lines(bytes: bytes) }

    /// The lines of some bytes, found as they are read.
    struct Lines: Sequence, IteratorProtocol {
        let bytes: UnsafeBufferPointer<UInt8>
        private var start = 0
        private var done = false

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        mutating func next() -> Slice<UnsafeBufferPointer<UInt8>>? {
            guard !done else { return nil }
            guard let end = ByteSearch.firstIndex(of: UInt8(ascii: "\n"), in: bytes[start...]) else {
                done = true
                return bytes[start...]
            }
            defer { start = end + 1 }
            return bytes[start..<end]
        }
    }
}
