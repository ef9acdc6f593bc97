import Foundation
import Gemini
import ReadingList
import Testing

/// Following the page links of a list from the first page to the last
/// shows every article exactly once, in the list's order, and the links
/// back lead through the same pages.
@Suite struct PaginationTests {
    static let shared: (CapsuleFixture, [ArticleID]) = {
        let fixture = try! CapsuleFixture()
        // 131 unread articles and 65 archived: several pages, the last one partial.
        let ids = try! SampleArticles.fill(try! fixture.library(), count: 196)
        try! fixture.start()
        return (fixture, ids)
    }()

    struct Walk {
        var pages: [[String]] = []
        var urls: [String] = []
        var ids: [String] { pages.flatMap { $0 } }
    }

    /// Follows `label`-prefixed links from `start` until there is none.
    static func walk(from start: String, following label: String, limit: Int = 20) async throws -> Walk {
        var walk = Walk()
        var next: String? = start
        while let url = next, walk.pages.count < limit {
            let response = try await shared.0.get(url, as: .anonymous)
            #expect(response.status == .success, "\(url): \(response.header)")
            let links = PageTests.links(response)
            walk.urls.append(url)
            walk.pages.append(links.filter { $0.url.hasPrefix("/articles/") }.map(\.url))
            next = links.first { $0.label.hasPrefix(label) }?.url
        }
        return walk
    }

    /// The list's articles in its order, as the library gives them.
    static func expected(_ filter: ArticleFilter, _ sort: ArticleSort) throws -> [String] {
        try shared.0.library().ids(filter, sort: sort).map { "/articles/\($0)" }
    }

    @Test(arguments: ["newest", "oldest", "title", "site", "shortest", "longest"])
    func everyOrderOfEveryListPagesToTheEnd(sort: String) async throws {
        let lists: [(String, ArticleFilter)] = [
            ("/unread", .unread), ("/archive", .archived), ("/all", .everything),
            ("/tags/even", ArticleFilter(state: .all, tags: ["even"])),
            ("/tags/even?state=unread", ArticleFilter(state: .unread, tags: ["even"])),
        ]
        let choice = try #require(SortOrders.all[sort])
        for (path, filter) in lists {
            let separator = path.contains("?") ? "&" : "?"
            let start = sort == "newest" ? path : "\(path)\(separator)sort=\(sort)"
            let forward = try await Self.walk(from: start, following: "Next")
            let expected = try Self.expected(filter, choice)
            #expect(forward.ids == expected, "\(start)")
            #expect(Set(forward.ids).count == forward.ids.count, "\(start) repeats an article")
            #expect(forward.pages.dropLast().allSatisfy { $0.count == 50 }, "\(start)")
            // And back from the last page to the first, through the same pages.
            let backward = try await Self.walk(from: forward.urls.last!, following: "← Previous")
            #expect(Array(backward.pages.reversed()) == forward.pages, "\(start) backwards")
        }
    }

    @Test func aPageStaysRightWhileArticlesComeAndGo() async throws {
        let fixture = try CapsuleFixture()
        let library = try fixture.library()
        try SampleArticles.fill(library, count: 120)
        try fixture.start()
        let first = try await fixture.get("/all?sort=oldest", as: .anonymous)
        let next = try #require(PageTests.links(first).first { $0.label.hasPrefix("Next") }?.url)
        let before = PageTests.links(try await fixture.get(next, as: .anonymous)).filter { $0.url.hasPrefix("/articles/") }
        // Something is added at the end and the first article removed: the
        // second page still starts right after the first page's last article.
        try SampleArticles.fill(library, count: 1, startingAt: 500)
        try library.delete(.ids([ArticleID(1)]))
        let after = PageTests.links(try await fixture.get(next, as: .anonymous)).filter { $0.url.hasPrefix("/articles/") }
        #expect(after.map(\.url) == before.map(\.url))
    }
}

/// The orders a list URL names, as the library sorts them.
enum SortOrders {
    static let all: [String: ArticleSort] = [
        "newest": ArticleSort(.saved, .descending), "oldest": ArticleSort(.saved, .ascending),
        "title": ArticleSort(.title), "site": ArticleSort(.site), "shortest": ArticleSort(.length, .ascending),
        "longest": ArticleSort(.length, .descending),
    ]
}
