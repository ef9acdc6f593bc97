extension Library {
    /// The articles just before and just after article `id` in the list
    /// that `filter` and `sort` make: where "previous" and "next" lead from
    /// an article opened from that list. Either is nil at an end of the list.
    public func neighbours(of id: ArticleID, in filter: ArticleFilter, sort: ArticleSort) throws -> ArticleNeighbours {
        try perform { connection in
            let query = ArticleQuery(filter: filter, sort: sort, limit: 1, includeSnippets: false)
            let (previous, next) = try PageSQL(query, in: connection).neighbours(of: id, in: connection)
            let articles = try ArticleRows.load([previous, next].compactMap { $0 }, in: connection)
            return ArticleNeighbours(
                previous: articles.first { $0.id == previous }, next: articles.first { $0.id == next })
        }
    }
}

/// The articles beside one in a list.
public struct ArticleNeighbours: Sendable, Equatable {
    /// The one before it; nil when it comes first.
    public var previous: SavedArticle?
    /// The one after it; nil when it comes last.
    public var next: SavedArticle?

    /// Neighbours with both sides given.
    public init(previous: SavedArticle?, next: SavedArticle?) {
        self.previous = previous
        self.next = next
    }
}
