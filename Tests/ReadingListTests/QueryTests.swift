import Foundation
import Problems
import Testing

@testable import ReadingList

@Suite struct QueryTests {
    /// A library with ties in every sort key: 40 articles over 3 sites, 8
    /// distinct titles, 5 saved times, some without a published date, some
    /// archived, tags on some.
    static func tiedLibrary() throws -> Fixture {
        let fixture = try Fixture()
        let base = Date(timeIntervalSince1970: 1_700_000_000)
        for i in 0..<40 {
            var content = Fixture.content(
                "https://\(["alpha.example", "www.beta.example", "gamma.example"][i % 3])/\(i)",
                title: ["Écoles", "apples", "Bananas", "\u{201C}Quoted\u{201D}", "cherries", "apples", "Zed", "ducks"][
                    i % 8],
                body: String(repeating: "text ", count: [10, 200, 10, 700][i % 4]),
                published: i % 5 == 0 ? nil : base.addingTimeInterval(Double(-(i % 4)) * 86400))
            content.wordCount = nil
            let id = try fixture.library.save(
                content, tags: i % 2 == 0 ? ["even"] : (i % 3 == 0 ? ["odd", "three"] : ["odd"]),
                savedAt: base.addingTimeInterval(Double(i % 5) * 3600)
            ).id
            if i % 4 == 3 { try fixture.library.archive(.ids([id]), at: base) }
        }
        return fixture
    }

    /// Every article of `filter` in `sort` order, computed in Swift.
    static func reference(_ library: Library, _ filter: ArticleFilter, _ sort: ArticleSort) throws -> [ArticleID] {
        let all = try library.articles(
            (1...200).map { ArticleID(Int64($0)) }.filter { (try? library.article($0)) != nil })
        let matching = all.filter { article in
            switch filter.state {
            case .unread: if article.isArchived { return false }
            case .archived: if !article.isArchived { return false }
            case .all: break
            }
            if !filter.tags.allSatisfy({ article.tags.contains($0) }) { return false }
            if let site = filter.site, article.site != site { return false }
            // Every article of the tied library contains "text"; other
            // searches here are words of titles.
            if let search = filter.search, search != "text", !article.title.lowercased().contains(search) {
                return false
            }
            return true
        }
        func key(_ a: SavedArticle) -> String {
            switch sort.key {
            case .saved: String(format: "%020.3f", a.savedAt.timeIntervalSince1970)
            case .published: String(format: "%020.3f", (a.publishedAt ?? a.savedAt).timeIntervalSince1970)
            case .title: PlainText.sortKey(a.title)
            case .site: a.site
            case .length: String(format: "%010d", a.wordCount)
            case .relevance: ""
            }
        }
        let ascending = matching.sorted { (key($0), $0.id) < (key($1), $1.id) }
        return (sort.direction == .ascending ? ascending : ascending.reversed()).map(\.id)
    }

    /// Follows `next` cursors from the first page to the last.
    static func allPages(_ library: Library, _ query: ArticleQuery) throws -> (ids: [ArticleID], pages: [ArticlePage]) {
        var pages: [ArticlePage] = []
        try library.forEachPage(query) { pages.append($0) }
        return (pages.flatMap { $0.articles.map(\.id) }, pages)
    }

    @Test func everySortBothWaysWithEveryStatePagesToTheEndWithoutGapsOrRepeats() throws {
        let fixture = try Self.tiedLibrary()
        for key in ArticleSort.Key.allCases where key != .relevance {
            for direction in ArticleSort.Direction.allCases {
                for state in ArticleFilter.ReadState.allCases {
                    let sort = ArticleSort(key, direction)
                    let filter = ArticleFilter(state: state)
                    let expected = try Self.reference(fixture.library, filter, sort)
                    let (ids, pages) = try Self.allPages(
                        fixture.library, ArticleQuery(filter: filter, sort: sort, limit: 7))
                    #expect(ids == expected, "\(key) \(direction) \(state)")
                    #expect(pages.dropLast().allSatisfy { $0.items.count == 7 })
                    #expect(pages.last?.next == nil)
                    #expect(pages.first?.previous == nil)
                }
            }
        }
    }

    /// A search matching every article ("text": asked of the search index
    /// row by row, unless a rare tag drives the query) and one matching a
    /// quarter ("apples": its matches are collected, or drive the query on
    /// larger pages), alone and with a tag, in every order: following next
    /// links to the end and previous links back gives every match once.
    @Test func searchFiltersPageBothWaysInEveryOrder() throws {
        let fixture = try Self.tiedLibrary()
        let filters = [
            ArticleFilter(state: .all, search: "text"), ArticleFilter(state: .unread, search: "text"),
            ArticleFilter(state: .all, tags: ["odd"], search: "text"),
            ArticleFilter(state: .all, tags: ["three"], search: "text"),
            ArticleFilter(state: .all, search: "apples"),
        ]
        for filter in filters {
            for key in ArticleSort.Key.allCases where key != .relevance {
                for direction in ArticleSort.Direction.allCases {
                    for limit in [1, 4] {
                        let sort = ArticleSort(key, direction)
                        let expected = try Self.reference(fixture.library, filter, sort)
                        #expect(expected.count > 4)
                        let query = ArticleQuery(filter: filter, sort: sort, limit: limit)
                        let (ids, forward) = try Self.allPages(fixture.library, query)
                        #expect(ids == expected, "\(filter) \(key) \(direction) \(limit)")
                        #expect(forward.first?.previous == nil && forward.last?.next == nil)
                        var backward: [ArticlePage] = [forward.last!]
                        while let previous = backward.last?.previous {
                            var back = query
                            back.cursor = previous
                            backward.append(try fixture.library.page(back))
                        }
                        #expect(
                            backward.reversed().map { $0.articles.map(\.id) } == forward.map { $0.articles.map(\.id) },
                            "\(filter) \(key) \(direction) \(limit) backwards")
                    }
                }
            }
        }
    }

    /// A page reached by cursor offers a link back only while some match
    /// lies on the cursor's side, even when the cursor's own article has
    /// since been archived (it no longer matches) or deleted.
    @Test func linksBackFollowWhatChangedBetweenPages() throws {
        for search in [nil, "text", "apples"] {
            for change in ["archive", "delete"] {
                let fixture = try Self.tiedLibrary()
                let library = fixture.library
                let query = ArticleQuery(filter: ArticleFilter(state: .unread, search: search), limit: 2)
                func leave(_ page: ArticlePage) throws {
                    let ids = page.articles.map(\.id)
                    if change == "archive" { try library.archive(.ids(ids)) } else { try library.delete(.ids(ids)) }
                }
                let (_, pages) = try Self.allPages(library, query)
                #expect(pages.count >= 3, "\(String(describing: search))")
                // Forward: the second page, then the first page leaves.
                var second = query
                second.cursor = pages[0].next
                #expect(second.cursor != nil)
                #expect(try library.page(second).previous != nil)
                try leave(pages[0])
                #expect(try library.page(second).previous == nil, "\(String(describing: search)) \(change)")
                #expect(try library.page(second).articles.map(\.id) == pages[1].articles.map(\.id))
                // Backwards: the page before the last, then the last leaves.
                var before = query
                before.cursor = pages.last!.previous
                #expect(before.cursor != nil)
                #expect(try library.page(before).next != nil)
                try leave(pages.last!)
                #expect(try library.page(before).next == nil, "\(String(describing: search)) \(change)")
                #expect(try library.page(before).previous != nil)
            }
        }
    }

    @Test func titlesSortIgnoringCaseAccentsAndLeadingQuotes() throws {
        let fixture = try Self.tiedLibrary()
        let page = try fixture.library.page(ArticleQuery(filter: .everything, sort: ArticleSort(.title), limit: 1000))
        var seen: [String] = []
        for title in page.articles.map(\.title) where seen.last != title { seen.append(title) }
        #expect(seen == ["apples", "Bananas", "cherries", "ducks", "Écoles", "\u{201C}Quoted\u{201D}", "Zed"])
    }

    @Test func previousCursorsWalkBackOverTheSamePages() throws {
        let fixture = try Self.tiedLibrary()
        let query = ArticleQuery(filter: .everything, sort: ArticleSort(.site), limit: 6)
        let (_, forward) = try Self.allPages(fixture.library, query)
        #expect(forward.count == 7)
        var backward: [ArticlePage] = [forward.last!]
        while let previous = backward.last?.previous {
            var back = query
            back.cursor = previous
            backward.append(try fixture.library.page(back))
        }
        #expect(backward.reversed().map(\.articles) == forward.map(\.articles))
        #expect(backward.last?.previous == nil)
        // A page reached backwards still knows its next page.
        #expect(backward.dropFirst().allSatisfy { $0.next != nil })
    }

    @Test func pagesStayCorrectWhenArticlesArriveAndLeaveBetweenPages() throws {
        let fixture = try Self.tiedLibrary()
        let library = fixture.library
        let originals = try Self.reference(library, .everything, .newestFirst)
        var query = ArticleQuery(filter: .everything, sort: .newestFirst, limit: 5)
        var seen: [SavedArticle] = []
        var deleted: Set<ArticleID> = []
        var page = try library.page(query)
        seen += page.articles
        var round = 0
        while let next = page.next {
            // Between pages: a newer article (it sorts before the pages read),
            // one tied with the oldest saved time, and one unseen deleted.
            round += 1
            _ = try library.save(
                Fixture.content("https://new.example/\(round)", title: "New \(round)"),
                savedAt: Date(timeIntervalSince1970: 1_800_000_000))
            _ = try library.save(
                Fixture.content("https://tied.example/\(round)", title: "Tied \(round)"),
                savedAt: Date(timeIntervalSince1970: 1_700_000_000))
            if let gone = originals.first(where: { id in !seen.contains { $0.id == id } && !deleted.contains(id) }) {
                try library.delete(.ids([gone]))
                deleted.insert(gone)
            }
            query.cursor = next
            page = try library.page(query)
            seen += page.articles
        }
        let ids = seen.map(\.id)
        #expect(Set(ids).count == ids.count, "no article shown twice")
        #expect(Set(originals).subtracting(deleted).isSubset(of: Set(ids)), "every article that stayed was shown")
        #expect(deleted.isDisjoint(with: Set(ids)), "no deleted article shown")
        #expect(!seen.contains { $0.title.hasPrefix("New") }, "articles sorting before the position are not shown")
        let keys = seen.map { ($0.savedAt, $0.id) }
        #expect(zip(keys, keys.dropFirst()).allSatisfy { $0 > $1 }, "shown in strict order")
    }

    @Test func filtersByTagsAllOfThemSiteAndFetchState() throws {
        let fixture = try Self.tiedLibrary()
        let library = fixture.library
        for filter in [
            ArticleFilter(state: .all, tags: ["odd"]),
            ArticleFilter(state: .all, tags: ["ODD", " three "]),
            ArticleFilter(state: .unread, tags: ["even"]),
            ArticleFilter(state: .archived, tags: ["odd"]),
            ArticleFilter(state: .all, site: "beta.example"),
            ArticleFilter(state: .all, tags: ["even"], site: "https://www.gamma.example/whatever"),
            ArticleFilter(state: .unread, search: "text"),
            ArticleFilter(state: .all, tags: ["odd"], search: "text"),
        ] {
            var normalized = filter
            normalized.tags = try TagName.normalize(filter.tags)
            normalized.site = filter.site.map(CanonicalURL.siteName)
            let expected = try Self.reference(library, normalized, .newestFirst)
            #expect(!expected.isEmpty)
            // Small pages make every tag and site "common" (checked per row),
            // large ones make them drive the query: both give the same rows.
            for limit in [1, 4, 50] {
                let (ids, _) = try Self.allPages(library, ArticleQuery(filter: filter, limit: limit))
                #expect(ids == expected, "\(filter), pages of \(limit)")
            }
            #expect(try library.count(filter) == expected.count)
            #expect(try library.ids(filter) == expected)
        }
        #expect(try library.count(ArticleFilter(state: .all, tags: ["nosuchtag"])) == 0)
        _ = try library.enqueue(Bookmark(url: "https://queued.example/1"))
        let queued = try library.page(
            ArticleQuery(filter: ArticleFilter(state: .all, fetchStates: [.queued, .failed])))
        #expect(queued.articles.map(\.url) == ["https://queued.example/1"])
        #expect(try library.count(ArticleFilter(state: .all, fetchStates: [])) == 0)
    }

    @Test func countsForTheHomePage() throws {
        let fixture = try Self.tiedLibrary()
        _ = try fixture.library.enqueue(Bookmark(url: "https://queued.example/1"))
        let failed = try fixture.library.enqueue(Bookmark(url: "https://queued.example/2")).id
        try fixture.library.failFetch(failed, message: "404")
        let counts = try fixture.library.counts()
        #expect(counts == LibraryCounts(unread: 32, archived: 10, queued: 1, failed: 1, tags: 3))
        #expect(counts.total == 42)
    }

    @Test func badQueriesAreBadInput() throws {
        let fixture = try Self.tiedLibrary()
        let library = fixture.library
        #expect(throws: Problem.self) { try library.page(ArticleQuery(limit: 0)) }
        #expect(throws: Problem.self) { try library.page(ArticleQuery(limit: 1001)) }
        #expect(throws: Problem.self) { try library.page(ArticleQuery(sort: ArticleSort(.relevance))) }
        #expect(throws: Problem.self) { try library.page(ArticleQuery(filter: ArticleFilter(tags: ["no space"]))) }
        let next = try library.page(ArticleQuery(limit: 2)).next!
        let mismatch = #expect(throws: Problem.self) {
            try library.page(ArticleQuery(sort: ArticleSort(.title), cursor: next))
        }
        #expect(mismatch?.hint == "use the same sort as the page it came from")
        #expect(throws: Problem.self) { try PageCursor(token: "not-a-cursor") }
        #expect(throws: Problem.self) { try PageCursor(token: "") }
    }

    @Test func cursorsAreURLSafeAndRoundTrip() throws {
        let fixture = try Fixture()
        _ = try fixture.library.save(
            Fixture.content("https://example.com/a", title: "Ünïcode | pipes / slashes + plus"))
        _ = try fixture.library.save(Fixture.content("https://example.com/b", title: "Zz"))
        let page = try fixture.library.page(ArticleQuery(sort: ArticleSort(.title), limit: 1))
        let token = try #require(page.next).token
        #expect(token.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
        #expect(try PageCursor(token: token) == page.next)
        let second = try fixture.library.page(
            ArticleQuery(sort: ArticleSort(.title), limit: 1, cursor: PageCursor(token: token)))
        #expect(second.articles.map(\.title) == ["Zz"])
    }
}
