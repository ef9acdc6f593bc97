/// An `ArticleFilter` as SQL conditions over `articles a`, with their values.
struct FilterSQL {
    /// Conditions joined by AND.
    private(set) var conditions: [String] = []
    /// Values for the `?` in `conditions`, in order.
    private(set) var values: [SQLValue] = []
    /// The parsed search, when the filter has one.
    let search: SearchQuery?

    /// The conditions of `filter`. With `searchJoined`, the query joins the
    /// search index (`article_search`) itself and the search becomes a plain
    /// MATCH on it.
    init(_ filter: ArticleFilter, searchJoined: Bool = false) throws {
        switch filter.state {
        case .unread: conditions.append("a.is_archived = 0")
        case .archived: conditions.append("a.is_archived = 1")
        case .all: break
        }
        for tag in try TagName.normalize(filter.tags) {
            conditions.append(
                "a.id IN (SELECT article_id FROM article_tags WHERE tag_id = (SELECT id FROM tags WHERE name = ?))")
            values.append(.text(tag))
        }
        if let site = filter.site {
            conditions.append("a.site = ?")
            values.append(.text(CanonicalURL.siteName(site)))
        }
        if let states = filter.fetchStates {
            let list = FetchState.allCases.filter(states.contains).map { "'\($0.rawValue)'" }
            conditions.append(list.isEmpty ? "0" : "a.fetch_state IN (\(list.joined(separator: ", ")))")
        }
        if let text = filter.search {
            let query = try SearchQuery(text)
            search = query
            conditions.append(
                searchJoined
                    ? "article_search MATCH ?" : "a.id IN (SELECT rowid FROM article_search WHERE article_search MATCH ?)")
            values.append(.text(query.expression))
        } else {
            search = nil
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
}
