import Foundation

/// A passage the owner kept from an article, with an optional note.
public struct Highlight: Sendable, Equatable, Identifiable {
    /// Its number in the library.
    public var id: Int64
    /// The article it comes from.
    public var article: ArticleID
    /// The article's title (for lists of highlights).
    public var articleTitle: String
    /// The passage as the article writes it.
    public var passage: String
    /// The owner's note, if any.
    public var note: String?
    /// The section holding the passage (1-based, numbered as the outline
    /// numbers headings); nil when it comes before the first numbered
    /// heading (in the introduction under the title).
    public var section: Int?
    /// When it was kept.
    public var createdAt: Date

    /// A highlight with every field given.
    public init(
        id: Int64, article: ArticleID, articleTitle: String, passage: String, note: String?, section: Int?,
        createdAt: Date
    ) {
        self.id = id
        self.article = article
        self.articleTitle = articleTitle
        self.passage = passage
        self.note = note
        self.section = section
        self.createdAt = createdAt
    }
}

extension [Highlight] {
    /// The highlights in the order a reader meets them: by section (those
    /// before the first heading first), then oldest first.
    public var inReadingOrder: [Highlight] {
        sorted { ($0.section ?? 0, $0.createdAt, $0.id) < ($1.section ?? 0, $1.createdAt, $1.id) }
    }
}
