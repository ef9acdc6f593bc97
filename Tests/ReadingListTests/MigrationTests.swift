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

    /// A real library written by gempaper at schema 4 (before gemtext was
    /// kept compressed; `Libraries/schema-4.sqlite`, four articles with
    /// original pages and tags) keeps every article's gemtext, page, tags
    /// and search entry through the migration, and is smaller for it.
    @Test func aSchemaFourLibraryKeepsEverythingWithItsGemtextCompressed() throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("four.sqlite").path
        try FileManager.default.copyItem(atPath: Self.library("schema-4.sqlite"), toPath: path)
        var gemtexts: [Int64: String] = [:]
        var originals: [Int64: Data] = [:]
        do {
            let old = try Connection(path: path, create: false)
            #expect(try old.integer("PRAGMA user_version") == 4)
            for (id, gemtext) in try old.rows(
                "SELECT article_id, gemtext FROM article_bodies", [], { ($0.int64(0), $0.string(1)) })
            {
                gemtexts[id] = gemtext
            }
            for (id, bytes, size) in try old.rows(
                "SELECT article_id, bytes, size FROM article_originals", [],
                {
                    ($0.int64(0), $0.data(1) ?? Data(), $0.int(2))
                })
            {
                originals[id] = try OriginalStore.decompress(bytes, size: size)
            }
            old.close()
        }
        #expect(gemtexts.count == 4 && originals.count == 4)

        let library = try Library(path: path)
        #expect(try library.perform { try $0.integer("PRAGMA user_version") } == Int64(Schema.latestVersion))
        for (id, gemtext) in gemtexts {
            #expect(try library.gemtext(of: ArticleID(id)) == gemtext)
            // Saved before outline levels were kept: the gemtext's own levels hold.
            #expect(try library.keptGemtext(of: ArticleID(id))?.headingLevels == nil)
            #expect(try library.original(of: ArticleID(id))?.bytes == originals[id])
        }
        let (stored, size) = try library.perform { connection in
            try connection.firstRow("SELECT sum(length(gemtext)), sum(size) FROM article_bodies") {
                ($0.int64(0), $0.int64(1))
            }!
        }
        #expect(size == Int64(gemtexts.values.reduce(0) { $0 + $1.utf8.count }))
        #expect(stored * 2 < size)
        #expect(try library.verify() == [])

        // The index still finds each article by a word of its own text, with a snippet.
        let second = try #require(gemtexts[2])
        let word = try #require(
            second.split(separator: " ").dropFirst(40).first { $0.count > 8 && $0.allSatisfy(\.isLetter) })
        let found = try library.page(
            ArticleQuery(filter: ArticleFilter(state: .all, search: String(word)), sort: ArticleSort(.relevance)))
        #expect(found.articles.map(\.id).contains(ArticleID(2)))
        #expect(found.items.first { $0.article.id == ArticleID(2) }?.snippet?.contains(String(word)) == true)
        #expect(try (1...4).map { try library.article(ArticleID(Int64($0))).tags.count }.reduce(0, +) == 5)

        // Deleting, saving and changing still keep the index in step.
        try library.delete(.ids([ArticleID(3)]))
        _ = try library.completeFetch(
            ArticleID(4),
            with: ArticleContent(
                url: "https://kastashari.io/2023/verplequipro-3", title: "Quay",
                gemtext: "# Quay\n\nBollards and capstans.\n"))
        #expect(try library.gemtext(of: ArticleID(4)) == "# Quay\n\nBollards and capstans.\n")
        let capstans = try library.page(ArticleQuery(filter: ArticleFilter(state: .all, search: "capstans")))
        #expect(capstans.articles.map(\.id) == [ArticleID(4)])
        #expect(try library.verify() == [])
    }

    /// A library file kept for the tests in `Tests/ReadingListTests/Libraries`.
    private static func library(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Libraries/\(name)").path
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
