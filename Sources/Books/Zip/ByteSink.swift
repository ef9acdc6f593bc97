import Foundation
import Problems

/// Where a book's bytes go: a file written in large pieces, or memory.
public protocol ByteSink: AnyObject {
    /// Appends `bytes`.
    func write(_ bytes: [UInt8]) throws
    /// Flushes what is buffered; called once, after the last write.
    func close() throws
}

/// A book in memory (tests, small books).
public final class MemorySink: ByteSink {
    /// Everything written so far.
    public private(set) var bytes: [UInt8] = []

    /// An empty sink.
    public init() {}

    public func write(_ bytes: [UInt8]) throws { self.bytes.append(contentsOf: bytes) }
    public func close() throws {}
}

/// A book written to a file: into a hidden temporary file beside it, moved
/// into place by `close()`, so an interrupted export never leaves half a
/// book under the book's name.
public final class FileSink: ByteSink {
    /// The file the book ends up in.
    public let path: String
    private let temporary: String
    private let handle: FileHandle
    private var buffer: [UInt8] = []
    private var closed = false

    /// A sink for `path`; refuses to replace an existing file unless `replacing`.
    public init(path: String, replacing: Bool) throws {
        let url = URL(fileURLWithPath: path)
        let files = FileManager.default
        if files.fileExists(atPath: path) && !replacing {
            throw Problem(.conflict, "\(path) already exists", hint: "pass --force to replace it, or choose another name")
        }
        self.path = path
        temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).partial").path
        guard files.createFile(atPath: temporary, contents: nil), let handle = FileHandle(forWritingAtPath: temporary)
        else {
            throw Problem.permanent("cannot write \(path)", hint: "check that its folder exists and can be written")
        }
        self.handle = handle
    }

    deinit {
        if !closed {
            try? handle.close()
            try? FileManager.default.removeItem(atPath: temporary)
        }
    }

    public func write(_ bytes: [UInt8]) throws {
        buffer.append(contentsOf: bytes)
        if buffer.count >= 1 << 20 { try flush() }
    }

    public func close() throws {
        try flush()
        do {
            try handle.close()
            closed = true
            if FileManager.default.fileExists(atPath: path) { try FileManager.default.removeItem(atPath: path) }
            try FileManager.default.moveItem(atPath: temporary, toPath: path)
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw Problem.permanent("cannot write \(path) (\(error.localizedDescription))", hint: "check free space")
        }
    }

    private func flush() throws {
        guard !buffer.isEmpty else { return }
        do { try handle.write(contentsOf: buffer) } catch {
            throw Problem.permanent("cannot write \(path) (\(error.localizedDescription))", hint: "check free space")
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
