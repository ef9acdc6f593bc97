import Problems

/// Builds and runs the keyset-paginated query for one page of articles:
/// rows strictly after (or before) a boundary row in a total order
/// (sort key, then id), found through an index without OFFSET.
struct PageSQL {
    let query: ArticleQuery
    let filter: FilterSQL

    init(_ query: ArticleQuery, in connection: Connection) throws {
        guard (1...ArticleQuery.maximumLimit).contains(query.limit) else {
            throw Problem.badInput("a page holds 1 to \(ArticleQuery.maximumLimit) articles, not \(query.limit)")
        }
        self.query = query
        filter = try FilterSQL(
            query.filter, in: connection, searchJoined: query.sort.key == .relevance, pageSize: query.limit)
        if query.sort.key == .relevance && filter.search == nil {
            throw Problem.badInput("sorting by relevance needs a search", hint: "give a search, or sort by something else")
        }
        if let cursor = query.cursor, cursor.sort != query.sort {
            throw Problem.badInput(
                "this page cursor belongs to the order '\(cursor.sort.key.rawValue) \(cursor.sort.direction.rawValue)'",
                hint: "use the same sort as the page it came from")
        }
    }

    /// The SQL expression the sort key reads.
    private var keyExpression: String {
        switch query.sort.key {
        case .saved: "a.saved_at"
        case .published: "a.published_key"
        case .title: "a.title_key"
        case .site: "a.site"
        case .length: "a.word_count"
        case .relevance: "article_search.rank"
        }
    }

    /// Runs the query and builds the page with its neighbouring cursors.
    func run(in connection: Connection) throws -> ArticlePage {
        let backwards = query.cursor?.side == .before
        var rows = try fetch(after: query.cursor.map { ($0.value, $0.id) }, backwards: backwards, limit: query.limit + 1, in: connection)
        let more = rows.count > query.limit
        if more { rows.removeLast() }
        if backwards { rows.reverse() }

        var next: PageCursor?
        var previous: PageCursor?
        if let first = rows.first, let last = rows.last {
            let hasAfter = try backwards ? exists(beyond: last, backwards: false, in: connection) : more
            let hasBefore = try backwards ? more : query.cursor != nil && exists(beyond: first, backwards: true, in: connection)
            if hasAfter { next = PageCursor(sort: query.sort, side: .after, value: last.key, id: last.article.id) }
            if hasBefore { previous = PageCursor(sort: query.sort, side: .before, value: first.key, id: first.article.id) }
        }

        var articles = rows.map(\.article)
        try ArticleRows.attachTags(&articles, in: connection)
        var items: [ArticlePage.Item] = []
        for article in articles {
            items.append(ArticlePage.Item(article: article, snippet: try snippet(for: article.id, in: connection)))
        }
        return ArticlePage(items: items, next: next, previous: previous)
    }

    private struct KeyedRow {
        let article: SavedArticle
        let key: SQLValue
    }

    /// Up to `limit` rows beyond `boundary` in the sort order (or against it
    /// when `backwards`).
    private func fetch(after boundary: (SQLValue, ArticleID)?, backwards: Bool, limit: Int, in connection: Connection) throws -> [KeyedRow] {
        let ascending = (query.sort.direction == .ascending) != backwards
        var extra: [String] = []
        var values = filter.values
        if let (value, id) = boundary {
            extra.append("(\(keyExpression), a.id) \(ascending ? ">" : "<") (?, ?)")
            values += [value, .integer(id.rawValue)]
        }
        let order = ascending ? "ASC" : "DESC"
        let sql = "SELECT \(ArticleRows.columns), \(keyExpression) FROM \(source) \(filter.whereClause(adding: extra)) ORDER BY \(keyExpression) \(order), a.id \(order) LIMIT \(limit)"
        return try connection.rows(sql, values) { row in
            KeyedRow(article: ArticleRows.decode(row), key: row.value(ArticleRows.columnCount))
        }
    }

    /// Whether any row lies beyond `row` (after it, or before when `backwards`).
    private func exists(beyond row: KeyedRow, backwards: Bool, in connection: Connection) throws -> Bool {
        try !fetchIDs(beyond: row, backwards: backwards, in: connection).isEmpty
    }

    private func fetchIDs(beyond row: KeyedRow, backwards: Bool, in connection: Connection) throws -> [Int64] {
        let ascending = (query.sort.direction == .ascending) != backwards
        let extra = ["(\(keyExpression), a.id) \(ascending ? ">" : "<") (?, ?)"]
        let order = ascending ? "ASC" : "DESC"
        let sql = "SELECT a.id FROM \(source) \(filter.whereClause(adding: extra)) ORDER BY \(keyExpression) \(order), a.id \(order) LIMIT 1"
        return try connection.rows(sql, filter.values + [row.key, .integer(row.article.id.rawValue)]) { $0.int64(0) }
    }

    /// The tables a page reads: the search index joined in when sorting by relevance.
    private var source: String {
        query.sort.key == .relevance ? "article_search JOIN articles a ON a.id = article_search.rowid" : "articles a"
    }

    /// The passage of the body around the matches, for a search.
    private func snippet(for id: ArticleID, in connection: Connection) throws -> String? {
        guard let search = filter.search else { return nil }
        let text = try connection.text(
            "SELECT snippet(article_search, 1, ?, ?, '…', 24) FROM article_search WHERE article_search MATCH ? AND rowid = ?",
            [.text(query.highlight.open), .text(query.highlight.close), .text(search.expression), .integer(id.rawValue)])
        guard let text, !text.allSatisfy(\.isWhitespace) else { return nil }
        return text.replacingOccurrences(of: "\n", with: " ")
    }
}
