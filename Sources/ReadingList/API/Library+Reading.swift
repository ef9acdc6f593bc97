import Foundation
import Problems

extension Library {
    /// The record of article `id` (with its tags); not found when there is none.
    public func article(_ id: ArticleID) throws -> SavedArticle {
        try perform { connection in try ArticleRows.one(id, in: connection) }
    }

    /// The records of `ids`, in that order; not found, naming them, when
    /// some do not exist.
    public func articles(_ ids: [ArticleID]) throws -> [SavedArticle] {
        try perform { connection in
            try ArticleRows.requireExisting(ids, in: connection)
            return try ArticleRows.load(ids, in: connection)
        }
    }

    /// The gemtext of article `id`, or nil when it has not been fetched;
    /// not found when there is no such article.
    public func gemtext(of id: ArticleID) throws -> String? {
        try perform { connection in
            try ArticleRows.requireExisting([id], in: connection)
            return try GemtextStore.load(of: id, in: connection)
        }
    }

    /// The gemtext of article `id` with where its own text starts and its
    /// headings' outline levels, read at once; nil when it has not been
    /// fetched, not found when there is no such article.
    public func keptGemtext(of id: ArticleID) throws -> KeptGemtext? {
        try perform { connection in
            try ArticleRows.requireExisting([id], in: connection)
            return try GemtextStore.loadKept(of: id, in: connection)
        }
    }

    /// The page article `id` was converted from, or nil when none was kept;
    /// not found when there is no such article.
    public func original(of id: ArticleID) throws -> OriginalPage? {
        try perform { connection in
            try ArticleRows.requireExisting([id], in: connection)
            return try OriginalStore.load(of: id, in: connection)
        }
    }

    /// The id of the article saved under `url` (compared in canonical
    /// form), or nil; bad input when `url` is not a URL the library keeps.
    public func articleID(forURL url: String) throws -> ArticleID? {
        let canonical = try CanonicalURL.normalize(url)
        return try perform { connection in try ArticleWriter.existing(canonicalURL: canonical, in: connection) }
    }

    /// One page of articles: filtered, sorted, starting at the query's cursor.
    public func page(_ query: ArticleQuery) throws -> ArticlePage {
        try perform { connection in try PageSQL(query, in: connection).run(in: connection) }
    }

    /// How many articles match `filter`.
    public func count(_ filter: ArticleFilter) throws -> Int {
        try perform { connection in
            let sql = try FilterSQL(filter, in: connection)
            return Int(try connection.integer("SELECT count(*) FROM articles a \(sql.whereClause())", sql.values))
        }
    }

    /// The ids of every article matching `filter`, in `sort` order.
    public func ids(_ filter: ArticleFilter, sort: ArticleSort = .newestFirst) throws -> [ArticleID] {
        var ids: [ArticleID] = []
        try forEachPage(ArticleQuery(filter: filter, sort: sort, limit: ArticleQuery.maximumLimit)) { page in
            ids += page.items.map(\.article.id)
        }
        return ids
    }

    /// Calls `body` with every page of `query`, from its cursor to the end.
    /// Each page is read on its own, so others may write between pages.
    public func forEachPage(_ query: ArticleQuery, _ body: (ArticlePage) throws -> Void) throws {
        var query = query
        while true {
            let page = try self.page(query)
            try body(page)
            guard let next = page.next else { return }
            query.cursor = next
        }
    }

    /// How many articles are unread, archived, queued and failed, and how
    /// many tags are in use. (Archived is all minus unread: SQLite counts a
    /// whole table much faster than a range of an index.)
    public func counts() throws -> LibraryCounts {
        try perform { connection in
            try connection.firstRow(
                """
                SELECT (SELECT count(*) FROM articles WHERE is_archived = 0),
                       (SELECT count(*) FROM articles) - (SELECT count(*) FROM articles WHERE is_archived = 0),
                       (SELECT count(*) FROM articles WHERE fetch_state IN ('queued', 'fetching')),
                       (SELECT count(*) FROM articles WHERE fetch_state = 'failed'),
                       (SELECT count(*) FROM tags)
                """
            ) { row in
                LibraryCounts(
                    unread: row.int(0), archived: row.int(1), queued: row.int(2), failed: row.int(3), tags: row.int(4))
            } ?? LibraryCounts(unread: 0, archived: 0, queued: 0, failed: 0, tags: 0)
        }
    }
}
