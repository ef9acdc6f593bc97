import Foundation
import Testing

@testable import Article

/// What stands between the headline and the story's body is the story's
/// opening: boxes of its own, the lead picture past a share bar, its
/// subtitle; the byline block there goes.
@Suite struct StoryOpeningTests {
    /// A page whose article holds the headline, `opening`, then the body in a container of its own.
    static func page(opening: String) -> String {
        TestPage.site(
            article: """
                <h1>Library funding approved</h1>
                \(opening)
                <div class="story-body">\(TestPage.paragraphs("body", count: 5))</div>
                """)
    }

    @Test func aVerdictBoxBeforeTheBodyStaysWithItsScoreAndLists() {
        let probe = ExtractionProbe(
            Self.page(
                opening: """
                    <div class="verdict"><div class="rating"><span>8</span><span>/10</span></div>
                    <h2>Our verdict</h2><p>The best library the town has had, though the car park is too small for \
                    the crowds it draws.</p>
                    <div class="pros"><h3>For</h3><ul><li>Open on Sundays</li><li>A reading garden</li></ul></div>
                    <div class="cons"><h3>Against</h3><ul><li>Few parking spaces</li></ul></div></div>
                    """))
        #expect(probe.lines.first == "8/10")
        #expect(probe.lines.contains("Our verdict"))
        #expect(probe.keeps("though the car park is too small"))
        #expect(probe.lines.contains("A reading garden") && probe.lines.contains("Few parking spaces"))
        #expect(probe.keeps("(body-5 4)"))
    }

    @Test func aKeyPointsBoxBeforeTheBodyStaysButAListOfLinksStillEndsTheOpening() {
        let points = """
            <div class="summary"><h2>Key points</h2><ul><li>Approved by nine votes to two</li>\
            <li>The building opens in May</li><li>Paid for by bonds</li></ul></div>
            """
        let probe = ExtractionProbe(Self.page(opening: points))
        #expect(probe.lines.prefix(2) == ["Key points", "Approved by nine votes to two"])
        #expect(probe.lines.contains("Paid for by bonds"))
        // Above a heading over a list of links, the box is no longer between the headline and the body.
        let linked = ExtractionProbe(
            Self.page(
                opening: points + """
                    <div class="more"><h2>More on this</h2><ul><li><a href="/a">Council elections</a></li>\
                    <li><a href="/b">The old library closes</a></li></ul></div>
                    """))
        #expect(linked.keeps("(body-1 1)"))
        #expect(!linked.keeps("Approved by nine votes to two"))
    }

    /// The pictures and text a converted page keeps.
    static func convert(_ html: String) throws -> Article {
        try ArticleConverter().convert(
            Array(html.utf8), url: URL(string: "https://news.example.com/2019/11/19/story.html"))
    }

    @Test func theLeadPictureStaysWhenAShareBarStandsBetweenItAndTheBody() throws {
        let shareLinks = """
            <a href="https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fnews.example.com%2Fstory">Share on \
            Facebook</a> <a href="https://twitter.com/intent/tweet?url=https%3A%2F%2Fnews.example.com%2Fstory">Share \
            on Twitter</a> <a href="#">Link copied</a>
            """
        let standfirst = "<p class=\"standfirst\">\(TestPage.prose("standfirst", sentences: 1))</p>"
        let figure = """
            <figure><img src="/branch.jpg" alt="The branch"><figcaption>The first branch library, on Elm Street, \
            opens in May.</figcaption></figure>
            """
        for bar in [
            "<div class=\"tools\">\(shareLinks)</div>",
            "<aside class=\"meta\"><ul><li>\(shareLinks)</li></ul></aside>",
        ] {
            let article = try Self.convert(Self.page(opening: standfirst + figure + bar))
            #expect(article.pictures.map(\.url) == ["https://news.example.com/branch.jpg"])
            #expect(article.text.contains("(standfirst 1)"))
            #expect(article.text.contains("The first branch library, on Elm Street, opens in May."))
            #expect(!article.text.contains("Share on"))
        }
    }

    @Test func aLeadPictureWhoseCaptionEndsWithALinkStays() throws {
        let figure = """
            <figure><img src="/branch.jpg" alt="The branch"><figcaption>The first branch library, on Elm Street. \
            Photo: Ann Lee <a href="https://agency.example.com/licensing/">Licensing</a></figcaption></figure>
            """
        let article = try Self.convert(Self.page(opening: figure))
        #expect(article.pictures.map(\.url) == ["https://news.example.com/branch.jpg"])
        #expect(article.text.contains("The first branch library, on Elm Street. Photo: Ann Lee"))
    }

    @Test func aSubtitleSetAsAHeadingUnderTheHeadlineIsAParagraph() throws {
        let subtitle =
            "Moving the library to the old post office saved a year of building work and most of the money."
        let article = try Convert.article(
            """
            <body><h1>The Title</h1><h2>\(subtitle)</h2><p>\(TestPage.prose("one"))</p>
            <h2>The vote</h2><p>\(TestPage.prose("two"))</p><h2>The building</h2><p>\(TestPage.prose("three"))</p>
            <h2>What comes next</h2><p>\(TestPage.prose("four"))</p></body>
            """)
        let lines = article.document.serialized().split(separator: "\n").map(String.init)
        // Once, as a paragraph: no heading, no entry in the contents.
        #expect(lines.filter { $0.contains("Moving the library") } == [subtitle])
        #expect(lines.contains("## The vote"))
        // A short heading that opens the body names a section.
        let section = try Convert.body(
            "<body><h1>The Title</h1><h2>The vote</h2><p>\(TestPage.prose("one"))</p></body>")
        #expect(section.hasPrefix("## The vote"))
    }

    @Test func aBylineBlockOpeningTheStoryGoes() {
        // No class names it: a date over a name and a role, with buttons beside them.
        let byline = """
            <div data-component="lines"><div><time datetime="2019-11-19T17:42:11.000Z">19 November 2019</time>\
            <div><button aria-label="Share">Share</button><button>Save</button></div></div>\
            <div><div><span>Ann Lee</span><div><span>Local government correspondent</span></div></div></div></div>
            """
        let probe = ExtractionProbe(
            TestPage.site(
                article: """
                    <h1>Library funding approved</h1>
                    <div class="story-body">\(byline)\(TestPage.paragraphs("body", count: 5))</div>
                    """))
        #expect(probe.keeps("(body-1 1)"))
        #expect(!probe.keeps("19 November 2019"))
        #expect(!probe.keeps("Local government correspondent"))
    }

    @Test func aCreditSetOverThePictureClosesItsCaption() throws {
        let body = try Convert.body(
            """
            <body><p>\(TestPage.prose("one"))</p><figure><div><img src="/branch.jpg" alt="The branch">\
            <span class="label">Getty Images</span></div><figcaption>The first branch library</figcaption></figure>\
            <p>\(TestPage.prose("two"))</p></body>
            """)
        #expect(
            body.contains("=> https://example.org/branch.jpg The first branch library — Getty Images\n"))
        #expect(!body.contains("\nGetty Images\n"))
    }
}
