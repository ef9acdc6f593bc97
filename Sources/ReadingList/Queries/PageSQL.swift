import Problems

/// Builds and runs the keyset-paginated query for one page of articles:
/// rows strictly after (or before) a boundary row in a total order
/// (sort key, then id), found through an index without OFFSET.
///
/// It works in two steps: first the ids and sort keys of the page (from
/// an index, or sorting only those two values), then the records of those
/// few ids. Whatever has to be sorted stays small.
struct PageSQL {
    let query: ArticleQuery
    let filter: FilterSQL

    init(_ query: ArticleQuery, in connection: Connection) throws {
        guard (1...ArticleQuery.maximumLimit).contains(query.limit) else {
            throw Problem.badInput("a page holds 1 to \(ArticleQuery.maximumLimit) articles, not \(query.limit)")
        }
        self.query = query
        filter = try FilterSQL(
            query.filter, in: connection, searchJoined: query.sort.key == .relevance, pageSize: query.limit,
            sortedBySite: query.sort.key == .site)
        if query.sort.key == .relevance && filter.search == nil {
            throw Problem.badInput(
                "sorting by relevance needs a search", hint: "give a search, or sort by something else")
        }
        if let cursor = query.cursor, cursor.sort != query.sort {
            throw Problem.badInput(
                "this page cursor belongs to the order '\(cursor.sort.key.rawValue) \(cursor.sort.direction.rawValue)'",
                hint: "use the same sort as the page it came from")
        }
    }

    /// The tables a page reads, its id and its sort key. Sorting by
    /// relevance reads the search index, joined to the articles only when
    /// something else narrows the search; its key, the rank, is worked out
    /// by `RankedMatches`, not in SQL (so it has none here).
    private var source: (tables: String, id: String, key: String) {
        switch query.sort.key {
        case .saved: ("articles a", "a.id", "a.saved_at")
        case .published: ("articles a", "a.id", "a.published_key")
        case .title: ("articles a", "a.id", "a.title_key")
        case .site: ("articles a", "a.id", "a.site")
        case .length: ("articles a", "a.id", "a.word_count")
        case .relevance:
            isNarrowed
                ? ("article_search JOIN articles a ON a.id = article_search.rowid", "article_search.rowid", "")
                : ("article_search", "article_search.rowid", "")
        }
    }

    /// Whether the filter has conditions besides its search.
    private var isNarrowed: Bool { filter.conditions.count > 1 }

    /// For a page by relevance: every match, ranked; nil for other orders.
    private func rankedMatches(in connection: Connection) throws -> RankedMatches? {
        guard query.sort.key == .relevance, let search = filter.search else { return nil }
        return try RankedMatches.gather(
            tables: source.tables, filter: filter, search: search, narrowed: isNarrowed, in: connection)
    }

    /// Runs the query and builds the page with its neighbouring cursors.
    func run(in connection: Connection) throws -> ArticlePage {
        let ranked = try rankedMatches(in: connection)
        let backwards = query.cursor?.side == .before
        var rows = try keys(
            beyond: query.cursor.map { ($0.value, $0.id) }, backwards: backwards, limit: query.limit + 1,
            ranked: ranked, in: connection)
        let more = rows.count > query.limit
        if more { rows.removeLast() }
        if backwards { rows.reverse() }

        var next: PageCursor?
        var previous: PageCursor?
        if let first = rows.first, let last = rows.last {
            let hasAfter =
                try backwards ? hasRows(beyond: last, backwards: false, ranked: ranked, in: connection) : more
            let hasBefore =
                try backwards
                ? more
                : query.cursor != nil && hasRows(beyond: first, backwards: true, ranked: ranked, in: connection)
            if hasAfter { next = PageCursor(sort: query.sort, side: .after, value: last.key, id: last.id) }
            if hasBefore { previous = PageCursor(sort: query.sort, side: .before, value: first.key, id: first.id) }
        }

        let snippets =
            if query.includeSnippets, let search = filter.search {
                try SearchSnippets.make(
                    for: rows.map(\.id), search: search, highlight: query.highlight,
                    lastBodyMatches: Dictionary(
                        rows.compactMap { row in row.lastBodyMatch.map { (row.id, $0) } }, uniquingKeysWith: { $1 }),
                    in: connection)
            } else { [ArticleID: String]() }
        let items = try ArticleRows.load(rows.map(\.id), in: connection).map { article in
            ArticlePage.Item(article: article, snippet: snippets[article.id])
        }
        return ArticlePage(items: items, next: next, previous: previous, matchCount: ranked?.count)
    }

    private struct Key {
        let id: ArticleID
        let key: SQLValue
        /// By relevance: where the last match in the article's body is (`RankedMatches.Match`).
        var lastBodyMatch: Int?
    }

    /// The ids and sort keys of up to `limit` rows beyond `boundary` in the
    /// sort order (or against it when `backwards`); by relevance, from `ranked`.
    private func keys(
        beyond boundary: (SQLValue, ArticleID)?, backwards: Bool, limit: Int, ranked: RankedMatches?,
        in connection: Connection
    ) throws -> [Key] {
        let ascending = (query.sort.direction == .ascending) != backwards
        if let ranked {
            return ranked.matches(beyond: boundary, ascending: ascending, limit: limit).map {
                Key(id: $0.id, key: .real($0.rank), lastBodyMatch: $0.lastBodyMatch)
            }
        }
        let (tables, id, key) = source
        var extra: [String] = []
        var values = filter.values
        if let (value, boundaryID) = boundary {
            extra.append("(\(key), \(id)) \(ascending ? ">" : "<") (?, ?)")
            values += [value, .integer(boundaryID.rawValue)]
        }
        let order = ascending ? "ASC" : "DESC"
        let sql =
            "SELECT \(id), \(key) FROM \(tables) \(filter.whereClause(adding: extra)) ORDER BY \(key) \(order), \(id) \(order) LIMIT \(limit)"
        return try connection.rows(sql, values) { row in Key(id: ArticleID(row.int64(0)), key: row.value(1)) }
    }

    /// Whether any row lies beyond `row` on the side the cursor came from
    /// (after it, or before when `backwards`). The cursor's own row lies
    /// there: while it still matches with the key the cursor holds, looking
    /// up that one row answers; otherwise the rows beyond are searched (by
    /// relevance, among `ranked`).
    private func hasRows(beyond row: Key, backwards: Bool, ranked: RankedMatches?, in connection: Connection) throws
        -> Bool
    {
        if ranked != nil { return try exists(beyond: row, backwards: backwards, ranked: ranked, in: connection) }
        return try cursorRowMatches(in: connection) || exists(beyond: row, backwards: backwards, in: connection)
    }

    /// Whether the cursor's row still matches the filter with the key the
    /// cursor holds (its conditions checked on that row alone; `+` keeps
    /// the search index from taking a condition on `rank` as its settings).
    private func cursorRowMatches(in connection: Connection) throws -> Bool {
        guard let cursor = query.cursor else { return false }
        let (tables, id, key) = source
        let sql = "SELECT 1 FROM \(tables) \(filter.whereClause(adding: ["\(id) = ?", "+\(key) = ?"], perRow: true))"
        return try connection.firstRow(sql, filter.values + [.integer(cursor.id.rawValue), cursor.value]) { _ in true }
            ?? false
    }

    /// The ids of the rows just before and just after article `id` in this
    /// query's order (either nil at an end). The article need not match the
    /// filter any more (one archived while its list is read): its place in
    /// the order is enough, except in a search, where only a match has one.
    func neighbours(of id: ArticleID, in connection: Connection) throws -> (previous: ArticleID?, next: ArticleID?) {
        let ranked = try rankedMatches(in: connection)
        let value: SQLValue
        if let ranked {
            guard let rank = ranked.rank(of: id) else { return (nil, nil) }
            value = .real(rank)
        } else {
            let sql = "SELECT \(source.key) FROM articles a WHERE a.id = ?"
            guard let key = try connection.firstRow(sql, [.integer(id.rawValue)], { $0.value(0) }) else {
                return (nil, nil)
            }
            value = key
        }
        let previous = try keys(beyond: (value, id), backwards: true, limit: 1, ranked: ranked, in: connection).first
        let next = try keys(beyond: (value, id), backwards: false, limit: 1, ranked: ranked, in: connection).first
        return (previous?.id, next?.id)
    }

    /// Whether any row lies beyond `row` (after it, or before when `backwards`).
    private func exists(beyond row: Key, backwards: Bool, ranked: RankedMatches? = nil, in connection: Connection)
        throws -> Bool
    {
        try !keys(beyond: (row.key, row.id), backwards: backwards, limit: 1, ranked: ranked, in: connection).isEmpty
    }
}
