extension Schema {
    /// Version 5: gemtext kept compressed (zlib, with its size; see
    /// `GemtextStore`). The search index's view derives the same text from
    /// it as before, so the index itself stays as it is.
    static let version5 = Migration(version: 5, summary: "compressed gemtext") { connection in
        // The view and the trigger reading it name the table that is replaced.
        try connection.execute(
            """
            DROP TRIGGER articles_unsearchable;
            DROP VIEW article_search_source;
            CREATE TABLE article_bodies_compressed (
                article_id INTEGER PRIMARY KEY REFERENCES articles(id) ON DELETE CASCADE,
                gemtext BLOB NOT NULL,
                text_start INTEGER NOT NULL DEFAULT 0,
                size INTEGER NOT NULL
            );
            """)
        let ids = try connection.rows("SELECT article_id FROM article_bodies") { $0.int64(0) }
        for id in ids {
            guard
                let (gemtext, start) = try connection.firstRow(
                    "SELECT gemtext, text_start FROM article_bodies WHERE article_id = ?", [.integer(id)],
                    { ($0.string(0), $0.int64(1)) })
            else { continue }
            try connection.run(
                "INSERT INTO article_bodies_compressed (article_id, gemtext, text_start, size) VALUES (?, ?, ?, ?)",
                [
                    .integer(id), .blob(GemtextStore.compress(gemtext)), .integer(start),
                    .integer(Int64(gemtext.utf8.count)),
                ])
        }
        try connection.execute(
            """
            DROP TABLE article_bodies;
            ALTER TABLE article_bodies_compressed RENAME TO article_bodies;
            CREATE VIEW article_search_source AS
                SELECT a.id AS id, a.title AS title,
                    gempaper_search_text(b.gemtext, b.size, b.text_start, a.author) AS body
                FROM articles a LEFT JOIN article_bodies b ON b.article_id = a.id;
            -- The index forgets an article while its text can still be derived.
            CREATE TRIGGER articles_unsearchable BEFORE DELETE ON articles BEGIN
                INSERT INTO article_search(article_search, rowid, title, body)
                    SELECT 'delete', id, title, body FROM article_search_source WHERE id = old.id;
            END;
            """)
    }
}
