import Foundation
import Problems

#if canImport(Glibc)
    import Glibc
#endif

/// Where an import's bytes come from, read a piece at a time so that a
/// large file is never held whole.
public protocol ImportSource: AnyObject {
    /// Reads the next bytes into `buffer`: how many, 0 at the end. Throws a `Problem`.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int
    /// Starts again from the first byte; false when the source cannot (a pipe).
    func rewind() -> Bool
}

/// An open file (or pipe) as an import source; the caller keeps and closes
/// the descriptor.
public final class FileImportSource: ImportSource {
    private let descriptor: Int32
    private let name: String

    /// Reads `descriptor`, called `name` in messages.
    public init(descriptor: Int32, name: String) {
        self.descriptor = descriptor
        self.name = name
    }

    public func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        while true {
            let count = Glibc.read(descriptor, buffer.baseAddress, buffer.count)
            if count >= 0 { return count }
            guard errno == EINTR else {
                throw Problem.badInput("cannot read \(name): \(String(cString: strerror(errno)))")
            }
        }
    }

    public func rewind() -> Bool { lseek(descriptor, 0, SEEK_SET) == 0 }
}

/// Bytes in memory as an import source.
public final class DataImportSource: ImportSource {
    private let data: Data
    private var offset = 0

    /// Reads `data`.
    public init(_ data: Data) { self.data = data }

    public func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        let count = min(buffer.count, data.count - offset)
        guard count > 0 else { return 0 }
        let start = data.startIndex + offset
        data.copyBytes(to: buffer.bindMemory(to: UInt8.self), from: start..<start + count)
        offset += count
        return count
    }

    public func rewind() -> Bool {
        offset = 0
        return true
    }
}
