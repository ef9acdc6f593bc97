/// Keeps the full-text index (`article_search`, rowid = article id) in step
/// with the articles: deleting an article and changing its title update the
/// index through triggers; new and re-fetched articles are indexed here.
enum SearchIndex {
    /// Indexes a new article.
    static func insert(id: Int64, title: String, plainText: String, in connection: Connection) throws {
        try connection.run(
            "INSERT INTO article_search(rowid, title, body) VALUES (?, ?, ?)",
            [.integer(id), .text(title), .text(plainText)])
    }

    /// Re-indexes an article whose content changed.
    static func replace(id: Int64, title: String, plainText: String, in connection: Connection) throws {
        try connection.run("DELETE FROM article_search WHERE rowid = ?", [.integer(id)])
        try insert(id: id, title: title, plainText: plainText, in: connection)
    }
}
