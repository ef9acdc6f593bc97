/// Keeps the full-text index (`article_search`, rowid = article id) in step
/// with the articles. Deleting an article and changing its title update the
/// index through triggers; bodies are indexed here.
enum SearchIndex {
    /// Indexes a new article's title and, when it has one, its body.
    static func insert(id: Int64, title: String, gemtext: String?, in connection: Connection) throws {
        let body = gemtext.map(PlainText.fromGemtext) ?? ""
        try connection.run(
            "INSERT INTO article_search(rowid, title, body) VALUES (?, ?, ?)", [.integer(id), .text(title), .text(body)])
    }

    /// Re-indexes an article whose body changed (its title is taken from the article).
    static func replaceBody(id: Int64, gemtext: String, in connection: Connection) throws {
        try connection.run("DELETE FROM article_search WHERE rowid = ?", [.integer(id)])
        try connection.run(
            "INSERT INTO article_search(rowid, title, body) SELECT id, title, ? FROM articles WHERE id = ?",
            [.text(PlainText.fromGemtext(gemtext)), .integer(id)])
    }
}
