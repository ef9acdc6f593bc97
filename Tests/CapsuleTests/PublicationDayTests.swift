import Foundation
import ReadingList
import TestSupport
import Testing

/// One article, one publication day: an evening story in New York
/// (`2019-11-18T23:04:24-05:00`, the 19th in UTC), saved from a real HTTP
/// server through the capsule, shows the publisher's day on its page and in
/// its e-book, and its time with the publisher's offset in the Atom feed.
@Suite struct PublicationDayTests {
    @Test func anEveningStoryShowsThePublishersDayEverywhere() async throws {
        let web = try TestHTTPServer { _ in .html(EveningStoryPage.html) }
        let fixture = try CapsuleFixture()
        try fixture.start(fetching: true)
        let added = try await fixture.get("/add", input: web.url(EveningStoryPage.path))
        let path = added.url.path
        let id = try #require(ArticleID(String(path.dropFirst("/articles/".count))))
        #expect(try await fixture.wait { try fixture.library().article(id).fetch.state == .ready })

        let page = try await fixture.get(path)
        // The capsule's details say the day the converter's header said.
        let gemtext = try #require(try fixture.library().gemtext(of: id))
        #expect(gemtext.contains("\n2019-11-18 · 1 min read\n"), "\(gemtext.prefix(300))")
        #expect(page.text.contains(" · published 2019-11-18 · "), "\(page.text.prefix(400))")
        #expect(!page.text.contains(EveningStoryPage.utcDay), "\(page.text.prefix(400))")

        let atom = try await fixture.get("/atom.xml")
        #expect(atom.text.contains("<published>2019-11-18T23:04:24-05:00</published>"), "\(atom.text)")

        let book = try await fixture.get("\(path)/book.epub")
        #expect(book.meta == "application/epub+zip")
        let chapter = XMLFacts(try #require(try BookReader(book.body).entry("EPUB/chapters/a\(id).xhtml")).bytes)
        #expect(chapter.text.contains("2019-11-18"), "\(chapter.text.prefix(300))")
        #expect(!chapter.text.contains(EveningStoryPage.utcDay), "\(chapter.text.prefix(300))")
    }
}
