import Foundation
import Problems
import ReadingList
import TestSupport
import Testing

@testable import Fetch

/// `refetch` never silently replaces a good copy with a page that is no
/// longer the same article.
@Suite struct RefetchGuardTests {
    final class Page: @unchecked Sendable {
        private let lock = NSLock()
        private var html: String
        init(_ html: String) { self.html = html }
        var current: String {
            get { lock.lock(); defer { lock.unlock() }; return html }
            set { lock.lock(); html = newValue; lock.unlock() }
        }
    }

    static func story(_ extra: String = "") -> String {
        let paragraphs = (1...6).map {
            "<p>The harbour lights were switched on again in part \($0) after a winter of repairs by the port authority, and the fishermen noticed at once.</p>"
        }
        return "<html><head><title>Harbour Lights</title></head><body><article><h1>Harbour Lights</h1>"
            + paragraphs.joined() + extra + "</article></body></html>"
    }

    static let parked = """
        <html><head><title>coast.example is for sale</title></head><body><main><h1>This domain is for sale</h1>
        <p>Buy this domain today. The owner of coast.example may be interested in selling it. Contact the broker to make an offer on this premium name.</p>
        <p>Related searches: cheap flights, insurance quotes, credit cards, online degrees.</p></main></body></html>
        """

    @Test func anUnrelatedPageKeepsTheKeptCopyUntilReplaceIsAsked() async throws {
        let fixture = try Fixture()
        let page = Page(Self.story())
        let server = try TestHTTPServer { _ in .html(page.current) }
        let id = try await fixture.saver.save(server.url("/lights")).article.id
        let kept = try #require(try fixture.library.gemtext(of: id))

        page.current = Self.parked
        await #expect(throws: Problem.self) { _ = try await fixture.saver.refetch(id) }
        #expect(try fixture.library.gemtext(of: id) == kept, "the saved copy stays")
        let article = try fixture.library.article(id)
        #expect(article.fetch.lastError?.contains("no longer the article that was saved") == true)
        #expect(article.fetch.lastError?.contains("refetch --replace \(id)") == true)

        _ = try await fixture.saver.refetch(id, replace: true)
        #expect(try fixture.library.gemtext(of: id)?.contains("This domain is for sale") == true)
    }

    @Test func theSameArticleUpdatedOrGrownIsTaken() async throws {
        let fixture = try Fixture()
        let page = Page(Self.story())
        let server = try TestHTTPServer { _ in .html(page.current) }
        let id = try await fixture.saver.save(server.url("/lights")).article.id
        page.current = Self.story("<p>Update: the last lamp was fixed on Friday, the harbour master said.</p>")
        _ = try await fixture.saver.refetch(id)
        #expect(try fixture.library.gemtext(of: id)?.contains("the last lamp was fixed") == true)
        #expect(try fixture.library.article(id).fetch.state == .ready)
    }

    @Test func sharingIsMeasuredOnTheKeptText() {
        let kept = "# T\n\nOne two three four five six seven eight nine ten eleven twelve."
        #expect(SameArticle.share(of: kept, in: kept + "\nMore words were added at the end of it.") == 1)
        #expect(SameArticle.share(of: kept, in: "# Login\n\nPlease sign in to read this story.") == 0)
        #expect(SameArticle.share(of: "# Short", in: "anything") == 1, "too short to tell")
    }
}
