import Foundation
import TestSupport
import Testing

@testable import ReadingList

/// A search page, however it is worked out (matches gathered in one pass
/// and ranked in Swift, snippets made in Swift), lists the same articles in
/// the same order with the same snippets as the straightforward FTS5 query
/// does: `ORDER BY bm25(article_search, 10.0, 1.0), rowid` with FTS5's own
/// `snippet()`, on generated libraries, for every kind of search
/// library-bench measures (a word in most articles, common and rare words,
/// two words, a phrase, a prefix, an exclusion, an alternative) and with
/// the search narrowed by state and tag; and the page counts the matches
/// as `Library.count` does.
@Suite struct SearchPageEquivalenceTests {
    /// Words by rank, the first the most used: English words, then made-up
    /// ones that share their first syllables, so prefixes match many words.
    static let words: [String] = {
        let common = [
            "the", "of", "and", "to", "a", "in", "is", "that", "it", "for", "was", "all", "with", "harbour", "ship",
            "light", "running", "café", "write", "ahead", "log", "keeper", "stone", "north",
        ]
        let syllables = ["bra", "ka", "ri", "lo", "men", "tu", "sha", "vel", "qui", "zon"]
        var made = common
        var random = SeededRandom(seed: 17)
        while made.count < 600 {
            let word = (0..<Int.random(in: 2...3, using: &random)).map { _ in random.pick(syllables) }.joined()
            if !made.contains(word) { made.append(word) }
        }
        return made
    }()

    /// A word at a long-tailed rank (rank k about as often as 1/(k+1)).
    static func word(_ random: inout SeededRandom) -> String {
        let rank = Int(exp(Double.random(in: 0..<1, using: &random) * log(Double(words.count)))) - 1
        return words[min(max(rank, 0), words.count - 1)]
    }

    static func sentence(_ random: inout SeededRandom, words count: Int) -> String {
        var text = (0..<count).map { _ in word(&random) }.joined(separator: " ")
        if random.chance(0.03) { text += " write ahead log" }
        return text.prefix(1).uppercased() + text.dropFirst() + random.pick([".", ".", ",", ":", ";", "!", "?"])
    }

    /// `count` articles of a few to several hundred words, with headings,
    /// lists, quotes, links and citations; about a third archived, some tagged.
    static func generatedLibrary(count: Int, seed: UInt64, lineCount: ClosedRange<Int> = 1...40) throws -> Fixture {
        let fixture = try Fixture()
        var random = SeededRandom(seed: seed)
        var archived: [ArticleID] = []
        var tagged: [ArticleID] = []
        for number in 0..<count {
            var lines: [String] = []
            for _ in 0..<Int.random(in: lineCount, using: &random) {
                switch Int.random(in: 0..<12, using: &random) {
                case 0: lines.append("## " + sentence(&random, words: Int.random(in: 2...6, using: &random)))
                case 1: lines.append("* " + sentence(&random, words: Int.random(in: 3...12, using: &random)))
                case 2: lines.append("> " + sentence(&random, words: Int.random(in: 3...20, using: &random)))
                case 3: lines.append("=> https://example.com/\(word(&random)) " + sentence(&random, words: 3))
                default:
                    let sentences = (0..<Int.random(in: 1...6, using: &random)).map { _ in
                        sentence(&random, words: Int.random(in: 4...24, using: &random))
                    }
                    lines.append(sentences.joined(separator: " ") + (random.chance(0.1) ? "[1]" : ""))
                }
                if random.chance(0.5) { lines.append("") }
            }
            let id = try fixture.library.save(
                ArticleContent(
                    url: "https://example.com/\(number)",
                    title: sentence(&random, words: Int.random(in: 2...7, using: &random)),
                    author: random.chance(0.3) ? "Ann \(word(&random))" : nil, gemtext: lines.joined(separator: "\n"))
            ).id
            if random.chance(0.35) { archived.append(id) }
            if random.chance(0.2) { tagged.append(id) }
        }
        _ = try fixture.library.archive(.ids(archived))
        _ = try fixture.library.addTags(["kept"], to: .ids(tagged))
        return fixture
    }

    /// One row of a search page: the article and its snippet.
    struct Row: Equatable, CustomStringConvertible {
        let id: ArticleID
        let snippet: String?
        var description: String { "\(id.rawValue): \(snippet ?? "-")" }
    }

    static let highlight = SnippetHighlight(open: "[", close: "]")

    /// Every match of `filter`'s search by relevance, a page at a time: the
    /// first page of `limit` rows with snippets, the others without; and
    /// how many match, as the first page says.
    static func pages(_ library: Library, _ filter: ArticleFilter, limit: Int) throws -> (rows: [Row], count: Int?) {
        let first = try library.page(
            ArticleQuery(filter: filter, sort: ArticleSort(.relevance), limit: limit, highlight: highlight))
        var rows = first.items.map { Row(id: $0.article.id, snippet: $0.snippet) }
        guard let next = first.next else { return (rows, first.matchCount) }
        try library.forEachPage(
            ArticleQuery(
                filter: filter, sort: ArticleSort(.relevance), limit: 250, cursor: next, includeSnippets: false)
        ) { page in rows += page.items.map { Row(id: $0.article.id, snippet: nil) } }
        return (rows, first.matchCount)
    }

    /// The same from FTS5 alone: every match in the order of one
    /// straightforward query, the first `snippets` with FTS5's `snippet()`.
    static func straightforward(_ library: Library, _ filter: ArticleFilter, snippets: Int) throws -> [Row] {
        let search = try SearchQuery(try #require(filter.search))
        var conditions = ["article_search MATCH ?"]
        var values: [SQLValue] = [.text(search.expression)]
        switch filter.state {
        case .unread: conditions.append("a.is_archived = 0")
        case .archived: conditions.append("a.is_archived = 1")
        case .all: break
        }
        for tag in filter.tags {
            conditions.append(
                "a.id IN (SELECT article_id FROM article_tags JOIN tags t ON t.id = tag_id WHERE t.name = ?)")
            values.append(.text(tag))
        }
        return try library.perform { connection in
            let ids = try connection.rows(
                """
                SELECT article_search.rowid FROM article_search JOIN articles a ON a.id = article_search.rowid
                WHERE \(conditions.joined(separator: " AND "))
                ORDER BY bm25(article_search, 10.0, 1.0), article_search.rowid
                """, values
            ) { ArticleID($0.int64(0)) }
            let shown = Array(ids.prefix(snippets))
            let made = try SearchSnippets.fromIndex(for: shown, search: search, highlight: highlight, in: connection)
            return ids.enumerated().map { Row(id: $1, snippet: $0 < snippets ? made[$1] : nil) }
        }
    }

    /// Compares every match of each search, narrowed each way, with
    /// FTS5's, and the snippets of the first `limit`; how many rows.
    static func expectSamePages(_ library: Library, searches: [String], limit: Int) throws -> Int {
        var compared = 0
        for search in searches {
            for filter in [
                ArticleFilter(state: .all, search: search), ArticleFilter(state: .unread, search: search),
                ArticleFilter(state: .archived, search: search),
                ArticleFilter(state: .all, tags: ["kept"], search: search),
            ] {
                let (ours, count) = try pages(library, filter, limit: limit)
                let theirs = try straightforward(library, filter, snippets: limit)
                #expect(ours.count == theirs.count, "'\(search)' \(filter.state)")
                let counted = try library.count(filter)
                #expect(count == theirs.count && count == counted, "'\(search)' \(filter.state)")
                for (index, (mine, fts5)) in zip(ours, theirs).enumerated() where mine != fts5 {
                    Issue.record("'\(search)' \(filter.state) \(filter.tags) row \(index): \(mine) instead of \(fts5)")
                    break
                }
                compared += theirs.count
            }
        }
        return compared
    }

    @Test func pagesAreFTS5sOnAGeneratedLibrary() throws {
        let fixture = try Self.generatedLibrary(count: 600, seed: 2026)
        let searches = [
            "all", "the", "harbour", "keeper", Self.words[40], Self.words[300], "ship light", "\"write ahead log\"",
            "bra*", "brak*", "kari*", "running -the", "harbour -ship", "keeper OR stone", "north OR \(Self.words[200])",
            "café", "cafe -\"write ahead\"", "light* OR log",
        ]
        let compared = try Self.expectSamePages(fixture.library, searches: searches, limit: 50)
        #expect(compared > 5_000)
        // The same with the index's lengths read from memory (as a search
        // matching over an eighth of a bigger library loads them).
        #expect(try RankingTests.loadLengths(fixture.library))
        _ = try Self.expectSamePages(fixture.library, searches: ["all", "keeper", "brak*", "running -the"], limit: 7)
    }

    /// Long articles: a snippet reads only the text up to a little past the
    /// last match the index knows of, which for a rare word is often near the start.
    @Test func pagesAreFTS5sOnALibraryOfLongArticles() throws {
        let fixture = try Self.generatedLibrary(count: 150, seed: 7, lineCount: 100...300)
        let searches = [
            Self.words[300], Self.words[450], Self.words[590], "keeper", "harbour -ship", "north OR \(Self.words[500])",
            "\"write ahead log\"", "kari*", "café",
        ]
        let compared = try Self.expectSamePages(fixture.library, searches: searches, limit: 50)
        #expect(compared > 1_000)
    }

    @Test func pagesAreFTS5sOnTheSnippetLibrary() throws {
        let fixture = try SnippetTests.generatedLibrary()
        let compared = try Self.expectSamePages(fixture.library, searches: SnippetTests.queries, limit: 11)
        #expect(compared > 1_000)
    }
}
