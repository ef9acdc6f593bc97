import Foundation
import Problems

/// Writes article rows, bodies and originals. Callers hold a transaction.
enum ArticleWriter {
    /// The id of the article saved under `canonicalURL`, if any.
    static func existing(canonicalURL: String, in connection: Connection) throws -> ArticleID? {
        try connection.firstRow("SELECT id FROM articles WHERE canonical_url = ?", [.text(canonicalURL)]) {
            ArticleID($0.int64(0))
        }
    }

    /// Stores a bookmark as a queued article; returns its new id.
    static func insertQueued(url: String, canonicalURL: String, bookmark: Bookmark, now: Date, in connection: Connection) throws -> ArticleID {
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
        try SearchIndex.insert(id: id, title: title, gemtext: nil, in: connection)
        return ArticleID(id)
    }

    /// Stores fetched content as a new, ready article; returns its id.
    static func insertReady(
        _ content: ArticleContent, canonicalURL: String, savedAt: Date, archivedAt: Date?, now: Date, in connection: Connection
    ) throws -> ArticleID {
        try connection.run(
            """
            INSERT INTO articles (url, canonical_url, title, title_key, site, saved_at, archived_at, fetch_state)
            VALUES (?, ?, '', '', ?, ?, ?, 'ready')
            """,
            [
                .text(content.url.trimmingCharacters(in: .whitespacesAndNewlines)), .text(canonicalURL),
                .text(CanonicalURL.site(of: canonicalURL)), savedAt.sqlValue, archivedAt.sqlValue,
            ])
        let id = ArticleID(connection.lastInsertRowID)
        try SearchIndex.insert(id: id.rawValue, title: "", gemtext: nil, in: connection)
        try storeContent(content, canonicalURL: canonicalURL, of: id, now: now, in: connection)
        return id
    }

    /// Replaces an article's metadata, gemtext and (when given) original
    /// with `content`, and marks it ready.
    static func storeContent(_ content: ArticleContent, canonicalURL: String, of id: ArticleID, now: Date, in connection: Connection) throws {
        var title = cleanTitle(content.title)
        if title.isEmpty {
            // A page without a title keeps the one it was saved with.
            title = try connection.text("SELECT title FROM articles WHERE id = ?", [.integer(id.rawValue)]) ?? ""
        }
        let words = content.wordCount ?? PlainText.wordCount(PlainText.fromGemtext(content.gemtext))
        try connection.run(
            """
            UPDATE articles SET canonical_url = ?, title = ?, title_key = ?, site = ?, site_name = ?, author = ?,
                language = ?, excerpt = ?, published_at = ?, word_count = ?, reading_minutes = ?,
                fetch_state = 'ready', fetch_error = NULL, fetched_at = ?, claimed_at = NULL, claimed_by = NULL,
                retry_at = NULL
            WHERE id = ?
            """,
            [
                .text(canonicalURL), .text(title), .text(titleKey(title, url: canonicalURL)),
                .text(CanonicalURL.site(of: canonicalURL)), clean(content.siteName).sqlValue,
                clean(content.author).sqlValue, clean(content.language).sqlValue, clean(content.excerpt).sqlValue,
                content.publishedAt.sqlValue, .integer(Int64(words)),
                .integer(Int64(PlainText.readingMinutes(words: words))),
                (content.original?.fetchedAt ?? now).sqlValue, .integer(id.rawValue),
            ])
        try connection.run(
            """
            INSERT INTO article_bodies (article_id, gemtext) VALUES (?, ?)
            ON CONFLICT (article_id) DO UPDATE SET gemtext = excluded.gemtext
            """, [.integer(id.rawValue), .text(content.gemtext)])
        if let original = content.original {
            try connection.run(
                """
                INSERT OR REPLACE INTO article_originals (article_id, content_type, charset, final_url, fetched_at, bytes)
                VALUES (?, ?, ?, ?, ?, ?)
                """,
                [
                    .integer(id.rawValue), .text(original.contentType), original.charset.sqlValue,
                    original.finalURL.sqlValue, original.fetchedAt.sqlValue, .blob(original.bytes),
                ])
        }
        try SearchIndex.replaceBody(id: id.rawValue, gemtext: content.gemtext, in: connection)
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

    private static func clean(_ text: String?) -> String? {
        guard let text = text?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else { return nil }
        return text
    }
}
