import CSQLite
import Foundation

/// One prepared SQL statement. Owned and cached by its `Connection`; reset
/// and cleared after every use so the next caller starts clean.
final class Statement {
    let pointer: OpaquePointer
    let sql: String
    /// True while a caller is stepping through it.
    var inUse = false
    private unowned let connection: Connection

    init(pointer: OpaquePointer, sql: String, connection: Connection) {
        self.pointer = pointer
        self.sql = sql
        self.connection = connection
    }

    /// Binds `values` to parameters 1, 2, ... in order.
    func bind(_ values: [SQLValue]) throws {
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let status: Int32
            switch value {
            case .null:
                status = sqlite3_bind_null(pointer, index)
            case .integer(let number):
                status = sqlite3_bind_int64(pointer, index, number)
            case .real(let number):
                status = sqlite3_bind_double(pointer, index, number)
            case .text(let text):
                status = text.withCString { characters in
                    gp_sqlite3_bind_text_transient(pointer, index, characters, Int32(text.utf8.count))
                }
            case .blob(let data):
                if data.isEmpty {
                    status = sqlite3_bind_zeroblob(pointer, index, 0)
                } else {
                    status = data.withUnsafeBytes { bytes in
                        gp_sqlite3_bind_blob_transient(pointer, index, bytes.baseAddress, Int32(bytes.count))
                    }
                }
            }
            guard status == SQLITE_OK else { throw connection.error(status, sql: sql) }
        }
    }

    /// Advances to the next row; false when there are no more.
    func step() throws -> Bool {
        let status = sqlite3_step(pointer)
        switch status {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default: throw connection.error(status, sql: sql)
        }
    }

    /// Makes the statement ready for its next use.
    func reset() {
        sqlite3_reset(pointer)
        sqlite3_clear_bindings(pointer)
    }

    func finalize() {
        sqlite3_finalize(pointer)
    }
}

/// The current row of a statement being stepped; valid only inside the
/// closure it is passed to.
struct Row {
    let statement: OpaquePointer

    func isNull(_ column: Int32) -> Bool { sqlite3_column_type(statement, column) == SQLITE_NULL }

    func int64(_ column: Int32) -> Int64 { sqlite3_column_int64(statement, column) }

    func int(_ column: Int32) -> Int { Int(sqlite3_column_int64(statement, column)) }

    func double(_ column: Int32) -> Double { sqlite3_column_double(statement, column) }

    func optionalInt64(_ column: Int32) -> Int64? { isNull(column) ? nil : int64(column) }

    func string(_ column: Int32) -> String { optionalString(column) ?? "" }

    func optionalString(_ column: Int32) -> String? {
        guard let characters = sqlite3_column_text(statement, column) else { return nil }
        let count = Int(sqlite3_column_bytes(statement, column))
        return String(decoding: UnsafeBufferPointer(start: characters, count: count), as: UTF8.self)
    }

    /// The bytes of a text column as SQLite holds them (empty for NULL).
    func textBytes(_ column: Int32) -> [UInt8] {
        guard let characters = sqlite3_column_text(statement, column) else { return [] }
        return Array(UnsafeBufferPointer(start: characters, count: Int(sqlite3_column_bytes(statement, column))))
    }

    func data(_ column: Int32) -> Data? {
        if isNull(column) { return nil }
        let count = Int(sqlite3_column_bytes(statement, column))
        guard count > 0, let bytes = sqlite3_column_blob(statement, column) else { return Data() }
        return Data(bytes: bytes, count: count)
    }

    /// The bytes of a blob column, without copying them: valid only until
    /// the row moves on (empty for NULL or an empty blob).
    func blobBytes(_ column: Int32) -> UnsafeRawBufferPointer {
        let bytes = sqlite3_column_blob(statement, column)
        return UnsafeRawBufferPointer(
            start: bytes, count: bytes == nil ? 0 : Int(sqlite3_column_bytes(statement, column)))
    }

    func date(_ column: Int32) -> Date { Date(millisecondsSince1970: int64(column)) }

    func optionalDate(_ column: Int32) -> Date? { optionalInt64(column).map(Date.init(millisecondsSince1970:)) }

    func value(_ column: Int32) -> SQLValue {
        switch sqlite3_column_type(statement, column) {
        case SQLITE_INTEGER: .integer(int64(column))
        case SQLITE_FLOAT: .real(double(column))
        case SQLITE_TEXT: .text(string(column))
        case SQLITE_BLOB: .blob(data(column) ?? Data())
        default: .null
        }
    }
}
