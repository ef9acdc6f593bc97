import Foundation
import Testing

@testable import Article

/// Article pages as widely used site systems emit them (Drupal, Joomla,
/// Webflow, Jekyll's Chirpy theme, LWN's pages), the markup trimmed to
/// what matters: the story is whole, from its standfirst and lead picture
/// to its last paragraph, under the right author and date, and the
/// furniture the system sets around it stays out.
@Suite struct SiteSystemTests {
    /// Drupal's core themes (Olivero, Bartik, Classy) set the byline, the
    /// date and the author's picture in `<footer class="node__meta">` at
    /// the top of the `<article>`, over the fields of the story (each named
    /// `field--label-hidden` when its label is not shown), while the
    /// headline stands in a block of its own above the article.
    static let drupal = """
        <!DOCTYPE html><html lang="en" dir="ltr"><head><meta charset="utf-8" />
        <meta name="description" content="The town council has agreed to keep the swimming pool open through the \
        winter, after a petition signed by 3,000 residents." />
        <meta property="og:site_name" content="Valley Times" />
        <meta property="og:title" content="Pool stays open through winter after petition" />
        <meta property="og:image" content="https://www.valleytimes.org/sites/default/files/styles/wide/public/2026-11/\
        pool.jpg?itok=8aB3cD4e" />
        <meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />
        <title>Pool stays open through winter after petition | Valley Times</title></head>
        <body class="path-node page-node-type-article"><div class="layout-container">
        <header role="banner"><a href="/" rel="home" class="site-branding__name">Valley Times</a>
        <nav role="navigation" class="menu--main"><ul class="menu"><li><a href="/">Home</a></li><li><a href="/news">\
        News</a></li><li><a href="/sport">Sport</a></li></ul></nav></header>
        <main role="main"><div class="region region-content">
        <div id="block-olivero-page-title" class="block block-core block-page-title-block"><h1 class="title \
        page-title"><span class="field field--name-title">Pool stays open through winter after petition</span></h1>\
        </div>
        <div id="block-olivero-content" class="block block-system block-system-main-block">
        <article data-history-node-id="4182" role="article" class="node node--type-article node--view-mode-full">
        <footer class="node__meta"><div class="node__author-image"><article class="profile"><div class="field \
        field--name-user-picture"><a href="/user/12"><img loading="lazy" src="/sites/default/files/pictures/mlee.jpg" \
        width="100" height="100" alt="Profile picture for user mlee" /></a></div></article></div>
        <div class="node__submitted">By <span class="field field--name-uid"><span><a title="View user profile." \
        href="/user/12" class="username">Maria Lee</a></span></span>, <span class="field field--name-created">\
        <time datetime="2026-11-18T09:30:00+00:00" title="Wednesday, November 18, 2026 - 09:30" class="datetime">\
        Wed, 11/18/2026 - 09:30</time></span></div></footer>
        <div class="node__content">
        <div class="text-formatted field field--name-field-standfirst field--label-hidden field__item"><p>The town council has agreed \
        to keep the swimming pool open through the winter, after a petition signed by 3,000 residents.</p></div>
        <div class="field field--name-field-image field--type-image field--label-hidden field__item"><img loading="lazy" \
        src="/sites/default/files/styles/wide/public/2026-11/pool.jpg?itok=8aB3cD4e" width="1200" height="675" \
        alt="Swimmers in the town pool on a November morning" /></div>
        <div class="text-formatted field field--name-body field--type-text-with-summary field--label-hidden \
        field__item">
        <p>The council voted 7-2 on Tuesday night to spend £120,000 on heating the Riverside pool from December to \
        March, reversing a decision in September to close it for the winter.</p>
        <p>The petition, started by the Valley Masters swimming club, gathered 3,000 signatures in three weeks.</p>
        <p>“We were told there was no money,” she said. “Then we showed them what the pool is worth to this town.”</p>
        <h2>Where the money comes from</h2>
        <p>Finance officer Raj Patel said the heating bill would be paid from the reserve set aside for the library \
        roof, which will now be repaired in 2028.</p>
        <p>The pool will open at 7 a.m. on weekdays and 8 a.m. at weekends. Prices stay the same.</p></div>
        <div class="field field--name-field-tags field--label-above"><div class="field__label">Tags</div>\
        <div class="field__items"><div class="field__item"><a href="/taxonomy/term/3">Council</a></div>\
        <div class="field__item"><a href="/taxonomy/term/44">Riverside</a></div></div></div>
        <div class="node__links"><ul class="links inline"><li class="comment-forbidden"><a href="/user/login?\
        destination=/comment/reply/node/4182/comment%23comment-form">Log in</a> to post comments</li></ul></div>
        </div></article></div>
        <div class="block block-views"><h2 class="block__title">More news</h2><div class="view-content">\
        <div class="views-row"><a href="/news/2026/11/17/bus-route">Bus route 12 to be cut in January</a> \
        <span>17 Nov 2026</span></div><div class="views-row"><a href="/news/2026/11/16/market">Christmas market \
        returns to the square</a> <span>16 Nov 2026</span></div></div></div>
        </div></main><footer class="site-footer"><p>© 2026 Valley Times. Powered by <a \
        href="https://www.drupal.org">Drupal</a></p></footer></div></body></html>
        """

    /// A Drupal story's byline in the article's `<footer>` over its text
    /// names its author, and the standfirst and the picture between that
    /// footer and the body open the story, where the footer, read as the
    /// page's, hid the author and cut the story's opening, and the word
    /// "hidden" in `field--label-hidden` hid the standfirst's field.
    @Test func aDrupalStoryKeepsItsBylineStandfirstAndPicture() throws {
        let article = try Convert.page(Self.drupal, url: "https://www.valleytimes.org/news/2026/11/18/pool-stays-open")
        let text = article.document.serialized()
        #expect(article.metadata.author == "Maria Lee", "\(text)")
        let lines = text.split(separator: "\n").map(String.init)
        let standfirst = try #require(lines.firstIndex { $0.hasPrefix("The town council has agreed") }, "\(text)")
        let picture = try #require(
            lines.firstIndex {
                $0.hasPrefix("=> https://www.valleytimes.org/sites/default/files/styles/wide/public/2026-11/pool.jpg")
            }, "\(text)")
        let opening = try #require(lines.firstIndex { $0.hasPrefix("The council voted 7-2") })
        #expect(standfirst < picture && picture < opening)
        #expect(text.contains("Prices stay the same."))
        for words in ["Tags", "taxonomy", "Log in", "More news", "Bus route", "Profile picture"] {
            #expect(!text.contains(words), "\(words): \(text)")
        }
    }

    /// Bartik and Classy, Drupal's older core themes, word the byline in
    /// that footer "Submitted by NAME on DATE".
    @Test func aDrupalStorySubmittedBySomeoneNamesThem() throws {
        let bartik = Self.drupal.replacingOccurrences(
            of: "<div class=\"node__submitted\">By ",
            with: "<div class=\"node__submitted\">Submitted by ")
            .replacingOccurrences(of: "</a></span></span>, <span", with: "</a></span></span> on <span")
        #expect(bartik.contains("Submitted by <span") && bartik.contains("</span></span> on <span"))
        let article = try Convert.page(bartik, url: "https://www.valleytimes.org/news/2026/11/18/pool-stays-open")
        #expect(article.metadata.author == "Maria Lee", "\(article.metadata.author ?? "")")
    }

    /// Drupal 7's Bartik dates its "Submitted by" line in numbers, day and
    /// month either way round ("Thu, 11/12/2026 - 10:15"): the name ends
    /// before the date all the same, where it read "Jean MacRae on Thu".
    @Test func aDrupal7StorySubmittedOnADayOfNumbersNamesItsAuthorAlone() throws {
        let html = """
            <!DOCTYPE html><html lang="en" dir="ltr"><head><meta charset="utf-8" />
            <meta name="Generator" content="Drupal 7 (http://drupal.org)" />
            <title>Harbour dredging starts Monday | Port Ellen Gazette</title></head>
            <body class="html not-front page-node node-type-article"><div id="page">
            <div id="header"><a href="/" rel="home" id="logo"><img src="/logo.png" alt="Home" /></a>
            <ul id="main-menu-links" class="links"><li><a href="/">Home</a></li><li><a href="/news">News</a></li></ul>\
            </div>
            <div id="content" class="column"><h1 class="title" id="page-title">Harbour dredging starts Monday</h1>
            <div class="region region-content"><div id="node-512" class="node node-article clearfix">
            <div class="meta submitted"><span property="dc:date dc:created" content="2026-11-12T10:15:00+00:00" \
            rel="sioc:has_creator">Submitted by <span class="username" typeof="sioc:UserAccount" \
            property="foaf:name">Jean MacRae</span> on Thu, 11/12/2026 - 10:15</span></div>
            <div class="content clearfix"><div class="field field-name-body field-type-text-with-summary \
            field-label-hidden"><div class="field-items"><div class="field-item even" property="content:encoded">
            \(TestPage.paragraphs("body", count: 4))</div></div></div></div></div></div></div></div></body></html>
            """
        let article = try Convert.page(html, url: "https://www.portellengazette.org/news/harbour-dredging-starts-monday")
        #expect(article.metadata.author == "Jean MacRae", "\(article.metadata.author ?? "")")
    }

    /// Webflow's blog templates set the post's picture (the page's
    /// `og:image`, without a caption) under the headline, the summary and
    /// the author's card, in a section of its own before the rich text:
    /// it opens the story, and the author's photo beside it does not.
    @Test func aWebflowPostKeepsItsLeadPicture() throws {
        let files = "https://cdn.prod.website-files.com/6540f1a2b3c4d5e6f7a8b900"
        let html = """
            <!DOCTYPE html><html data-wf-domain="www.acmeanalytics.io" lang="en"><head><meta charset="utf-8"/>
            <title>Why most dashboards fail | Acme Analytics</title>
            <meta content="Most dashboards are opened twice and forgotten. Here is what the useful ones do \
            differently." name="description"/>
            <meta content="Why most dashboards fail" property="og:title"/>
            <meta content="\(files)/6551aa_dashboard-hero.png" property="og:image"/>
            <meta content="Webflow" name="generator"/></head><body>
            <div class="navbar w-nav" role="banner"><a href="/" class="brand w-nav-brand"><img src="\(files)/logo.svg" \
            alt="Acme Analytics logo"/></a><nav role="navigation" class="nav-menu w-nav-menu"><a href="/product" \
            class="nav-link w-nav-link">Product</a><a href="/pricing" class="nav-link w-nav-link">Pricing</a>\
            <a href="/blog" class="nav-link w-nav-link w--current">Blog</a></nav></div>
            <div class="section-blog-header"><div class="container-narrow w-container">
            <a href="/blog/category/guides" class="blog-category-pill">Guides</a>
            <h1 class="blog-post-title">Why most dashboards fail</h1>
            <p class="blog-post-summary">Most dashboards are opened twice and forgotten. Here is what the useful ones \
            do differently.</p>
            <div class="blog-author-wrapper"><img src="\(files)/6551ab_priya.jpg" alt="" class="blog-author-image"/>\
            <div><div class="blog-author-name">Priya Nair</div><div class="blog-post-date">November 17, 2026</div>\
            </div></div>
            <img src="\(files)/6551aa_dashboard-hero.png" loading="lazy" alt="" sizes="(max-width: 767px) 100vw, \
            740px" srcset="\(files)/6551aa_dashboard-hero-p-500.png 500w, \(files)/6551aa_dashboard-hero.png 1480w" \
            class="blog-hero-image"/>
            </div></div>
            <div class="section-blog-body"><div class="container-narrow w-container"><div class="blog-body-grid">
            <div class="blog-share-sticky"><div class="share-text">Share</div><a href="https://twitter.com/intent/\
            tweet?url=https://www.acmeanalytics.io/blog/why-dashboards-fail" class="share-icon w-inline-block">\
            <img src="\(files)/x.svg" alt="X"/></a></div>
            <div class="blog-rich-text w-richtext"><p>Every team we talk to has a dashboard graveyard: dozens of \
            charts someone built for a meeting, looked at twice and never opened again.</p><p>We looked at the usage \
            logs of 1,200 dashboards across our customers to find out what the survivors have in common.</p>\
            <h2>They answer one question</h2><p>The dashboards people kept opening each answered a single question, \
            stated in the title.</p><p>Start small: one question, one number, one owner. You can always add a chart \
            later.</p></div></div></div></div>
            <footer class="footer"><div class="w-container"><div>© 2026 Acme Analytics, Inc.</div></div></footer>
            </body></html>
            """
        let text = try Convert.pageGemtext(html, url: "https://www.acmeanalytics.io/blog/why-dashboards-fail")
        let lines = text.split(separator: "\n").map(String.init)
        let picture = try #require(lines.firstIndex { $0.hasPrefix("=> \(files)/6551aa_dashboard-hero.png") }, "\(text)")
        let opening = try #require(lines.firstIndex { $0.hasPrefix("Every team we talk to") })
        #expect(picture < opening)
        #expect(!text.contains("6551ab_priya") && !text.contains("logo.svg"), "\(text)")
    }

    /// A lead video's box between the headline and the body, its title a
    /// heading over its thumbnail (the page's own picture): a player's box,
    /// not the lead picture, so its title never becomes a section's heading.
    @Test func aLeadVideosTitleOverThePagesPictureIsNoHeading() throws {
        let html = """
            <!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Police rescue kidnapped girl</title>
            <meta property="og:image" content="https://media.example.com/images/1200*675/rescue-bodycam.jpg">
            </head><body><nav><a href="/">Home</a> <a href="/news">News</a></nav><div class="story">
            <h1 class="headline">Police rescue kidnapped girl</h1>
            <div class="leadMedia"><div class="leadMediaThumbnail video"><h3 class="leadMediaTitle">Watch the rescue \
            as it happened</h3><img src="https://media.example.com/images/652*367/rescue-bodycam.jpg"></div></div>
            <div class="articleText">\(TestPage.paragraphs("body", count: 4))</div></div></body></html>
            """
        let text = try Convert.pageGemtext(html, url: "https://news.example.com/news/local/rescue-565107452.html")
        #expect(!text.contains("Watch the rescue"), "\(text)")
        #expect(text.contains(TestPage.prose("body-1")))
    }

    /// Jekyll's Chirpy theme sets the post's picture and its caption (a
    /// `<figcaption>` beside the picture, in no `<figure>`) among the
    /// post's facts under the headline: the picture stays with its
    /// caption; the dates, the author and the reading time go.
    @Test func aChirpyPostKeepsThePictureAmongItsFacts() throws {
        let html = """
            <!doctype html><html lang="en"><head><meta charset="utf-8">
            <meta name="generator" content="Jekyll v4.3.3" />
            <meta property="og:title" content="Debugging a flaky CI job with strace" />
            <meta name="author" content="Tom Baker" />
            <meta name="description" content="A test that failed once in fifty runs, and the one system call that \
            explained it." />
            <meta property="og:site_name" content="Tom's Lab" />
            <title>Debugging a flaky CI job with strace | Tom's Lab</title></head><body>
            <aside aria-label="Sidebar" id="sidebar"><header class="profile-wrapper"><h1 class="site-title"><a href="/">\
            Tom's Lab</a></h1></header><nav><ul class="nav"><li class="nav-item"><a href="/" class="nav-link"><span>HOME\
            </span></a></li><li class="nav-item"><a href="/tags/" class="nav-link"><span>TAGS</span></a></li></ul></nav>\
            </aside>
            <div id="main-wrapper"><main aria-label="Main Content" class="col-12"><article class="px-1"><header>
            <h1 data-toc-skip>Debugging a flaky CI job with strace</h1>
            <p class="post-desc fw-light mb-4">A test that failed once in fifty runs, and the one system call that \
            explained it.</p>
            <div class="post-meta text-muted"><span> Posted <time data-ts="1770153300" data-df="ll">Feb 3, 2026</time>\
            </span> <span> Updated <time data-ts="1770282000" data-df="ll">Feb 5, 2026</time></span>
            <div class="mt-3 mb-3"><a href="/posts/flaky-ci-strace/trace.png" class="popup img-link preview-img \
            shimmer"><img src="/posts/flaky-ci-strace/trace.png" alt="strace output" width="1200" height="630"></a>\
            <figcaption class="text-center pt-2 pb-2">The failing openat call, third line from the bottom\
            </figcaption></div>
            <div class="d-flex justify-content-between"><span> By <em><a href="https://github.com/tbaker">Tom Baker\
            </a></em></span><div><span class="readtime" title="812 words"><em>4 min</em> read</span></div></div>
            </div></header>
            <div class="content"><p>One of our integration tests failed about once in fifty runs on CI, and never on \
            a laptop. The error was always the same: the configuration file was missing.</p>
            <p>The file was plainly there. It was written by the step before, and the step before always succeeded.</p>
            <h2 id="the-fix"><span class="me-2">The fix</span></h2><p>The two steps were meant to run in order, but a \
            change to the pipeline had made them parallel. Making the test wait for the writer fixed it.</p></div>
            <div class="post-tail-wrapper text-muted"><div class="post-tags"><a href="/tags/ci/" class="post-tag">ci\
            </a></div></div>
            </article></main></div></body></html>
            """
        let article = try Convert.page(html, url: "https://tbaker.github.io/posts/flaky-ci-strace/")
        let text = Convert.body(of: article)
        let lines = text.split(separator: "\n").map(String.init)
        let picture = try #require(
            lines.firstIndex {
                $0 == "=> https://tbaker.github.io/posts/flaky-ci-strace/trace.png The failing openat call, third line "
                    + "from the bottom"
            }, "\(text)")
        let opening = try #require(lines.firstIndex { $0.hasPrefix("One of our integration tests") })
        #expect(picture < opening)
        for words in ["Posted", "Updated", "4 min", "By Tom"] { #expect(!text.contains(words), "\(words): \(text)") }
    }

    /// LWN's articles set a box asking readers to subscribe (a
    /// `<blockquote class="ad">` with a long paragraph) between the
    /// headline and the byline, whose second line is the date: the
    /// article is dated by it, where the box's paragraph was read as the
    /// start of the text and the byline under it never reached.
    @Test func anLWNArticleIsDatedByItsBylineUnderTheSubscriptionBox() throws {
        let html = """
            <!DOCTYPE html><html lang="en"><head><title>A new scheduler for small machines [LWN.net]</title>
            <meta property="og:site_name" content="LWN.net"></head><body>
            <table class="Page"><tr><td class="LeftColumn"><div class="SideBox"><p class="Header">Content</p>\
            <p><a href="/Articles/">Weekly Edition</a></p><p><a href="/Archives/">Archives</a></p></div></td>
            <td class="MidColumn"><div class="PageHeadline"><h1>A new scheduler for small machines</h1></div>
            <div class="ArticleText"><blockquote class="ad"><b>Benefits for LWN subscribers</b>
            <p>The primary benefit from <a href="https://lwn.net/subscribe/">subscribing to LWN</a> is helping to keep \
            us publishing, but, beyond that, subscribers get immediate access to all site content and access to a \
            number of extra site features. Please sign up today!</p></blockquote>
            <div class="FeatureByline">By <b>Jonathan Corbet</b><br>November 17, 2026</div>
            <p>The kernel's CPU scheduler has grown over the years to handle machines with hundreds of cores, deep \
            cache hierarchies and heterogeneous CPUs. On a single-core board, much of that machinery is overhead.</p>
            <p>The idea is not new; the kernel had a similar option in the 2.4 days, and several embedded \
            distributions carry out-of-tree patches to the same end.</p>
            <p>The discussion is ongoing; it is not clear whether this series will be merged for 7.1.</p></div>
            </td></tr></table></body></html>
            """
        let article = try Convert.page(html, url: "https://lwn.net/Articles/991234/")
        #expect(article.metadata.published?.hasPrefix("2026-11-17") == true, "\(article.document.serialized())")
        #expect(article.metadata.author == "Jonathan Corbet")
    }

    /// Joomla 3 sets the article's picture, without a caption, in a box of
    /// its own right before the body, under the print and e-mail buttons:
    /// its alt text says what it shows, and it opens the story.
    @Test func aJoomla3ArticleKeepsItsPictureBeforeTheBody() throws {
        let html = """
            <!DOCTYPE html><html lang="en-gb" dir="ltr"><head><meta charset="utf-8" />
            <meta name="generator" content="Joomla! - Open Source Content Management" />
            <title>New roof for the village hall</title></head>
            <body class="site com_content view-article"><main id="content" role="main" class="span9">
            <div class="item-page" itemscope itemtype="https://schema.org/Article">
            <div class="page-header"><h2 itemprop="headline">New roof for the village hall</h2></div>
            <div class="btn-group pull-right"><button class="btn dropdown-toggle" type="button" aria-label="User tools" \
            data-toggle="dropdown"><span class="icon-cog"></span></button><ul class="dropdown-menu"><li \
            class="print-icon"><a href="/news/42-new-roof?tmpl=component&amp;print=1" rel="nofollow">Print</a></li>\
            <li class="email-icon"><a href="/component/mailto/?tmpl=component&amp;link=abc" rel="nofollow">Email</a>\
            </li></ul></div>
            <dl class="article-info"><dt class="article-info-term">Details</dt><dd class="createdby" \
            itemprop="author">Written by <span itemprop="name">Margaret Lyle</span></dd></dl>
            <div class="pull-left item-image"><img src="/images/news/roof-scaffold.jpg" alt="Scaffolding around the \
            hall" itemprop="image"/></div>
            <div itemprop="articleBody"><p>After three years of fundraising, the village hall will get a new roof this \
            autumn. Work starts on 14 September and should take five weeks.</p>
            <p>The committee raised £38,000 from quiz nights, the summer fair and a grant from the district council.</p>
            <p>During the work, the Monday playgroup will move to the church room.</p>
            <p>Chairman Eric Doyle thanked everyone who helped. "This village has done something remarkable," he \
            said.</p></div>
            <ul class="pager pagenav"><li class="previous"><a href="/news/41-summer-fair" rel="prev">Prev</a></li>\
            <li class="next"><a href="/news/43-quiz-night" rel="next">Next</a></li></ul>
            </div></main></body></html>
            """
        let text = try Convert.pageGemtext(html, url: "https://www.villagehall.example.org/news/42-new-roof")
        let lines = text.split(separator: "\n").map(String.init)
        let picture = try #require(
            lines.firstIndex(of: "=> https://www.villagehall.example.org/images/news/roof-scaffold.jpg Scaffolding "
                + "around the hall"), "\(text)")
        let opening = try #require(lines.firstIndex { $0.hasPrefix("After three years of fundraising") })
        #expect(picture < opening)
    }

    /// A Joomla article signed by the account every Joomla site starts
    /// with ("Written by: Super User", and the author `<meta>` the same)
    /// names no author.
    @Test func aJoomlaArticleBySuperUserNamesNoAuthor() throws {
        let html = """
            <!DOCTYPE html><html lang="en-gb" dir="ltr"><head><meta charset="utf-8">
            <meta name="author" content="Super User">
            <meta name="generator" content="Joomla! - Open Source Content Management">
            <title>Club wins the autumn regatta - Harbour Rowing Club</title></head>
            <body class="site com_content view-article"><main>
            <div class="com-content-article item-page" itemscope itemtype="https://schema.org/Article">
            <div class="page-header"><h2 itemprop="headline">Club wins the autumn regatta</h2></div>
            <dl class="article-info text-muted"><dt class="article-info-term">Details</dt>
            <dd class="createdby" itemprop="author" itemscope itemtype="https://schema.org/Person">Written by: \
            <span itemprop="name">Super User</span></dd>
            <dd class="published"><time datetime="2026-10-12T14:05:00+00:00" itemprop="datePublished">Published: \
            12 October 2026</time></dd></dl>
            <div itemprop="articleBody" class="com-content-article__body">
            <p>The Harbour Rowing Club won the Millbrook Autumn Regatta on Saturday, taking five of the nine finals and \
            the overall points trophy for the first time since 1998.</p>
            <p>The men's eight set the tone in the morning, beating the home crew by three lengths in a headwind.</p>
            </div></div></main></body></html>
            """
        let article = try Convert.page(html, url: "https://www.harbourrowing.org/news/club-wins-autumn-regatta")
        #expect(article.metadata.author == nil, "\(article.metadata.author ?? "")")
        #expect(article.metadata.published?.hasPrefix("2026-10-12") == true)
    }

    /// Joomla joins the headline and the site's name in the `<title>` with
    /// " - ", before or after it, and the page's data name no site: that
    /// name is the site's, though it spells nothing of the domain and the
    /// page shows it only as a logo without words.
    @Test(arguments: [
        "Scaffolding goes up on the old custom house - Kingsport Harbour Trust",
        "Kingsport Harbour Trust - Scaffolding goes up on the old custom house",
    ])
    func aJoomlaTitleNamesTheSite(title: String) throws {
        let html = """
            <!DOCTYPE html><html lang="en-gb" dir="ltr"><head><meta charset="utf-8" />
            <meta name="generator" content="Joomla! - Open Source Content Management" />
            <title>\(title)</title></head>
            <body class="site com_content view-article"><header class="header" role="banner"><a class="brand pull-left" \
            href="/"><img src="/images/headers/logo-kht.png" alt="" /></a></header><main id="content" role="main">
            <div class="item-page" itemscope itemtype="https://schema.org/Article">
            <div class="page-header"><h2 itemprop="headline">Scaffolding goes up on the old custom house</h2></div>
            <div itemprop="articleBody"><p>Scaffolding went up around the old custom house on the quay this week, the \
            first sign of the repairs the trust has been raising money for since 2019.</p>
            <p>The building, which dates from 1791, lost part of its roof in the storms of February 2022.</p></div>
            </div></main></body></html>
            """
        let article = try Convert.page(html, url: "https://www.kht-online.example/news/42-scaffolding")
        #expect(article.metadata.siteName == "Kingsport Harbour Trust", "\(article.metadata.siteName ?? "")")
        #expect(article.metadata.title == "Scaffolding goes up on the old custom house")
    }
}
