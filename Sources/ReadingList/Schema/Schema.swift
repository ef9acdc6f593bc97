import Foundation

/// The library's schema: its identity in the file header and the list of
/// migrations that build it.
enum Schema {
    /// Written to the file header (`PRAGMA application_id`) so a gempaper
    /// library can be told from any other SQLite file: "GPAP".
    static let applicationID: Int64 = 0x4750_4150

    /// Every migration, oldest first.
    static let migrations: [Migration] = [
        version1, version2, ReadingStateSchema.version3, version4, version5, version6, version7,
    ]

    /// The version this build of gempaper writes.
    static var latestVersion: Int { migrations.last!.version }

    /// The oldest version a library opened for reading only (which cannot be
    /// brought up to date) may have: the migrations since add only columns
    /// that readers do without (version 7's `published_offset`: such a
    /// library shows UTC's days, as before).
    static let oldestReadable = 6

    /// Version 1: articles, their bodies, the original pages, tags.
    static let version1 = Migration(version: 1, summary: "articles, bodies, original pages, tags") { connection in
        try connection.execute(
            """
            CREATE TABLE articles (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                url TEXT NOT NULL,
                canonical_url TEXT NOT NULL UNIQUE,
                title TEXT NOT NULL DEFAULT '',
                title_key TEXT NOT NULL DEFAULT '',
                site TEXT NOT NULL DEFAULT '',
                site_name TEXT,
                author TEXT,
                language TEXT,
                excerpt TEXT,
                published_at INTEGER,
                saved_at INTEGER NOT NULL,
                archived_at INTEGER,
                word_count INTEGER NOT NULL DEFAULT 0,
                reading_minutes INTEGER NOT NULL DEFAULT 0,
                fetch_state TEXT NOT NULL DEFAULT 'queued'
                    CHECK (fetch_state IN ('queued', 'fetching', 'ready', 'failed')),
                fetch_attempts INTEGER NOT NULL DEFAULT 0,
                fetch_error TEXT,
                fetched_at INTEGER,
                claimed_at INTEGER,
                claimed_by TEXT,
                retry_at INTEGER,
                is_archived INTEGER GENERATED ALWAYS AS (archived_at IS NOT NULL) VIRTUAL,
                published_key INTEGER GENERATED ALWAYS AS (coalesce(published_at, saved_at)) VIRTUAL
            );

            -- The big parts live apart so that lists never read them.
            CREATE TABLE article_bodies (
                article_id INTEGER PRIMARY KEY REFERENCES articles(id) ON DELETE CASCADE,
                gemtext TEXT NOT NULL
            );
            CREATE TABLE article_originals (
                article_id INTEGER PRIMARY KEY REFERENCES articles(id) ON DELETE CASCADE,
                content_type TEXT NOT NULL,
                charset TEXT,
                final_url TEXT,
                fetched_at INTEGER NOT NULL,
                bytes BLOB NOT NULL
            );

            -- A tag exists while some article carries it.
            CREATE TABLE tags (
                id INTEGER PRIMARY KEY,
                name TEXT NOT NULL UNIQUE,
                article_count INTEGER NOT NULL DEFAULT 0
            );
            CREATE TABLE article_tags (
                tag_id INTEGER NOT NULL REFERENCES tags(id) ON DELETE CASCADE,
                article_id INTEGER NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
                PRIMARY KEY (tag_id, article_id)
            ) WITHOUT ROWID;
            CREATE INDEX article_tags_by_article ON article_tags(article_id, tag_id);
            CREATE TRIGGER article_tags_counted AFTER INSERT ON article_tags BEGIN
                UPDATE tags SET article_count = article_count + 1 WHERE id = new.tag_id;
            END;
            CREATE TRIGGER article_tags_uncounted AFTER DELETE ON article_tags BEGIN
                UPDATE tags SET article_count = article_count - 1 WHERE id = old.tag_id;
                DELETE FROM tags WHERE id = old.tag_id AND article_count <= 0;
            END;

            -- One index per sort key, for unread/archived lists and for all.
            CREATE INDEX articles_by_state_saved ON articles(is_archived, saved_at);
            CREATE INDEX articles_by_state_published ON articles(is_archived, published_key);
            CREATE INDEX articles_by_state_title ON articles(is_archived, title_key);
            CREATE INDEX articles_by_state_site ON articles(is_archived, site);
            CREATE INDEX articles_by_state_length ON articles(is_archived, word_count);
            CREATE INDEX articles_by_saved ON articles(saved_at);
            CREATE INDEX articles_by_published ON articles(published_key);
            CREATE INDEX articles_by_title ON articles(title_key);
            CREATE INDEX articles_by_site ON articles(site);
            -- Articles of one site, by state, newest first.
            CREATE INDEX articles_of_site ON articles(site, is_archived, saved_at);
            CREATE INDEX articles_by_length ON articles(word_count);
            CREATE INDEX articles_by_fetch_state ON articles(fetch_state);
            """)
    }

    /// Version 2: full-text search over titles and bodies (FTS5), filled
    /// from the articles already saved.
    static let version2 = Migration(version: 2, summary: "full-text search") { connection in
        try connection.execute(
            """
            CREATE VIRTUAL TABLE article_search USING fts5(
                title, body, tokenize = 'porter unicode61 remove_diacritics 2'
            );
            INSERT INTO article_search(article_search, rank) VALUES ('rank', 'bm25(10.0, 1.0)');
            CREATE TRIGGER articles_unsearchable AFTER DELETE ON articles BEGIN
                DELETE FROM article_search WHERE rowid = old.id;
            END;
            CREATE TRIGGER articles_retitled AFTER UPDATE OF title ON articles BEGIN
                UPDATE article_search SET title = new.title WHERE rowid = new.id;
            END;
            """)
        let rows = try connection.rows(
            "SELECT a.id, a.title, b.gemtext FROM articles a LEFT JOIN article_bodies b ON b.article_id = a.id"
        ) { row in (row.int64(0), row.string(1), row.optionalString(2)) }
        for (id, title, gemtext) in rows {
            try connection.run(
                "INSERT INTO article_search(rowid, title, body) VALUES (?, ?, ?)",
                [.integer(id), .text(title), .text(gemtext.map(PlainText.fromGemtext) ?? "")])
        }
    }
}
