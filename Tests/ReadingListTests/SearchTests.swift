import Foundation
import Problems
import Testing

@testable import ReadingList

@Suite struct SearchTests {
    static func library() throws -> (Fixture, [String: ArticleID]) {
        let fixture = try Fixture()
        var ids: [String: ArticleID] = [:]
        func add(_ key: String, title: String, body: String) throws {
            ids[key] = try fixture.library.save(
                ArticleContent(url: "https://example.com/\(key)", title: title, gemtext: body)
            ).id
        }
        try add("title", title: "Lighthouses of the North", body: "A story about coasts and ships and the sea.")
        try add(
            "body", title: "Coastal walks",
            body: "We walked to an old lighthouse on the cape, then home.\nNothing more.")
        try add("often", title: "Notes", body: String(repeating: "The lighthouse keeper. ", count: 3) + "Filler text.")
        try add("none", title: "Unrelated", body: "Bread, butter and jam.")
        try add("accents", title: "Café culture", body: "Le café est très bon. Naïve résumé.")
        try add("running", title: "Sport", body: "She was running every morning along the harbour.")
        try add(
            "phrase", title: "Words", body: "The red house stood by the old bridge.\n```\ncode block lighthouse\n```")
        try add("link", title: "Links", body: "=> https://tracking.example/lighthouse-url Visit the harbour")
        return (fixture, ids)
    }

    func search(_ library: Library, _ text: String, highlight: SnippetHighlight = .none) throws -> ArticlePage {
        try library.page(
            ArticleQuery(
                filter: ArticleFilter(state: .all, search: text), sort: ArticleSort(.relevance), limit: 50,
                highlight: highlight))
    }

    @Test func aTitleMatchRanksAboveBodyMatches() throws {
        let (fixture, ids) = try Self.library()
        let page = try search(fixture.library, "lighthouse")
        #expect(page.articles.first?.id == ids["title"])
        #expect(Set(page.articles.map(\.id)) == Set([ids["title"]!, ids["body"]!, ids["often"]!, ids["phrase"]!]))
        // Repeated in the body ranks above once in the body.
        let order = page.articles.map(\.id)
        #expect(order.firstIndex(of: ids["often"]!)! < order.firstIndex(of: ids["body"]!)!)
    }

    @Test func theIndexReadsTheTextFromWhereTheContentSaysItStarts() throws {
        let fixture = try Fixture()
        let header = "# Harbour\n\n=> https://example.com/h Source: Harbour News\nBy Ann · 1 min read\n\n"
        let gemtext = header + "Boats at dusk."
        let id = try fixture.library.save(
            ArticleContent(url: "https://example.com/h", title: "Harbour", gemtext: gemtext, textStart: header.utf8.count)
        ).id
        #expect(try search(fixture.library, "boats").items.map(\.article.id) == [id])
        #expect(try search(fixture.library, "harbour").items.map(\.article.id) == [id])  // the title
        #expect(try search(fixture.library, "news").items.isEmpty)
        let snippet = try #require(try search(fixture.library, "dusk").items.first?.snippet)
        #expect(snippet == "Boats at dusk.")
    }

    @Test func snippetsShowTheMatchWithTheHighlightAsked() throws {
        let (fixture, ids) = try Self.library()
        let page = try search(fixture.library, "cape", highlight: SnippetHighlight(open: "[", close: "]"))
        #expect(page.items.count == 1)
        #expect(page.items[0].article.id == ids["body"])
        let snippet = try #require(page.items[0].snippet)
        #expect(snippet.contains("[cape]"))
        #expect(!snippet.contains("\n"))
        let plain = try search(fixture.library, "cape")
        #expect(plain.items[0].snippet?.contains("cape") == true)
        #expect(plain.items[0].snippet?.contains("[") == false)
        // Lists without a search have no snippets.
        #expect(try fixture.library.page(ArticleQuery(filter: .everything)).items.allSatisfy { $0.snippet == nil })
    }

    @Test func linkURLsAreNotSearchedButTheirLabelsAre() throws {
        let (fixture, ids) = try Self.library()
        #expect(try search(fixture.library, "tracking").items.isEmpty)
        #expect(try search(fixture.library, "visit").articles.map(\.id) == [ids["link"]!])
    }

    @Test func accentsCaseAndWordFormsAreIgnored() throws {
        let (fixture, ids) = try Self.library()
        #expect(try search(fixture.library, "CAFE").articles.map(\.id) == [ids["accents"]!])
        #expect(try search(fixture.library, "resume naive").articles.map(\.id) == [ids["accents"]!])
        #expect(try search(fixture.library, "runs").articles.map(\.id) == [ids["running"]!])
    }

    @Test func phrasesPrefixesExclusionAndOr() throws {
        let (fixture, ids) = try Self.library()
        let library = fixture.library
        #expect(try search(library, "\"red house\"").articles.map(\.id) == [ids["phrase"]!])
        #expect(try search(library, "\"house red\"").items.isEmpty)
        #expect(try search(library, "lightho*").articles.count == 4)
        #expect(
            Set(try search(library, "lighthouse -keeper -cape").articles.map(\.id))
                == Set([ids["title"]!, ids["phrase"]!]))
        #expect(
            Set(try search(library, "jam OR harbour").articles.map(\.id))
                == Set([ids["none"]!, ids["running"]!, ids["link"]!]))
        #expect(try search(library, "bread butter").articles.map(\.id) == [ids["none"]!])
        #expect(try search(library, "bread ships").items.isEmpty)
    }

    @Test(arguments: ["c++", "AND", "NOT x", "\"unbalanced", "a:b", "(x", "x)", "*", "^start", "near(a b)", "'quote'"])
    func anyTextSearchesWithoutASyntaxError(text: String) throws {
        let (fixture, _) = try Self.library()
        do {
            _ = try search(fixture.library, text)
        } catch let problem as Problem {
            // Only "nothing to look for" may be refused, and as bad input.
            #expect(problem.kind == .badInput)
            #expect(problem.message.contains("has no word to look for"))
        }
    }

    @Test func aSearchWithNothingToLookForIsBadInput() throws {
        let (fixture, _) = try Self.library()
        for text in ["", "   ", "-only -excluded", "***"] {
            #expect(throws: Problem.self) { try search(fixture.library, text) }
        }
    }

    @Test func searchCombinesWithFiltersSortsAndPages() throws {
        let (fixture, ids) = try Self.library()
        let library = fixture.library
        try library.archive(.ids([ids["title"]!]))
        try library.addTags(["sea"], to: .ids([ids["body"]!, ids["often"]!]))
        let unread = try library.page(
            ArticleQuery(filter: ArticleFilter(state: .unread, search: "lighthouse"), sort: ArticleSort(.title)))
        #expect(unread.articles.map(\.title) == ["Coastal walks", "Notes", "Words"])
        let tagged = try library.page(
            ArticleQuery(
                filter: ArticleFilter(state: .all, tags: ["sea"], search: "lighthouse"), sort: ArticleSort(.relevance)))
        #expect(tagged.articles.map(\.id) == [ids["often"]!, ids["body"]!])
        #expect(try library.count(ArticleFilter(state: .all, search: "lighthouse")) == 4)
        // Pages of one by relevance, followed to the end, in rank order.
        var query = ArticleQuery(
            filter: ArticleFilter(state: .all, search: "lighthouse"), sort: ArticleSort(.relevance), limit: 1)
        var paged: [ArticleID] = []
        try library.forEachPage(query) { paged += $0.articles.map(\.id) }
        query.limit = 50
        #expect(paged == (try library.page(query)).articles.map(\.id))
        // And the other way round.
        query.sort = ArticleSort(.relevance, .descending)
        #expect((try library.page(query)).articles.map(\.id) == paged.reversed())
    }

    @Test func deletedAndRefetchedArticlesLeaveNoStaleIndexEntries() throws {
        let (fixture, ids) = try Self.library()
        let library = fixture.library
        try library.delete(.ids([ids["title"]!]))
        #expect(try search(library, "north").items.isEmpty)
        let job = try library.enqueue(Bookmark(url: "https://example.com/later", title: "Later"))
        #expect(try search(library, "later").articles.map(\.id) == [job.id])
        try library.completeFetch(
            job.id, with: ArticleContent(url: "https://example.com/later", title: "Arrived", gemtext: "Penguins."))
        #expect(try search(library, "later").items.isEmpty)
        #expect(try search(library, "penguins arrived").articles.map(\.id) == [job.id])
        #expect(try library.verify() == [])
    }
}
