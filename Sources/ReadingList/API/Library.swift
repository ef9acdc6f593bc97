import Foundation
import Problems

/// A gempaper library: one SQLite file holding articles, their tags, their
/// gemtext and original pages, the full-text index and the fetch queue.
///
/// Callers deal in `ArticleID`s and plain values; nothing of SQLite shows.
/// Every change is one transaction: it happens entirely or not at all, even
/// if the process is killed. Several processes (the capsule and the command
/// line) may use one file at once; a writer waits up to `busyTimeout` for
/// another. One `Library` may be shared between threads (calls take turns);
/// open one per thread for reads that run side by side.
public final class Library: @unchecked Sendable {
    /// How to open a library.
    public struct Options: Sendable {
        /// Create the file (and its folder) when it does not exist; when
        /// false, a missing file is a not-found problem.
        public var createIfMissing: Bool
        /// How long to wait for another process's write to finish.
        public var busyTimeout: TimeInterval
        /// How long a fetch may stay claimed before another worker may take
        /// it over, even when its claimer seems alive.
        public var fetchLease: TimeInterval
        /// Open for reading only: works for a library in a read-only file or
        /// folder; every change throws the read-only problem. (Opened
        /// normally, such a library is refused with that problem at once.)
        public var readOnly: Bool
        /// The most memory SQLite keeps pages of the file in, in MiB: much
        /// for a long-running capsule, less for a one-off import.
        public var cacheMegabytes: Int

        /// Options with every field given.
        public init(
            createIfMissing: Bool = true, busyTimeout: TimeInterval = 5, fetchLease: TimeInterval = 30 * 60,
            readOnly: Bool = false, cacheMegabytes: Int = 64
        ) {
            self.createIfMissing = createIfMissing
            self.busyTimeout = busyTimeout
            self.fetchLease = fetchLease
            self.readOnly = readOnly
            self.cacheMegabytes = max(cacheMegabytes, 1)
        }
    }

    /// The schema version this build writes.
    public static var schemaVersion: Int { Schema.latestVersion }

    /// The library file.
    public let path: String
    let options: Options
    let process: ProcessIdentity
    private var connection: Connection?
    private let lock = NSLock()

    /// Opens the library at `path`, creating it (unless told not to) and
    /// bringing an older schema up to date. Throws a `Problem` naming the
    /// file when it is missing, unreadable, unwritable, damaged, not a
    /// gempaper library, or from a newer gempaper; the file is left as it was.
    public convenience init(path: String, options: Options = Options()) throws {
        try self.init(path: path, options: options, upTo: Schema.latestVersion, process: .current)
    }

    /// Opens the library at `path` for a caller that only reads: as `init`
    /// does when it can (an older schema is brought up to date), else, when
    /// the file or its folder cannot be written, for reading only.
    public static func openForReading(path: String, options: Options = Options()) throws -> Library {
        do {
            return try Library(path: path, options: options)
        } catch let problem as Problem where problem == LibraryProblems.readOnly(path) {
            var reading = options
            reading.readOnly = true
            reading.createIfMissing = false
            return try Library(path: path, options: reading)
        }
    }

    /// Opens the library migrated up to `version` only (tests build older
    /// libraries with this), claiming fetches as `process`.
    init(path: String, options: Options, upTo version: Int, process: ProcessIdentity) throws {
        self.path = path
        self.options = options
        self.process = process
        let opener = LibraryOpener(path: path, options: options)
        connection = try opener.open(upTo: version)
        if version == Schema.latestVersion && !options.readOnly {
            try perform { connection in
                try FetchQueue.recoverAbandoned(in: connection, by: process, lease: options.fetchLease)
            }
        }
    }

    deinit { close() }

    /// Whether the library was opened for reading only.
    public var isReadOnly: Bool { options.readOnly }

    /// Closes the file. Further calls throw. Closing twice does nothing.
    public func close() {
        lock.lock()
        defer { lock.unlock() }
        guard let connection else { return }
        if !options.readOnly { try? connection.execute("PRAGMA optimize") }
        connection.close()
        self.connection = nil
    }

    /// Runs `body` with the connection, turning SQLite errors into problems
    /// that name the file.
    func perform<T>(_ body: (Connection) throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        guard let connection else {
            throw Problem.internal("the library \(path) was used after it was closed")
        }
        do {
            return try body(connection)
        } catch let error as SQLiteError {
            throw LibraryProblems.problem(for: error, path: path)
        }
    }

    /// Runs `body` in one transaction (see `perform`).
    func write<T>(_ body: (Connection) throws -> T) throws -> T {
        if options.readOnly { throw LibraryProblems.readOnly(path) }
        return try perform { connection in try connection.transaction { try body(connection) } }
    }
}
