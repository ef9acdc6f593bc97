/// Puts tags on articles and takes them off. Callers hold a transaction and
/// pass normalised names (see `TagName`). Tag rows exist while some article
/// carries them: the `article_tags` triggers keep counts and drop unused tags.
enum TagWriter {
    /// Tags every article that `articles` (a query returning ids) selects.
    static func add(
        _ names: [String], toArticlesIn articles: (sql: String, values: [SQLValue]), in connection: Connection
    ) throws {
        for name in names {
            try connection.run("INSERT INTO tags (name) VALUES (?) ON CONFLICT (name) DO NOTHING", [.text(name)])
            let tagID = try connection.integer("SELECT id FROM tags WHERE name = ?", [.text(name)])
            try connection.run(
                "INSERT OR IGNORE INTO article_tags (tag_id, article_id) SELECT ?, id FROM (\(articles.sql))",
                [.integer(tagID)] + articles.values)
            // Nothing was tagged: do not leave an unused tag behind.
            try connection.run("DELETE FROM tags WHERE id = ? AND article_count = 0", [.integer(tagID)])
        }
    }

    /// Tags the articles `ids`.
    static func add(_ names: [String], to ids: [ArticleID], in connection: Connection) throws {
        guard !names.isEmpty, !ids.isEmpty else { return }
        try add(names, toArticlesIn: ("SELECT value AS id FROM json_each(?)", [IDList.json(ids)]), in: connection)
    }

    /// Takes the tags off every article that `articles` selects.
    static func remove(
        _ names: [String], fromArticlesIn articles: (sql: String, values: [SQLValue]), in connection: Connection
    ) throws {
        for name in names {
            try connection.run(
                """
                DELETE FROM article_tags WHERE tag_id = (SELECT id FROM tags WHERE name = ?)
                AND article_id IN (SELECT id FROM (\(articles.sql)))
                """, [.text(name)] + articles.values)
        }
    }
}
