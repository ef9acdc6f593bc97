import Foundation

/// A value that changes whenever the library changes, by this process or
/// another: compare two to know whether cached pages are stale.
public struct LibraryRevision: Sendable, Equatable, Hashable {
    let dataVersion: Int64
    let localChanges: Int64
}

extension Library {
    /// The library's current revision (cheap: no table is read).
    public func revision() throws -> LibraryRevision {
        try perform { connection in
            LibraryRevision(
                dataVersion: try connection.integer("PRAGMA data_version"), localChanges: connection.totalChanges)
        }
    }

    /// Checks the whole file: SQLite's integrity check, foreign keys, the
    /// full-text index against the articles' text (FTS5's own check), tag counts, and that every
    /// ready article has its gemtext. Returns one line per fault; empty
    /// when the library is sound. Reads everything: slow on a big library.
    public func verify() throws -> [String] {
        try perform { connection in
            var faults = try connection.rows("PRAGMA integrity_check") { $0.string(0) }.filter { $0 != "ok" }
            faults += try connection.rows("PRAGMA foreign_key_check") { row in
                "foreign key: row \(row.int64(1)) of \(row.string(0)) points at a missing \(row.string(2)) row"
            }
            do {
                try connection.run("INSERT INTO article_search(article_search) VALUES ('integrity-check')")
            } catch let error as SQLiteError {
                faults.append("search index: \(error.message)")
            }
            let checks: [(String, String)] = [
                (
                    "ready articles without gemtext",
                    "SELECT count(*) FROM articles a WHERE fetch_state = 'ready' AND NOT EXISTS (SELECT 1 FROM article_bodies b WHERE b.article_id = a.id)"
                ),
                (
                    "tags with a wrong article count",
                    "SELECT count(*) FROM tags t WHERE article_count <> (SELECT count(*) FROM article_tags WHERE tag_id = t.id)"
                ),
                ("tags on no article", "SELECT count(*) FROM tags WHERE article_count <= 0"),
            ]
            for (name, sql) in checks {
                let count = try connection.integer(sql)
                if count > 0 { faults.append("\(count) \(name)") }
            }
            return faults
        }
    }
}
