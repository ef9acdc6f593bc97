import Foundation
import Gemtext
import Testing

@testable import Article

/// The article without the page's furniture: each kind sits inside an
/// otherwise ordinary article, and each test fails if the furniture
/// survives or a sentence of the article is lost.
@Suite struct CleanCopyTests {
    static let opening = TestPage.paragraphs("a", count: 2)
    static let closing = TestPage.paragraphs("b", count: 2)

    static func article(inserting insert: String, atEnd end: String = "", head: String? = nil) throws -> Article {
        let html = TestPage.site(
            article: "<h1>Library funding approved</h1>" + opening + insert + closing + end,
            head: head ?? "<title>Library funding approved</title>")
        return try ArticleConverter().convert(
            Array(html.utf8), url: URL(string: "https://news.example.com/2019/11/19/story.html?utm_source=rss&id=4"))
    }

    /// Every sentence of the article's own paragraphs is in `article`.
    static func expectWhole(_ article: Article, sourceLocation: SourceLocation = #_sourceLocation) {
        for tag in ["a-1", "a-2", "b-1", "b-2"] {
            #expect(article.text.contains(TestPage.prose(tag)), "lost \(tag)", sourceLocation: sourceLocation)
        }
    }

    @Test func aNewsletterBoxInTheMiddleGoes() throws {
        let article = try Self.article(
            inserting: """
                <div class="signup-box"><h2>Click here to subscribe to our Morning Newsletter</h2>
                <p>Get the news in your inbox every morning.</p><form><input type="email"><button>Sign up</button></form></div>
                """)
        Self.expectWhole(article)
        #expect(!article.gemtext.contains("Newsletter") && !article.gemtext.contains("inbox"))
        #expect(article.headings.isEmpty)
    }

    @Test func clickToTweetKeepsTheSentenceAsText() throws {
        let article = try Self.article(
            inserting: """
                <p>Libraries matter. <span class="ctt-box"><a href="https://twitter.com/intent/tweet?text=Libraries%20are\
                %20the%20heart%20of%20a%20town&amp;url=https%3A%2F%2Fnews.example.com">Libraries are the heart of a town.\
                </a><a href="https://twitter.com/share?text=x" class="ctt-btn">Click To Tweet</a></span></p>
                """)
        Self.expectWhole(article)
        let lines = Convert.bodyLines(of: article.document).lines
        #expect(lines.contains(.text("Libraries matter. Libraries are the heart of a town.")))
        #expect(!article.gemtext.contains("twitter.com") && !article.gemtext.contains("Click To Tweet"))
    }

    @Test(arguments: [
        "<p class=\"entry-meta\">Tags: <a href=\"/tag/library\">library</a>, <a href=\"/tag/council\">council</a></p>",
        "<p>Filed under <a href=\"/c/news\">News</a>, <a href=\"/c/local\">Local</a></p>",
        "<div>Publicado por: Ana - Categoria: <a href=\"/c/n\">Notícias</a> - Tags: <a href=\"/t/a\">a</a></div>",
    ])
    func tagAndCategoryLinesGo(_ line: String) throws {
        let article = try Self.article(inserting: "", atEnd: line)
        Self.expectWhole(article)
        #expect(!article.gemtext.contains("/tag/") && !article.gemtext.contains("/c/") && !article.gemtext.contains("/t/"))
    }

    @Test func aFollowMeLineAfterTheStoryGoes() throws {
        let article = try Self.article(
            inserting: "",
            atEnd: "<p>Follow me on <a href=\"https://twitter.com/me\">Twitter</a> or "
                + "<a href=\"https://linkedin.com/in/me\">LinkedIn</a>.</p>"
                + "<p class=\"tags\">Tags: <a href=\"/tag/library\">library</a></p>")
        Self.expectWhole(article)
        #expect(!article.gemtext.contains("Follow me"))
    }

    @Test func anEmbeddedTweetIsOneQuoteWithOneLink() throws {
        let article = try Self.article(
            inserting: """
                <blockquote class="twitter-tweet"><p lang="en" dir="ltr">The new library will open in May! \
                <a href="https://t.co/abc">pic.twitter.com/abc</a></p>&mdash; Town Council (@towncouncil) \
                <a href="https://twitter.com/towncouncil/status/123?ref_src=twsrc%5Etfw">November 18, 2019</a></blockquote>
                """)
        Self.expectWhole(article)
        let lines = Convert.bodyLines(of: article.document).lines
        let start = try #require(lines.firstIndex(of: .quote("The new library will open in May! pic.twitter.com/abc")))
        #expect(
            Array(lines[start..<(start + 3)]) == [
                .quote("The new library will open in May! pic.twitter.com/abc"),
                .quote("— Town Council (@towncouncil), November 18, 2019"),
                .link(url: "https://twitter.com/towncouncil/status/123", label: "Post by Town Council (@towncouncil)"),
            ])
        #expect(!article.gemtext.contains("t.co/abc"))
    }

    @Test func bylineWordsInSideBySideElementsStayApart() throws {
        let byline = "<p class=\"byline\"><span class=\"name\">ERIC TUCKER</span><span>Associated Press</span></p>"
        let html = TestPage.page(body: "<article><h1>Library funding approved</h1>\(byline)\(Self.opening)</article>")
        let article = try ArticleConverter().convert(Array(html.utf8))
        #expect(article.metadata.author?.contains("TUCKERAssociated") == false)
        #expect(article.metadata.author?.hasPrefix("ERIC TUCKER") == true)
    }

    @Test func theSourceAddressLosesItsTrackers() throws {
        let article = try Self.article(inserting: "")
        #expect(article.sourceURL == "https://news.example.com/2019/11/19/story.html?id=4")
    }

    @Test func aPullQuoteThatRepeatsTheArticleGoesAndTheParagraphStays() throws {
        let sentence = "the council met on tuesday, and after a long debate, members agreed to fund the new library"
        let article = try Self.article(
            inserting: "<blockquote class=\"pull-quote\"><p>After a long debate, members agreed to fund the new library"
                + "</p></blockquote>" + "<div class=\"highlight\">Members agreed to fund the new library (b-1 1).</div>")
        Self.expectWhole(article)
        #expect(!Convert.bodyLines(of: article.document).lines.contains { if case .quote = $0 { true } else { false } })
        #expect(!article.text.contains("Members agreed to fund the new library (b-1 1)."))
        #expect(article.text.lowercased().contains(sentence))
    }

    @Test func aQuoteOfOtherWordsStays() throws {
        let article = try Self.article(
            inserting: "<blockquote><p>Nobody had asked the readers what they wanted from the new building.</p></blockquote>")
        #expect(Convert.bodyLines(of: article.document).lines.contains(
            .quote("Nobody had asked the readers what they wanted from the new building.")))
    }

    @Test func theHeadlineRepeatedAsAParagraphGoes() throws {
        let article = try Self.article(inserting: "<p>Library funding approved</p>")
        Self.expectWhole(article)
        #expect(!article.text.contains("Library funding approved"))
    }
}

/// Teaser cards for other stories, found by their structure.
extension CleanCopyTests {
    /// A card: a picture and a headline linked to one story, an excerpt and a byline.
    static func card(_ slug: String, headline: String, tag: String = "div") -> String {
        """
        <\(tag) class="grid-x"><div class="cell"><a href="/news/\(slug).html"><img src="/img/\(slug).jpg" alt=""></a></div>
        <div class="cell"><a href="/news/\(slug).html"><h5>\(headline)</h5></a>
        <p>A short excerpt of the other story.</p><span>Ann Lee · 2019-11-20</span></div></\(tag)>
        """
    }

    @Test func relatedStoryCardsAfterTheStoryGo() throws {
        let article = try Self.article(
            inserting: "",
            atEnd: "<div class=\"grid-container\">"
                + Self.card("sedan", headline: "The new sedan makes crossovers look good")
                + Self.card("hatch", headline: "A 300 horsepower monster hatch") + "</div>")
        Self.expectWhole(article)
        for words in ["crossovers", "monster hatch", "excerpt", "Ann Lee", "/news/", "/img/"] {
            #expect(!article.gemtext.contains(words), "\(words) in \(article.gemtext)")
        }
        #expect(article.headings.isEmpty)
    }

    @Test func relatedStoryCardsInTheMiddleGoWithTheirLabel() throws {
        let article = try Self.article(
            inserting: "<section><h3>Read more</h3><ul>"
                + Self.card("sedan", headline: "The new sedan makes crossovers look good", tag: "li")
                + Self.card("hatch", headline: "A 300 horsepower monster hatch", tag: "li") + "</ul></section>")
        Self.expectWhole(article)
        #expect(!article.gemtext.contains("crossovers") && !article.gemtext.contains("Read more"))
    }

    @Test func aGalleryWithCaptionsOutsideItsLinksStays() throws {
        let article = try Self.article(
            inserting: """
                <ul class="gallery">
                <li><a href="/photos/1"><img src="/1.jpg" alt=""></a><p>The quay at dawn, before the boats come in</p></li>
                <li><a href="/photos/2"><img src="/2.jpg" alt=""></a><p>Nets drying in the sun on the old harbour wall</p></li>
                </ul>
                """)
        Self.expectWhole(article)
        #expect(article.text.contains("The quay at dawn") && article.text.contains("Nets drying"))
    }
}
