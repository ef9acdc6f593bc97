import Foundation

/// A URL to keep before it is fetched: what `/add` in the capsule and
/// `gempaper import` store, so the article lists at once and a worker
/// fetches it later.
public struct Bookmark: Sendable, Equatable {
    /// The URL as given.
    public var url: String
    /// A title known beforehand (from a bookmarks file), if any.
    public var title: String?
    /// Tags to give it (normalised; see `TagName`).
    public var tags: [String]
    /// When it was saved; nil for now.
    public var savedAt: Date?
    /// When it was archived; nil keeps it unread.
    public var archivedAt: Date?

    /// A bookmark with every field given; only `url` is required.
    public init(url: String, title: String? = nil, tags: [String] = [], savedAt: Date? = nil, archivedAt: Date? = nil) {
        self.url = url
        self.title = title
        self.tags = tags
        self.savedAt = savedAt
        self.archivedAt = archivedAt
    }
}

/// What saving an article did.
public enum SaveOutcome: Sendable, Equatable {
    /// A new article was stored with this id.
    case added(ArticleID)
    /// The library already had it under this id; the tags given were added
    /// to it and nothing else changed.
    case alreadySaved(ArticleID)

    /// The id of the article, new or existing.
    public var id: ArticleID {
        switch self {
        case .added(let id), .alreadySaved(let id): id
        }
    }

    /// Whether a new article was stored.
    public var isNew: Bool {
        if case .added = self { return true }
        return false
    }
}
