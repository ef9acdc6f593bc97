import Foundation
import ReadingList
import TestSupport
import Testing

@Suite struct BookTests {
    static func chapters(_ body: [UInt8]) throws -> [String] {
        let book = try BookReader(body)
        #expect(book.entries.first?.name == "mimetype")
        let package = XMLFacts(try #require(book.entry("EPUB/package.opf")).bytes)
        let paths = Dictionary(uniqueKeysWithValues: package.all("item").map { ($0.attributes["id"]!, $0.attributes["href"]!) })
        return package.all("itemref").compactMap { paths[$0.attributes["idref"]!] }.filter { $0.hasPrefix("chapters/") }
    }

    @Test func anArticlePageLinksItsBookAndServesIt() async throws {
        let fixture = try CapsuleFixture()
        try SampleArticles.fill(try fixture.library(), count: 3)
        try fixture.start()
        let page = try await fixture.get("/articles/2", as: .anonymous)
        #expect(page.text.contains("=> /articles/2/book.epub This article as an e-book (EPUB)\n"))
        let book = try await fixture.get("/articles/2/book.epub", as: .anonymous)
        #expect(book.status.rawValue == 20)
        #expect(book.meta == "application/epub+zip")
        #expect(try Self.chapters(book.body) == ["chapters/a2.xhtml"])
        let chapter = XMLFacts(try #require(try BookReader(book.body).entry("EPUB/chapters/a2.xhtml")).bytes)
        #expect(chapter.isWellFormed)
        #expect(chapter.text.contains("Text of part 2: sqlite gemini swift."))
        #expect(chapter.all("h1").count == 1)
        // Every section the capsule's contents link to is a heading of the chapter with the same number.
        let numbers = page.text.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("=> /articles/2/sections/") else { return nil }
            return String(line.dropFirst("=> /articles/2/sections/".count).prefix { $0.isNumber })
        }
        #expect(numbers.count == 4)
        let headingIDs = Set(["h2", "h3", "h4"].flatMap { chapter.all($0) }.compactMap { $0.attributes["id"] })
        #expect(headingIDs == Set(numbers.map { "s\($0)" }))
    }

    @Test func listsLinkABookOfTheListInItsOrder() async throws {
        let fixture = try CapsuleFixture()
        let ids = try SampleArticles.fill(try fixture.library(), count: 7)  // 3 and 6 archived (index 2, 5)
        try fixture.start()
        let unread = try await fixture.get("/unread?sort=title", as: .anonymous)
        #expect(unread.text.contains("=> /unread/book.epub?sort=title This list as an e-book (EPUB, 5 articles)\n"))
        let book = try await fixture.get("/unread/book.epub?sort=title", as: .anonymous)
        #expect(book.meta == "application/epub+zip")
        let expected = try fixture.library().ids(ArticleFilter(state: .unread), sort: ArticleSort(.title, .ascending))
        #expect(try Self.chapters(book.body) == expected.map { "chapters/a\($0).xhtml" })
        #expect(expected.count == 5 && Set(expected).isSubset(of: Set(ids)))
        let tagged = try await fixture.get("/tags/even/book.epub?state=unread", as: .anonymous)
        #expect(tagged.meta == "application/epub+zip")
        let even = try fixture.library().ids(ArticleFilter(state: .unread, tags: ["even"]))
        #expect(try Self.chapters(tagged.body) == even.map { "chapters/a\($0).xhtml" })
    }

    @Test func bookURLsAreCheckedLikeTheirLists() async throws {
        let fixture = try CapsuleFixture()
        try SampleArticles.fill(try fixture.library(), count: 2)
        try fixture.start()
        #expect(try await fixture.request("/articles/99/book.epub", as: .anonymous).status.rawValue == 51)
        #expect(try await fixture.request("/unread/book.epub?cursor=abc", as: .anonymous).status.rawValue == 59)
        #expect(try await fixture.request("/unread/book.epub?sort=nonsense", as: .anonymous).status.rawValue == 59)
        #expect(try await fixture.request("/tags/nothing/book.epub", as: .anonymous).status.rawValue == 51)
        let redirected = try await fixture.request("/unread/book.epub?sort=newest", as: .anonymous)
        #expect(redirected.status.rawValue == 31)
        #expect(redirected.meta == "/unread/book.epub")
    }

    @Test func aPrivateCapsulesBooksAreTheOwnersOnly() async throws {
        let fixture = try CapsuleFixture(settings: "private = true")
        try SampleArticles.fill(try fixture.library(), count: 2)
        try fixture.start()
        #expect(try await fixture.request("/articles/1/book.epub", as: .anonymous).status.rawValue == 60)
        #expect(try await fixture.request("/unread/book.epub", as: .stranger).status.rawValue == 61)
        #expect(try await fixture.request("/unread/book.epub", as: .owner).meta == "application/epub+zip")
    }
}
