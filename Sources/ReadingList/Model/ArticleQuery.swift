/// A request for one page of articles: which, in what order, how many, and
/// from where (a cursor from an earlier page, or the start).
public struct ArticleQuery: Sendable, Equatable {
    /// Which articles.
    public var filter: ArticleFilter
    /// In what order. `.relevance` needs `filter.search`.
    public var sort: ArticleSort
    /// At most this many rows (1...1000).
    public var limit: Int
    /// Where the page starts: the `next` or `previous` cursor of an earlier
    /// page with the same sort; nil for the first page.
    public var cursor: PageCursor?
    /// The marks put around matched words in search snippets.
    public var highlight: SnippetHighlight
    /// Whether a search's rows come with snippets (each costs a little:
    /// leave them out when they are not shown).
    public var includeSnippets: Bool

    /// The largest page one query returns.
    public static let maximumLimit = 1000

    /// A query with every field given.
    public init(
        filter: ArticleFilter = .unread, sort: ArticleSort = .newestFirst, limit: Int = 50, cursor: PageCursor? = nil,
        highlight: SnippetHighlight = .none, includeSnippets: Bool = true
    ) {
        self.filter = filter
        self.sort = sort
        self.limit = limit
        self.cursor = cursor
        self.highlight = highlight
        self.includeSnippets = includeSnippets
    }
}

/// What to put around the matched words of a search snippet.
public struct SnippetHighlight: Sendable, Equatable {
    /// Put before a match.
    public var open: String
    /// Put after a match.
    public var close: String

    /// Marks `open` and `close` around each match.
    public init(open: String, close: String) {
        self.open = open
        self.close = close
    }

    /// No marks.
    public static let none = SnippetHighlight(open: "", close: "")
}

/// One page of articles, with cursors to the pages beside it.
public struct ArticlePage: Sendable, Equatable {
    /// One row of the page.
    public struct Item: Sendable, Equatable {
        /// The article.
        public var article: SavedArticle
        /// For a search: a passage of the body around the matches.
        public var snippet: String?

        /// A row showing `article`, with a snippet for a search.
        public init(article: SavedArticle, snippet: String? = nil) {
            self.article = article
            self.snippet = snippet
        }
    }

    /// The rows, in the order asked for.
    public var items: [Item]
    /// The cursor for the page after this one; nil when this is the last.
    public var next: PageCursor?
    /// The cursor for the page before this one; nil when this is the first.
    public var previous: PageCursor?

    /// For a search sorted by relevance: how many articles match in all
    /// (ranking them counts them, so no separate count is needed); nil for
    /// other pages.
    public var matchCount: Int?

    /// The articles of the rows.
    public var articles: [SavedArticle] { items.map(\.article) }

    /// A page of `items` with the cursors beside it.
    public init(items: [Item], next: PageCursor? = nil, previous: PageCursor? = nil, matchCount: Int? = nil) {
        self.items = items
        self.next = next
        self.previous = previous
        self.matchCount = matchCount
    }
}
