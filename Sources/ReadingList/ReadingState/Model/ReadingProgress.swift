import Foundation

/// Where the owner stopped in an article started and not finished.
public struct ReadingPosition: Sendable, Equatable {
    /// The last section opened (1-based); nil when only the article's page was.
    public var section: Int?
    /// That section's heading.
    public var heading: String?
    /// How many sections the article had then.
    public var sectionCount: Int
    /// When the place was last opened.
    public var visitedAt: Date

    /// A position with every field given.
    public init(section: Int?, heading: String?, sectionCount: Int, visitedAt: Date) {
        self.section = section
        self.heading = heading
        self.sectionCount = sectionCount
        self.visitedAt = visitedAt
    }
}

/// An article being read, with where it was left: one row of `/reading`.
public struct ReadingProgress: Sendable, Equatable {
    /// The article.
    public var article: SavedArticle
    /// Where it was left.
    public var position: ReadingPosition

    /// The article and its position.
    public init(article: SavedArticle, position: ReadingPosition) {
        self.article = article
        self.position = position
    }
}

/// One page of the articles being read, most recently opened first.
public struct ReadingPage: Sendable, Equatable {
    /// The rows.
    public var items: [ReadingProgress]
    /// Where the next page starts; nil when this is the last.
    public var next: ReadingCursor?

    /// A page of `items`, with the start of the next.
    public init(items: [ReadingProgress], next: ReadingCursor?) {
        self.items = items
        self.next = next
    }
}

/// Where a page of articles being read starts: just after (older than) the
/// row it names. Written `MILLISECONDS-ID` in URLs and on the command line.
public struct ReadingCursor: Sendable, Hashable, CustomStringConvertible {
    let visitedAt: Int64
    let article: ArticleID

    init(visitedAt: Int64, article: ArticleID) {
        self.visitedAt = visitedAt
        self.article = article
    }

    /// The cursor written as `token`; nil when it is not one.
    public init?(token: String) {
        let parts = token.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let time = Int64(parts[0]), time >= 0, let id = ArticleID(String(parts[1])) else {
            return nil
        }
        self.init(visitedAt: time, article: id)
    }

    /// The cursor as text.
    public var token: String { "\(visitedAt)-\(article)" }

    public var description: String { token }
}
