import Foundation
import Problems

/// Reads article records: the columns every list selects, and their tags.
enum ArticleRows {
    /// The columns `decode` reads, for a query over `articles a` of a
    /// library at schema `version` (one read only may predate the offset).
    static func columns(at version: Int) -> String {
        """
        a.id, a.url, a.canonical_url, a.title, a.site, a.site_name, a.author, a.language, a.excerpt, \
        a.published_at, a.saved_at, a.archived_at, a.word_count, a.reading_minutes, a.fetch_state, \
        a.fetch_attempts, a.fetch_error, a.fetched_at, a.retry_at, \
        EXISTS (SELECT 1 FROM article_bodies b WHERE b.article_id = a.id), \
        \(version >= Schema.version7.version ? "a.published_offset" : "NULL")
        """
    }

    /// The record in the current row (tags not filled in).
    static func decode(_ row: Row) -> SavedArticle {
        SavedArticle(
            id: ArticleID(row.int64(0)), url: row.string(1), canonicalURL: row.string(2), title: row.string(3),
            site: row.string(4), siteName: row.optionalString(5), author: row.optionalString(6),
            language: row.optionalString(7), excerpt: row.optionalString(8), publishedAt: row.optionalDate(9),
            publishedOffset: row.optionalInt64(20).map { Int($0) }, savedAt: row.date(10),
            archivedAt: row.optionalDate(11), wordCount: row.int(12), readingMinutes: row.int(13),
            fetch: FetchStatus(
                state: FetchState(rawValue: row.string(14)) ?? .queued, attempts: row.int(15),
                lastError: row.optionalString(16), fetchedAt: row.optionalDate(17), retryAt: row.optionalDate(18)),
            hasContent: row.int64(19) != 0)
    }

    /// The records of `ids` with their tags, in the order of `ids`; an id
    /// with no article is missing from the result.
    static func load(_ ids: [ArticleID], in connection: Connection) throws -> [SavedArticle] {
        guard !ids.isEmpty else { return [] }
        let list = IDList.json(ids)
        var byID: [ArticleID: SavedArticle] = [:]
        let query = "SELECT \(columns(at: connection.schemaVersion)) FROM articles a"
        for article in try connection.rows("\(query) WHERE a.id IN (SELECT value FROM json_each(?))", [list], decode) {
            byID[article.id] = article
        }
        var articles = ids.compactMap { byID[$0] }
        try attachTags(&articles, in: connection)
        return articles
    }

    /// Fills in the tags of `articles`.
    static func attachTags(_ articles: inout [SavedArticle], in connection: Connection) throws {
        guard !articles.isEmpty else { return }
        var tags: [ArticleID: [String]] = [:]
        _ = try connection.rows(
            """
            SELECT at.article_id, t.name FROM article_tags at JOIN tags t ON t.id = at.tag_id
            WHERE at.article_id IN (SELECT value FROM json_each(?)) ORDER BY t.name
            """, [IDList.json(articles.map(\.id))]
        ) { row in tags[ArticleID(row.int64(0)), default: []].append(row.string(1)) }
        for index in articles.indices { articles[index].tags = tags[articles[index].id] ?? [] }
    }

    /// The record of `id`; not found when there is none.
    static func one(_ id: ArticleID, in connection: Connection) throws -> SavedArticle {
        guard let article = try load([id], in: connection).first else { throw missing([id]) }
        return article
    }

    /// Throws not-found for the ids among `ids` that name no article.
    static func requireExisting(_ ids: [ArticleID], in connection: Connection) throws {
        let missingIDs = try connection.rows(
            "SELECT value FROM json_each(?) WHERE value NOT IN (SELECT id FROM articles)", [IDList.json(ids)]
        ) { ArticleID($0.int64(0)) }
        if !missingIDs.isEmpty { throw missing(missingIDs) }
    }

    /// The problem for ids that name no article.
    static func missing(_ ids: [ArticleID]) -> Problem {
        let shown = ids.prefix(10).map(\.description).joined(separator: ", ") + (ids.count > 10 ? ", ..." : "")
        return Problem.notFound(
            ids.count == 1 ? "no article with id \(shown)" : "no articles with ids \(shown)",
            hint: "list the library to see the ids")
    }
}

/// Lists of ids bound as one JSON array parameter (`json_each(?)`), so a
/// statement for any number of ids is prepared once.
enum IDList {
    static func json(_ ids: [ArticleID]) -> SQLValue {
        .text("[" + ids.map { String($0.rawValue) }.joined(separator: ",") + "]")
    }
}
