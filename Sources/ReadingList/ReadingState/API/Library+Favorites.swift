import Foundation

extension Library {
    /// Makes the selected articles favourites (`true`) or not; returns how
    /// many changed. Marking a favourite again keeps its first date.
    @discardableResult
    public func setFavorite(_ favorite: Bool, _ selection: ArticleSelection, at date: Date = Date()) throws -> Int {
        try change(selection) { connection, articles in
            if favorite {
                return try connection.run(
                    "INSERT OR IGNORE INTO favorites (article_id, favorited_at) SELECT id, ? FROM (\(articles.sql))",
                    [date.sqlValue] + articles.values)
            }
            return try connection.run(
                "DELETE FROM favorites WHERE article_id IN (SELECT id FROM (\(articles.sql)))", articles.values)
        }
    }

    /// Whether article `id` is a favourite.
    public func isFavorite(_ id: ArticleID) throws -> Bool {
        try perform { connection in
            try connection.integer("SELECT count(*) FROM favorites WHERE article_id = ?", [.integer(id.rawValue)]) > 0
        }
    }

    /// How many favourites there are.
    public func favoriteCount() throws -> Int {
        try perform { connection in Int(try connection.integer("SELECT count(*) FROM favorites")) }
    }
}
