import Foundation
import Problems

/// Writes article rows, bodies and originals. Callers hold a transaction.
///
/// New articles get their search index entry in one insert, in increasing
/// id order: the full-text index then batches a whole import in memory
/// (deleting or rewriting an entry in the same transaction would make it
/// flush at every article).
enum ArticleWriter {
    /// The id of the article saved under `canonicalURL`, if any.
    static func existing(canonicalURL: String, in connection: Connection) throws -> ArticleID? {
        try connection.firstRow("SELECT id FROM articles WHERE canonical_url = ?", [.text(canonicalURL)]) {
            ArticleID($0.int64(0))
        }
    }

    /// Stores a bookmark as a queued article; returns its new id.
    static func insertQueued(
        url: String, canonicalURL: String, bookmark: Bookmark, now: Date, in connection: Connection
    ) throws -> ArticleID {
        let title = cleanTitle(bookmark.title)
        try connection.run(
            """
            INSERT INTO articles (url, canonical_url, title, title_key, site, saved_at, archived_at, fetch_state)
            VALUES (?, ?, ?, ?, ?, ?, ?, 'queued')
            """,
            [
                .text(url), .text(canonicalURL), .text(title), .text(titleKey(title, url: canonicalURL)),
                .text(CanonicalURL.site(of: canonicalURL)), (bookmark.savedAt ?? now).sqlValue,
                bookmark.archivedAt.sqlValue,
            ])
        let id = connection.lastInsertRowID
        try SearchIndex.add(id: id, in: connection)
        return ArticleID(id)
    }

    /// Stores fetched content as a new, ready article; returns its id.
    static func insertReady(
        _ content: ArticleContent, canonicalURL: String, savedAt: Date, archivedAt: Date?, now: Date,
        in connection: Connection
    ) throws -> ArticleID {
        let fields = Fields(content, title: cleanTitle(content.title), canonicalURL: canonicalURL, now: now)
        try connection.run(
            "INSERT INTO articles (url, saved_at, archived_at, \(Fields.columns.joined(separator: ", "))) VALUES (?, ?, ?, \(Fields.columns.map { _ in "?" }.joined(separator: ", ")))",
            [.text(content.url.trimmingCharacters(in: .whitespacesAndNewlines)), savedAt.sqlValue, archivedAt.sqlValue]
                + fields.values)
        let id = ArticleID(connection.lastInsertRowID)
        try storeBodies(content, of: id, in: connection)
        try SearchIndex.add(id: id.rawValue, in: connection)
        return id
    }

    /// Replaces an existing article's metadata, gemtext and (when given)
    /// original with `content`, and marks it ready.
    static func storeContent(
        _ content: ArticleContent, canonicalURL: String, of id: ArticleID, now: Date, in connection: Connection
    ) throws {
        var title = cleanTitle(content.title)
        if title.isEmpty {
            // A page without a title keeps the one it was saved with.
            title = try connection.text("SELECT title FROM articles WHERE id = ?", [.integer(id.rawValue)]) ?? ""
        }
        let fields = Fields(content, title: title, canonicalURL: canonicalURL, now: now)
        try SearchIndex.remove(id: id.rawValue, in: connection)
        try connection.run(
            "UPDATE articles SET \(Fields.columns.map { "\($0) = ?" }.joined(separator: ", ")) WHERE id = ?",
            fields.values + [.integer(id.rawValue)])
        try storeBodies(content, of: id, in: connection)
        try SearchIndex.add(id: id.rawValue, in: connection)
    }

    /// The columns fetched content sets, with their values.
    private struct Fields {
        static let columns = [
            "canonical_url", "title", "title_key", "site", "site_name", "author", "language", "excerpt", "published_at",
            "published_offset", "word_count", "reading_minutes", "fetch_state", "fetch_error", "fetched_at",
            "claimed_at", "claimed_by", "retry_at",
        ]
        let title: String
        let values: [SQLValue]

        init(_ content: ArticleContent, title: String, canonicalURL: String, now: Date) {
            self.title = title
            let words = content.wordCount ?? PlainText.wordCount(PlainText.fromGemtext(content.gemtext))
            values = [
                .text(canonicalURL), .text(title), .text(ArticleWriter.titleKey(title, url: canonicalURL)),
                .text(CanonicalURL.site(of: canonicalURL)), Fields.clean(content.siteName).sqlValue,
                Fields.clean(content.author).sqlValue,
                Fields.clean(content.language).sqlValue, Fields.clean(content.excerpt).sqlValue,
                content.publishedAt.sqlValue, content.published?.offset.sqlValue ?? .null,
                .integer(Int64(words)), .integer(Int64(PlainText.readingMinutes(words: words))),
                .text(FetchState.ready.rawValue), .null, (content.original?.fetchedAt ?? now).sqlValue, .null, .null,
                .null,
            ]
        }

        private static func clean(_ text: String?) -> String? {
            guard let text = text?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else { return nil }
            return text
        }
    }

    /// Writes the gemtext and, when given, the original page and the pictures.
    private static func storeBodies(_ content: ArticleContent, of id: ArticleID, in connection: Connection) throws {
        try GemtextStore.store(
            content.gemtext, textStart: content.textStart, headingLevels: content.headingLevels, of: id, in: connection)
        if let original = content.original { try OriginalStore.store(original, of: id, in: connection) }
        if let pictures = content.pictures { try PictureWriter.replace(pictures, of: id, in: connection) }
    }

    /// The key titles sort by; an article without a title sorts by its URL.
    static func titleKey(_ title: String, url: String) -> String {
        if !title.isEmpty { return PlainText.sortKey(title) }
        let withoutScheme = url.range(of: "://").map { String(url[$0.upperBound...]) } ?? url
        return PlainText.sortKey(withoutScheme)
    }

    /// A title on one line, trimmed.
    static func cleanTitle(_ title: String?) -> String {
        guard let title else { return "" }
        return title.split(whereSeparator: \.isNewline).joined(separator: " ").trimmingCharacters(in: .whitespaces)
    }
}
