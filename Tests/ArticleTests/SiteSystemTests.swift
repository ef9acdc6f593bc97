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
}
