import Foundation
import Problems

extension Library {
    /// Keeps `passage` of article `id` as a highlight, with `note`. The
    /// passage must occur in the article's text (see `PassageFinder`); the
    /// highlight keeps it as the article writes it, with the section that
    /// holds it. Highlighting the same passage again replaces its note (when
    /// one is given). Bad input saying why when the passage is not there or
    /// the article has no text yet; not found when there is no such article.
    @discardableResult
    public func highlight(_ id: ArticleID, passage: String, note: String? = nil, at date: Date = Date()) throws
        -> Highlight
    {
        guard let gemtext = try gemtext(of: id) else {
            throw Problem.badInput(
                "article \(id) has no text yet, so nothing in it can be highlighted",
                hint: "wait until it is fetched ('gempaper fetch'), then try again")
        }
        let note = note.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.flatMap { $0.isEmpty ? nil : $0 }
        switch PassageFinder(gemtext: gemtext).find(passage) {
        case .missing(let reason):
            throw Problem.badInput(
                "that passage is not in the article: \(reason)",
                hint: "type the words as the article has them (case, punctuation and line breaks do not matter)")
        case .found(let text, let section):
            return try write { connection in
                try HighlightRows.store(
                    ArticleReadingState.KeptPassage(passage: text, note: note, section: section, createdAt: date),
                    of: id, keepingNote: note == nil, in: connection)
                return try HighlightRows.load(
                    "h.article_id = ? AND h.passage = ?", [.integer(id.rawValue), .text(text)], limit: 1,
                    in: connection
                )[0]
            }
        }
    }

    /// Keeps what someone typed as a highlight of article `id`: a passage,
    /// or `passage -- note`. Where ` -- ` could also be part of the passage,
    /// the reading whose passage occurs in the article wins.
    @discardableResult
    public func highlight(_ id: ArticleID, typed: String, at date: Date = Date()) throws -> Highlight {
        let readings = HighlightInput.readings(of: typed)
        var firstProblem: Problem?
        for reading in readings {
            do {
                return try highlight(id, passage: reading.passage, note: reading.note, at: date)
            } catch let problem as Problem where problem.kind == .badInput {
                if firstProblem == nil { firstProblem = problem }
            }
        }
        throw firstProblem ?? Problem.badInput("type a passage of the article to highlight")
    }

    /// The highlights of article `id` (every article's when nil), newest
    /// first, at most `limit`.
    public func highlights(of id: ArticleID? = nil, limit: Int = 1000) throws -> [Highlight] {
        try perform { connection in
            if let id {
                return try HighlightRows.load("h.article_id = ?", [.integer(id.rawValue)], limit: limit, in: connection)
            }
            return try HighlightRows.load(nil, [], limit: limit, in: connection)
        }
    }

    /// Deletes highlight `number`; not found when there is none.
    public func deleteHighlight(_ number: Int64) throws {
        try write { connection in
            guard try connection.run("DELETE FROM highlights WHERE id = ?", [.integer(number)]) > 0 else {
                throw Problem.notFound(
                    "no highlight with number \(number)", hint: "'gempaper highlights' lists them with their numbers")
            }
        }
    }

    /// How many highlights there are.
    public func highlightCount() throws -> Int {
        try perform { connection in Int(try connection.integer("SELECT count(*) FROM highlights")) }
    }
}

/// What someone typed to highlight: `passage` or `passage -- note`.
enum HighlightInput {
    /// The ways to read `typed`, most likely first: split at the last
    /// ` -- `, then at earlier ones, then the whole text as the passage.
    static func readings(of typed: String) -> [(passage: String, note: String?)] {
        var readings: [(passage: String, note: String?)] = []
        var searchEnd = typed.endIndex
        while let range = typed.range(of: " -- ", options: .backwards, range: typed.startIndex..<searchEnd) {
            readings.append((String(typed[..<range.lowerBound]), String(typed[range.upperBound...])))
            searchEnd = range.lowerBound
        }
        readings.append((typed, nil))
        return readings
    }
}

/// Writes and reads the rows of `highlights`.
enum HighlightRows {
    /// Stores `kept` on article `id`; an existing highlight of the same
    /// passage keeps its note when `keepingNote`, else takes the new one.
    static func store(
        _ kept: ArticleReadingState.KeptPassage, of id: ArticleID, keepingNote: Bool, in connection: Connection
    ) throws {
        try connection.run(
            """
            INSERT INTO highlights (article_id, passage, note, section, created_at) VALUES (?, ?, ?, ?, ?)
            ON CONFLICT (article_id, passage) DO UPDATE SET note = CASE WHEN ? THEN note ELSE excluded.note END
            """,
            [
                .integer(id.rawValue), .text(kept.passage), kept.note.map(SQLValue.text) ?? .null,
                kept.section.map { .integer(Int64($0)) } ?? .null, kept.createdAt.sqlValue,
                .integer(keepingNote ? 1 : 0),
            ])
    }

    /// The highlights matching `condition` (over `highlights h`), newest first.
    static func load(_ condition: String?, _ values: [SQLValue], limit: Int, in connection: Connection) throws
        -> [Highlight]
    {
        try connection.rows(
            """
            SELECT h.id, h.article_id, a.title, a.url, h.passage, h.note, h.section, h.created_at
            FROM highlights h JOIN articles a ON a.id = h.article_id
            \(condition.map { "WHERE \($0)" } ?? "") ORDER BY h.created_at DESC, h.id DESC LIMIT ?
            """, values + [.integer(Int64(max(0, limit)))]
        ) { row in
            let title = row.string(2)
            return Highlight(
                id: row.int64(0), article: ArticleID(row.int64(1)), articleTitle: title.isEmpty ? row.string(3) : title,
                passage: row.string(4), note: row.optionalString(5), section: row.optionalInt64(6).map(Int.init),
                createdAt: row.date(7))
        }
    }
}
