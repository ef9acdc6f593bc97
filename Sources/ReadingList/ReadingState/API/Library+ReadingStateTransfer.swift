import Foundation

extension Library {
    /// Everything the owner's reading left on article `id`, for an export.
    public func readingState(of id: ArticleID) throws -> ArticleReadingState {
        try perform { connection in try ReadingStateRows.load(id, in: connection) }
    }
}

/// Reads and restores an article's whole reading state.
enum ReadingStateRows {
    static func load(_ id: ArticleID, in connection: Connection) throws -> ArticleReadingState {
        let value: [SQLValue] = [.integer(id.rawValue)]
        let favoritedAt = try connection.firstRow("SELECT favorited_at FROM favorites WHERE article_id = ?", value) {
            $0.date(0)
        }
        let position = try connection.firstRow(
            "SELECT section, heading, section_count, visited_at FROM reading_positions WHERE article_id = ?", value,
            PositionWriter.decode)
        let highlights = try connection.rows(
            "SELECT passage, note, section, created_at FROM highlights WHERE article_id = ? ORDER BY created_at, id",
            value
        ) { row in
            ArticleReadingState.KeptPassage(
                passage: row.string(0), note: row.optionalString(1), section: row.optionalInt64(2).map(Int.init),
                createdAt: row.date(3))
        }
        return ArticleReadingState(favoritedAt: favoritedAt, position: position, highlights: highlights)
    }

    /// Adds `state` to article `id`: a favourite stays one, a position newer
    /// than the one recorded replaces it, highlights not there yet are added.
    static func restore(_ state: ArticleReadingState, of id: ArticleID, in connection: Connection) throws {
        if let date = state.favoritedAt {
            try connection.run(
                "INSERT OR IGNORE INTO favorites (article_id, favorited_at) VALUES (?, ?)",
                [.integer(id.rawValue), date.sqlValue])
        }
        if let position = state.position { try PositionWriter.restore(position, of: id, in: connection) }
        for kept in state.highlights {
            try HighlightRows.store(kept, of: id, keepingNote: kept.note == nil, in: connection)
        }
    }
}
