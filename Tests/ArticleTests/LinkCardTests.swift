import Foundation
import HTML
import Testing

@testable import Article

/// A link card the author put in the story (a preview of another page:
/// its title over its description, found by structure) is one link line
/// with its description after it; its author is the other page's, never
/// the article's.
@Suite struct LinkCardTests {
    static let card = """
        <figure class="card"><a class="box" href="https://other.example.com/a"><div class="inner">\
        <div class="t">An external article title</div>\
        <div class="d">Its description goes here and it is fairly long too.</div>\
        <div class="m"><img src="https://other.example.com/thumb.jpg" alt="thumbnail">\
        <span class="card-author">Other Site</span></div></div></a></figure>
        """

    @Test func aLinkCardIsOneLinkLineWithItsDescriptionAfterIt() throws {
        let article = try CleanCopyTests.article(inserting: Self.card)
        CleanCopyTests.expectWhole(article)
        let lines = Convert.bodyLines(of: article.document).serialized()
        #expect(lines.contains("=> https://other.example.com/a An external article title\n"))
        #expect(lines.contains("\nIts description goes here and it is fairly long too.\n"))
        #expect(!lines.contains("thumb.jpg"))  // the other page's picture
        #expect(article.headings.isEmpty)
    }

    @Test func theAuthorInACardIsNotTheArticlesAndABylineLinkStillNamesIt() {
        func author(_ body: String) -> String? {
            let html = "<html><head><title>Library funding approved</title></head><body>\(body)</body></html>"
            return MetadataExtractor.extract(
                from: HTMLDocument.parse(html), url: URL(string: "https://news.example.com/2019/story.html")
            ).author
        }
        let story = "<article><h1>Library funding approved</h1>\(TestPage.paragraphs("a", count: 2))\(Self.card)"
        #expect(author(story + "</article>") == nil)
        let byline = "<p><a href=\"https://social.example.net/@ann\"><span class=\"author\">Ann Lee</span></a></p>"
        #expect(author(story + byline + "</article>") == "Ann Lee")
    }

    /// Naver's SmartEditor card: its title is a bold line over the
    /// description's and the address's `<p>`s; its thumbnail links apart.
    @Test func aCardsBoldLineOverItsParagraphsIsItsTitle() throws {
        let body = try Convert.body(
            """
            <p>The course is on the trail's own site.</p>
            <a href="https://www.jejuolle.org/trail#/7" class="se-oglink-info __se_link" target="_blank">\
            <div class="se-oglink-info-container"><strong class="se-oglink-title">Jeju Olle Route 7</strong>\
            <p class="se-oglink-summary">From Oedolgae to Wolpyeong along the sea</p>\
            <p class="se-oglink-url">www.jejuolle.org</p></div></a>
            """)
        #expect(body.contains("=> https://www.jejuolle.org/trail#/7 Jeju Olle Route 7\n"))
        #expect(body.contains("\nFrom Oedolgae to Wolpyeong along the sea\n"))
        #expect(!body.contains("\nJeju Olle Route 7"))
    }

    /// Zhihu's link card is a link of spans: its title part (`LinkCard-title`)
    /// labels the link line, and the host shown under it ("github.com") is
    /// no more words; a card its script has yet to fill (its parts empty
    /// and `loading`) is labelled by the title in its `data-text`. A link
    /// with a titled part in a sentence stays in the sentence.
    @Test func zhihusCardOfSpansIsTitledByItsTitlePart() throws {
        let body = try Convert.body(
            """
            <p>所有示例代码都放在下面这个仓库里。</p>
            <a target="_blank" href="https://github.com/example/swift-concurrency-demo" data-draft-node="block" \
            data-draft-type="link-card" class="LinkCard new css-1wr1m8"><span class="LinkCard-contents">\
            <span class="LinkCard-title two-line">GitHub - example/swift-concurrency-demo: Swift 并发示例代码</span>\
            <span class="LinkCard-desc"><span style="display: inline-flex; align-items: center;">&#8203;\
            <svg width="14" height="14" viewBox="0 0 24 24"><path d="M5 18"></path></svg></span>github.com</span>\
            </span><span class="LinkCard-image LinkCard-image--default"></span></a>
            <p>官方的提案写得很详细，推荐读一读原文。</p>
            <div class="RichText-LinkCardContainer"><a target="_blank" \
            href="https://github.com/apple/swift-evolution/blob/main/proposals/0296-async-await.md" \
            data-draft-node="block" data-draft-type="link-card" data-text="SE-0296 async/await" \
            class="LinkCard new css-1vqsdx1"><span class="LinkCard-contents">\
            <span class="LinkCard-title loading" data-text="true"></span><span class="LinkCard-desc loading"></span>\
            </span><span class="LinkCard-image LinkCard-image--default"></span></a></div>
            <p>详见<a href="https://example.com/post"><span class="post-title">这篇文章</span>的第二节</a>。</p>
            """)
        #expect(body.contains("=> https://github.com/example/swift-concurrency-demo GitHub - example/swift-concurrency-demo: Swift 并发示例代码\n"))
        #expect(!body.contains("github.com\n"))
        #expect(body.contains("=> https://github.com/apple/swift-evolution/blob/main/proposals/0296-async-await.md SE-0296 async/await\n"))
        #expect(body.contains("详见这篇文章的第二节。\n=> https://example.com/post 这篇文章的第二节\n"))
    }
}
