/// One article read from an import file: a bookmark to queue, or (from a
/// gempaper JSON export) a whole article to store as it is.
public struct ImportEntry: Sendable, Equatable {
    /// The URL, title, tags, dates and read state.
    public var bookmark: Bookmark
    /// The article itself, when the file carries it; stored without fetching.
    public var content: ArticleContent?
    /// Where in the file the entry is (`line 12`), for messages.
    public var location: String
    /// Why the entry cannot be imported, when reading the file already showed it.
    public var problem: String?
    /// The owner's favourite, place and highlights (from a gempaper JSON export).
    public var reading: ArticleReadingState?

    /// An entry with every field given.
    public init(
        bookmark: Bookmark, content: ArticleContent? = nil, location: String, problem: String? = nil,
        reading: ArticleReadingState? = nil
    ) {
        self.bookmark = bookmark
        self.content = content
        self.location = location
        self.problem = problem
        self.reading = reading
    }
}

/// What importing one entry did.
public enum ImportResult: Sendable, Equatable {
    /// Stored as a new article (queued, or ready when the file held its content).
    case added(ArticleID)
    /// The library already had it; the entry's tags were added to it.
    case duplicate(ArticleID)
    /// Not imported, and why (`line 12: 'ftp://x' has the scheme 'ftp'; ...`).
    case failed(String)
}
