import CSQLite
import Foundation

/// One open SQLite database: runs SQL with bound values, caches prepared
/// statements by their text, and nests transactions as savepoints.
/// Not thread-safe: `Library` serialises every use behind its lock.
final class Connection {
    /// The database file.
    let path: String
    private var handle: OpaquePointer?
    private var statements: [String: Statement] = [:]
    private var transactionDepth = 0
    /// The search index's article lengths, for ranking (see `RankedMatches`).
    let searchLengths = SearchLengths()
    /// What `gempaper_match` gathers for ranking a search.
    let searchMatches = SearchMatches()
    /// The library's schema version once opened (set by `LibraryOpener`):
    /// a read-only library may be older than this build (`Schema.oldestReadable`).
    var schemaVersion = 0

    /// How a database is opened.
    enum Access {
        /// Reading and writing (SQLite falls back to reading when the file is write-protected).
        case readWrite
        /// Reading only, sharing the write-ahead log with writers.
        case readOnly
        /// Reading only a file nobody changes meanwhile: no locks, no log
        /// (for a read-only folder where the log's files cannot be made).
        case immutable
    }

    /// Opens (and, when `create`, creates) the database at `path` for `access`.
    init(path: String, create: Bool, access: Access = .readWrite) throws {
        self.path = path
        var flags = SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE
        var name = path
        switch access {
        case .readWrite:
            flags |= SQLITE_OPEN_READWRITE
            if create { flags |= SQLITE_OPEN_CREATE }
        case .readOnly, .immutable:
            flags |= SQLITE_OPEN_READONLY | SQLITE_OPEN_URI
            name = "file:" + Self.uriPath(path) + (access == .immutable ? "?immutable=1" : "?mode=ro")
        }
        var opened: OpaquePointer?
        let status = sqlite3_open_v2(name, &opened, flags, nil)
        guard status == SQLITE_OK, let opened else {
            let message = opened.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close_v2(opened)
            throw SQLiteError(code: status, message: message, sql: nil)
        }
        handle = opened
        sqlite3_extended_result_codes(opened, 1)
        let registered = SQLFunctions.register(on: opened)
        guard registered == SQLITE_OK else { throw error(registered, sql: nil) }
        let ranking = SearchMatches.register(on: opened, matches: searchMatches)
        guard ranking == SQLITE_OK else { throw error(ranking, sql: nil) }
    }

    deinit { close() }

    /// `path` for a `file:` URI: the characters URIs reserve percent-encoded.
    private static func uriPath(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            if byte == UInt8(ascii: "%") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") || byte < 0x21 || byte > 0x7E {
                out += String(format: "%%%02X", byte)
            } else {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            }
        }
        return out
    }

    /// Finalises every cached statement and closes the database.
    func close() {
        guard let handle else { return }
        for statement in statements.values { statement.finalize() }
        statements.removeAll()
        sqlite3_close_v2(handle)
        self.handle = nil
    }

    /// Whether the file was opened read-only (SQLite does so silently when
    /// the file is write-protected).
    var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") == 1 }

    /// How long to wait for another connection's lock before giving up.
    func setBusyTimeout(milliseconds: Int32) {
        sqlite3_busy_timeout(handle, milliseconds)
    }

    /// The rowid of the last row inserted on this connection.
    var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// Rows changed by the last INSERT, UPDATE or DELETE.
    var changes: Int { Int(sqlite3_changes64(handle)) }

    /// The FTS5 API of this connection (to reach the search index's
    /// tokenizer), or nil when SQLite was built without FTS5.
    var fts5API: UnsafeMutablePointer<fts5_api>? { handle.flatMap { gp_fts5_api($0) } }

    /// Whether no transaction is open.
    var isAutocommit: Bool { sqlite3_get_autocommit(handle) != 0 }

    /// Rows changed by this connection since it opened.
    var totalChanges: Int64 { sqlite3_total_changes64(handle) }

    /// Runs one or more statements without parameters (schema, PRAGMAs).
    func execute(_ sql: String) throws {
        var message: UnsafeMutablePointer<CChar>?
        let status = sqlite3_exec(handle, sql, nil, nil, &message)
        guard status == SQLITE_OK else {
            let text = message.map { String(cString: $0) } ?? String(cString: sqlite3_errstr(status))
            sqlite3_free(message)
            throw SQLiteError(code: sqlite3_extended_errcode(handle), message: text, sql: sql)
        }
    }

    /// Runs one statement with `values` bound; returns the rows it changed.
    @discardableResult
    func run(_ sql: String, _ values: [SQLValue] = []) throws -> Int {
        try withStatement(sql, values) { statement in
            while try statement.step() {}
        }
        return changes
    }

    /// Runs a query and maps each row with `transform`.
    func rows<T>(_ sql: String, _ values: [SQLValue] = [], _ transform: (Row) throws -> T) throws -> [T] {
        try withStatement(sql, values) { statement in
            var result: [T] = []
            while try statement.step() { result.append(try transform(Row(statement: statement.pointer))) }
            return result
        }
    }

    /// Runs a query and maps its first row, if any.
    func firstRow<T>(_ sql: String, _ values: [SQLValue] = [], _ transform: (Row) throws -> T) throws -> T? {
        try withStatement(sql, values) { statement in
            try statement.step() ? try transform(Row(statement: statement.pointer)) : nil
        }
    }

    /// The first column of the first row as a whole number (0 when none).
    func integer(_ sql: String, _ values: [SQLValue] = []) throws -> Int64 {
        try firstRow(sql, values) { $0.int64(0) } ?? 0
    }

    /// The first column of the first row as text (nil when none or NULL).
    func text(_ sql: String, _ values: [SQLValue] = []) throws -> String? {
        try firstRow(sql, values) { $0.optionalString(0) } ?? nil
    }

    /// Writes `bytes` over the blob in `column` of row `row` of `table`,
    /// which must hold that many bytes already (inserted as `zeroblob(n)`):
    /// straight into the file's pages, without the copies a bound value and
    /// the row built from it take.
    func writeBlob(_ bytes: Data, table: String, column: String, row: Int64) throws {
        guard !bytes.isEmpty else { return }
        var blob: OpaquePointer?
        let opened = sqlite3_blob_open(handle, "main", table, column, row, 1, &blob)
        guard opened == SQLITE_OK, let blob else { throw error(opened, sql: "writing \(table).\(column)") }
        let written = bytes.withUnsafeBytes { sqlite3_blob_write(blob, $0.baseAddress, Int32($0.count), 0) }
        let closed = sqlite3_blob_close(blob)
        guard written == SQLITE_OK, closed == SQLITE_OK else {
            throw error(written == SQLITE_OK ? closed : written, sql: "writing \(table).\(column)")
        }
    }

    /// Runs `body` in a transaction: committed when it returns, rolled back
    /// when it throws. Nested calls become savepoints. The outermost one
    /// takes the write lock at once (`BEGIN IMMEDIATE`), so two writers wait
    /// for each other instead of failing halfway.
    @discardableResult
    func transaction<T>(_ body: () throws -> T) throws -> T {
        if transactionDepth > 0 {
            let name = "nested\(transactionDepth)"
            try execute("SAVEPOINT \(name)")
            transactionDepth += 1
            defer { transactionDepth -= 1 }
            do {
                let result = try body()
                try execute("RELEASE \(name)")
                return result
            } catch {
                try? execute("ROLLBACK TO \(name); RELEASE \(name)")
                throw error
            }
        }
        try execute("BEGIN IMMEDIATE")
        transactionDepth = 1
        defer { transactionDepth = 0 }
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            if sqlite3_get_autocommit(handle) == 0 { try? execute("ROLLBACK") }
            throw error
        }
    }


    /// An error for `status` with the connection's current message.
    func error(_ status: Int32, sql: String?) -> SQLiteError {
        let extended = handle.map { sqlite3_extended_errcode($0) } ?? status
        let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(status))
        return SQLiteError(code: extended == 0 ? status : extended, message: message, sql: sql)
    }

    /// Forgets every cached statement not being stepped right now.
    func clearStatementCache() {
        for (sql, statement) in statements where !statement.inUse {
            statement.finalize()
            statements[sql] = nil
        }
    }

    /// Statements kept at most; queries built from filters vary, so the
    /// cache is emptied when it grows past this.
    private static let cacheLimit = 256

    private func withStatement<T>(_ sql: String, _ values: [SQLValue], _ body: (Statement) throws -> T) throws -> T {
        // A statement already being stepped (a query run from inside another
        // one's row closure) cannot be shared: use a fresh, uncached one.
        if let cached = statements[sql], !cached.inUse {
            return try use(cached, values, body)
        }
        let statement = try prepare(sql)
        if statements[sql] == nil {
            if statements.count >= Self.cacheLimit { clearStatementCache() }
            statements[sql] = statement
        } else {
            defer { statement.finalize() }
            return try use(statement, values, body)
        }
        return try use(statement, values, body)
    }

    private func use<T>(_ statement: Statement, _ values: [SQLValue], _ body: (Statement) throws -> T) throws -> T {
        statement.inUse = true
        defer {
            statement.reset()
            statement.inUse = false
        }
        try statement.bind(values)
        return try body(statement)
    }

    private func prepare(_ sql: String) throws -> Statement {
        var pointer: OpaquePointer?
        let status = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &pointer, nil)
        guard status == SQLITE_OK, let pointer else { throw error(status, sql: sql) }
        return Statement(pointer: pointer, sql: sql, connection: self)
    }
}
