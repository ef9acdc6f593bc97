import CSQLite

/// The SQL functions gempaper adds to every connection it opens.
enum SQLFunctions {
    /// `gempaper_search_text(gemtext, start, author)`: `SearchText.derive`,
    /// what the search index's view gives as an article's body. Marked
    /// deterministic so SQLite may use it in views and triggers.
    static func register(on handle: OpaquePointer) -> Int32 {
        sqlite3_create_function_v2(
            handle, "gempaper_search_text", 3, SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS, nil,
            { context, count, arguments in
                guard let context, let arguments, count == 3 else { return }
                guard let gemtext = SQLFunctions.text(arguments[0]) else {
                    gp_sqlite3_result_text_transient(context, "", 0)
                    return
                }
                let start = Int(sqlite3_value_int64(arguments[1]))
                let result = SearchText.derive(gemtext: gemtext, start: start, author: SQLFunctions.text(arguments[2]))
                result.withCString { gp_sqlite3_result_text_transient(context, $0, Int32(result.utf8.count)) }
            }, nil, nil, nil)
    }

    private static func text(_ value: OpaquePointer?) -> String? {
        guard let value, sqlite3_value_type(value) != SQLITE_NULL, let characters = sqlite3_value_text(value) else {
            return nil
        }
        let count = Int(sqlite3_value_bytes(value))
        return String(decoding: UnsafeBufferPointer(start: characters, count: count), as: UTF8.self)
    }
}
