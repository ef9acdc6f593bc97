/// An `ArticleFilter` as SQL conditions over `articles a`, with their values.
///
/// Each condition is written so SQLite's planner takes the fast path: a
/// rare tag, site or search term, or a fetch state, drives the query (its
/// few rows are sorted), while a common one is checked row by row along the
/// sort index, where a page's worth of matches turns up quickly. A common
/// search collects its matches once per statement; a very common one, when
/// nothing else drives the query, asks the search index about each row
/// instead, which is cheaper than collecting most of the library.
struct FilterSQL {
    /// Conditions joined by AND.
    private(set) var conditions: [String] = []
    /// The same conditions (same values) written to check rows one by one:
    /// cheaper when the query names its one row, as nothing is collected.
    private(set) var rowConditions: [String] = []
    /// Values for the `?` in `conditions`, in order.
    private(set) var values: [SQLValue] = []
    /// The parsed search, when the filter has one.
    private(set) var search: SearchQuery?

    /// The conditions of `filter`, with tag names looked up in `connection`.
    /// With `searchJoined`, the query joins the search index
    /// (`article_search`) itself and the search becomes a plain MATCH on it.
    /// With `pageSize`, the query reads one page along a sort index, and
    /// common tags, sites and searches are checked per row instead of
    /// driving the query.
    init(
        _ filter: ArticleFilter, in connection: Connection, searchJoined: Bool = false, pageSize: Int? = nil,
        sortedBySite: Bool = false
    ) throws {
        switch filter.state {
        case .unread: add("a.is_archived = 0")
        case .archived: add("a.is_archived = 1")
        case .all: break
        }
        // Reading along the sort index finds a page after about
        // page × total / matching rows; sorting the matching rows costs about
        // `matching`. Past this many matching rows the first is cheaper.
        let total = try connection.integer("SELECT max(id) FROM articles")
        let common: Int64? = pageSize.map { page in Int64(Double(Int64(page + 1) * max(total, 1)).squareRoot()) }
        // How many rows `query` finds, counted up to `limit` + 1.
        func count(_ query: String, _ values: [SQLValue], upTo limit: Int64) throws -> Int64 {
            try connection.integer("SELECT count(*) FROM (\(query) LIMIT ?)", values + [.integer(limit + 1)])
        }
        // Whether `query` finds more than `common` rows.
        func isCommon(_ query: String, _ values: [SQLValue]) throws -> Bool {
            guard let common else { return false }
            return try count(query, values, upTo: common) > common
        }
        // Whether some condition drives the query (SQLite reads its rows
        // first) instead of the sort index.
        var driven = false
        try addTags(TagName.normalize(filter.tags), total: total, in: connection, driven: &driven) { count in
            common.map { count > $0 } ?? false
        }
        if let site = filter.site.map(CanonicalURL.siteName) {
            // `+` keeps SQLite from reading a common site through its index
            // (unless the sort is by site: then that index gives the order).
            let plus = try sortedBySite == false && isCommon("SELECT 1 FROM articles WHERE site = ?", [.text(site)])
            add(plus ? "+a.site = ?" : "a.site = ?")
            values.append(.text(site))
            driven = driven || !(plus || sortedBySite)
        }
        if let states = filter.fetchStates {
            let list = FetchState.allCases.filter(states.contains).map { "'\($0.rawValue)'" }
            let listed = list.joined(separator: ", ")
            if list.isEmpty {
                add("0")
            } else {
                add(
                    "a.id IN (SELECT id FROM articles WHERE fetch_state IN (\(listed)))",
                    perRow: "a.fetch_state IN (\(listed))")
            }
            driven = true
        }
        if filter.favoritesOnly {
            // Favourites are few: they drive the query unless there are many.
            let isFavorite = "EXISTS (SELECT 1 FROM favorites WHERE article_id = a.id)"
            if try isCommon("SELECT 1 FROM favorites", []) {
                add(isFavorite)
            } else {
                add("a.id IN (SELECT article_id FROM favorites)", perRow: isFavorite)
                driven = true
            }
        }
        if let text = filter.search {
            let query = try SearchQuery(text)
            search = query
            let match: SQLValue = .text(query.expression)
            let matches = "SELECT rowid FROM article_search WHERE article_search MATCH ?"
            let isMatch = "EXISTS (SELECT 1 FROM article_search WHERE article_search MATCH ? AND rowid = a.id)"
            if searchJoined {
                add("article_search MATCH ?")
            } else if let common {
                // Collecting the matches costs about 0.1 µs each, asking the
                // index about one row about 18 µs, and reading along the sort
                // index asks about page × total / matching rows: asking per
                // row is cheaper past √180 ≈ 13.4 × `common` matches, or when
                // most rows match (a page then needs at most twice its rows).
                // When another condition drives the query, the matches are
                // collected however many there are.
                let veryCommon = driven ? nil : min(common * 27 / 2, max(total, 1) / 2)
                let found = try count(matches, [match], upTo: veryCommon ?? common)
                if let veryCommon, found > veryCommon {
                    add(isMatch)
                } else if found > common {
                    // The matches are collected once per statement and each
                    // row along the sort index is looked up in them (`+`
                    // keeps them from driving).
                    add("+a.id IN (\(matches))", perRow: isMatch)
                } else {
                    add("a.id IN (\(matches))", perRow: isMatch)
                }
            } else {
                add("a.id IN (\(matches))", perRow: isMatch)
            }
            values.append(match)
        }
    }

    /// `WHERE ...` with every condition (as `rowConditions` when `perRow`),
    /// plus `extra`; empty when there are none.
    func whereClause(adding extra: [String] = [], perRow: Bool = false) -> String {
        let all = (perRow ? rowConditions : conditions) + extra
        return all.isEmpty ? "" : "WHERE " + all.joined(separator: " AND ")
    }

    /// Adds `condition`, written as `perRow` (when given) in `rowConditions`.
    private mutating func add(_ condition: String, perRow: String? = nil) {
        conditions.append(condition)
        rowConditions.append(perRow ?? condition)
    }

    /// A query for the ids of every matching article.
    var idsQuery: (sql: String, values: [SQLValue]) {
        ("SELECT a.id FROM articles a \(whereClause())", values)
    }

    private mutating func addTags(
        _ names: [String], total: Int64, in connection: Connection, driven: inout Bool, checkPerRow: (Int64) -> Bool
    ) throws {
        guard !names.isEmpty else { return }
        var tags: [(id: Int64, articles: Int64)] = []
        for name in names {
            guard
                let tag = try connection.firstRow(
                    "SELECT id, article_count FROM tags WHERE name = ?", [.text(name)], { ($0.int64(0), $0.int64(1)) })
            else {
                // No article carries it: nothing matches.
                add("0")
                return
            }
            tags.append(tag)
        }
        // Together the tags may be rare even when each is common: then the
        // rarest drives the query (estimating the tags as independent).
        let rarest = tags.min { $0.articles < $1.articles }!.id
        let together = tags.reduce(Double(total)) { $0 * Double($1.articles) / Double(max(total, 1)) }
        let drive = !checkPerRow(Int64(together))
        for tag in tags {
            let perRow = drive ? tag.id != rarest : checkPerRow(tag.articles)
            driven = driven || !perRow
            let carries = "EXISTS (SELECT 1 FROM article_tags WHERE article_id = a.id AND tag_id = ?)"
            add(perRow ? carries : "a.id IN (SELECT article_id FROM article_tags WHERE tag_id = ?)", perRow: carries)
            values.append(.integer(tag.id))
        }
    }
}
