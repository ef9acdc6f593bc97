import Foundation
import TestSupport
import Testing

@testable import ReadingList

/// Search results are ranked in Swift from what `gempaper_match` gathers
/// (`RankedMatches`), which must order (and value) every match exactly as
/// FTS5's `bm25(article_search, 10.0, 1.0)` did, whether it reads the
/// articles' lengths from memory or not, and however the library changed
/// since they were read.
@Suite struct RankingTests {
    /// The matches of `text` as a page by relevance lists them, with their rank.
    static func ranked(_ library: Library, _ text: String) throws -> [(ArticleID, Double)] {
        var ranked: [(ArticleID, Double)] = []
        try library.forEachPage(
            ArticleQuery(
                filter: ArticleFilter(state: .all, search: text), sort: ArticleSort(.relevance), limit: 7,
                includeSnippets: false)
        ) { page in
            ranked += page.items.map { ($0.article.id, 0) }
            if let cursor = page.next, case .real(let value) = cursor.value { ranked[ranked.count - 1].1 = value }
        }
        return ranked
    }

    /// The same matches ranked by FTS5's own `bm25`.
    static func byBM25(_ library: Library, _ text: String) throws -> [(ArticleID, Double)] {
        let expression = try SearchQuery(text).expression
        return try library.perform { connection in
            try connection.rows(
                """
                SELECT rowid, bm25(article_search, 10.0, 1.0) FROM article_search WHERE article_search MATCH ?
                ORDER BY bm25(article_search, 10.0, 1.0), rowid
                """, [.text(expression)]
            ) { (ArticleID($0.int64(0)), $0.double(1)) }
        }
    }

    static func expectSameRanking(_ library: Library, _ note: String) throws {
        for text in SnippetTests.queries {
            let ours = try ranked(library, text)
            let theirs = try byBM25(library, text)
            #expect(ours.map(\.0) == theirs.map(\.0), "\(note): '\(text)'")
            // Each page's last rank (the cursor's) is bm25's to the last bit.
            for (index, (id, rank)) in ours.enumerated() where rank != 0 {
                #expect(theirs[index].0 == id && theirs[index].1 == rank, "\(note): '\(text)' at \(index)")
            }
        }
    }

    /// Makes the ranking read lengths from memory from now on (a library
    /// this small never matches enough to load them by itself).
    static func loadLengths(_ library: Library) throws -> Bool {
        try library.perform { connection in
            try connection.searchLengths.prepare(in: connection) { true }
            return connection.searchLengths.isCurrent
        }
    }

    @Test func rankingIsBM25sWithAndWithoutLengthsInMemory() throws {
        let fixture = try SnippetTests.generatedLibrary()
        try Self.expectSameRanking(fixture.library, "lengths looked up")
        #expect(try Self.loadLengths(fixture.library))
        try Self.expectSameRanking(fixture.library, "lengths in memory")
        #expect(try fixture.library.perform { $0.searchLengths.isCurrent })
    }

    @Test func lengthsInMemoryFollowChangesToTheLibrary() throws {
        let fixture = try SnippetTests.generatedLibrary()
        #expect(try Self.loadLengths(fixture.library))
        // Rewritten much longer on this connection: its rank changes.
        let first = try #require(try fixture.library.ids(ArticleFilter(state: .all, search: "sea")).first)
        let long = String(repeating: "The sea and the ships of the old harbour. ", count: 40)
        try fixture.library.completeFetch(
            first, with: ArticleContent(url: "https://example.com/rewritten", title: "Rewritten", gemtext: long))
        try Self.expectSameRanking(fixture.library, "after a rewrite")
        // The index changed, so the lengths in memory are no longer used (a
        // small library does not load them again by itself).
        #expect(try !fixture.library.perform { $0.searchLengths.isCurrent })
        #expect(try Self.loadLengths(fixture.library))
        try Self.expectSameRanking(fixture.library, "after a rewrite, loaded again")
        // Changed through another connection: a new article and a deleted one.
        let other = try Library(path: fixture.path)
        _ = try other.save(ArticleContent(url: "https://example.com/new", title: "Sea", gemtext: long + long))
        let last = try #require(try other.ids(ArticleFilter(state: .all, search: "ship")).last)
        try other.delete(.ids([last]))
        other.close()
        try Self.expectSameRanking(fixture.library, "after changes elsewhere")
        #expect(try !fixture.library.perform { $0.searchLengths.isCurrent })
        #expect(try Self.loadLengths(fixture.library))
        try Self.expectSameRanking(fixture.library, "after changes elsewhere, loaded again")
    }
}
