import Foundation
import Testing

@testable import Article

/// A `<header>` inside an article, a section or the main content is that
/// story's or entry's header: taken apart, not dropped whole as the
/// page's banner is.
@Suite struct StoryHeaderTests {
    @Test func aLiveBlogEntryKeepsItsHeadingAndItsTime() {
        let entries = ["Power cuts affect 40,000 homes", "Queensferry Crossing closed", "ScotRail suspends services"]
            .enumerated().map { number, title in
                """
                <section class="block"><header><time datetime="2024-01-21T1\(number):48">1\(number).48 GMT</time>\
                <h2>\(title)</h2><a class="share" href="/share/\(number)">Share</a></header>\
                <p>\(TestPage.prose("entry \(number)"))</p></section>
                """
            }
        let probe = ExtractionProbe(TestPage.site(article: "<h1>Storm live</h1>" + entries.joined()))
        #expect(probe.lines.contains("Power cuts affect 40,000 homes"))
        #expect(probe.lines.contains("ScotRail suspends services"))
        #expect(probe.lines.contains("11.48 GMT"))
        #expect(probe.keeps("(entry 2 4)"))
        #expect(!probe.keeps("Share"))
        // The site's banner, outside any article or section, goes whole.
        #expect(!probe.keeps("News Example"))
    }

    /// A header outside any article or section that holds the headline is
    /// the story's, not the site's banner (pandoc's title block): its
    /// abstract stays, its title and author line go.
    @Test func aTitleBlockHeaderKeepsItsAbstract() {
        let page = TestPage.page(
            body: """
                <header id="title-block-header"><h1 class="title">Library funding approved</h1>
                <p class="author">Ada Brooks</p>
                <div class="abstract"><div class="abstract-title">Abstract</div>
                <p>How a small town paid for its library: the council's vote, the bonds it sold and what the \
                readers gave.</p></div></header>
                \(TestPage.paragraphs("body", count: 4))
                """)
        let probe = ExtractionProbe(page)
        #expect(probe.keeps("the bonds it sold"))
        #expect(probe.keeps("(body-4 4)"))
        #expect(!probe.keeps("Ada Brooks"))
        #expect(!probe.lines.contains("Library funding approved"))
    }

    /// The header beside the body, outside the chosen text, opens the story
    /// with its standfirst and its lead picture (the credit, named so by
    /// schema.org's `copyrightHolder`, goes).
    @Test func theLeadPictureInAHeaderBesideTheBodyStaysWithItsCaption() {
        let article = """
            <header class="story__header"><h1>Library funding approved</h1>
            <p class="summary">The council agreed to fund the new library in full, after a debate that ran past \
            midnight and split the members.</p>
            <figure><img src="/branch.jpg" alt="A new branch library"><figcaption>The first branch opens in May.\
            <span itemprop="copyrightHolder"><span>Credit...</span>Jo Lee/Agency</span></figcaption></figure></header>
            <div class="story__body">\(TestPage.paragraphs("body"))</div>
            """
        let probe = ExtractionProbe(TestPage.site(article: article))
        #expect(probe.keeps("(body-1 1)"))
        #expect(probe.lines.first?.hasPrefix("The council agreed to fund the new library in full") == true)
        #expect(probe.lines.dropFirst().first == "The first branch opens in May.")
    }

    @Test func anArticleHeaderKeepsItsStandfirstAndLeadPictureAndLosesItsFurniture() {
        let article = """
            <header><a class="kicker" href="/business">Business</a><h1>Library funding approved</h1>
            <h2 class="subtitle">A short subtitle beside the headline</h2>
            <p class="summary">The council agreed to fund the new library in full, after a debate that ran past \
            midnight and split the members.</p>
            <div class="byline">By <a href="/by/ada">Ada Brooks</a> <time datetime="2024-01-21">Jan 21, 2024</time></div>
            <ul class="counts"><li><a href="#comments">214</a></li><li><a href="#likes">37</a></li></ul>
            <details class="indicator"><summary>Widely read</summary><p>This story has been read by many readers \
            in every part of the city, and it keeps being shared.</p></details>
            <figure><img src="/library.jpg" alt="The library"><figcaption><span class="credit">Jo Lee | Agency\
            </span><span>The old library on Elm Street, closed since the flood.</span></figcaption></figure>
            </header>
            <p>\(TestPage.prose("one"))</p><p>\(TestPage.prose("two"))</p><p>\(TestPage.prose("three"))</p>
            """
        let probe = ExtractionProbe(TestPage.site(article: article))
        #expect(probe.keeps("(three 4)"))
        #expect(probe.keeps("The council agreed to fund the new library in full"))
        #expect(probe.keeps("The old library on Elm Street"))
        let furniture = [
            "Business", "short subtitle", "Ada Brooks", "Jan 21", "214", "Widely read", "many readers", "Jo Lee",
        ]
        for words in furniture {
            #expect(!probe.keeps(words), "\(words) left out")
        }
        #expect(!probe.lines.contains("Library funding approved"))
    }
}
