/// Keeps the full-text index (`article_search`, rowid = article id) in step
/// with the articles. The index keeps no text of its own: it reads titles
/// and bodies from the view `article_search_source` (see `SearchText`), so
/// an entry is added after its article's row and body are written, and
/// removed before they change, while the view still gives the text that
/// was indexed. Deleting an article removes its entry through a trigger.
enum SearchIndex {
    /// Indexes article `id` as it is now.
    static func add(id: Int64, in connection: Connection) throws {
        try connection.run(
            "INSERT INTO article_search(rowid, title, body) SELECT id, title, body FROM article_search_source WHERE id = ?",
            [.integer(id)])
    }

    /// Removes the entry of article `id` (call before its title, author or body change).
    static func remove(id: Int64, in connection: Connection) throws {
        try connection.run(
            """
            INSERT INTO article_search(article_search, rowid, title, body)
            SELECT 'delete', id, title, body FROM article_search_source WHERE id = ?
            """, [.integer(id)])
    }
}
