import Foundation
import Problems
import ReadingList
import TestSupport
import Testing

@testable import Fetch

/// The save pipeline against a real library and a real HTTP server: what
/// is stored, what is stored as failed, and what is not stored at all.
@Suite struct SavePipelineTests {
    static let story = """
        A Short Story
        about saving

        The first paragraph was
        wrapped by hand.

            let code = "kept as it is"
            print(code)

        # not a heading, just a line
        """

    @Test func savesATextPageWithItsOriginalBytes() async throws {
        let fixture = try Fixture()
        let server = try TestHTTPServer { request in
            request.path == "/old" ? .redirect(to: "/story.txt", status: 301) : textPage(Self.story)
        }
        let result = try await fixture.saver.save(server.url("/old"), tags: ["Fiction"])
        guard case .saved(let article) = result else {
            Issue.record("not saved: \(result)")
            return
        }
        #expect(article.title == "A Short Story")
        #expect(article.url == server.url("/old"))
        #expect(article.canonicalURL == server.url("/story.txt"))
        #expect(article.tags == ["fiction"])
        #expect(article.fetch.state == .ready)
        #expect(article.wordCount > 10)
        let gemtext = try #require(try fixture.library.gemtext(of: article.id))
        #expect(gemtext.contains("A Short Story about saving\n"))
        #expect(gemtext.contains("The first paragraph was wrapped by hand.\n"))
        #expect(gemtext.contains("```\n    let code = \"kept as it is\"\n    print(code)\n```\n"))
        #expect(!gemtext.contains("\n# not a heading"), "a text line that reads as a heading is escaped")
        let original = try #require(try fixture.library.original(of: article.id))
        #expect(original.bytes == Data(Self.story.utf8))
        #expect(original.contentType == "text/plain")
        #expect(original.charset == "utf-8")
        #expect(original.finalURL == server.url("/story.txt"))
    }

    @Test func keepsGemtextAsItIs() async throws {
        let fixture = try Fixture()
        let page = "Intro line\n## Second level\n# The Title\n=> /x A link\n"
        let server = try TestHTTPServer { _ in gemtextPage(page) }
        let article = try await fixture.saver.save(server.url("/notes.gmi")).article
        #expect(article.title == "The Title")
        #expect(try fixture.library.gemtext(of: article.id) == page)
    }

    @Test func savingTheSameURLAgainSaysSoWithoutFetching() async throws {
        let fixture = try Fixture()
        let server = try TestHTTPServer { _ in textPage("Title\n\nBody") }
        let first = try await fixture.saver.save(server.url("/a?utm_source=feed"))
        let again = try await fixture.saver.save(server.url("/a#section"), tags: ["later"])
        #expect(again == .alreadySaved(try fixture.library.article(first.article.id)))
        #expect(again.article.tags == ["later"])
        #expect(server.requests.count == 1)
    }

    @Test func aPageThatRedirectsToASavedArticleIsThatArticle() async throws {
        let fixture = try Fixture()
        let server = try TestHTTPServer { request in
            request.path == "/short" ? .redirect(to: "/long-name") : textPage("Title\n\nBody")
        }
        let first = try await fixture.saver.save(server.url("/long-name"))
        let second = try await fixture.saver.save(server.url("/short"), tags: ["x"])
        guard case .alreadySaved(let article) = second else {
            Issue.record("\(second)")
            return
        }
        #expect(article.id == first.article.id)
        #expect(article.tags == ["x"])
        #expect(try fixture.library.count(.everything) == 1)
    }

    @Test func aFailureThatMayPassIsStoredWithItsErrorAndCanBeRetried() async throws {
        let fixture = try Fixture()
        let up = Flag()
        let server = try TestHTTPServer { _ in up.isSet ? textPage("Back\n\nAgain") : .status(503) }
        let result = try await fixture.saver.save(server.url("/page"), tags: ["t"])
        guard case .failed(let article, let problem) = result else {
            Issue.record("\(result)")
            return
        }
        #expect(problem.kind == .temporary)
        #expect(article.fetch.state == .failed)
        #expect(article.fetch.lastError == problem.description)
        #expect(article.tags == ["t"])
        #expect(!article.hasContent)

        up.set()
        let retried = try await fixture.saver.refetch(article.id)
        #expect(retried.article.id == article.id)
        #expect(retried.article.title == "Back")
        #expect(retried.article.fetch.state == .ready)
        #expect(retried.article.fetch.lastError == nil)
    }

    @Test func aFailureThatWillRepeatStoresNothing() async throws {
        let fixture = try Fixture()
        let server = try TestHTTPServer { request in
            switch request.path {
            case "/missing": .status(404)
            case "/paper.pdf": .ok(Data("%PDF-1.4".utf8), contentType: "application/pdf")
            case "/loop": .redirect(to: "/loop")
            case "/empty": textPage("\n  \n")
            default: .ok(Data(repeating: 0x41, count: 200_000), contentType: "text/plain")
            }
        }
        for path in ["/missing", "/paper.pdf", "/loop", "/empty", "/huge"] {
            await #expect(throws: Problem.self, "\(path)") { try await fixture.saver.save(server.url(path)) }
        }
        await #expect(throws: Problem.self) { try await fixture.saver.save("not a url") }
        await #expect(throws: Problem.self) { try await fixture.saver.save(server.url("/ok"), tags: ["two words"]) }
        #expect(try fixture.library.count(.everything) == 0)
    }

    @Test func reconvertingNeedsNoNetwork() async throws {
        let fixture = try Fixture()
        let server = try TestHTTPServer { _ in textPage("Kept Title\n\nKept body.") }
        let saved = try await fixture.saver.save(server.url("/kept")).article
        server.stop()
        try fixture.library.setTitle("Renamed", of: saved.id)
        let result = try await fixture.saver.reconvert(saved.id)
        #expect(result == .updated(try fixture.library.article(saved.id)))
        #expect(result.article.title == "Kept Title")
        #expect(result.article.fetch.fetchedAt == saved.fetch.fetchedAt)
        #expect(try fixture.library.gemtext(of: saved.id) == "Kept Title\n\nKept body.\n")
    }

    @Test func reconvertingAnArticleWithoutItsPageSaysHowToGetIt() async throws {
        let fixture = try Fixture()
        let id = try fixture.library.save(ArticleContent(url: "https://example.com/a", title: "T", gemtext: "text")).id
        let problem = try await #require(throws: Problem.self) { try await fixture.saver.reconvert(id) }
        #expect(problem.kind == .notFound)
        #expect(problem.hint == "fetch it again with 'gempaper refetch \(id)'")
    }

    @Test func aFailedRefetchKeepsTheContentItHad() async throws {
        let fixture = try Fixture()
        let down = Flag()
        let server = try TestHTTPServer { _ in down.isSet ? .status(500) : textPage("Title\n\nBody") }
        let saved = try await fixture.saver.save(server.url("/a")).article
        down.set()
        await #expect(throws: Problem.self) { try await fixture.saver.refetch(saved.id) }
        let after = try fixture.library.article(saved.id)
        #expect(after.fetch.state == .ready)
        #expect(after.hasContent)
        #expect(try fixture.library.gemtext(of: saved.id) == "Title\n\nBody\n")
    }

    @Test func decodesTextInTheCharsetTheHeaderNames() async throws {
        let fixture = try Fixture()
        // "Café crème" in Windows-1252: é is 0xE9, è is 0xE8.
        let bytes = Data([0x43, 0x61, 0x66, 0xE9, 0x20, 0x63, 0x72, 0xE8, 0x6D, 0x65])
        let server = try TestHTTPServer { request in
            .ok(bytes, contentType: request.path == "/declared" ? "text/plain; charset=windows-1252" : "text/plain")
        }
        #expect(try await fixture.saver.save(server.url("/declared")).article.title == "Café crème")
        // Without a charset, bytes that are not UTF-8 are read as Windows-1252 too.
        #expect(try await fixture.saver.save(server.url("/undeclared")).article.title == "Café crème")
    }
}

/// A flag one thread sets and another reads.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return value
    }

    func set() {
        lock.lock()
        value = true
        lock.unlock()
    }
}
