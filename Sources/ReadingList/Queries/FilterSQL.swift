/// An `ArticleFilter` as SQL conditions over `articles a`, with their values.
///
/// Each condition is written so SQLite's planner takes the fast path: a
/// rare tag or a fetch state drives the query (its few rows are sorted),
/// while a common tag is checked row by row along the sort index, where a
/// page's worth of matches turns up quickly.
struct FilterSQL {
    /// Conditions joined by AND.
    private(set) var conditions: [String] = []
    /// Values for the `?` in `conditions`, in order.
    private(set) var values: [SQLValue] = []
    /// The parsed search, when the filter has one.
    private(set) var search: SearchQuery?

    /// The conditions of `filter`, with tag names looked up in `connection`.
    /// With `searchJoined`, the query joins the search index
    /// (`article_search`) itself and the search becomes a plain MATCH on it.
    /// With `pageSize`, the query reads one page along a sort index, and
    /// common tags are checked per row instead of driving the query.
    init(_ filter: ArticleFilter, in connection: Connection, searchJoined: Bool = false, pageSize: Int? = nil) throws {
        switch filter.state {
        case .unread: conditions.append("a.is_archived = 0")
        case .archived: conditions.append("a.is_archived = 1")
        case .all: break
        }
        try addTags(TagName.normalize(filter.tags), in: connection, pageSize: pageSize)
        if let site = filter.site {
            conditions.append("a.site = ?")
            values.append(.text(CanonicalURL.siteName(site)))
        }
        if let states = filter.fetchStates {
            let list = FetchState.allCases.filter(states.contains).map { "'\($0.rawValue)'" }
            conditions.append(
                list.isEmpty
                    ? "0" : "a.id IN (SELECT id FROM articles WHERE fetch_state IN (\(list.joined(separator: ", "))))")
        }
        if let text = filter.search {
            let query = try SearchQuery(text)
            search = query
            conditions.append(
                searchJoined
                    ? "article_search MATCH ?" : "a.id IN (SELECT rowid FROM article_search WHERE article_search MATCH ?)")
            values.append(.text(query.expression))
        }
    }

    /// `WHERE ...` with every condition, plus `extra`; empty when there are none.
    func whereClause(adding extra: [String] = []) -> String {
        let all = conditions + extra
        return all.isEmpty ? "" : "WHERE " + all.joined(separator: " AND ")
    }

    /// A query for the ids of every matching article.
    var idsQuery: (sql: String, values: [SQLValue]) {
        ("SELECT a.id FROM articles a \(whereClause())", values)
    }

    private mutating func addTags(_ names: [String], in connection: Connection, pageSize: Int?) throws {
        guard !names.isEmpty else { return }
        var tags: [(id: Int64, articles: Int64)] = []
        for name in names {
            guard let tag = try connection.firstRow("SELECT id, article_count FROM tags WHERE name = ?", [.text(name)], { ($0.int64(0), $0.int64(1)) }) else {
                // No article carries it: nothing matches.
                conditions.append("0")
                return
            }
            tags.append(tag)
        }
        let estimatedTotal = try connection.integer("SELECT max(id) FROM articles")
        for tag in tags {
            // Reading along the sort index finds a page after about
            // page × total / tagged rows; sorting the tagged rows costs about
            // `tagged`. Take the smaller.
            let checkPerRow = pageSize.map { tag.articles * tag.articles > Int64($0 + 1) * estimatedTotal } ?? false
            conditions.append(
                checkPerRow
                    ? "EXISTS (SELECT 1 FROM article_tags WHERE article_id = a.id AND tag_id = ?)"
                    : "a.id IN (SELECT article_id FROM article_tags WHERE tag_id = ?)")
            values.append(.integer(tag.id))
        }
    }
}
