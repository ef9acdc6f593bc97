import Foundation
import Testing

@testable import Article

/// A story's opening set apart from its body as content systems emit it
/// (a standfirst and a first paragraph outside the body's list, a block
/// theme's excerpt above the post's content, a drop-cap introduction in a
/// box of its own): all of it opens the story once, in order.
@Suite struct OpeningVariantTests {
    /// How many times `line` stands as a line of its own in `text`.
    private static func count(_ line: String, in text: String) -> Int {
        text.split(separator: "\n").filter { $0 == line }.count
    }

    /// Arc XP's blocks set the headline, the subheadline, the byline, the
    /// date and the first paragraph (`p.article-intro`) one after the
    /// other, outside the body's list of paragraphs: the byline, whose
    /// name is a link, no longer ends the opening before the subheadline.
    @Test func anArcXPStoryKeepsItsSubheadlinePastItsLinkedByline() throws {
        let standfirst = "The plan adds 12 miles of protected lanes over three years."
        let intro = """
            The city council voted 7-2 on Monday night to build protected bike lanes on six downtown streets, \
            ending a debate that has run for more than two years.
            """
        let html = """
            <!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
            <title>City council approves new bike lanes downtown - The Daily Courier</title>
            <meta property="og:title" content="City council approves new bike lanes downtown">
            <meta name="description" content="\(standfirst)"></head><body>
            <div id="fusion-app"><header class="b-header-nav-chain"><nav><a href="/">The Daily Courier</a>\
            <a href="/news/">News</a><a href="/sports/">Sports</a></nav></header>
            <main class="b-single-column-regular"><article class="b-article-body-wrapper">
            <div class="b-headline"><h1 class="c-heading">City council approves new bike lanes downtown</h1></div>
            <div class="b-subheadline"><h2 class="c-heading">\(standfirst)</h2></div>
            <div class="b-byline"><span class="c-attribution">By <a href="/people/jane-roe/">Jane Roe</a></span></div>
            <div class="b-date"><time datetime="2024-03-04T10:12:00Z">March 4, 2024 at 10:12 a.m. UTC</time></div>
            <p class="article-intro">\(intro)</p>
            <div class="b-share-bar"><a href="https://twitter.com/share">Share on X</a>\
            <a href="https://facebook.com/share">Share on Facebook</a></div>
            <div class="b-article-body">
            <p class="c-paragraph">The first lanes, on Main and Fourth streets, will be built this summer. The rest \
            will follow over the next three years as streets come up for repaving, city engineer Tom Lee said.</p>
            <p class="c-paragraph">Supporters packed the chamber, many of them wearing bicycle helmets. Several \
            business owners asked the council to keep curbside parking, which the plan reduces by about 200 spaces.</p>
            <p class="c-paragraph">Council member Ana Ruiz, who voted against the plan, said she supported bike \
            lanes but wanted more time to work out delivery zones for the shops along Main Street.</p>
            </div></article></main><footer class="b-footer"><p>© 2024 The Daily Courier</p></footer></div></body></html>
            """
        let body = Convert.body(
            of: try Convert.page(html, url: "https://www.dailycourier.example/news/2024/03/04/bike-lanes/"))
        let lines = body.split(separator: "\n").map(String.init)
        let opening = try #require(lines.firstIndex(of: standfirst), "\(body)")
        #expect(lines.firstIndex(of: intro).map { $0 > opening } == true, "\(body)")
        #expect(Self.count(standfirst, in: body) == 1 && Self.count(intro, in: body) == 1, "\(body)")
        #expect(!body.contains("Jane Roe") && !body.contains("Share on"), "\(body)")
    }

    /// A WordPress block theme shows the post's excerpt
    /// (`wp-block-post-excerpt`) between the title and the post's content:
    /// it opens the story, once, and the date and the author's name go.
    @Test func aBlockThemesExcerptOpensThePostOnce() throws {
        let excerpt = """
            After five years of note apps, I went back to a paper notebook, and my notes got shorter, clearer and \
            easier to find again.
            """
        let html = """
            <!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
            <title>Why I switched back to paper notebooks – Field Notes Blog</title>
            <meta property="og:title" content="Why I switched back to paper notebooks"></head>
            <body class="single single-post wp-theme-twentytwentyfour"><div class="wp-site-blocks">
            <header class="wp-block-template-part"><div class="wp-block-group"><p class="wp-block-site-title">\
            <a href="https://fieldnotes.example/" rel="home">Field Notes Blog</a></p>
            <nav class="wp-block-navigation"><ul class="wp-block-navigation__container">\
            <li class="wp-block-navigation-item"><a href="/about/">About</a></li>\
            <li class="wp-block-navigation-item"><a href="/archive/">Archive</a></li></ul></nav></div></header>
            <main class="wp-block-group is-layout-constrained"><div class="wp-block-group">\
            <h1 class="wp-block-post-title">Why I switched back to paper notebooks</h1>
            <div class="wp-block-post-excerpt"><p class="wp-block-post-excerpt__excerpt">\(excerpt)</p></div>
            <div class="wp-block-post-date"><time datetime="2024-03-04T10:12:00+00:00">March 4, 2024</time></div>
            <div class="wp-block-post-author"><div class="wp-block-post-author__content">\
            <p class="wp-block-post-author__name">Mina Park</p></div></div></div>
            <div class="entry-content wp-block-post-content is-layout-constrained">
            <p>Note apps promise that everything you write will be there when you need it. In practice I wrote \
            more and read less: my notes piled up in folders I never opened again.</p>
            <p>A paper notebook has no search, so I write less and write it better. Each page has a date and a \
            heading, and the index at the back is all the search I need.</p>
            <p>I still keep a few things digital: addresses, passwords in a password manager, and anything I \
            share with others. Everything I think through goes on paper first.</p>
            </div></main><footer class="wp-block-template-part"><p>Proudly powered by WordPress</p></footer>
            </div></body></html>
            """
        let article = try Convert.page(html, url: "https://fieldnotes.example/2024/03/04/paper-notebooks/")
        let body = Convert.body(of: article)
        #expect(body.hasPrefix(excerpt + "\n"), "\(body)")
        #expect(Self.count(excerpt, in: body) == 1, "\(body)")
        #expect(!body.contains("Mina Park") && !body.contains("March 4, 2024"), "\(body)")
        #expect(article.metadata.author == "Mina Park")
    }

    /// A feature whose first letter is a drop cap (`span.dropcap`) in an
    /// introduction of its own (`div.story-intro`) before the paragraphs:
    /// the first word reads whole ("For thirty-one years"), once.
    @Test func aDropCapIntroductionOpensTheStoryWhole() throws {
        let html = """
            <!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
            <title>The last lighthouse keeper of Wren Island | Coast Weekly</title>
            <meta property="og:title" content="The last lighthouse keeper of Wren Island"></head><body>
            <header class="masthead"><a href="/">Coast Weekly</a><nav><a href="/features/">Features</a>\
            <a href="/news/">News</a></nav></header>
            <main><article class="story"><h1 class="story-title">The last lighthouse keeper of Wren Island</h1>
            <p class="story-byline">By Sam Alder</p>
            <div class="story-body"><div class="story-intro"><span class="dropcap">F</span>or thirty-one years, \
            Ellen Marsh climbed the 114 steps of the Wren Island light every evening at dusk, wound the clockwork \
            and lit the lamp, until the day in 1989 when a man from the coast guard came to switch it to automatic.</div>
            <p>She still lives in the keeper's cottage at the foot of the tower. The light turns on by itself now, \
            but she says she still looks up at it every evening to check.</p>
            <p>"You don't stop being a keeper," she said, pouring tea in the small kitchen that looks out over the \
            harbour. "The light doesn't need me any more, but the habit does."</p>
            <p>The island's council plans to open the tower to visitors next summer, and has asked Marsh to lead \
            the first tours.</p></div></article></main><footer><p>© 2024 Coast Weekly</p></footer></body></html>
            """
        let body = Convert.body(of: try Convert.page(html, url: "https://coastweekly.example/features/last-keeper"))
        #expect(body.hasPrefix("For thirty-one years, Ellen Marsh climbed the 114 steps"), "\(body)")
        #expect(body.components(separatedBy: "thirty-one years").count == 2, "\(body)")
        #expect(body.contains("asked Marsh to lead the first tours."))
    }
}
