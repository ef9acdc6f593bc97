import Foundation
import Problems

extension Library {
    /// Keeps `bookmark` as a queued article for a worker to fetch; it lists
    /// at once with the title it came with. When the library already has
    /// the URL, its tags are added to that article and its id returned.
    /// Bad input when the URL is not an absolute http, https or gemini URL,
    /// or a tag breaks `TagName`'s rules.
    public func enqueue(_ bookmark: Bookmark, now: Date = Date()) throws -> SaveOutcome {
        let prepared = try PreparedBookmark(bookmark)
        return try write { connection in try prepared.store(now: now, in: connection) }
    }

    /// Stores an article that was already fetched and converted, with its
    /// tags, in one transaction. When the library already has it (same
    /// canonical URL, or same URL), its tags are added to that article and
    /// nothing else changes.
    public func save(
        _ content: ArticleContent, tags: [String] = [], savedAt: Date? = nil, archivedAt: Date? = nil,
        now: Date = Date()
    ) throws -> SaveOutcome {
        let prepared = try PreparedContent(content, tags: tags, savedAt: savedAt ?? now, archivedAt: archivedAt)
        return try write { connection in try prepared.store(now: now, in: connection) }
    }

    /// Changes the title of article `id` (trimmed, on one line; not empty).
    public func setTitle(_ title: String, of id: ArticleID) throws {
        let clean = ArticleWriter.cleanTitle(title)
        guard !clean.isEmpty else { throw Problem.badInput("the title is empty") }
        try write { connection in
            let url = try ArticleRows.one(id, in: connection).canonicalURL
            try SearchIndex.remove(id: id.rawValue, in: connection)
            try connection.run(
                "UPDATE articles SET title = ?, title_key = ? WHERE id = ?",
                [.text(clean), .text(ArticleWriter.titleKey(clean, url: url)), .integer(id.rawValue)])
            try SearchIndex.add(id: id.rawValue, in: connection)
        }
    }
}

/// A bookmark checked before the transaction starts: canonical URL and tags.
struct PreparedBookmark {
    let bookmark: Bookmark
    let url: String
    let canonicalURL: String
    let tags: [String]

    init(_ bookmark: Bookmark) throws {
        self.bookmark = bookmark
        url = URLCredentials.strip(bookmark.url.trimmingCharacters(in: .whitespacesAndNewlines)).url
        canonicalURL = try CanonicalURL.normalize(url)
        tags = try TagName.normalize(bookmark.tags)
    }

    func store(now: Date, in connection: Connection) throws -> SaveOutcome {
        if let existing = try ArticleWriter.existing(canonicalURL: canonicalURL, in: connection) {
            try TagWriter.add(tags, to: [existing], in: connection)
            return .alreadySaved(existing)
        }
        let id = try ArticleWriter.insertQueued(
            url: url, canonicalURL: canonicalURL, bookmark: bookmark, now: now, in: connection)
        try TagWriter.add(tags, to: [id], in: connection)
        return .added(id)
    }
}

/// Fetched content checked before the transaction starts.
struct PreparedContent {
    let content: ArticleContent
    let canonicalURL: String
    let urlKey: String
    let tags: [String]
    let savedAt: Date
    let archivedAt: Date?

    init(_ content: ArticleContent, tags: [String], savedAt: Date, archivedAt: Date?) throws {
        var content = content
        content.url = URLCredentials.strip(content.url).url
        self.content = content
        urlKey = try CanonicalURL.normalize(content.url)
        // A canonical link that is not a URL the library keeps is ignored.
        canonicalURL = content.canonicalURL.flatMap { try? CanonicalURL.normalize($0) } ?? urlKey
        self.tags = try TagName.normalize(tags)
        self.savedAt = savedAt
        self.archivedAt = archivedAt
    }

    func store(now: Date, in connection: Connection) throws -> SaveOutcome {
        for key in Set([canonicalURL, urlKey]) {
            if let existing = try ArticleWriter.existing(canonicalURL: key, in: connection) {
                try TagWriter.add(tags, to: [existing], in: connection)
                return .alreadySaved(existing)
            }
        }
        let id = try ArticleWriter.insertReady(
            content, canonicalURL: canonicalURL, savedAt: savedAt, archivedAt: archivedAt, now: now, in: connection)
        try TagWriter.add(tags, to: [id], in: connection)
        return .added(id)
    }
}
