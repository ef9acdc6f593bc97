import Foundation
import TestSupport
import Testing

@testable import ReadingList

@Suite struct MigrationTests {
    /// A library at schema version 1 (before full-text search), holding an
    /// article with a body, is brought up to date on open: its article is
    /// searchable afterwards and nothing was lost.
    @Test func aVersionOneLibraryIsMigratedWithItsData() throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("old.sqlite").path
        do {
            let old = try Library(path: path, options: Library.Options(), upTo: 1, process: .current)
            #expect(try old.perform { try $0.integer("PRAGMA user_version") } == 1)
            #expect(
                try old.perform { try $0.integer("SELECT count(*) FROM sqlite_schema WHERE name = 'article_search'") }
                    == 0)
            // Write the way version 1 did, straight into its tables.
            try old.perform { connection in
                try connection.execute(
                    """
                    INSERT INTO articles (id, url, canonical_url, title, title_key, site, saved_at, fetch_state)
                    VALUES (7, 'https://example.com/kept', 'https://example.com/kept', 'Kept Through Time',
                            'kept through time', 'example.com', 1700000000000, 'ready');
                    INSERT INTO article_bodies VALUES (7, '# Kept\n\nThe zeppelin drifted over the harbour.');
                    INSERT INTO tags (id, name) VALUES (1, 'history');
                    INSERT INTO article_tags VALUES (1, 7);
                    """)
            }
            old.close()
        }
        let library = try Library(path: path)
        #expect(try library.perform { try $0.integer("PRAGMA user_version") } == Int64(Library.schemaVersion))
        let article = try library.article(ArticleID(7))
        #expect(article.title == "Kept Through Time")
        #expect(article.tags == ["history"])
        let page = try library.page(ArticleQuery(filter: ArticleFilter(state: .all, search: "zeppelin")))
        #expect(page.articles.map(\.id) == [ArticleID(7)])
        let byTitle = try library.page(ArticleQuery(filter: ArticleFilter(state: .all, search: "time")))
        #expect(byTitle.articles.map(\.id) == [ArticleID(7)])
        #expect(try library.verify() == [])
    }

    @Test func migrationsAreNumberedOneByOne() {
        #expect(Schema.migrations.map(\.version) == Array(1...Schema.latestVersion))
    }

    @Test func openingAnUpToDateLibraryChangesNothing() throws {
        let fixture = try Fixture()
        try fixture.saveMany(3)
        fixture.library.close()
        let reopened = try Library(path: fixture.path)
        let before = try reopened.revision()
        let again = try Library(path: fixture.path)
        _ = again
        #expect(try reopened.revision() == before)
    }
}
