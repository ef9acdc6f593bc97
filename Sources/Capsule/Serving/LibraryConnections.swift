import Foundation
import ReadingList
import Synchronization

/// The capsule's connections to its library: readers that pages borrow
/// one at a time (so loops and workers read side by side and a write never
/// makes a reader wait), one writer for the owners' actions, and one
/// connection that only tells the library's revision for the page cache.
/// A library in a read-only file or folder is opened for reading only:
/// every connection reads, and the writer refuses every change.
final class LibraryConnections: Sendable {
    /// The library file.
    let path: String
    /// Whether the library cannot be changed (its file or folder is read-only).
    let isReadOnly: Bool
    private let readers: Mutex<[Library]>
    private let writer: Library
    private let watcher: Library
    private let readerOptions: Library.Options

    /// Opens the library at `path` (creating it when missing; for reading
    /// only when it is read-only) with `readers` reading connections ready.
    init(path: String, readers count: Int) throws {
        self.path = path
        writer = try Library.openForReading(path: path)
        isReadOnly = writer.isReadOnly
        // Readers give up quickly instead of holding an event loop.
        let options = Library.Options(createIfMissing: false, busyTimeout: 0.25, readOnly: isReadOnly)
        readerOptions = options
        watcher = try Library(path: path, options: options)
        readers = Mutex(try (0..<max(1, count)).map { _ in try Library(path: path, options: options) })
    }

    /// Runs `body` with a reading connection of its own.
    func read<T>(_ body: (Library) throws -> T) throws -> T {
        let borrowed = try readers.withLock { $0.popLast() } ?? Library(path: path, options: readerOptions)
        defer { readers.withLock { $0.append(borrowed) } }
        return try body(borrowed)
    }

    /// Runs `body` with the writing connection (writes take turns).
    func write<T>(_ body: (Library) throws -> T) throws -> T {
        try body(writer)
    }

    /// The library's revision: it changes whenever anything (this capsule,
    /// the command line, the fetch worker) changes the library.
    func revision() throws -> LibraryRevision {
        try watcher.revision()
    }

    /// Closes every connection.
    func close() {
        readers.withLock { $0.forEach { $0.close() } }
        writer.close()
        watcher.close()
    }
}
