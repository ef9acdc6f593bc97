import Foundation
import Gemtext
import Testing

@testable import Article

/// Notes published from writing tools as those tools set them: telegra.ph's
/// articles (the writer's name in an `<address>` under the title, players
/// shown through its own embed service) and HackMD's or CodiMD's notes (a
/// page hidden until its scripts run, a line of tags under the title, code
/// blocks named by highlight.js, lines kept apart by `<br>`s).
@Suite struct NotePageTests {
    static let telegraph = TestPage.page(
        head: """
            <title>A Winter Walk on the Ridge – Telegraph</title>
            <meta property="og:title" content="A Winter Walk on the Ridge">
            <meta property="og:site_name" content="Telegraph">
            <meta property="article:published_time" content="2021-02-03T10:00:00+0000">
            <meta property="article:author" content="Mira Solberg">
            """,
        body: """
            <div class="tl_page_wrap"><div class="tl_page"><main class="tl_article">
            <header class="tl_article_header" dir="auto"><h1>A Winter Walk on the Ridge</h1>
            <address><a rel="author" href="https://t.me/mirasolberg">Mira Solberg</a><!--
            --><time datetime="2021-02-03T10:00:00+0000">February 3, 2021</time></address></header>
            <article id="_tl_editor" class="tl_article_content"><h1>A Winter Walk on the Ridge<br></h1>\
            <address><a href="https://t.me/mirasolberg">Mira Solberg</a><br></address>\
            <p>\(TestPage.prose("dawn", sentences: 2))</p><p>\(TestPage.prose("cairn", sentences: 2))</p>\
            <figure><iframe src="/embed/youtube?url=https%3A%2F%2Fwww.youtube.com%2Fwatch%3Fv%3DdQw4w9WgXcQ" \
            width="640" height="360" frameborder="0" allowtransparency="true" allowfullscreen="true" \
            scrolling="no"></iframe><figcaption>The view from the second cairn</figcaption></figure>\
            <p>\(TestPage.prose("summit", sentences: 2))</p></article>
            <aside class="tl_article_buttons"><button id="_edit_button" class="button edit_button">Edit</button>\
            </aside></main></div>
            <div class="tl_page_footer"><div id="_report_button" class="tl_footer_button">Report content on this \
            page</div></div></div>
            """)

    /// The writer's name under the title is the byline, not the story's first line.
    @Test func aTelegraphArticlesAddressIsItsByline() throws {
        let article = try ArticleConverter().convert(
            Array(Self.telegraph.utf8), url: URL(string: "https://telegra.ph/A-Winter-Walk-on-the-Ridge-02-03"))
        let lines = Convert.bodyLines(of: article.document).lines.filter { $0 != .text("") }
        #expect(lines.first == .text(TestPage.prose("dawn", sentences: 2)), "\(article.gemtext)")
        #expect(!lines.contains(.link(url: "https://t.me/mirasolberg", label: "Mira Solberg")))
        #expect(article.metadata.author == "Mira Solberg")
        #expect(lines.contains(.link(url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", label: "Video: The view from the second cairn")))
    }

    /// An `<address>` after the story's text (an RFC's authors' addresses) stays.
    @Test func anAddressAfterTheTextStays() throws {
        let body = try Convert.body(
            """
            <p>The story.</p><address><div>Mark Nottingham</div><div>Prahran</div><div>Australia</div></address>
            """)
        #expect(body.contains("Mark Nottingham"), "\(body)")
    }

    static let hackmd = TestPage.page(
        head: """
            <title>Setting up the build farm - HackMD</title>
            <meta property="og:title" content="Setting up the build farm - HackMD">
            """,
        body: """
            <div class="ui-infobar container-fluid unselectable hidden-print"><small><span class="pull-right">\
            1234 views</span></small></div>
            <div id="doc" class="markdown-body container-fluid comment-enabled" data-hard-breaks="true">\
            <h1 id="Setting-up-the-build-farm"><a class="anchor hidden-xs" href="#Setting-up-the-build-farm">\
            <span class="octicon octicon-link"></span></a><span>Setting up the build farm</span></h1>\
            <h6 id="tags-ops-ci"><a class="anchor hidden-xs" href="#tags-ops-ci"><span class="octicon octicon-link">\
            </span></a><span>tags: </span><code>ops</code><span> </span><code>ci</code></h6>\
            <p><span>\(TestPage.prose("rack", sentences: 2))</span></p>\
            <p><span>First, the machines:</span><br><span>six builders in the top half of the rack,</span><br>\
            <span>and the cache server at the very bottom.</span></p>\
            <h2 id="Runners"><a class="anchor hidden-xs" href="#Runners"><span class="octicon octicon-link"></span>\
            </a><span>Runners</span></h2><p><span>\(TestPage.prose("runners", sentences: 2))</span></p>\
            <pre><code class="javascript hljs"><span class="hljs-keyword">const</span> runner = \
            <span class="hljs-built_in">require</span>(<span class="hljs-string">'./runner'</span>);
            runner.start({ <span class="hljs-attr">slots</span>: <span class="hljs-number">4</span> });
            </code></pre><p><span>\(TestPage.prose("cabling", sentences: 2))</span></p></div>
            """
    ).replacingOccurrences(of: "<body>", with: "<body style=\"display:none;\">")

    /// A note's page hidden until its scripts run is read all the same; its
    /// tags are no heading, its code names its language, its lines stay lines.
    @Test func aHackMDNoteIsReadWithoutItsTags() throws {
        let article = try ArticleConverter().convert(
            Array(Self.hackmd.utf8), url: URL(string: "https://hackmd.io/@ops/build-farm"))
        let lines = Convert.bodyLines(of: article.document).lines.filter { $0 != .text("") }
        #expect(lines.first == .text(TestPage.prose("rack", sentences: 2)), "\(article.gemtext)")
        #expect(!article.text.contains("tags:"))
        #expect(article.headings.map(\.title) == ["Runners"])
        #expect(
            lines.contains(
                .preformatted(
                    alt: "javascript",
                    lines: ["const runner = require('./runner');", "runner.start({ slots: 4 });"])))
        #expect(article.text.contains("First, the machines:\nsix builders in the top half of the rack,\n"))
    }

    /// A sentence that opens with "Tags:" is the story's.
    @Test func aSentenceAboutTagsStays() throws {
        let gemtext = try storyGemtext(
            TestPage.paragraphs("a", count: 2) + "<p>Tags: <code>ops</code> and <code>ci</code> name the two teams.</p>"
                + TestPage.paragraphs("b", count: 2))
        #expect(gemtext.contains("name the two teams"), "\(gemtext)")
    }
}
