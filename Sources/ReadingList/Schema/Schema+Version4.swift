import Compression
import Foundation

extension Schema {
    /// Version 4: a lasting, compact copy. Original pages are kept
    /// compressed (zlib) with their size; pictures are kept once per
    /// content hash and shared between articles; the search index keeps no
    /// text of its own (external-content FTS5 over a view that derives it
    /// from the gemtext, see `SearchText`).
    static let version4 = Migration(version: 4, summary: "compressed originals, pictures, external-content search") {
        connection in
        try connection.execute(
            """
            ALTER TABLE article_originals ADD COLUMN size INTEGER NOT NULL DEFAULT 0;
            ALTER TABLE article_bodies ADD COLUMN text_start INTEGER NOT NULL DEFAULT 0;

            CREATE TABLE pictures (
                id INTEGER PRIMARY KEY,
                hash TEXT NOT NULL UNIQUE,
                media_type TEXT NOT NULL,
                width INTEGER,
                height INTEGER,
                size INTEGER NOT NULL,
                stored_at INTEGER NOT NULL,
                bytes BLOB NOT NULL
            );
            CREATE TABLE article_pictures (
                article_id INTEGER NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
                number INTEGER NOT NULL,
                url TEXT NOT NULL,
                caption TEXT,
                alt TEXT,
                link TEXT,
                state TEXT NOT NULL CHECK (state IN ('kept', 'missing', 'failed', 'skipped')),
                reason TEXT,
                picture_id INTEGER REFERENCES pictures(id),
                PRIMARY KEY (article_id, number)
            ) WITHOUT ROWID;
            CREATE INDEX article_pictures_by_picture ON article_pictures(picture_id) WHERE picture_id IS NOT NULL;
            -- A picture goes with the last article that has it.
            CREATE TRIGGER article_pictures_released AFTER DELETE ON article_pictures
            WHEN old.picture_id IS NOT NULL BEGIN
                DELETE FROM pictures WHERE id = old.picture_id
                    AND NOT EXISTS (SELECT 1 FROM article_pictures WHERE picture_id = old.picture_id);
            END;
            CREATE TRIGGER article_pictures_replaced AFTER UPDATE OF picture_id ON article_pictures
            WHEN old.picture_id IS NOT NULL AND old.picture_id IS NOT new.picture_id BEGIN
                DELETE FROM pictures WHERE id = old.picture_id
                    AND NOT EXISTS (SELECT 1 FROM article_pictures WHERE picture_id = old.picture_id);
            END;

            DROP TRIGGER articles_unsearchable;
            DROP TRIGGER articles_retitled;
            DROP TABLE article_search;
            CREATE VIEW article_search_source AS
                SELECT a.id AS id, a.title AS title, gempaper_search_text(b.gemtext, b.text_start, a.author) AS body
                FROM articles a LEFT JOIN article_bodies b ON b.article_id = a.id;
            CREATE VIRTUAL TABLE article_search USING fts5(
                title, body, content = 'article_search_source', content_rowid = 'id',
                tokenize = 'porter unicode61 remove_diacritics 2'
            );
            INSERT INTO article_search(article_search, rank) VALUES ('rank', 'bm25(10.0, 1.0)');
            -- The index forgets an article while its text can still be derived.
            CREATE TRIGGER articles_unsearchable BEFORE DELETE ON articles BEGIN
                INSERT INTO article_search(article_search, rowid, title, body)
                    SELECT 'delete', id, title, body FROM article_search_source WHERE id = old.id;
            END;
            """)
        let originals = try connection.rows("SELECT article_id FROM article_originals") { $0.int64(0) }
        for id in originals {
            guard let bytes = try connection.firstRow(
                "SELECT bytes FROM article_originals WHERE article_id = ?", [.integer(id)], { $0.data(0) }) ?? nil
            else { continue }
            try connection.run(
                "UPDATE article_originals SET bytes = ?, size = ? WHERE article_id = ?",
                [.blob(OriginalStore.compress(bytes)), .integer(Int64(bytes.count)), .integer(id)])
        }
        try connection.execute("INSERT INTO article_search(article_search) VALUES ('rebuild')")
    }
}
