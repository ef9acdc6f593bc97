import Foundation
import Problems
import Testing

@testable import ReadingList

@Suite struct SavingTests {
    @Test func aSavedArticleKeepsEverythingItWasGiven() throws {
        let fixture = try Fixture()
        let published = Date(timeIntervalSince1970: 1_600_000_000)
        let saved = Date(timeIntervalSince1970: 1_700_000_000.123)
        var content = Fixture.content(
            "https://www.Example.com/story?utm_source=x&id=3#part", title: "  The Story\nContinues ",
            body: String(repeating: "lorem ", count: 500), published: published, siteName: "Example News")
        content.canonicalURL = "https://example.com/story?id=3"
        let outcome = try fixture.library.save(content, tags: ["Longread", " news "], savedAt: saved)
        guard case .added(let id) = outcome else {
            Issue.record("expected a new article, got \(outcome)")
            return
        }
        let article = try fixture.library.article(id)
        #expect(article.url == "https://www.Example.com/story?utm_source=x&id=3#part")
        #expect(article.canonicalURL == "https://example.com/story?id=3")
        #expect(article.title == "The Story Continues")
        #expect(article.site == "example.com")
        #expect(article.siteName == "Example News")
        #expect(article.author == "A. Writer")
        #expect(article.language == "en")
        #expect(article.excerpt == "An excerpt.")
        #expect(article.publishedAt == published)
        #expect(article.savedAt.timeIntervalSince1970 == 1_700_000_000.123)
        #expect(article.archivedAt == nil)
        // "The Story Continues" (3) + 500 lorem + "A link label" (3).
        #expect(article.wordCount == 506)
        #expect(article.readingMinutes == 3)
        #expect(article.fetch.state == .ready)
        #expect(article.hasContent)
        #expect(article.tags == ["longread", "news"])
        #expect(try fixture.library.gemtext(of: id) == content.gemtext)
        #expect(try fixture.library.original(of: id) == content.original)
        #expect(try fixture.library.verify() == [])
    }

    @Test func savingTheSameArticleAgainReturnsTheExistingIdAndMergesTags() throws {
        let fixture = try Fixture()
        let first = try fixture.library.save(Fixture.content("https://example.com/a", title: "A"), tags: ["one"])
        #expect(first.isNew)
        let again = try fixture.library.save(
            Fixture.content("HTTPS://EXAMPLE.com:443/a#comments", title: "A changed"), tags: ["two"])
        #expect(again == .alreadySaved(first.id))
        let queued = try fixture.library.enqueue(Bookmark(url: "https://example.com/a?utm_campaign=z", tags: ["three"]))
        #expect(queued == .alreadySaved(first.id))
        let article = try fixture.library.article(first.id)
        #expect(article.title == "A")
        #expect(article.tags == ["one", "three", "two"])
        #expect(try fixture.library.count(.everything) == 1)
    }

    @Test func aCanonicalLinkMatchesAnArticleSavedUnderIt() throws {
        let fixture = try Fixture()
        let first = try fixture.library.save(Fixture.content("https://example.com/canonical", title: "C"))
        var content = Fixture.content("https://m.example.com/amp/story", title: "C (mobile)")
        content.canonicalURL = "https://example.com/canonical"
        #expect(try fixture.library.save(content) == .alreadySaved(first.id))
        #expect(try fixture.library.articleID(forURL: "https://example.com/canonical#x") == first.id)
        #expect(try fixture.library.articleID(forURL: "https://example.com/other") == nil)
    }

    @Test func aBookmarkIsQueuedWithItsTitleAndListsAtOnce() throws {
        let fixture = try Fixture()
        let saved = Date(timeIntervalSince1970: 1_500_000_000)
        let outcome = try fixture.library.enqueue(
            Bookmark(
                url: "https://example.org/later", title: "For Later", tags: ["x"], savedAt: saved, archivedAt: saved))
        let article = try fixture.library.article(outcome.id)
        #expect(article.fetch.state == .queued)
        #expect(!article.hasContent)
        #expect(article.title == "For Later")
        #expect(article.savedAt == saved)
        #expect(article.archivedAt == saved)
        #expect(try fixture.library.gemtext(of: outcome.id) == nil)
        #expect(try fixture.library.original(of: outcome.id) == nil)
        let listed = try fixture.library.page(ArticleQuery(filter: .archived))
        #expect(listed.articles.map(\.id) == [outcome.id])
    }

    @Test(arguments: [
        ("", "the URL is empty"),
        ("example.com/story", "'example.com/story' has no scheme"),
        ("ftp://example.com/file", "'ftp://example.com/file' has the scheme 'ftp'"),
        ("https://", "'https://' has no host name"),
        ("https://exa mple.com/", "'https://exa mple.com/' is not a URL"),
        ("javascript:alert(1)", "'javascript:alert(1)' has the scheme 'javascript'"),
    ])
    func badURLsAreRefusedWithAClearMessage(url: String, message: String) throws {
        let fixture = try Fixture()
        let problem = #expect(throws: Problem.self) { try fixture.library.enqueue(Bookmark(url: url)) }
        #expect(problem?.kind == .badInput)
        #expect(problem?.message == message)
        #expect(try fixture.library.count(.everything) == 0)
    }

    @Test func aBadTagRefusesTheWholeSave() throws {
        let fixture = try Fixture()
        #expect(throws: Problem.self) {
            try fixture.library.save(Fixture.content("https://example.com/a", title: "A"), tags: ["fine", "not fine"])
        }
        #expect(try fixture.library.count(.everything) == 0)
        #expect(try fixture.library.tags() == [])
    }

    @Test func editingTheTitleReachesListsSortingAndSearch() throws {
        let fixture = try Fixture()
        let id = try fixture.library.save(
            ArticleContent(url: "https://example.com/a", title: "Zebra", gemtext: "Nothing about the title here.")
        ).id
        _ = try fixture.library.save(Fixture.content("https://example.com/b", title: "Middle"))
        try fixture.library.setTitle("  Aardvark  ", of: id)
        #expect(try fixture.library.article(id).title == "Aardvark")
        let byTitle = try fixture.library.page(ArticleQuery(sort: ArticleSort(.title)))
        #expect(byTitle.articles.first?.id == id)
        let found = try fixture.library.page(ArticleQuery(filter: ArticleFilter(search: "aardvark")))
        #expect(found.articles.map(\.id) == [id])
        #expect(try fixture.library.page(ArticleQuery(filter: ArticleFilter(search: "zebra"))).items.isEmpty)
        #expect(throws: Problem.self) { try fixture.library.setTitle(" ", of: id) }
        let missing = #expect(throws: Problem.self) { try fixture.library.setTitle("X", of: ArticleID(999)) }
        #expect(missing?.message == "no article with id 999")
        #expect(missing?.kind == .notFound)
    }

    @Test func unknownIdsAreNamed() throws {
        let fixture = try Fixture()
        let id = try fixture.library.save(Fixture.content("https://example.com/a", title: "A")).id
        let problem = #expect(throws: Problem.self) {
            try fixture.library.articles([id, ArticleID(41), ArticleID(42)])
        }
        #expect(problem?.message == "no articles with ids 41, 42")
        #expect(throws: Problem.self) { try fixture.library.gemtext(of: ArticleID(41)) }
    }

    @Test func idsAreNeverReused() throws {
        let fixture = try Fixture()
        let first = try fixture.library.enqueue(Bookmark(url: "https://example.com/1")).id
        try fixture.library.delete(.ids([first]))
        let second = try fixture.library.enqueue(Bookmark(url: "https://example.com/2")).id
        #expect(second > first)
    }
}
