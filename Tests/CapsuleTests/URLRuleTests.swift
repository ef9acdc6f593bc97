import Foundation
import Gemini
import ReadingList
import Testing

/// Every state is in the URL, spelled one way: other spellings are
/// redirected (31), unknown or malformed parameters refused (59), and what
/// does not exist is not found (51).
@Suite struct URLRuleTests {
    static let shared: (CapsuleFixture, [ArticleID]) = {
        let fixture = try! CapsuleFixture()
        let ids = try! SampleArticles.fill(try! fixture.library(), count: 60)
        try! fixture.start()
        return (fixture, ids)
    }()

    func header(_ path: String) async throws -> String {
        try await Self.shared.0.request(path, as: .anonymous).header
    }

    @Test func otherSpellingsRedirectToTheCanonicalURL() async throws {
        #expect(try await header("/unread?sort=newest") == "31 /unread")
        #expect(try await header("/unread?") == "31 /unread")
        #expect(try await header("/tags/even?sort=title&state=unread") == "31 /tags/even?state=unread&sort=title")
        #expect(try await header("/tags/even?state=all") == "31 /tags/even")
        #expect(try await header("/tags/EVEN") == "31 /tags/even")
        #expect(try await header("/tags/c#".replacingOccurrences(of: "#", with: "%23")) .hasPrefix("20 "))
        #expect(try await header("/unread/") == "31 /unread")
        #expect(try await header("/?from=somewhere") == "31 /")
        #expect(try await header("/articles/1?") == "31 /articles/1")
        #expect(try await header("/articles/1?x") == "59 malformed query: 'x' is not name=value")
        #expect(try await header("/selection/3,1,3") == "31 /selection/3,1")
        // A cursor from another order cannot be used with this one.
        let next = try #require(PageTests.links(try await Self.shared.0.get("/all?sort=title", as: .anonymous)).first { $0.label.hasPrefix("Next") })
        let token = String(next.url.split(separator: "cursor=").last!)
        #expect(try await header("/all?sort=title&cursor=\(token)").hasPrefix("20 "))
        #expect(try await header("/all?cursor=\(token)&sort=title") == "31 /all?sort=title&cursor=\(token)")
        #expect(try await header("/all?cursor=\(token)").hasPrefix("59 "))
    }

    @Test func unknownAndMalformedParametersAreRefused() async throws {
        #expect(try await header("/unread?page=2") == "59 unknown parameter 'page': this page takes sort, cursor, archived")
        #expect(try await header("/unread?state=archived") == "59 unknown parameter 'state': this page takes sort, cursor, archived")
        #expect(try await header("/unread?sort=random") == "59 sort must be one of newest, oldest, title, site, shortest, longest, not 'random'")
        #expect(try await header("/tags/even?state=read") == "59 state must be one of unread, archived, all, not 'read'")
        #expect(try await header("/unread?sort=title&sort=site") == "59 the parameter 'sort' is given twice")
        #expect(try await header("/unread?sort") == "59 malformed query: 'sort' is not name=value")
        #expect(try await header("/unread?cursor=bm90IGEgY3Vyc29y") == "59 the cursor is damaged: follow the page links instead of editing them")
        #expect(try await header("/tags/a%20b").hasPrefix("59 'a b' is not a tag name"))
        #expect(try await header("/selection/1,x") == "59 'x' is not an article id")
    }

    @Test func whatDoesNotExistIsNotFound() async throws {
        #expect(try await header("/articles/999") == "51 no article with id 999; list the library to see the ids")
        #expect(try await header("/articles/0").hasPrefix("51 "))
        #expect(try await header("/articles/abc").hasPrefix("51 "))
        #expect(try await header("/articles/01") .hasPrefix("51 "))
        #expect(try await header("/articles/1/sections/99") == "51 article 1 has 4 sections")
        #expect(try await header("/tags/nosuchtag") == "51 no article has the tag 'nosuchtag'")
        #expect(try await header("/nowhere").hasPrefix("51 "))
        #expect(try await header("/selection/9999").hasPrefix("51 "))
    }
}
