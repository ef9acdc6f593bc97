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
}
