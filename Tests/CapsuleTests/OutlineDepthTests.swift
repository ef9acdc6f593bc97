import Foundation
import Gemini
import ReadingList
import TestSupport
import Testing

/// A page whose headings go five levels deep, saved through `/add` from a
/// real HTTP server: the capsule's contents, its section pages and the
/// article's book nest `<h4>` and `<h5>` under their `<h3>`, though gemtext
/// writes all three as `###`.
@Suite struct OutlineDepthTests {
    /// How many `<ol>` are open where `title`'s link is in `nav`.
    static func navDepth(of title: String, in nav: String) throws -> Int {
        let position = try #require(nav.range(of: ">\(title)</a>")?.lowerBound, "\(title) is in the contents")
        let before = nav[..<position]
        return before.components(separatedBy: "<ol").count - before.components(separatedBy: "</ol>").count
    }

    @Test func theCapsuleAndTheBookNestHeadingsAtTheirTrueDepth() async throws {
        let web = try TestHTTPServer { _ in .html(DeepHeadingsPage.html) }
        let fixture = try CapsuleFixture()
        try fixture.start(fetching: true)
        let added = try await fixture.get("/add", input: web.url(DeepHeadingsPage.path))
        let id = try #require(ArticleID(String(added.url.path.dropFirst("/articles/".count))))
        #expect(try await fixture.wait { try fixture.library().article(id).fetch.state == .ready })
        web.stop()

        // The article page's contents: one indent (two no-break spaces) a level.
        let page = try await fixture.get("/articles/\(id)")
        let entries = page.text.split(separator: "\n").filter { $0.hasPrefix("=> /articles/\(id)/sections/") }
        let expected = DeepHeadingsPage.headings.enumerated().map { index, heading in
            "=> /articles/\(id)/sections/\(index + 1) "
                + String(repeating: "\u{A0}\u{A0}", count: DeepHeadingsPage.depths[index])
                + "\(index + 1) \(heading.title)"
        }
        #expect(entries.map(String.init) == expected)

        // A section holds its deeper subsections: Buoys (2) runs to Lights.
        let buoys = try await fixture.get("/articles/\(id)/sections/2")
        #expect(buoys.text.contains("### Lit red buoys") && buoys.text.contains("### Green buoys"))
        #expect(!buoys.text.contains("### Lights"))
        #expect(buoys.text.contains("→ Lights"))

        // The book's navigation: nested lists, h4 one and h5 two below their h3.
        let book = try await fixture.get("/articles/\(id)/book.epub")
        #expect(book.status.rawValue == 20)
        let nav = try #require(try BookReader(book.body).entry("EPUB/nav.xhtml")).text
        let depths = try DeepHeadingsPage.headings.map { try Self.navDepth(of: $0.title, in: nav) }
        let base = try #require(depths.first)
        #expect(depths.map { $0 - base } == DeepHeadingsPage.depths)
        // And the chapter's own headings follow: h2 for the top level, down to h5.
        let chapter = try #require(try BookReader(book.body).entries.first { $0.name.hasPrefix("EPUB/chapters/") }).text
        #expect(chapter.contains(">Lit red buoys</h5>") && chapter.contains(">Red buoys</h4>"))
    }

    @Test func aNumberedPagesContentsGiveOneNumberAnEntry() async throws {
        let fixture = try CapsuleFixture()
        let gemtext = "# Study\n\nIntro.\n\n## 1. Introduction\n\nA.\n\n## 2. Method\n\nB.\n\n### 2.1 Sampling\n\nC.\n"
        let id = try fixture.library().save(
            ArticleContent(url: "https://study.example/buoys", title: "Study", gemtext: gemtext)
        ).id
        try fixture.start()
        let page = try await fixture.get("/articles/\(id)")
        let entries = page.text.split(separator: "\n").filter { $0.hasPrefix("=> /articles/\(id)/sections/") }
        #expect(
            entries == [
                "=> /articles/\(id)/sections/1 1 Introduction", "=> /articles/\(id)/sections/2 2 Method",
                "=> /articles/\(id)/sections/3 \u{A0}\u{A0}3 Sampling",
            ])
        #expect(page.text.contains("### 2.1 Sampling\n"), "the heading keeps the page's number")
    }
}
