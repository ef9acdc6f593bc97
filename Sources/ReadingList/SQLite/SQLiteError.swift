import CSQLite

/// A failure reported by SQLite, with its extended result code.
struct SQLiteError: Error, CustomStringConvertible {
    /// The extended result code (`SQLITE_BUSY`, `SQLITE_CORRUPT_VTAB`, ...).
    let code: Int32
    /// SQLite's own message.
    let message: String
    /// The statement that failed, when there was one.
    let sql: String?

    /// The primary result code (the low byte of the extended one).
    var primaryCode: Int32 { code & 0xFF }

    var description: String {
        "SQLite error \(code): \(message)" + (sql.map { " in \($0)" } ?? "")
    }

    /// The file is not a database, or is damaged.
    var isCorruption: Bool { primaryCode == SQLITE_CORRUPT || primaryCode == SQLITE_NOTADB }
    /// Another connection held a lock for longer than the busy timeout.
    var isBusy: Bool { primaryCode == SQLITE_BUSY || primaryCode == SQLITE_LOCKED }
    /// The file, its folder or the disk refuses writes.
    var isUnwritable: Bool {
        primaryCode == SQLITE_READONLY || primaryCode == SQLITE_CANTOPEN || primaryCode == SQLITE_PERM
            || primaryCode == SQLITE_AUTH
    }
    /// The disk is full.
    var isDiskFull: Bool { primaryCode == SQLITE_FULL }
    /// Reading or writing the file failed at the operating-system level.
    var isIOError: Bool { primaryCode == SQLITE_IOERR }
}
