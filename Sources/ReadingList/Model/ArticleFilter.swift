/// Which articles a list, a count or a bulk change is about. Every field
/// narrows the set; the default is every unread article.
public struct ArticleFilter: Sendable, Equatable {
    /// Unread (not archived), archived, or both.
    public enum ReadState: String, Sendable, CaseIterable {
        case unread, archived, all
    }

    /// Unread, archived or all.
    public var state: ReadState
    /// Articles carrying every one of these tags (normalised on use).
    public var tags: [String]
    /// Articles from this site: a host (`example.com`; `www.` and case are
    /// ignored) or a URL whose host is taken.
    public var site: String?
    /// Articles matching this full-text query (see `SearchQuery` for the syntax).
    public var search: String?
    /// Articles in one of these fetch states; nil for any.
    public var fetchStates: Set<FetchState>?
    /// Only the owner's favourites.
    public var favoritesOnly: Bool

    /// A filter with every field given; the default is every unread article.
    public init(
        state: ReadState = .unread, tags: [String] = [], site: String? = nil, search: String? = nil,
        fetchStates: Set<FetchState>? = nil, favoritesOnly: Bool = false
    ) {
        self.state = state
        self.tags = tags
        self.site = site
        self.search = search
        self.fetchStates = fetchStates
        self.favoritesOnly = favoritesOnly
    }

    /// Every article in the library.
    public static let everything = ArticleFilter(state: .all)
    /// Every unread article.
    public static let unread = ArticleFilter(state: .unread)
    /// Every archived article.
    public static let archived = ArticleFilter(state: .archived)
}

/// The articles a bulk change applies to: named by id, or every article a
/// filter matches at the moment of the change. Never by position in a list.
public enum ArticleSelection: Sendable, Equatable {
    /// These articles; an id that does not exist is an error naming it.
    case ids([ArticleID])
    /// Every article the filter matches.
    case matching(ArticleFilter)
}
