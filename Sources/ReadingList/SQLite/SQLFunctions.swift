import CSQLite

/// The SQL functions gempaper adds to every connection it opens.
enum SQLFunctions {
    /// `gempaper_search_text(gemtext, start, author)`: `SearchText.derive`,
    /// what the search index's view gives as an article's body, from plain
    /// gemtext (schema 4); `gempaper_search_text(compressed, size, start,
    /// author)` the same from gemtext kept compressed (`GemtextStore`,
    /// schema 5 on). Marked deterministic so SQLite may use them in views
    /// and triggers.
    static func register(on handle: OpaquePointer) -> Int32 {
        let flags = SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS
        let plain = sqlite3_create_function_v2(
            handle, "gempaper_search_text", 3, flags, nil,
            { context, count, arguments in
                guard let context, let arguments, count == 3 else { return }
                guard let gemtext = SQLFunctions.text(arguments[0]) else { return SQLFunctions.result("", context) }
                let start = Int(sqlite3_value_int64(arguments[1]))
                SQLFunctions.result(
                    SearchText.derive(gemtext: gemtext, start: start, author: SQLFunctions.text(arguments[2])), context)
            }, nil, nil, nil)
        guard plain == SQLITE_OK else { return plain }
        return sqlite3_create_function_v2(
            handle, "gempaper_search_text", 4, flags, nil,
            { context, count, arguments in
                guard let context, let arguments, count == 4 else { return }
                guard let compressed = arguments[0], sqlite3_value_type(compressed) == SQLITE_BLOB else {
                    return SQLFunctions.result("", context)
                }
                let bytes = UnsafeRawBufferPointer(
                    start: sqlite3_value_blob(compressed), count: Int(sqlite3_value_bytes(compressed)))
                do {
                    let gemtext = try GemtextStore.decompress(bytes, size: Int(sqlite3_value_int64(arguments[1])))
                    let start = Int(sqlite3_value_int64(arguments[2]))
                    SQLFunctions.result(
                        SearchText.derive(gemtext: gemtext, start: start, author: SQLFunctions.text(arguments[3])),
                        context)
                } catch {
                    sqlite3_result_error(context, "a kept gemtext is damaged", -1)
                }
            }, nil, nil, nil)
    }

    private static func result(_ text: String, _ context: OpaquePointer) {
        text.withCString { gp_sqlite3_result_text_transient(context, $0, Int32(text.utf8.count)) }
    }

    private static func text(_ value: OpaquePointer?) -> String? {
        guard let value, sqlite3_value_type(value) != SQLITE_NULL, let characters = sqlite3_value_text(value) else {
            return nil
        }
        let count = Int(sqlite3_value_bytes(value))
        return String(decoding: UnsafeBufferPointer(start: characters, count: count), as: UTF8.self)
    }
}
