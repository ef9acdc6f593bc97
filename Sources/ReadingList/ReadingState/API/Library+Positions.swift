import Foundation
import Problems

extension Library {
    /// Records the owner's `visit` (made at `date`): the article becomes the
    /// one most recently opened, at that section (a visit to the article's
    /// own page keeps the section already recorded). A visit that reaches
    /// the end finishes the article: its place is forgotten. Archived and
    /// missing articles are not recorded. Returns whether anything changed;
    /// opening the same place again changes nothing (so it writes nothing).
    @discardableResult
    public func recordVisit(_ visit: ReadingVisit, at date: Date = Date()) throws -> Bool {
        try perform { connection in
            let id = visit.article.rawValue
            let current = try connection.firstRow(
                """
                SELECT section, visited_at = (SELECT max(visited_at) FROM reading_positions)
                FROM reading_positions WHERE article_id = ?
                """, [.integer(id)]
            ) { row in (section: row.optionalInt64(0).map(Int.init), isLatest: row.int64(1) != 0) }
            if visit.reachesTheEnd {
                guard current != nil else { return false }
                return try connection.transaction {
                    try connection.run("DELETE FROM reading_positions WHERE article_id = ?", [.integer(id)]) > 0
                }
            }
            if let current, current.isLatest, visit.section == nil || visit.section == current.section {
                return false
            }
            return try connection.transaction {
                try PositionWriter.store(visit, at: date, in: connection) > 0
            }
        }
    }

    /// Where the owner left article `id`; nil when it is not started, or finished.
    public func readingPosition(of id: ArticleID) throws -> ReadingPosition? {
        try perform { connection in
            try connection.firstRow(
                "SELECT section, heading, section_count, visited_at FROM reading_positions WHERE article_id = ?",
                [.integer(id.rawValue)], PositionWriter.decode)
        }
    }

    /// The articles started and not finished, most recently opened first,
    /// `limit` at a time from `cursor`.
    public func reading(limit: Int = 50, after cursor: ReadingCursor? = nil) throws -> ReadingPage {
        try perform { connection in
            var sql = "SELECT article_id, section, heading, section_count, visited_at FROM reading_positions"
            var values: [SQLValue] = []
            if let cursor {
                sql += " WHERE (visited_at, article_id) < (?, ?)"
                values = [.integer(cursor.visitedAt), .integer(cursor.article.rawValue)]
            }
            sql += " ORDER BY visited_at DESC, article_id DESC LIMIT ?"
            values.append(.integer(Int64(max(1, limit) + 1)))
            var rows = try connection.rows(sql, values) { row in
                (ArticleID(row.int64(0)), try PositionWriter.decode(row, from: 1), row.int64(4))
            }
            let more = rows.count > limit
            if more { rows.removeLast() }
            let articles = try ArticleRows.load(rows.map(\.0), in: connection)
            let byID = Dictionary(uniqueKeysWithValues: articles.map { ($0.id, $0) })
            let items = rows.compactMap { id, position, _ in
                byID[id].map { ReadingProgress(article: $0, position: position) }
            }
            let next = more ? rows.last.map { ReadingCursor(visitedAt: $0.2, article: $0.0) } : nil
            return ReadingPage(items: items, next: next)
        }
    }

    /// The article opened most recently and not finished, with its place.
    public func continueReading() throws -> ReadingProgress? {
        try reading(limit: 1).items.first
    }

    /// How many articles are started and not finished.
    public func readingCount() throws -> Int {
        try perform { connection in Int(try connection.integer("SELECT count(*) FROM reading_positions")) }
    }
}

/// Writes and reads the rows of `reading_positions`.
enum PositionWriter {
    /// Stores `visit` as the most recent place: later than every other,
    /// even within one millisecond, so "most recent" is never a tie. The
    /// article must exist and be unread. Returns the rows written (0 or 1).
    static func store(_ visit: ReadingVisit, at date: Date, in connection: Connection) throws -> Int {
        try connection.run(
            """
            INSERT INTO reading_positions (article_id, section, heading, section_count, visited_at)
            SELECT id, ?, ?, ?, max(?, coalesce((SELECT max(visited_at) + 1 FROM reading_positions), 0))
            FROM articles WHERE id = ? AND archived_at IS NULL
            ON CONFLICT (article_id) DO UPDATE SET
                section = coalesce(excluded.section, section),
                heading = CASE WHEN excluded.section IS NULL THEN heading ELSE excluded.heading END,
                section_count = excluded.section_count,
                visited_at = excluded.visited_at
            """,
            [
                visit.section.map { .integer(Int64($0)) } ?? .null, visit.heading.map(SQLValue.text) ?? .null,
                .integer(Int64(visit.sectionCount)), date.sqlValue, .integer(visit.article.rawValue),
            ])
    }

    /// Puts `position` on article `id` as it is (an import).
    static func restore(_ position: ReadingPosition, of id: ArticleID, in connection: Connection) throws {
        try connection.run(
            """
            INSERT INTO reading_positions (article_id, section, heading, section_count, visited_at)
            SELECT id, ?, ?, ?, ? FROM articles WHERE id = ? AND archived_at IS NULL
            ON CONFLICT (article_id) DO UPDATE SET
                section = excluded.section, heading = excluded.heading,
                section_count = excluded.section_count, visited_at = excluded.visited_at
            WHERE excluded.visited_at > visited_at
            """,
            [
                position.section.map { .integer(Int64($0)) } ?? .null, position.heading.map(SQLValue.text) ?? .null,
                .integer(Int64(position.sectionCount)), position.visitedAt.sqlValue, .integer(id.rawValue),
            ])
    }

    /// The position in columns `section, heading, section_count, visited_at` from `start`.
    static func decode(_ row: Row) throws -> ReadingPosition { try decode(row, from: 0) }

    static func decode(_ row: Row, from start: Int32) throws -> ReadingPosition {
        ReadingPosition(
            section: row.optionalInt64(start).map(Int.init), heading: row.optionalString(start + 1),
            sectionCount: row.int(start + 2), visitedAt: row.date(start + 3))
    }
}
