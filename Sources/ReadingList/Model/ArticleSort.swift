/// The order of a list of articles. Ties are broken by id in the same
/// direction, so every order is total and pages never skip or repeat.
public struct ArticleSort: Sendable, Equatable, Hashable {
    /// What to sort by.
    public enum Key: String, Sendable, CaseIterable {
        /// When the article was saved.
        case saved
        /// When it was published; articles without a date count as
        /// published when they were saved.
        case published
        /// The title, ignoring case and accents.
        case title
        /// The site (host), alphabetically.
        case site
        /// Its length in words (the reading time).
        case length
        /// How well it matches the search (only with a search).
        case relevance

        /// The direction this key sorts in unless told otherwise: newest,
        /// A to Z, shortest, best match first.
        public var defaultDirection: Direction {
            switch self {
            case .saved, .published: .descending
            case .title, .site, .length, .relevance: .ascending
            }
        }
    }

    /// Up or down.
    public enum Direction: String, Sendable, CaseIterable {
        case ascending, descending

        /// The other direction.
        public var reversed: Direction { self == .ascending ? .descending : .ascending }
    }

    /// What to sort by.
    public var key: Key
    /// Which way.
    public var direction: Direction

    /// Sorting by `key` in `direction` (its default direction when nil).
    public init(_ key: Key, _ direction: Direction? = nil) {
        self.key = key
        self.direction = direction ?? key.defaultDirection
    }

    /// Newest saved first: the default order of lists.
    public static let newestFirst = ArticleSort(.saved, .descending)

    /// The same key the other way round.
    public var reversed: ArticleSort { ArticleSort(key, direction.reversed) }
}
