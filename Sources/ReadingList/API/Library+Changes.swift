import Foundation
import Problems

extension Library {
    /// Archives the selected articles that are unread; returns how many.
    @discardableResult
    public func archive(_ selection: ArticleSelection, at date: Date = Date()) throws -> Int {
        try change(selection) { connection, articles in
            try connection.run(
                "UPDATE articles SET archived_at = ? WHERE archived_at IS NULL AND id IN (SELECT id FROM (\(articles.sql)))",
                [date.sqlValue] + articles.values)
        }
    }

    /// Marks the selected archived articles unread again; returns how many.
    @discardableResult
    public func unarchive(_ selection: ArticleSelection) throws -> Int {
        try change(selection) { connection, articles in
            try connection.run(
                "UPDATE articles SET archived_at = NULL WHERE archived_at IS NOT NULL AND id IN (SELECT id FROM (\(articles.sql)))",
                articles.values)
        }
    }

    /// Deletes the selected articles with everything they hold; returns how many.
    @discardableResult
    public func delete(_ selection: ArticleSelection) throws -> Int {
        try change(selection) { connection, articles in
            try connection.run("DELETE FROM articles WHERE id IN (SELECT id FROM (\(articles.sql)))", articles.values)
        }
    }

    /// Puts `tags` on the selected articles; returns how many articles were
    /// selected. Bad input when a name breaks `TagName`'s rules.
    @discardableResult
    public func addTags(_ tags: [String], to selection: ArticleSelection) throws -> Int {
        let names = try TagName.normalize(tags)
        return try change(selection) { connection, articles in
            try TagWriter.add(names, toArticlesIn: articles.asQuery, in: connection)
            return articles.ids.count
        }
    }

    /// Takes `tags` off the selected articles; returns how many articles
    /// were selected.
    @discardableResult
    public func removeTags(_ tags: [String], from selection: ArticleSelection) throws -> Int {
        let names = try TagName.normalize(tags)
        return try change(selection) { connection, articles in
            try TagWriter.remove(names, fromArticlesIn: articles.asQuery, in: connection)
            return articles.ids.count
        }
    }

    /// Runs `body` in one transaction with a query for the selected ids.
    /// Ids that name no article are refused before anything changes. A
    /// filter is evaluated into a list of ids first, so the change applies
    /// to exactly the articles matching at that moment.
    func change(
        _ selection: ArticleSelection, _ body: (Connection, SelectedArticles) throws -> Int
    ) throws -> Int {
        try write { connection in
            let ids: [ArticleID]
            if let filter = selection.filter {
                let query = try FilterSQL(filter, in: connection).idsQuery
                ids = try connection.rows(query.sql, query.values) { ArticleID($0.int64(0)) }
            } else {
                ids = Array(Set(selection.ids))
                try ArticleRows.requireExisting(ids, in: connection)
            }
            return try body(connection, SelectedArticles(ids: ids))
        }
    }
}

/// The ids a change applies to, as a subquery for its statements.
struct SelectedArticles {
    let ids: [ArticleID]
    /// `SELECT id` over the ids, bound as one JSON array.
    var sql: String { "SELECT value AS id FROM json_each(?)" }
    var values: [SQLValue] { [IDList.json(ids)] }
    var asQuery: (sql: String, values: [SQLValue]) { (sql, values) }
}

extension ArticleSelection {
    var filter: ArticleFilter? {
        if case .matching(let filter) = self { return filter }
        return nil
    }

    var ids: [ArticleID] {
        if case .ids(let ids) = self { return ids }
        return []
    }
}
