import Foundation
import Testing

@testable import Article

/// Article pages as the publishing systems that many newspapers share
/// emit them (the markup trimmed to what matters): the story opens with
/// its standfirst and first paragraph, and the furniture around it (the
/// byline block, share bars, related stories, newsletter and donation
/// boxes, tags, more stories) stays out.
@Suite struct NewsPlatformTests {
    /// TownNews' BLOX CMS (thousands of local papers) sets the story's
    /// first paragraph in a `subscriber-preview` box and the rest in a
    /// `subscriber-only` one; the "More Local News" cards after the story go
    /// with their heading.
    @Test func aBloxStoryKeepsItsOpeningAndLosesTheMoreNewsHeading() throws {
        let html = """
            <!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
            <title>Council approves library funding | Local News | heraldtimes.com</title>
            <meta property="og:title" content="Council approves library funding">
            <meta name="description" content="The Springfield City Council voted 5-2 on Monday to fund a new main library.">
            </head><body><header id="site-header"><ul class="nav navbar-nav"><li><a href="/news/">News</a></li>
            <li><a href="/sports/">Sports</a></li><li><a href="/obituaries/">Obituaries</a></li></ul></header>
            <div id="main-page-container" class="container"><section id="main-page" class="row">
            <div class="col-md-8 main-content">
            <article itemscope itemtype="http://schema.org/NewsArticle" class="asset story">
            <div class="asset-header"><h1 class="headline" itemprop="headline"><span class="tnt-headline">Council \
            approves library funding</span></h1>
            <ul class="list-inline"><li><span class="tnt-byline"><a href="/users/profile/Mary%20Smith" \
            rel="author">Mary Smith</a></span></li><li><time class="tnt-date asset-date" \
            datetime="2026-11-17T18:30:00-06:00">Nov 17, 2026</time></li></ul></div>
            <div class="asset-content subscriber-premium"><div id="article-body" itemprop="articleBody" class="asset-body">
            <div class="subscriber-preview"><p>The Springfield City Council voted 5-2 on Monday to fund a new main \
            library on Oak Street, ending two years of debate over the future of the 60-year-old building.</p></div>
            <div class="subscriber-only">
            <p>The $18 million project will be paid for with a bond that voters approved in 2024 and a grant from the \
            state library commission, City Manager Tom Green said.</p>
            <p>“We have outgrown the building,” library director Sue Hall said. “On a Saturday we turn people away \
            from the computers.”</p>
            <p>Council members Joe Black and Ann White voted against the plan, saying the city should repair the \
            current building instead.</p>
            <p>Construction is expected to begin next fall. The Elm Street building will be sold.</p>
            </div></div>
            <div class="asset-tags"><ul class="list-inline"><li><a href="/search/?k=library">Library</a></li></ul></div>
            </div></article>
            <div class="tncms-region"><div class="card-panel"><h3 class="block-title">More Local News</h3>
            <div class="card-grid"><article class="tnt-asset-type-article"><h3 class="tnt-headline">\
            <a href="/news/local/article_3.html">School board sets budget hearing for next month</a></h3>
            <p class="tnt-summary">The school board will hear comments on the budget on Dec. 3.</p></article>
            <article class="tnt-asset-type-article"><h3 class="tnt-headline"><a href="/news/local/article_4.html">New \
            bike lanes open on Main Street</a></h3><p class="tnt-summary">The city finished work on the lanes two \
            weeks early.</p></article></div></div></div>
            </div></section></div><footer><p>© Copyright 2026 Herald Times.</p></footer></body></html>
            """
        let text = try Convert.pageGemtext(html, url: "https://www.heraldtimes.com/news/local/article_6f1c.html")
        #expect(text.contains("The Springfield City Council voted 5-2 on Monday"), "\(text)")
        #expect(text.contains("The Elm Street building will be sold."))
        #expect(!text.contains("More Local News"), "\(text)")
    }

    /// Newspack (WordPress for local newsrooms): the related stories
    /// block in mid-story and the donation box at the end go.
    @Test func aNewspackStoryLosesItsRelatedStoriesAndDonationBox() throws {
        let text = try Convert.pageGemtext(Self.newspack, url: "https://valleyvoice.org/2026/11/18/rural-clinics-nurse-shortage/")
        #expect(text.contains("When the snow closes the pass"), "\(text)")
        #expect(text.contains("at its Dec. 4 meeting."))
        for words in ["Support our work", "Give monthly", "Donate", "State lawmakers weigh"] {
            #expect(!text.contains(words), "\(words): \(text)")
        }
    }

    /// Brightspot (public radio stations, many papers): the box that asks
    /// for a gift after the story goes.
    @Test func aBrightspotStoryLosesItsSupportBox() throws {
        let text = try Convert.pageGemtext(Self.brightspot, url: "https://www.kxyz.org/news/2026-11-18/state-parks-entry-fee")
        #expect(text.contains("Visitors to the state's 42 parks"), "\(text)")
        #expect(text.contains("veterans will get in free."))
        for words in ["possible", "Donate", "/donate"] { #expect(!text.contains(words), "\(words): \(text)") }
    }

    /// Newspack: the subtitle under the headline stays though a byline
    /// with links and a share bar stand between it and the body.
    /// Brightspot: the subheadline in the block named 'Page-articleHeader'
    /// (taken apart as a story's header is) stays over the body.
    @Test(arguments: [
        (
            "newspack", "https://valleyvoice.org/2026/11/18/rural-clinics-nurse-shortage/",
            "Three of the county’s five clinics", "When the snow closes the pass"
        ),
        (
            "brightspot", "https://www.kxyz.org/news/2026-11-18/state-parks-entry-fee",
            "Day passes will cost $5 per car", "Visitors to the state's 42 parks"
        ),
    ])
    func aStandfirstUnderTheHeadlineStays(platform: String, url: String, standfirst: String, body: String) throws {
        let page = platform == "newspack" ? Self.newspack : Self.brightspot
        let text = try Convert.pageGemtext(page, url: url)
        let lines = text.split(separator: "\n").map(String.init)
        let line = try #require(lines.firstIndex { $0.hasPrefix(standfirst) }, "\(text)")
        let opening = try #require(lines.firstIndex { $0.hasPrefix(body) })
        #expect(line < opening)
    }

    /// A standfirst set as a heading that shows the description, over a
    /// byline and a date line (the Express's `<h3>` in its story header):
    /// it opens the story, and the date line under it still goes.
    @Test func aDateLineUnderAStandfirstSetAsAHeadingGoes() throws {
        let dek = "CHINA has sent troops to the city in a bid to restore order following the months of riots, warning "
            + "it will not allow the city to spiral into chaos."
        let html = """
            <!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>City chaos: troops deployed</title>
            <meta name="description" content="\(dek)"></head><body><nav><a href="/">Home</a> <a href="/news">News</a>\
            </nav><main><article><header class="clearfix"><h1>City chaos: troops deployed</h1><h3>\(dek)</h3>
            <div class="panel new"><div class="publish-info"><div class="author"> By <a href="/search?s=Laura">\
            <span>Laura Mowat</span></a></div><div class="dates"><time datetime="2019-11-19T10:48:00Z"> \
            <span class="hide-on-tablet">PUBLISHED: </span> <span>10:48, Tue, Nov 19, 2019</span> </time> \
            <time datetime="2019-11-19T11:05:44Z"> | UPDATED: <span>11:05, Tue, Nov 19, 2019</span> </time></div>\
            </div></div></header>
            <div class="ctx_content" data-type="article-body"><div class="text-description">\
            \(TestPage.paragraphs("body", count: 4))</div></div></article></main><footer>© 2019</footer></body></html>
            """
        let text = try Convert.pageGemtext(html, url: "https://news.example.com/news/world/1206313/city-chaos")
        let lines = text.split(separator: "\n").map(String.init)
        let standfirst = try #require(lines.firstIndex(of: dek), "\(text)")
        let opening = try #require(lines.firstIndex { $0.contains("(body-1 1)") })
        #expect(standfirst < opening)
        #expect(!text.contains("UPDATED") && !text.contains("10:48"), "\(text)")
    }

    /// A standfirst set as a heading that shows the description, where
    /// the description is a sentence the story holds further down (the
    /// fifth paragraph's first): it goes, so that sentence is read once.
    @Test func aStandfirstThatRepeatsALaterParagraphGoes() throws {
        let dek = "The brain behind this well-timed startup is said to be two engineers from the city's university."
        let paragraphs = (1...6).map { number in
            let opening = number == 5 ? dek + " " : ""
            return "<p>\(opening)\(TestPage.prose("body-\(number)"))</p>"
        }
        let html = """
            <!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Is there an oxygen bar in town?</title>
            <meta name="description" content="\(dek)"></head><body><nav><a href="/">Home</a> <a href="/news">News</a>\
            </nav><div class="container"><div class="art_page"><div class="arti-hd">\
            <h1>Is there an oxygen bar in town?</h1><h2 class="pb10 hidden-xs">\(dek)</h2></div>
            <div class="beru"><span>By <a href="/author/bureau">News Bureau</a></span> | <span>Updated on: 19 Nov \
            2019, 09:01:42 AM</span></div>
            <div class="story">\(paragraphs.joined(separator: "\n"))</div></div></div><footer>© 2019</footer></body></html>
            """
        let text = try Convert.pageGemtext(html, url: "https://news.example.com/fact-check/oxygen-bar-244592.html")
        #expect(text.components(separatedBy: "The brain behind this well-timed startup").count == 2, "\(text)")
        #expect(text.contains(dek + " " + TestPage.prose("body-5")), "\(text)")
    }

    /// Arc XP (The Washington Post's platform): the subheadline set as an
    /// `<h2>` that shows the page's description opens the story, as a
    /// line of text, not a section's heading.
    @Test func anArcXPStoryKeepsItsSubheadline() throws {
        let paragraph = { (id: Int, text: String) in
            "<div class=\"article-body\"><p class=\"wpds-c-cYdRxM overrideStyles font-copy\" data-el=\"text\" "
                + "dir=\"null\" data-apitype=\"text\" data-contentid=\"AAA\(id)\">\(text)</p></div>"
        }
        let html = """
            <!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
            <title>City council approves new library funding after long debate - The Washington Post</title>
            <meta property="og:title" content="City council approves new library funding after long debate">
            <meta name="description" content="The $40 million plan will replace the aging central branch by 2029, \
            officials said.">
            </head><body><div id="__next"><header data-qa="site-header"><nav aria-label="sections"><ul>\
            <li><a href="/politics/">Politics</a></li><li><a href="/opinions/">Opinions</a></li>\
            <li><a href="/style/">Style</a></li></ul></nav></header>
            <main><article class="grid-center"><div class="grid-header">
            <div data-qa="headline" class="headline"><h1 data-qa="headline-text">City council approves new library \
            funding after long debate</h1></div>
            <h2 data-qa="subheadline" class="wpds-c-dNJxfW">The $40 million plan will replace the aging central \
            branch by 2029, officials said.</h2>
            <div data-qa="author-byline"><span>By </span><a rel="author" data-qa="author-name" \
            href="https://www.washingtonpost.com/people/jane-doe/">Jane Doe</a><span> and </span><a rel="author" \
            data-qa="author-name" href="https://www.washingtonpost.com/people/john-roe/">John Roe</a></div>
            <div data-qa="timestamp"><span>November 20, 2026 at 6:00 a.m. EST</span></div></div>
            <div class="grid-body" data-qa="article-body"><div class="meteredContent grid-center">
            \(paragraph(1, "The D.C. Council voted 11-2 on Tuesday to fund a new central library, ending a debate "
                + "that stretched over three sessions and drew hundreds of residents to the Wilson Building."))
            \(paragraph(2, "The plan sets aside $40 million over five years and directs the library board to pick a "
                + "site by next summer, council member Ann Lee said."))
            <div data-qa="interstitial-link"><span>Story continues below advertisement</span></div>
            \(paragraph(3, "Opponents argued that the money would be better spent on the city's existing branches, "
                + "several of which have leaking roofs and shortened hours."))
            </div></div></article></main></div></body></html>
            """
        let text = try Convert.pageGemtext(html, url: "https://www.washingtonpost.com/dc-md-va/2026/11/20/library-funding/")
        let lines = text.split(separator: "\n").map(String.init)
        let dek = "The $40 million plan will replace the aging central branch by 2029, officials said."
        let subheadline = try #require(lines.firstIndex(of: dek), "\(text)")
        let opening = try #require(lines.firstIndex { $0.hasPrefix("The D.C. Council voted 11-2") })
        #expect(subheadline < opening)
        #expect(!text.contains("Story continues") && !text.contains("Jane Doe and"), "\(text)")
    }

    /// A Newspack story's pictures from the block editor, each with its
    /// credit in a small paragraph of its own under the figure ("/ KXYZ",
    /// "Photo: Jane Roe / KXYZ"): the credit closes the picture's line,
    /// after its caption, its alt text or its number, never a line alone.
    @Test func aNewspackPicturesCreditUnderItClosesItsLine() throws {
        let figure = """
            <div class="wp-block-image"><figure class="aligncenter size-large"><img \
            src="https://valleyvoice.org/wp-content/uploads/2026/11/levee-1024x683.jpg" alt=""><figcaption \
            class="wp-element-caption">Workers repair the levee north of town.</figcaption></figure>\
            <p class="has-small-font-size">/ KXYZ</p></div>
            <figure class="wp-block-image"><img src="https://valleyvoice.org/wp-content/uploads/2026/11/river.jpg" \
            alt="The Salt River at its crest"></figure><p>Photo: Jane Roe / KXYZ</p>
            <figure class="wp-block-image"><img src="https://valleyvoice.org/wp-content/uploads/2026/11/map.jpg" \
            alt=""></figure><p class="has-small-font-size">| County of Maricopa</p>
            """
        let text = try storyGemtext(
            title: "County approves new flood maps",
            "<div class=\"entry-content\"><p>\(TestPage.prose("one"))</p>\(figure)<p>\(TestPage.prose("two"))</p></div>")
        let lines = text.split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                "=> https://valleyvoice.org/wp-content/uploads/2026/11/levee-1024x683.jpg Workers repair the levee north "
                    + "of town. / KXYZ"), "\(text)")
        #expect(
            lines.contains(
                "=> https://valleyvoice.org/wp-content/uploads/2026/11/river.jpg The Salt River at its crest — Photo: "
                    + "Jane Roe / KXYZ"), "\(text)")
        #expect(
            lines.contains("=> https://valleyvoice.org/wp-content/uploads/2026/11/map.jpg Picture 3 | County of Maricopa"),
            "\(text)")
        #expect(!lines.contains { $0.hasPrefix("/ ") || $0.hasPrefix("Photo:") || $0.hasPrefix("| ") }, "\(text)")
    }

    /// The Gannett papers' pictures: the caption's words and the
    /// photographer's credit sit side by side in the `<figcaption>`, the
    /// credit in a span of its own that an attribute names
    /// (`data-c-credit`), so the credit ran on from the caption's last word
    /// ("…Sioux Falls, S.D.Jane Roe/USA TODAY NETWORK"). A credit named
    /// so goes, as one named by its class does; the caption stays whole.
    @Test func aGannettPicturesCreditNamedByAnAttributeLeavesItsCaption() throws {
        let figure = { (file: String, caption: String, credit: String) in
            """
            <figure class="gnt_em gnt_em_img" aria-label="Image"><div class="gnt_em_img_w" style="padding-top:66.67%">\
            <img class="gnt_em_img_i" src="https://www.argusleader.com/gcdn/presto/2024/03/04/PSIF/\(file)?width=660" \
            alt="" width="660" height="440"></div><figcaption class="gnt_em_fo" aria-label="Photo caption"><span \
            class="gnt_em_fo_c" data-c-caption="\(caption)">\(caption)</span><span class="gnt_em_fo_cr" \
            data-c-credit="\(credit)">\(credit)</span></figcaption></figure>
            """
        }
        let lead = figure(
            "wall.jpg", "Workers finish the flood wall along the Big Sioux River in Sioux Falls, S.D.",
            "Jane Roe/USA TODAY NETWORK")
        let gate = figure("gate.jpg", "A steel gate in the wall at Cliff Avenue", "Erin Bormett/Argus Leader")
        let html = """
            <!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
            <title>Flood wall along the Big Sioux opens after six years</title>
            <meta property="og:site_name" content="Argus Leader"></head><body class="gnt_pr">
            <main class="gnt_cw"><article class="gnt_pr" role="main">
            <h1 class="gnt_ar_hl">Flood wall along the Big Sioux opens after six years</h1>
            <div class="gnt_ar_by"><a class="gnt_ar_by_a" href="/staff/2647/jane-roe/">Jane Roe</a></div>
            <div class="gnt_ar_b" aria-label="Article Body">
            \(lead)
            <p class="gnt_ar_b_p">\(TestPage.prose("one"))</p>
            <p class="gnt_ar_b_p">\(TestPage.prose("two"))</p>
            \(gate)
            <p class="gnt_ar_b_p">\(TestPage.prose("three"))</p>
            </div></article></main></body></html>
            """
        let text = try Convert.pageGemtext(html, url: "https://www.argusleader.com/story/news/2024/03/05/flood-wall/7290/")
        let lines = text.split(separator: "\n").map(String.init)
        let base = "=> https://www.argusleader.com/gcdn/presto/2024/03/04/PSIF/"
        #expect(
            lines.contains(base + "wall.jpg?width=660 Workers finish the flood wall along the Big Sioux River in "
                + "Sioux Falls, S.D."), "\(text)")
        #expect(lines.contains(base + "gate.jpg?width=660 A steel gate in the wall at Cliff Avenue"), "\(text)")
        #expect(!text.contains("USA TODAY NETWORK") && !text.contains("Bormett"), "\(text)")
        #expect(text.contains(TestPage.prose("three")))
    }

    /// Vox Media's Chorus sets a picture's caption and credit in a box
    /// named `e-image__meta` inside the `<figure>`: named as furniture
    /// ("meta"), it held the caption, which was lost with it. A box in a
    /// figure that holds the figure's `<figcaption>` is the caption's, and
    /// the caption labels the picture; the newsletter box, the related
    /// story, "Filed under" and "Next Up" still go.
    @Test func aChorusPicturesCaptionInItsMetaBoxLabelsThePicture() throws {
        let figure = { (file: String, alt: String, caption: String, credit: String) in
            """
            <figure class="e-image"><span class="e-image__inner"><span class="e-image__image" \
            data-original="https://cdn.vox-cdn.com/uploads/chorus_asset/file/25300000/\(file)"><img alt="\(alt)" \
            src="https://cdn.vox-cdn.com/thumbor/x=/1200x0/cdn.vox-cdn.com/uploads/chorus_asset/file/25300000/\(file)">\
            </span></span><span class="e-image__meta"><figcaption>\(caption)</figcaption><cite>\(credit)</cite></span></figure>
            """
        }
        let gauge = figure(
            "gauge.jpg", "A tide gauge", "The tide gauge on the north quay, one of forty the harbour is connecting.",
            "Photo: Jane Roe / Curbed Kingsport")
        let map = figure(
            "map.png", "A map of the harbour", "The forty gauges, from the bar to the inner basin.",
            "Kingsport Harbour Office")
        let html = """
            <!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
            <title>The harbour's tide gauges are going online - Curbed Kingsport</title>
            <meta property="og:site_name" content="Curbed Kingsport"></head><body class="entry-template--standard">
            <section class="l-segment l-main-content"><div class="c-entry-hero c-entry-hero--default">
            <div class="c-entry-hero__header-wrap"><h1 class="c-page-title">The harbour's tide gauges are going online</h1>\
            </div><div class="c-byline"><span class="c-byline-wrapper">By <span class="c-byline__item"><a \
            href="https://kingsport.curbed.com/authors/jane-roe">Jane Roe</a></span></span></div></div>
            <div class="l-wrapper"><div class="l-col__main">\(gauge)
            <div class="c-entry-content "><p id="aBc1d2">\(TestPage.prose("one"))</p>
            <div class="c-float-left"><aside id="read-more" class="c-read-more"><h3 class="c-read-more__title">Related\
            </h3><p class="c-read-more__headline"><a href="https://kingsport.curbed.com/2023/11/2/dredging">The inner \
            basin will be dredged next summer</a></p></aside></div>
            <p id="eF3g4h">\(TestPage.prose("two"))</p>\(map)<p id="iJ5k6l">\(TestPage.prose("three"))</p>
            <div id="newsletter-signup-short-form" class="c-newsletter_signup_box--form--short"><div \
            class="c-newsletter_signup_box"><h3 class="c-newsletter_signup_box--title">Sign up for the newsletter \
            <em>Curbed Kingsport Daily</em></h3><form><input type="email" name="email"><button type="submit">Sign up\
            </button></form></div></div><p id="yZ3a4b">\(TestPage.prose("four"))</p></div>
            <div class="c-entry-group-labels"><h3 class="c-entry-group-labels__title">Filed under:</h3><ul><li \
            class="c-entry-group-labels__item"><a href="https://kingsport.curbed.com/harbour"><span>Harbour</span></a>\
            </li></ul></div>
            <div class="c-nextclick"><h2 class="c-nextclick__title">Next Up In <a href="/news">News</a></h2><ul><li><a \
            href="/2024/3/1/ferry-timetable">New ferry timetable starts in May</a></li></ul></div>
            </div></div></section></body></html>
            """
        let text = try Convert.pageGemtext(html, url: "https://kingsport.curbed.com/2024/3/4/24090000/tide-gauges")
        let lines = text.split(separator: "\n").map(String.init)
        for (file, caption) in [
            ("gauge.jpg", "The tide gauge on the north quay, one of forty the harbour is connecting."),
            ("map.png", "The forty gauges, from the bar to the inner basin."),
        ] {
            #expect(lines.contains { $0.hasPrefix("=> ") && $0.contains(file + " " + caption) }, "\(file): \(text)")
        }
        for words in ["Related", "dredged", "newsletter", "Filed under", "Next Up", "ferry timetable"] {
            #expect(!text.contains(words), "\(words): \(text)")
        }
        #expect(text.contains(TestPage.prose("four")), "\(text)")
    }

    /// A Newspack article page.
    static let newspack = """
        <!DOCTYPE html><html lang="en-US"><head><meta charset="UTF-8">
        <title>Rural clinics brace for nurse shortage as winter nears – Valley Voice</title>
        <meta property="og:title" content="Rural clinics brace for nurse shortage as winter nears">
        </head><body class="single single-post newspack-front-page">
        <header id="masthead" class="site-header"><nav class="main-navigation" aria-label="Top Menu"><ul>\
        <li><a href="/category/health/">Health</a></li><li><a href="/category/education/">Education</a></li></ul>\
        </nav><a class="button donate" href="/donate/">Donate</a></header>
        <div id="content" class="site-content"><div class="wrapper"><header class="entry-header">
        <span class="cat-links"><a href="/category/health/" rel="category tag">Health</a></span>
        <h1 class="entry-title">Rural clinics brace for nurse shortage as winter nears</h1>
        <div class="newspack-post-subtitle">Three of the county’s five clinics have cut evening hours, and two \
        may close on weekends.</div>
        <div class="entry-subhead"><div class="entry-meta"><span class="byline"><span>by</span> <span \
        class="author vcard"><a class="url fn n" href="/author/rdiaz/">Rosa Diaz</a></span></span>\
        <span class="posted-on"><time class="entry-date published" datetime="2026-11-18T14:02:11+00:00">\
        November 18, 2026</time></span></div>
        <div class="sharedaddy sd-sharing-enabled"><ul><li><a class="share-twitter sd-button" \
        href="https://valleyvoice.org/2026/11/18/clinics/?share=twitter"><span>Click to share on Twitter \
        (Opens in new window)</span></a></li><li><a class="share-facebook sd-button" \
        href="https://valleyvoice.org/2026/11/18/clinics/?share=facebook"><span>Click to share on Facebook \
        (Opens in new window)</span></a></li></ul></div></div>
        </header></div>
        <div id="primary" class="content-area"><main id="main" class="site-main">
        <article class="post type-post status-publish"><div class="entry-content">
        <p>When the snow closes the pass, the clinic in Pine Flat is the only place within 60 miles where Lena \
        Ortiz can get her insulin adjusted. This winter, it may be open only three days a week.</p>
        <p>The clinic’s parent network told staff this month that it could not fill four nursing jobs that have \
        been open since spring, according to a memo obtained by <em>Valley Voice</em>.</p>
        <div class="wp-block-newspack-blocks-homepage-articles wpnbha"><div data-posts="">\
        <h2 class="article-section-title"><span>Related</span></h2><article><div class="entry-wrapper">\
        <h3 class="entry-title"><a href="https://valleyvoice.org/2026/10/02/clinic-funding/">State lawmakers \
        weigh new money for rural clinics</a></h3></div></article><article><div class="entry-wrapper">\
        <h3 class="entry-title"><a href="https://valleyvoice.org/2026/09/14/nurses-union/">Valley nurses vote \
        to join union</a></h3></div></article></div></div>
        <p>“We are asking people to plan ahead,” said network spokesperson Dana Howe. “If you need a refill in \
        January, call us in December.”</p>
        <p>The county board will discuss a housing stipend for health workers at its Dec. 4 meeting.</p>
        <div class="wp-block-newspack-blocks-donate wpbnbd tiered"><form><h3>Support our work</h3><p>Valley \
        Voice is supported by readers. Give monthly to sustain local news.</p><button type="submit">Donate \
        now</button></form></div>
        </div></article></main></div></div>
        <footer id="colophon" class="site-footer"><p>© 2026 Valley Voice</p></footer></body></html>
        """

    /// A Brightspot article page.
    static let brightspot = """
        <!DOCTYPE html><html lang="en"><head><meta charset="UTF-8">
        <title>State parks to charge entry fee starting in spring | KXYZ News</title>
        <meta property="og:title" content="State parks to charge entry fee starting in spring">
        </head><body class="Page-body">
        <header class="Page-header"><nav class="Page-header-navigation"><ul class="Navigation-items">\
        <li><a href="/news">News</a></li><li><a href="/arts">Arts &amp; Culture</a></li>\
        <li><a href="/podcasts">Podcasts</a></li></ul></nav></header>
        <main class="Page-main"><div class="ArticlePage-mainContent">
        <div class="Page-articleHeader"><h1 class="Page-headline">State parks to charge entry fee starting in \
        spring</h1>
        <div class="Page-subHeadline"><p>Day passes will cost $5 per car; annual passes $40. The money pays for \
        trail repairs and rangers.</p></div>
        <div class="Page-byline"><div class="Page-authors">By <a class="Link" \
        href="https://www.kxyz.org/people/ben-ortiz">Ben Ortiz</a></div><div class="Page-datePublished">\
        Published November 18, 2026 at 6:00 AM CST</div></div>
        <div class="Page-actions"><ul class="ActionBar-items"><li><a class="ActionLink" \
        href="https://www.facebook.com/dialog/share?app_id=1&amp;href=https%3A%2F%2Fwww.kxyz.org%2Fnews">\
        <span class="ActionLink-text">Facebook</span></a></li></ul></div></div>
        <div class="RichTextArticleBody RichTextBody">
        <p>Visitors to the state's 42 parks will pay to get in starting March 1, the Department of Natural \
        Resources said Tuesday, ending free entry that dates to 1935.</p>
        <p>A day pass will cost $5 per car. An annual pass will cost $40, or $20 for people over 65.</p>
        <p>“Our parks have been running on empty,” department director Lisa Moon said. “This fee keeps the \
        trails open and the bathrooms clean.”</p>
        <p>Some lawmakers have said the fee will keep low-income families out. The department said school \
        groups and veterans will get in free.</p>
        </div>
        <div class="ArticlePage-supportBox"><h2>You make KXYZ possible.</h2><p>KXYZ is a nonprofit, \
        listener-supported newsroom. Donate today to keep local journalism strong.</p><a class="Button" \
        href="/donate">Donate</a></div>
        </div></main><footer class="Page-footer"><p>© 2026 KXYZ</p></footer></body></html>
        """
}
