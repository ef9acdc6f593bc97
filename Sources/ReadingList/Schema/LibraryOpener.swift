import Foundation
import Problems

/// Opens a library file safely: checks that it is a gempaper library this
/// build can use before changing anything, sets the connection up, and
/// applies the migrations it lacks in one transaction.
struct LibraryOpener {
    let path: String
    let options: Library.Options

    func open(upTo version: Int) throws -> Connection {
        if options.readOnly { return try openForReading(upTo: version) }
        try prepareFile()
        let connection: Connection
        do {
            connection = try Connection(path: path, create: options.createIfMissing)
        } catch let error as SQLiteError {
            throw folderIsWritable ? LibraryProblems.problem(for: error, path: path) : LibraryProblems.readOnly(path)
        }
        do {
            connection.setBusyTimeout(milliseconds: Int32(clamping: Int(options.busyTimeout * 1000)))
            if connection.isReadOnly { throw LibraryProblems.readOnly(path) }
            try checkIdentity(connection)
            try configure(connection)
            try migrate(connection, upTo: version)
            connection.schemaVersion = Int(try connection.integer("PRAGMA user_version"))
            return connection
        } catch let error as SQLiteError {
            connection.close()
            // A folder that cannot be written keeps SQLite from making the log's files.
            throw folderIsWritable ? LibraryProblems.problem(for: error, path: path) : LibraryProblems.readOnly(path)
        } catch {
            connection.close()
            throw error
        }
    }

    /// Opens the library for reading only, sharing the write-ahead log with
    /// writers when its files exist or can be made; in a read-only folder
    /// where they cannot, as a file that does not change. Nothing is written:
    /// a schema older than `Schema.oldestReadable` is refused rather than
    /// brought up to date; one from then on is read as it is.
    private func openForReading(upTo version: Int) throws -> Connection {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else {
            throw Problem.notFound(
                "there is no library at \(path)", hint: "save or import articles first, or name another library")
        }
        do {
            return try readingConnection(.readOnly, upTo: version)
        } catch let error as SQLiteError where error.isUnwritable {
            do {
                return try readingConnection(.immutable, upTo: version)
            } catch let error as SQLiteError {
                throw LibraryProblems.problem(for: error, path: path)
            }
        } catch let error as SQLiteError {
            throw LibraryProblems.problem(for: error, path: path)
        }
    }

    private func readingConnection(_ access: Connection.Access, upTo version: Int) throws -> Connection {
        let connection = try Connection(path: path, create: false, access: access)
        do {
            connection.setBusyTimeout(milliseconds: Int32(clamping: Int(options.busyTimeout * 1000)))
            try checkIdentity(connection)
            let current = Int(try connection.integer("PRAGMA user_version"))
            if current < min(version, Schema.oldestReadable) {
                throw LibraryProblems.readOnlyAndOld(path, version: current)
            }
            connection.schemaVersion = current
            try connection.execute(
                "PRAGMA foreign_keys = ON; PRAGMA temp_store = MEMORY; PRAGMA cache_size = -\(options.cacheMegabytes * 1024);")
            return connection
        } catch {
            connection.close()
            throw error
        }
    }

    /// Whether the library's folder takes new files (the log's, a new library).
    private var folderIsWritable: Bool {
        access(URL(fileURLWithPath: path).deletingLastPathComponent().path, W_OK) == 0
    }

    /// Makes sure the file exists (or may be created) and is a file.
    private func prepareFile() throws {
        let files = FileManager.default
        var isFolder: ObjCBool = false
        if files.fileExists(atPath: path, isDirectory: &isFolder) {
            if isFolder.boolValue {
                throw Problem.badInput(
                    "\(path) is a folder, not a library file", hint: "name a file, e.g. \(path)/library.sqlite")
            }
            return
        }
        guard options.createIfMissing else {
            throw Problem.notFound(
                "there is no library at \(path)", hint: "save or import articles first, or name another library")
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        do {
            try files.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw Problem(
                .permanent, "cannot create the folder \(folder.path) for the library",
                hint: "check its permissions, or name another library")
        }
    }

    /// Reads the header: a file that is not a database, another program's
    /// database, or a library from a newer gempaper is refused untouched.
    private func checkIdentity(_ connection: Connection) throws {
        let applicationID = try connection.integer("PRAGMA application_id")
        let version = try connection.integer("PRAGMA user_version")
        let objects = try connection.integer("SELECT count(*) FROM sqlite_schema")
        if applicationID != Schema.applicationID && (objects > 0 || version != 0) {
            throw Problem(
                .permanent, "\(path) is an SQLite database, but not a gempaper library",
                hint: "name a gempaper library, or a new file")
        }
        if version > Schema.latestVersion {
            throw Problem(
                .permanent,
                "the library \(path) was written by a newer gempaper (schema \(version); this one knows up to \(Schema.latestVersion))",
                hint: "upgrade gempaper to use it")
        }
    }

    /// Write-ahead logging so readers never wait for writers (and commits
    /// need no sync: `synchronous = NORMAL` keeps the file sound, and may
    /// lose only the last commits on power loss), foreign keys enforced, a
    /// page cache of up to `cacheMegabytes` (64 MiB for a long-running capsule), temporary
    /// sorting in memory, and the log cut back to 64 MiB after checkpoints.
    private func configure(_ connection: Connection) throws {
        let mode = try connection.text("PRAGMA journal_mode = WAL")
        guard mode?.lowercased() == "wal" else {
            throw Problem(
                .permanent,
                "cannot switch the library \(path) to write-ahead logging (it stays in \(mode ?? "?") mode)",
                hint: "check the file system supports it")
        }
        try connection.execute(
            """
            PRAGMA synchronous = NORMAL;
            PRAGMA foreign_keys = ON;
            PRAGMA temp_store = MEMORY;
            PRAGMA cache_size = -\(options.cacheMegabytes * 1024);
            PRAGMA journal_size_limit = 67108864;
            """)
    }

    private func migrate(_ connection: Connection, upTo target: Int) throws {
        guard try connection.integer("PRAGMA user_version") < target else { return }
        try connection.transaction {
            // Another process may have migrated while this one waited.
            let current = Int(try connection.integer("PRAGMA user_version"))
            for migration in Schema.migrations where migration.version > current && migration.version <= target {
                try migration.apply(connection)
            }
            try connection.execute(
                "PRAGMA user_version = \(max(current, target)); PRAGMA application_id = \(Schema.applicationID)")
        }
        connection.clearStatementCache()
    }
}
