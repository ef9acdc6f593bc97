import Foundation
import HTML
import Testing

@testable import Article

/// The main rules of content extraction, each on a small hand-written page.
@Suite struct ExtractionTests {
    @Test func findsTheArticleAndLeavesOutSiteFurniture() {
        let probe = ExtractionProbe(TestPage.site(article: TestPage.paragraphs("body")))
        #expect(probe.keeps("(body-1 1)"))
        #expect(probe.keeps("(body-4 4)"))
        for furniture in ["Politics", "Most read", "Another story", "Copyright 2019", "News Example"] {
            #expect(!probe.keeps(furniture), "\(furniture) should be left out")
        }
    }

    @Test func keepsInArticleStructure() {
        let article = """
            <h1>Library funding approved</h1>
            \(TestPage.paragraphs("intro", count: 2))
            <h2>What the money buys</h2>
            <p>\(TestPage.prose("detail"))</p>
            <ul><li>New shelves for the children's room, built by local carpenters</li>
            <li>Longer opening hours on weekends, starting in the spring</li></ul>
            <blockquote><p>We waited ten years for this, and it was worth every council meeting.</p></blockquote>
            <pre><code>budget = 1_200_000</code></pre>
            <table><tr><th>Year</th><th>Budget</th></tr><tr><td>2019</td><td>1.2 million</td></tr></table>
            <h3>Next steps</h3>
            \(TestPage.paragraphs("outro", count: 2))
            """
        let probe = ExtractionProbe(TestPage.site(article: article))
        for kept in [
            "What the money buys", "New shelves for the children's room", "Longer opening hours",
            "We waited ten years", "budget = 1_200_000", "1.2 million", "Next steps", "(outro-2 4)",
        ] {
            #expect(probe.keeps(kept), "\(kept) should be kept")
        }
        #expect(!probe.lines.contains("Library funding approved"), "the title heading is left out")
    }

    @Test func returnsNilWhenThereIsNoArticle() {
        let pages = [
            TestPage.page(body: ""),
            TestPage.page(body: "<script>var x = 'lots of script text, with commas, and more';</script>"),
            TestPage.page(
                body: """
                    <nav><ul><li><a href="/a">World news</a></li><li><a href="/b">Business news</a></li></ul></nav>
                    <footer>Copyright</footer>
                    """),
            TestPage.page(body: "<div hidden><p>\(TestPage.prose("hidden"))</p></div>"),
        ]
        for page in pages {
            #expect(ExtractionProbe(page).content == nil, "no article in \(page.prefix(120))")
        }
    }

    @Test func aShortPageStillCounts() {
        let probe = ExtractionProbe(TestPage.page(body: "<p>Hello, world.</p>"))
        #expect(probe.lines == ["Hello, world."])
    }

    @Test func hiddenElementsAreLeftOut() {
        let article = """
            \(TestPage.paragraphs("body", count: 3))
            <p hidden>Hidden by attribute, and never shown.</p>
            <div aria-hidden="true"><p>Hidden from assistive technology, with decorative text.</p></div>
            <p style="color: red; DISPLAY : none">Hidden by style, display none.</p>
            <div style="visibility:hidden">Hidden by visibility, invisible.</div>
            """
        let probe = ExtractionProbe(TestPage.site(article: article))
        #expect(probe.keeps("(body-3 4)"))
        for hidden in ["Hidden by attribute", "assistive technology", "display none", "invisible"] {
            #expect(!probe.keeps(hidden), "\(hidden) should be left out")
        }
    }

    @Test func rolesMarkFurniture() {
        let page = TestPage.page(
            body: """
                <div role="navigation"><a href="/x">Home</a> <a href="/y">About the newsroom</a></div>
                <div class="wrapper"><div class="story">\(TestPage.paragraphs("body"))
                <div role="complementary"><p>Complementary material, unrelated to the story, sits here.</p></div>
                </div></div>
                <div role="contentinfo"><p>Contact us, or write to the editors, at the usual address.</p></div>
                """)
        let probe = ExtractionProbe(page)
        #expect(probe.keeps("(body-2 2)"))
        #expect(!probe.keeps("About the newsroom"))
        #expect(!probe.keeps("Complementary material"))
        #expect(!probe.keeps("Contact us"))
    }

    @Test func multilingualTextIsScored() {
        let russian =
            "Городской совет во вторник, после долгих споров, решил выделить деньги на новую библиотеку, и жители рады."
        let chinese = "市议会周二开会，经过长时间辩论，议员们同意为新图书馆提供资金，居民们对此表示欢迎。"
        let page = TestPage.page(
            body: """
                <div class="menu"><a href="/">Главная</a> <a href="/news">Новости</a></div>
                <div class="text">\(String(repeating: "<p>\(russian)</p>", count: 3))
                \(String(repeating: "<p>\(chinese)</p>", count: 3))</div>
                <div class="links"><a href="/1">Ещё новости</a> <a href="/2">Другие новости</a></div>
                """)
        let probe = ExtractionProbe(page)
        #expect(probe.lines.filter { $0 == russian }.count == 3)
        #expect(probe.lines.filter { $0 == chinese }.count == 3)
        #expect(!probe.keeps("Главная"))
        #expect(!probe.keeps("Другие новости"))
    }

    @Test func looseTextBetweenBreaksIsAnArticle() {
        let line = "Chelsea have paid the fee this morning to secure the signing of the goalkeeper, a record"
        let page = TestPage.page(
            body: """
                <div class="post-meta"><span class="post-author">LinkNaija</span> August 08, 2018</div>
                <div class="post-body">\(line) one.<br><div class="separator"><img src="a.jpg"></div><br>
                \(line) two.<br><br>\(line) three.</div>
                <div class="post-footer"><a href="/tag/sport">Sport</a></div>
                """)
        let probe = ExtractionProbe(page)
        #expect(probe.keeps("\(line) one."))
        #expect(probe.keeps("\(line) three."))
        #expect(!probe.keeps("August 08, 2018"))
        #expect(!probe.keeps("Sport"))
    }

    @Test func anArticleSplitInChunksIsKeptWhole() {
        let page = TestPage.page(
            body: """
                <div class="content">
                <div class="chunk"><div class="body">\(TestPage.paragraphs("first", count: 5))</div></div>
                <div class="rail"><div class="ad-slot">Advertisement</div></div>
                <div class="chunk"><div class="body">\(TestPage.paragraphs("second", count: 5))</div></div>
                </div>
                <div class="footer-links"><a href="/about">About</a></div>
                """)
        let probe = ExtractionProbe(page)
        #expect(probe.keeps("(first-1 1)"))
        #expect(probe.keeps("(second-5 4)"))
        #expect(!probe.keeps("Advertisement"))
    }

    /// Eight paragraphs of the story's body, in a container of their own.
    static let storyBody =
        "<div class=\"story-body\"><div class=\"inner\">\(TestPage.paragraphs("body", count: 8))</div></div>"

    @Test func theOpeningInContainersOfItsOwnBeforeTheBodyIsKept() {
        let page = TestPage.page(
            body: """
                <main><article><h1>Library funding approved</h1><div class="byline">By Ann Lee</div>
                <div class="summary-box"><p>\(TestPage.prose("summary", sentences: 1))</p></div>
                <figure><img src="/lib.jpg" alt="The library"><figcaption>The planned library</figcaption></figure>
                <section class="intro"><p class="dropcap">\(TestPage.prose("dropcap", sentences: 2))</p></section>
                <section class="body"><div class="row"><div class="col">\(Self.storyBody)</div></div></section>
                </article></main>
                """)
        let probe = ExtractionProbe(page)
        #expect(probe.keeps("(summary 1)"))
        #expect(probe.keeps("(dropcap 1)") && probe.keeps("(dropcap 2)"))
        #expect(probe.keeps("(body-1 1)") && probe.keeps("(body-8 4)"))
        #expect(probe.text.range(of: "(summary 1)")!.lowerBound < probe.text.range(of: "(dropcap 1)")!.lowerBound)
    }

    /// The addresses of the pictures `html` keeps.
    static func pictureAddresses(_ html: String) throws -> [String] {
        let article = try ArticleConverter().convert(
            Array(html.utf8), url: URL(string: "https://news.example.com/2019/11/19/story.html"))
        return article.pictures.map(\.url)
    }

    @Test func theLeadPictureBeforeTheBodyIsKeptButNotAnAvatarOrATeaser() throws {
        let nearHeadline = try Self.pictureAddresses(
            TestPage.page(
                body: """
                    <main><article><h1>Library funding approved</h1>
                    <div class="byline"><img src="/ann.jpg" alt="Ann Lee"> Ann Lee</div>
                    <figure><img src="/lib.jpg" alt="The library"><figcaption>The planned library</figcaption></figure>
                    \(Self.storyBody)</article></main>
                    """))
        #expect(nearHeadline == ["https://news.example.com/lib.jpg"])
        // The headline far above, in another part of the page: the picture right before the body still counts.
        let farFromHeadline = try Self.pictureAddresses(
            TestPage.page(
                body: """
                    <header><div><div><div><h1>Library funding approved</h1></div></div></div></header>
                    <div><div><div><div><div class="body"><figure class="media"><div><img src="/lib.jpg"></div>\
                    <figcaption>The planned library</figcaption></figure><div class="more"></div>
                    \(Self.storyBody)</div></div></div></div></div>
                    """))
        #expect(farFromHeadline == ["https://news.example.com/lib.jpg"])
        let teaser = try Self.pictureAddresses(
            TestPage.page(
                body: """
                    <main><article><h1>Library funding approved</h1>
                    <figure><a href="/other.html"><img src="/other.jpg"></a><figcaption><a href="/other.html">\
                    The other story</a></figcaption></figure>\(Self.storyBody)</article></main>
                    """))
        #expect(teaser.isEmpty)
    }

    @Test func aPictureInTheStoryStaysWhateverItsClassNamesSay() throws {
        let photo = """
            <div class="photo"><p class="withoutCaption"><picture><img class="lazy" src="/img/preloader.gif" \
            data-src="/img/harbour.jpg" alt="The harbour"></picture></p><span class="newsCaption">The harbour at \
            dawn <span class="caption">(Image: Getty)</span></span></div>
            """
        let inOneBody = try Self.pictureAddresses(
            TestPage.page(
                body: """
                    <main><article><h1>Library funding approved</h1><div class="story">\
                    \(TestPage.paragraphs("a", count: 4))\(photo)\(TestPage.paragraphs("b", count: 4))</div></article></main>
                    """))
        #expect(inOneBody == ["https://news.example.com/img/harbour.jpg"])
    }

    @Test func proseBeforeTheBodyWithoutTheHeadlineAboveIsNotTheOpening() {
        let page = TestPage.page(
            body: """
                <main><div class="teaser"><p>\(TestPage.prose("teaser", sentences: 1))</p></div>
                <nav><a href="/a">World</a> <a href="/b">Politics</a> <a href="/c">Sport</a></nav>
                <h1>Library funding approved</h1>
                <div class="promo"><p>\(TestPage.prose("after-links", sentences: 1))</p></div>
                <ul class="menu"><li><a href="/x">One story</a></li><li><a href="/y">Another story</a></li></ul>
                <div class="story">\(Self.storyBody)</div></main>
                """)
        let probe = ExtractionProbe(page)
        #expect(probe.keeps("(body-1 1)"))
        #expect(!probe.keeps("(teaser 1)"))
        #expect(!probe.keeps("(after-links 1)"))
    }

    @Test func paragraphsBesideTheBestBlockAreMerged() {
        let page = TestPage.page(
            body: """
                <div id="page"><p class="lede">\(TestPage.prose("lede", sentences: 2))</p>
                <div class="story-text">\(TestPage.paragraphs("body", count: 5))</div>
                <p>\(TestPage.prose("coda", sentences: 2))</p>
                <div class="byline-links"><a href="/x">Other</a></div></div>
                """)
        let probe = ExtractionProbe(page)
        #expect(probe.keeps("(lede 1)"))
        #expect(probe.keeps("(body-5 4)"))
        #expect(probe.keeps("(coda 2)"))
    }
}
