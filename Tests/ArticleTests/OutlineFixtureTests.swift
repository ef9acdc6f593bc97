import Foundation
import Gemtext
import Testing

@testable import Article

/// Whole pages for the outline: a blog whose headings carry `#` and `¶`
/// permalinks (and their cousins), and headings drawn as pictures.
@Suite struct OutlineFixtureTests {
    static let prose = TestPage.prose("x", sentences: 2)

    static func article(_ html: String) throws -> Article {
        try ArticleConverter().convert(Array(html.utf8), url: URL(string: "https://blog.example/caching"))
    }

    /// A blog post: a jump list, then headings with every usual permalink mark.
    static let blog = """
        <!doctype html><html lang=en><head><title>Notes on caching | Ann's blog</title></head><body>
        <header><nav><a href="/">Home</a> <a href="/about">About</a></nav></header>
        <main><article class="post"><h1 class="post-title">Notes on caching</h1><div class="post-content">
        <p>\(prose)</p>
        <nav class="toc"><h2>Table of Contents</h2><ul><li><a href="#why">Why cache</a></li>\
        <li><a href="#how">How</a></li></ul></nav>
        <h2 id="why"><a class="anchor" href="#why">#</a> Why cache</h2><p>\(prose)</p>
        <h2 id="how">How <a class="headerlink" href="#how" title="Permalink to this heading">¶</a></h2><p>\(prose)</p>
        <h3 id="keys">Keys<a href="#keys" aria-hidden="true" class="anchor"><svg class="octicon" viewBox="0 0 16 16" \
        width="16" height="16"><path d="M4 9h1v1H4"></path></svg></a></h3><p>\(prose)</p>
        <h3 id="ttl"><a href="#ttl" class="heading-link">§</a>Expiry</h3><p>\(prose)</p>
        <h3 id="copy">Invalidation <button class="copy-link" aria-label="Copy link">Copy link</button></h3><p>\(prose)</p>
        <h2 id="end">Closing words <a href="#end">Link to this heading</a></h2><p>\(prose)</p>
        <h2 id="empty"><a href="#empty">#</a></h2><p>\(prose)</p>
        <h2 id="q">Questions <a href="#q">🔗</a></h2>
        </div></article></main><footer>Copyright Ann</footer></body></html>
        """

    @Test func aBlogsPermalinkMarksLeaveItsHeadingsAlone() throws {
        let article = try Self.article(Self.blog)
        #expect(
            article.headings.map(\.title) == [
                "Why cache", "How", "Keys", "Expiry", "Invalidation", "Closing words", "Questions",
            ])
        // The headings as written, not only as the contents show them.
        let written = article.document.lines.compactMap { if case .heading(_, let text) = $0 { text } else { nil } }
        #expect(
            written.dropFirst() == ["Why cache", "How", "Keys", "Expiry", "Invalidation", "Closing words", "Questions"])
        #expect(article.outline.numbered.map(\.depth) == [1, 1, 2, 2, 2, 1, 1])
        #expect(!article.text.contains("Table of Contents"), "the post's jump list is not copied")
    }

    @Test func aHeadingDrawnAsAPictureIsItsAltText() throws {
        let html = TestPage.site(
            article: """
                <h1>Library funding approved</h1><p>\(Self.prose)</p>
                <h2><img src="/h/vote.png" alt="The vote"></h2><p>\(Self.prose)</p>
                <h3><a href="/h/who"><img src="/h/who.png" alt="Who voted against"></a></h3><p>\(Self.prose)</p>
                <h2><picture><source srcset="/h/next.webp"><img src="/h/next.png" alt="What comes next"></picture></h2>
                <p>\(Self.prose)</p>
                <h2><img src="/h/x.png" alt=""></h2><p>\(Self.prose)</p>
                <h2>The budget <img src="/i/coin.png" alt="a gold coin" width="16" height="16"></h2><p>\(Self.prose)</p>
                """)
        let article = try Self.article(html)
        #expect(article.headings.map(\.title) == ["The vote", "Who voted against", "What comes next", "The budget"])
        #expect(article.headings.map(\.level) == [2, 3, 2, 2])
        // The words are the heading's, not pictures of the story.
        #expect(!article.gemtext.contains("vote.png") && !article.gemtext.contains("next.png"))
    }

    @Test func aWikisH4NestsUnderItsH3InTheContents() throws {
        let article = try OutlineTests.article(OutlineTests.wikiPage)
        let sections = article.outline.numbered
        #expect(sections.map(\.title).suffix(4) == ["Shadow DOM", "NSS", "Promotion and advertising", "Rust"])
        #expect(sections.map(\.depth) == [1, 2, 1, 2, 2, 3, 3, 3])
        #expect(article.headingLevels == [1, 2, 3, 2, 3, 3, 4, 4, 4])
        // The converter's own contents, which `convert` prints, nest them too.
        #expect(article.document.lines.contains(.listItem("\u{A0}\u{A0}\u{A0}\u{A0}6 NSS")))
        #expect(article.document.lines.contains(.listItem("\u{A0}\u{A0}5 Shadow DOM")))
    }
}
