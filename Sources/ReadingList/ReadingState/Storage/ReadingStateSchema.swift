/// The tables of the owner's reading state: where each started article was
/// left, the favourites, the highlights. Every row belongs to an article and
/// goes when the article is deleted; archiving an article finishes it, so
/// its place is forgotten.
enum ReadingStateSchema {
    /// Version 3: reading positions, favourites and highlights.
    static let version3 = Migration(version: 3, summary: "reading positions, favourites, highlights") { connection in
        try connection.execute(
            """
            -- The articles started and not finished, with the last place opened.
            CREATE TABLE reading_positions (
                article_id INTEGER PRIMARY KEY REFERENCES articles(id) ON DELETE CASCADE,
                section INTEGER,                       -- NULL: only the article's own page so far
                heading TEXT,                          -- that section's heading
                section_count INTEGER NOT NULL DEFAULT 0,
                visited_at INTEGER NOT NULL
            );
            CREATE INDEX reading_positions_by_visit ON reading_positions(visited_at, article_id);
            CREATE TRIGGER articles_archived_finish_reading AFTER UPDATE OF archived_at ON articles
            WHEN new.archived_at IS NOT NULL BEGIN
                DELETE FROM reading_positions WHERE article_id = new.id;
            END;

            CREATE TABLE favorites (
                article_id INTEGER PRIMARY KEY REFERENCES articles(id) ON DELETE CASCADE,
                favorited_at INTEGER NOT NULL
            );

            CREATE TABLE highlights (
                id INTEGER PRIMARY KEY,
                article_id INTEGER NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
                passage TEXT NOT NULL,
                note TEXT,
                section INTEGER,                       -- the section holding it; NULL: before the first heading
                created_at INTEGER NOT NULL,
                UNIQUE (article_id, passage)
            );
            CREATE INDEX highlights_by_time ON highlights(created_at, id);
            """)
    }
}
