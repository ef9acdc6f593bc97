import Foundation
import HTML
import Testing

@testable import Article

/// Posts of site builders and hosted blog platforms, each page as the
/// platform writes it: the post whole (its code, its pictures with their
/// captions, in order), the writer and the date, and the platform's
/// furniture (share and like buttons, the pager to other posts, comments,
/// the newsletter box) left out.
@Suite struct HostedBlogTests {
    // MARK: Squarespace

    /// A Squarespace block (`sqs-block`) of `kind` holding `content`.
    private static func squarespaceBlock(_ kind: String, _ content: String) -> String {
        """
        <div class="sqs-block \(kind)-block sqs-block-\(kind)" data-block-type="2"><div class="sqs-block-content">\
        \(content)</div></div>
        """
    }

    /// A Squarespace 7.0 post (`<article class="BlogItem">`): its blocks of
    /// text, a picture with its caption, a short code block right before a
    /// button block, then the share and like buttons, the tags, the
    /// "Newer Post / Older Post" pager and the comments.
    static let squarespacePost = """
        <!doctype html><html lang="en-US"><head><meta charset="utf-8">
        <title>Foraging for ramps in early spring &mdash; Wild Table</title>
        <meta property="og:site_name" content="Wild Table"/>
        <meta property="og:title" content="Foraging for ramps in early spring &mdash; Wild Table"/>
        <meta itemprop="datePublished" content="2024-04-12T09:30:00-0400"/>
        <script type="application/ld+json">{"@context":"http://schema.org","@type":"Article",\
        "headline":"Foraging for ramps in early spring","datePublished":"2024-04-12T09:30:00-0400",\
        "author":{"@type":"Person","name":"Marta Kowalczyk"}}</script></head>
        <body id="item-5f2c" class="collection-type-blog view-item">
        <header class="Header Header--top"><nav class="Header-nav Header-nav--primary"><div class="Header-nav-inner">\
        <a href="/" class="Header-nav-item">Home</a><a href="/journal" class="Header-nav-item">Journal</a>\
        <a href="/shop" class="Header-nav-item">Shop</a></div></nav></header>
        <main class="Main Main--blog-item"><section class="Main-content" data-content-field="main-content">
        <article class="BlogItem hentry category-spring tag-ramps author-marta-kowalczyk post-type-text" id="article-5f2c">
        <div class="Blog-meta BlogItem-meta"><a href="/journal?author=5a1c" class="Blog-meta-item Blog-meta-item--author">\
        Marta Kowalczyk</a><time class="Blog-meta-item Blog-meta-item--date" datetime="2024-04-12">April 12, 2024</time></div>
        <h1 class="BlogItem-title" data-content-field="title">Foraging for ramps in early spring</h1>
        <div class="sqs-layout sqs-grid-12 columns-12" data-type="item" id="item-5f2c"><div class="row sqs-row">\
        <div class="col sqs-col-12 span-12">
        \(squarespaceBlock("html", """
            <p>Ramps come up before almost anything else in the woods. By the second week of April the hillsides \
            along the creek are green with them, long before the maples have leafed out.</p>
            <p>We went out on Saturday with a trowel, a paper bag and a rule we try never to break: take one leaf \
            from a plant, never the bulb, and never more than a tenth of a patch.</p>
            """))
        \(squarespaceBlock("image", """
            <div class="image-block-outer-wrapper layout-caption-below design-layout-inline">\
            <figure class="sqs-block-image-figure intrinsic"><div class="image-block-wrapper has-aspect-ratio">\
            <noscript><img src="https://images.squarespace-cdn.com/content/v1/5a1b/ramps-patch.jpg" alt=""/></noscript>\
            <img class="thumb-image" data-src="https://images.squarespace-cdn.com/content/v1/5a1b/ramps-patch.jpg" \
            data-image-dimensions="2500x1667" alt="" data-load="false"/></div>\
            <figcaption class="image-caption-wrapper"><div class="image-caption"><p>The patch above the creek, \
            photographed on April 6.</p></div></figcaption></figure></div>
            """))
        \(squarespaceBlock("html", """
            <h2>Cooking them</h2><p>The simplest thing is the best: wilt the leaves in butter, salt them, and pile \
            them on toast. We also make a compound butter that keeps for months.</p>
            """))
        \(squarespaceBlock("code", "<pre>ratio = leaves / butter\n# 2 : 1 by volume</pre>"))
        \(squarespaceBlock("button", """
            <div class="sqs-block-button-container sqs-block-button-container--center">\
            <a href="/shop/ramp-butter-kit" class="sqs-block-button-element--medium sqs-block-button-element">\
            Get the ramp butter kit</a></div>
            """))
        \(squarespaceBlock("html", "<p>Next week: fiddleheads, and why you should always cook them.</p>"))
        </div></div></div>
        <div class="BlogItem-share"><div class="BlogItem-share-label">Share</div>\
        <div class="squarespace-social-buttons inline-style"><span class="ss-social-button facebook">Facebook</span>\
        <span class="ss-social-button twitter">Twitter</span></div>\
        <div class="squarespace-like" data-like-count="14"><span class="sqs-like-count">14</span> Likes</div></div>
        <div class="BlogItem-topics"><a href="/journal?tag=ramps" class="BlogItem-topics-item">ramps</a>\
        <a href="/journal?tag=foraging" class="BlogItem-topics-item">foraging</a></div>
        <nav class="BlogItem-pagination clear">\
        <a href="/journal/morel-season" class="BlogItem-pagination-link BlogItem-pagination-link--prev">\
        <div class="BlogItem-pagination-link-content"><div class="BlogItem-pagination-link-label">Newer Post</div>\
        <h4 class="BlogItem-pagination-link-title">Morel season is here</h4></div></a>\
        <a href="/journal/winter-stores" class="BlogItem-pagination-link BlogItem-pagination-link--next">\
        <div class="BlogItem-pagination-link-content"><div class="BlogItem-pagination-link-label">Older Post</div>\
        <h4 class="BlogItem-pagination-link-title">What is left in the winter stores</h4></div></a></nav>
        <div class="BlogItem-comments"><div class="squarespace-comments"><div class="comment-count">3 Comments</div>\
        <div class="comment"><span class="comment-author">Pete</span><div class="comment-body"><p>Great advice about \
        taking one leaf.</p></div></div></div></div>
        </article></section></main>
        <footer class="Footer"><div class="sqs-block newsletter-block sqs-block-newsletter"><div class="sqs-block-content">\
        <form class="newsletter-form"><h2 class="newsletter-form-header-title">Subscribe</h2><p>Sign up with your email \
        address to receive news and updates.</p><input name="email" type="email" placeholder="Email Address">\
        <button type="submit">Sign Up</button></form></div></div></footer>
        </body></html>
        """

    /// The post comes out whole: the short code block before the button
    /// block is the story's (it was taken for the label of the button's
    /// link and went with it), the picture keeps its caption; the
    /// platform's furniture goes.
    @Test func aSquarespacePostKeepsItsCodeAndCaptionWithoutItsFurniture() throws {
        let article = try Convert.page(Self.squarespacePost, url: "https://www.wildtable.com/journal/foraging-ramps")
        let text = Convert.body(of: article)
        #expect(text.contains("\n```\nratio = leaves / butter\n# 2 : 1 by volume\n```\n"), "\(text)")
        #expect(
            text.contains(
                "=> https://images.squarespace-cdn.com/content/v1/5a1b/ramps-patch.jpg The patch above the creek, "
                    + "photographed on April 6.\n"))
        #expect(text.contains("\n## Cooking them\n"))
        #expect(text.hasSuffix("Next week: fiddleheads, and why you should always cook them.\n"), "\(text)")
        #expect(article.metadata.author == "Marta Kowalczyk")
        #expect(article.metadata.published?.hasPrefix("2024-04-12") == true)
        for furniture in ["Newer Post", "Older Post", "Likes", "Facebook", "Comments", "Sign Up", "Morel season"] {
            #expect(!text.contains(furniture), "\(furniture)")
        }
    }
}

extension HostedBlogTests {
    // MARK: DEV (Forem)

    /// A DEV post: its code in Rouge's `highlight` boxes beside the
    /// fullscreen buttons, and another post embedded as a card
    /// (`ltag__link`: the writer's picture in one link, the post's title
    /// in an `<h2>` and its byline in an `<h3>` in the next), then the
    /// reactions, the comments and "Read next".
    static let devPost = """
        <!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
        <title>Debouncing in plain JavaScript, without lodash - DEV Community</title>
        <meta property="og:title" content="Debouncing in plain JavaScript, without lodash" />
        <meta property="og:site_name" content="DEV Community" /><meta name="author" content="Priya Raman">
        </head><body class="default-header">
        <header class="crayons-header"><a href="/" class="site-logo">DEV Community</a>\
        <a href="/enter" class="c-link">Log in</a><a href="/enter?state=new-user" class="c-cta">Create account</a></header>
        <div class="crayons-layout crayons-layout--3-cols crayons-layout--article">
        <aside class="crayons-layout__sidebar-left" aria-label="Article actions"><div class="crayons-article-actions__inner">\
        <button id="reaction-butt-like" aria-label="Like" class="crayons-reaction"><span class="crayons-reaction__count">48\
        </span></button><button id="reaction-drawer-trigger" aria-label="Jump to Comments" class="crayons-reaction">\
        <span class="crayons-reaction__count">7</span></button></div></aside>
        <main id="main-content" class="crayons-layout__content"><div class="article-wrapper">
        <article class="crayons-card crayons-article mb-4" id="article-show-container">
        <header class="crayons-article__header" id="main-title"><div class="crayons-article__header__meta">
        <div class="pl-3 flex-1"><a href="/priyacodes" class="crayons-link fw-bold">Priya Raman</a>
        <p class="fs-xs color-base-60">Posted on <time datetime="2024-02-19T09:41:12Z" class="date-no-year">Feb 19</time></p></div>
        <div class="mb-4 spec__tags flex flex-wrap"><a class="crayons-tag" href="/t/javascript">\
        <span class="crayons-tag__prefix">#</span>javascript</a><a class="crayons-tag" href="/t/webdev">\
        <span class="crayons-tag__prefix">#</span>webdev</a></div>
        <h1 class="fs-3xl fw-bold lh-tight mb-2 long">Debouncing in plain JavaScript, without lodash</h1></div></header>
        <div class="crayons-article__main"><div class="crayons-article__body text-styles spec__body" id="article-body">
        <p>Every search box I have built fires a request on each key press at first. Debouncing is the fix: wait \
        until the user stops typing, then do the work once. You do not need a library for it.</p>
        <h2><a name="the-function" href="#the-function"></a> The function</h2>
        <p>Here is the whole thing. It keeps one timer and restarts it on every call:</p>
        <div class="highlight js-code-highlight"><pre class="highlight javascript"><code>\
        <span class="kd">function</span> <span class="nf">debounce</span><span class="p">(</span>fn, wait<span class="p">)\
        </span> <span class="p">{</span>
          <span class="kd">let</span> timer<span class="p">;</span>
        <span class="p">}</span>
        </code></pre><div class="highlight__panel js-actions-panel"><div class="highlight__panel-action \
        js-fullscreen-code-action"><svg class="highlight-action crayons-icon"><title>Enter fullscreen mode</title>\
        <path d="M16 3h6v6h-2V5h-4V3z"></path></svg><svg class="highlight-action crayons-icon"><title>Exit fullscreen \
        mode</title><path d="M18 7h4v2h-6V3h2v4z"></path></svg></div></div></div>
        <h2><a name="testing-it" href="#testing-it"></a> Testing it</h2>
        <p>With fake timers the test is short, and the throttle I wrote last time works the same way:</p>
        <div class="ltag__link">
          <a href="/priyacodes/throttle-4a1b" class="ltag__link__link"><div class="ltag__link__pic">\
        <img src="https://media2.dev.to/dynamic/image/width=150,height=150/avatar.png" alt="priyacodes"></div></a>
          <a href="/priyacodes/throttle-4a1b" class="ltag__link__link"><div class="ltag__link__content">
            <h2>Throttling in plain JavaScript</h2>
            <h3>Priya Raman ・ Feb 5</h3>
            <div class="ltag__link__taglist"><span class="ltag__link__tag">#javascript</span></div>
          </div></a>
        </div>
        <p>That is all there is to it. The lodash source is very readable if you want the leading and trailing options.</p>
        </div></div>
        <section id="comments"><header><h2 class="crayons-subtitle-1">Top comments (7)</h2></header>
        <div class="comment__body text-styles text-styles--secondary body"><p>Nice! I would add a cancel method.</p>\
        </div></section>
        </article></div>
        <div class="crayons-card crayons-card--secondary text-padding" id="read-next"><h2 class="crayons-subtitle-1">Read next\
        </h2><a href="/someone/async-iterators-5f1c" class="crayons-story"><h4 class="crayons-story__title">Async \
        iterators in practice</h4><p>Sam Lee - Feb 12</p></a><a href="/other/web-workers-3a9e" class="crayons-story">\
        <h4 class="crayons-story__title">Web workers without a bundler</h4><p>Ana Ruiz - Feb 14</p></a></div>
        </main></div>
        <footer id="footer" class="crayons-footer"><p>DEV Community — A constructive and inclusive social network for \
        software developers.</p></footer>
        </body></html>
        """

    /// The post embedded as a card is one link line titled by the post,
    /// its byline a line under it: its `<h2>` and `<h3>` are no sections
    /// of the story (they were entries of its contents) and the writer's
    /// picture beside it is the other post's, no picture of the story.
    @Test func aDevPostsEmbeddedPostIsALinkLineNotSections() throws {
        let article = try Convert.page(Self.devPost, url: "https://dev.to/priyacodes/debouncing-in-plain-javascript-4k2j")
        let text = Convert.body(of: article)
        #expect(article.headings.map(\.title) == ["The function", "Testing it"], "\(text)")
        #expect(text.contains("\n=> https://dev.to/priyacodes/throttle-4a1b Throttling in plain JavaScript\n"), "\(text)")
        #expect(text.contains("\nPriya Raman ・ Feb 5\n"), "\(text)")
        #expect(!text.contains("avatar.png"), "\(text)")
        #expect(text.contains("```javascript\nfunction debounce(fn, wait) {\n  let timer;\n}\n```"), "\(text)")
        for furniture in ["Top comments", "Read next", "fullscreen", "Async iterators", "Create account"] {
            #expect(!text.contains(furniture), "\(furniture)")
        }
    }
}

extension HostedBlogTests {
    // MARK: Tumblr

    /// A Tumblr post as a theme shows it: the reblog trail (each part under
    /// the name of the blog that wrote it), then the post's footer with its
    /// date, source, tags, notes count and buttons, then the notes.
    static let tumblrPost = """
        <!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
        <title>knitting-at-night — The sweater that took three winters</title>
        <meta property="og:type" content="tumblr-feed:text">
        <meta property="og:title" content="The sweater that took three winters">
        <meta property="og:site_name" content="knitting-at-night"></head>
        <body><div id="container">
        <header id="header"><a href="/" class="blog-title"><h1>knitting at night</h1></a>\
        <p class="description">Yarn, patterns, and slow projects. She/her.</p>
        <nav><a href="/">Home</a> <a href="/archive">Archive</a> <a href="/ask">Ask me anything</a></nav></header>
        <div id="posts"><article class="post text" id="post-742193845123456789"><div class="post-content">
        <div class="reblog-list"><div class="reblog-list-item">
        <div class="reblog-header"><a href="https://woolgatherer.tumblr.com/post/742100000000000001" \
        class="reblog-tumblelog-name"><img class="reblog-avatar" src="https://64.media.tumblr.com/avatar_wg_64.png" \
        alt="" width="24" height="24">woolgatherer</a>:</div>
        <div class="reblog-content"><h2>The sweater that took three winters</h2>
        <p>I cast on this sweater in November 2021, ripped it back twice, and finished the second sleeve last week. \
        It is a plain raglan in a wool my aunt spun from her own sheep, and it is the warmest thing I own.</p>
        <p>The pattern is my own, loosely: 200 stitches at the hem, decreases every fourth row at the raglan lines. \
        If anyone wants the numbers I will write them up.</p></div></div>
        <div class="reblog-list-item"><div class="reblog-header"><a \
        href="https://knitting-at-night.tumblr.com/post/742193845123456789" class="reblog-tumblelog-name">\
        <img class="reblog-avatar" src="https://64.media.tumblr.com/avatar_kan_64.png" alt="" width="24" height="24">\
        knitting-at-night</a>:</div>
        <div class="reblog-content"><p>Please do write them up! I have been looking for a raglan pattern without any \
        shaping at the waist.</p></div></div></div></div>
        <footer class="post-meta"><div class="post-date"><a href="https://knitting-at-night.tumblr.com/post/742193845123456789">\
        <time datetime="2024-02-03T21:14:05Z">February 3, 2024</time></a></div>
        <ul class="tags"><li><a href="https://knitting-at-night.tumblr.com/tagged/knitting">#knitting</a></li>\
        <li><a href="https://knitting-at-night.tumblr.com/tagged/sweaters">#sweaters</a></li></ul>
        <div class="notes-count"><a href="https://knitting-at-night.tumblr.com/post/742193845123456789#notes">1,204 notes\
        </a></div><div class="controls"><a href="https://www.tumblr.com/reblog/742193845123456789/xYz" class="reblog">\
        Reblog</a> <a href="#" class="like">Like</a></div></footer>
        <section id="notes"><ol class="notes"><li class="note like"><span class="action"><a \
        href="https://fibreart.tumblr.com/" class="tumblelog">fibreart</a> liked this</span></li></ol></section>
        </article></div>
        <footer id="footer"><p>Theme by <a href="https://themes.tumblr.com/">Tumblr</a></p></footer>
        </div></body></html>
        """

    static let tumblrAddress = "https://knitting-at-night.tumblr.com/post/742193845123456789/the-sweater-that-took"

    /// A reblogged post reads as its trail: each part under the name of the
    /// blog that wrote it ("woolgatherer:", then "knitting-at-night:" over
    /// the reply), where the names went as links and the parts ran together
    /// as one writer's; the blog's description in its header, the tags, the
    /// notes and the buttons go.
    @Test func aTumblrReblogNamesTheBlogOverEachPart() throws {
        let text = Convert.body(of: try Convert.page(Self.tumblrPost, url: Self.tumblrAddress))
        let first = try #require(text.range(of: "woolgatherer:"), "\(text)")
        let sweater = try #require(text.range(of: "I cast on this sweater"))
        let second = try #require(text.range(of: "knitting-at-night:"), "\(text)")
        let reply = try #require(text.range(of: "Please do write them up!"))
        #expect(first.upperBound < sweater.lowerBound && sweater.upperBound < second.lowerBound)
        #expect(second.upperBound < reply.lowerBound)
        for furniture in ["Yarn, patterns", "#knitting", "1,204 notes", "Reblog", "liked this"] {
            #expect(!text.contains(furniture), "\(furniture)")
        }
    }

    /// The date a Tumblr theme shows in the post's footer, under its text,
    /// is the post's when nothing else dates it; the dates of a list of
    /// posts, each in its own footer, date none.
    @Test func aTumblrPostIsDatedByItsFooter() throws {
        #expect(try Convert.page(Self.tumblrPost, url: Self.tumblrAddress).metadata.published?.hasPrefix("2024-02-03") == true)
        let article = "<article class=\"post\"><p>A short post.</p><footer><time datetime=\"2024-01-0%d\">Jan</time>"
            + "</footer></article>"
        let list = "<html><head><title>knitting at night</title></head><body>"
            + String(format: article, 1) + String(format: article, 2) + "</body></html>"
        let listed = MetadataExtractor.extract(
            from: HTMLDocument.parse(list), url: URL(string: "https://knitting-at-night.tumblr.com/"))
        #expect(listed.published == nil)
        let single = list.replacingOccurrences(of: String(format: article, 2), with: "")
        let dated = MetadataExtractor.extract(
            from: HTMLDocument.parse(single), url: URL(string: "https://knitting-at-night.tumblr.com/post/1"))
        #expect(dated.published?.hasPrefix("2024-01-01") == true)
    }
}

extension HostedBlogTests {
    // MARK: Micro.blog

    /// A Micro.blog post names its writer in microformats' author card,
    /// which its theme hides (`<span class="p-author h-card" style="display:none">`).
    @Test func aMicroBlogPostIsByTheAuthorOfItsHiddenCard() throws {
        let html = """
            <!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Jane Kirk</title></head><body>
            <nav class="site-nav"><a class="site-title" href="https://jkirk.micro.blog/">Jane Kirk</a>\
            <a class="page-link" href="/about/">About</a> <a class="page-link" href="/archive/">Archive</a></nav>
            <div class="page-content"><div class="post h-entry"><header class="post-header">
            <h1 class="post-title p-name">The library reopened</h1>
            <p class="post-meta"><a href="https://jkirk.micro.blog/2024/03/04/the-library-reopened.html" class="u-url">\
            <time class="dt-published" datetime="2024-03-04 10:12:33 -0500">Mar 4, 2024</time></a></p>
            <span class="p-author h-card" style="display:none"><a class="u-url" href="https://jkirk.micro.blog/">\
            Jane Kirk</a></span></header>
            <div class="post-content e-content"><p>After eighteen months of building work our branch library opened \
            again this morning. The reading room has its old windows back, and somebody fixed the radiator.</p>
            <p>They kept the card catalogue, too, though nobody uses it. I looked up The Peregrine in it anyway, out \
            of habit, and found it where it always was.</p></div></div></div></body></html>
            """
        let article = try Convert.page(html, url: "https://jkirk.micro.blog/2024/03/04/the-library-reopened.html")
        #expect(article.metadata.author == "Jane Kirk")
        #expect(article.metadata.title == "The library reopened")
    }
}

extension HostedBlogTests {
    // MARK: DEV (Forem): the cover

    /// A DEV post with a cover: the picture in `div.crayons-article__cover`
    /// at the top of the post's header, over the writer's avatar, name and
    /// date, the headline and the tags; the page names the same upload as
    /// its `og:image` in another size.
    static let devPostWithCover = """
        <!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
        <title>Throttling in plain JavaScript - DEV Community</title>
        <meta property="og:title" content="Throttling in plain JavaScript" />
        <meta property="og:image" content="https://media2.dev.to/dynamic/image/width=1000,height=500,fit=cover,gravity=auto,format=auto/https%3A%2F%2Fdev-to-uploads.s3.amazonaws.com%2Fuploads%2Farticles%2Fq8h2.png" />
        <meta property="og:site_name" content="DEV Community" /><meta name="author" content="Priya Raman">
        </head><body class="default-header">
        <header class="crayons-header"><a href="/" class="site-logo">DEV Community</a><a href="/enter" class="c-link">Log in</a><a href="/enter?state=new-user" class="c-cta">Create account</a></header>
        <div class="crayons-layout crayons-layout--3-cols crayons-layout--article">
        <aside class="crayons-layout__sidebar-left" aria-label="Article actions"><div class="crayons-article-actions__inner"><button id="reaction-butt-like" aria-label="Like" class="crayons-reaction"><span class="crayons-reaction__count">48</span></button></div></aside>
        <main id="main-content" class="crayons-layout__content"><div class="article-wrapper">
        <article class="crayons-card crayons-article mb-4" id="article-show-container" data-article-id="1765432" data-path="/priyacodes/throttle-4a1b">
        <header class="crayons-article__header" id="main-title">
        <div class="crayons-article__cover">
        <img src="https://media2.dev.to/dynamic/image/width=1000,height=420,fit=cover,gravity=auto,format=auto/https%3A%2F%2Fdev-to-uploads.s3.amazonaws.com%2Fuploads%2Farticles%2Fq8h2.png" width="1000" height="420" style="background-color:#dddddd;" class="crayons-article__cover__image" alt="Cover image for Throttling in plain JavaScript">
        </div>
        <div class="crayons-article__header__meta">
        <div class="flex s:items-start flex-col s:flex-row"><div class="flex flex-1 mb-5 items-start"><div class="relative"><a href="/priyacodes"><img class="radius-full align-middle" src="https://media2.dev.to/dynamic/image/width=50,height=50/avatar.png" width="40" height="40" alt="Priya Raman"></a></div>
        <div class="pl-3 flex-1"><a href="/priyacodes" class="crayons-link fw-bold">Priya Raman</a>
        <p class="fs-xs color-base-60">Posted on <time datetime="2024-02-05T09:41:12Z" class="date-no-year">Feb 5</time></p></div></div></div>
        <h1 class="fs-3xl m:fs-4xl l:fs-5xl fw-bold s:fw-heavy lh-tight mb-2 long-title">Throttling in plain JavaScript</h1>
        <div class="spec__tags flex flex-wrap"><a class="crayons-tag crayons-tag--monochrome" href="/t/javascript"><span class="crayons-tag__prefix">#</span>javascript</a><a class="crayons-tag crayons-tag--monochrome" href="/t/webdev"><span class="crayons-tag__prefix">#</span>webdev</a></div>
        </div></header>
        <div class="crayons-article__main"><div class="crayons-article__body text-styles spec__body" data-article-id="1765432" id="article-body">
        <p>Scroll handlers fire dozens of times a second, and most of that work is wasted. Throttling runs the handler at most once in a given interval, however often the event fires.</p>
        <p>It differs from debouncing, which waits for a pause: a throttled handler keeps running while the user scrolls, just less often.</p>
        <h2><a name="the-function" href="#the-function"></a> The function</h2>
        <p>Here is the whole thing. It remembers when it last ran and skips calls that come too soon.</p>
        <p>The first call always runs, so the page reacts at once when the user starts scrolling.</p>
        <p>Later calls inside the interval are dropped rather than queued, which keeps memory flat.</p>
        <p>That is all there is to it. Next time I will add a trailing call so the last position is never lost.</p>
        </div></div>
        <section id="comments"><header><h2 class="crayons-subtitle-1">Top comments (2)</h2></header><div class="comment__body text-styles text-styles--secondary body"><p>Nice! I would add a cancel method.</p></div></section>
        </article></div>
        </main></div>
        <footer id="footer" class="crayons-footer"><p>DEV Community — A constructive and inclusive social network for software developers.</p></footer>
        </body></html>
        """

    /// The cover is the post's lead picture, once, where it was left out
    /// with the header's avatar and tags.
    @Test func aDevPostsCoverIsItsLeadPictureOnce() throws {
        let article = try Convert.page(Self.devPostWithCover, url: "https://dev.to/priyacodes/throttle-4a1b")
        let text = Convert.body(of: article)
        #expect(text.components(separatedBy: "q8h2.png").count == 2, "\(text)")
        #expect(
            text.hasPrefix(
                "=> https://media2.dev.to/dynamic/image/width=1000,height=420,fit=cover,gravity=auto,format=auto/"
                    + "https%3A%2F%2Fdev-to-uploads.s3.amazonaws.com%2Fuploads%2Farticles%2Fq8h2.png "
                    + "Cover image for Throttling in plain JavaScript\n\nScroll handlers fire"), "\(text)")
        for furniture in ["avatar.png", "#javascript", "Top comments", "Create account"] {
            #expect(!text.contains(furniture), "\(furniture)")
        }
    }
}

extension HostedBlogTests {
    // MARK: HubSpot

    /// A post of a blog HubSpot's CMS serves: its body in
    /// `span#hs_cos_wrapper_post_body`, a call-to-action button in it (a
    /// picture of the request, "Download the free fuel audit checklist",
    /// linking through HubSpot's tracker), then the tags, the comments'
    /// form, related posts and the footer's subscription form.
    static let hubSpotPost = """
        <!doctype html><html lang="en"><head>
        <meta charset="utf-8">
        <title>Five ways to cut a harbour's fuel bill</title>
        <meta name="description" content="Shore power, better tugs and three smaller changes.">
        <meta property="og:title" content="Five ways to cut a harbour's fuel bill">
        <meta property="og:type" content="article">
        <meta name="author" content="Jane Roe">
        <meta property="article:published_time" content="2024-03-02T09:15:00Z">
        <meta name="generator" content="HubSpot">
        </head>
        <body>
        <div class="body-wrapper hs-content-id-123 hs-blog-post hs-blog-id-456">
        <header class="header"><div class="header__container"><a href="https://www.portkit.example" class="header__logo--main"><img src="https://www.portkit.example/hubfs/logo.svg" alt="PortKit"></a><nav class="navigation-primary"><ul class="submenu level-1"><li class="menu-item"><a href="/product" class="menu-link">Product</a></li><li class="menu-item"><a href="/blog" class="menu-link">Blog</a></li></ul></nav><a class="button" href="/demo">Book a demo</a></div></header>
        <main id="main-content" class="body-container-wrapper">
        <div class="body-container body-container--blog-post">
        <div class="content-wrapper">
        <article class="blog-post">
        <h1><span id="hs_cos_wrapper_name" class="hs_cos_wrapper hs_cos_wrapper_meta_field hs_cos_wrapper_type_text" style="" data-hs-cos-general-type="meta_field" data-hs-cos-type="text">Five ways to cut a harbour's fuel bill</span></h1>
        <div class="blog-post__meta"><a href="https://www.portkit.example/blog/author/jane-roe">Jane Roe</a><time datetime="2024-03-02 09:15:00" class="blog-post__timestamp">Mar 2, 2024 9:15:00 AM</time></div>
        <div class="blog-post__body">
        <span id="hs_cos_wrapper_post_body" class="hs_cos_wrapper hs_cos_wrapper_meta_field hs_cos_wrapper_type_rich_text" style="" data-hs-cos-general-type="meta_field" data-hs-cos-type="rich_text"><p>Fuel is the second biggest cost for most small harbours, after wages. Here are five changes that pay for themselves.</p>
        <!--more--><p>We looked at the accounts of twelve harbours in the region and asked their masters what had worked.</p>
        <h2>1. Shore power</h2>
        <p>Ships that plug in at the berth switch off their generators, and the harbour sells the electricity at a margin.</p>
        <p><img src="https://www.portkit.example/hs-fs/hubfs/shore-power.jpg?width=800&amp;name=shore-power.jpg" alt="A shore power cabinet on the quay" width="800" loading="lazy" style="width: 800px; margin-left: auto; margin-right: auto; display: block;"></p>
        <p style="text-align: center;"><em>A shore power cabinet at Kingsport's north quay.</em></p>
        <h2>2. Better tugs</h2>
        <p>A modern hybrid tug burns a third less fuel than the boats most harbours bought in the 1990s.</p>
        <div class="hs-cta-embed hs-cta-simple-placeholder hs-cta-embed-184523" style="max-width:100%; max-height:100%; width:600px;height:150px" data-hubspot-wrapper-cta-id="184523"><a href="https://cta-service-cms2.hubspot.com/web-interactives/public/v1/track/redirect?encryptedPayload=AVxigLJ&amp;webInteractiveContentId=184523&amp;portalId=456" target="_blank" rel="noopener" crossorigin="anonymous"><img alt="Download the free fuel audit checklist" loading="lazy" src="https://no-cache.hubspot.com/cta/default/456/interactive-184523.png" style="height: 100%; width: 100%; object-fit: fill" onerror="this.style.display='none'"></a></div>
        <h2>3. Three smaller changes</h2>
        <p>Switching the yard lights to LEDs, fixing compressed-air leaks and idling rules for trucks saved one harbour a fifth of its bill.</p>
        <p>None of these needs a grant, and all of them pay back within two years.</p>
        </span>
        </div>
        <div class="blog-post__tags"><svg version="1.0" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" aria-hidden="true"><g><path d="M0 252.118V48C0"></path></g></svg><a class="blog-post__tag-link" href="https://www.portkit.example/blog/tag/energy">Energy</a><a class="blog-post__tag-link" href="https://www.portkit.example/blog/tag/operations">Operations</a></div>
        </article>
        <div class="blog-comments"><div id="hs_cos_wrapper_blog_comments" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module"><div class="section post-footer"><div id="comments-listing" class="new-comments"></div><div id="hs_form_target_hubspot-blog-comments"></div></div></div></div>
        </div>
        <section class="blog-related-posts"><div class="content-wrapper"><h2>Related posts</h2><div class="blog-related-posts__list"><article class="blog-related-posts__post"><a class="blog-related-posts__image-link" href="/blog/shore-power-costs"><img class="blog-related-posts__image" src="https://www.portkit.example/hubfs/sp.jpg" alt="Shore power"></a><div class="blog-related-posts__content"><h3 class="blog-related-posts__title"><a class="blog-related-posts__title-link" href="/blog/shore-power-costs">What shore power really costs</a></h3><p>Jane Roe</p></div></article><article class="blog-related-posts__post"><a class="blog-related-posts__image-link" href="/blog/hybrid-tugs"><img class="blog-related-posts__image" src="https://www.portkit.example/hubfs/tug.jpg" alt="A tug"></a><div class="blog-related-posts__content"><h3 class="blog-related-posts__title"><a class="blog-related-posts__title-link" href="/blog/hybrid-tugs">Are hybrid tugs worth it?</a></h3><p>Tom Pascoe</p></div></article></div></div></section>
        </div>
        </main>
        <footer class="footer"><div class="footer__container"><div class="hs_cos_wrapper hs_cos_wrapper_widget"><h3>Subscribe to our blog</h3><form id="hsForm_abc"><label>Email*</label><input type="email" name="email"><input type="submit" value="Subscribe"></form></div><p>© 2024 PortKit</p></div></footer>
        </div>
        </body></html>
        """

    /// The call to action goes with its picture and its tracked link; the
    /// post's own picture and all its sections stay.
    @Test func aHubSpotPostsCallToActionGoes() throws {
        let article = try Convert.page(Self.hubSpotPost, url: "https://www.portkit.example/blog/five-ways-fuel")
        let text = Convert.body(of: article)
        #expect(article.headings.map(\.title) == ["1. Shore power", "2. Better tugs", "3. Three smaller changes"])
        #expect(text.contains("shore-power.jpg A shore power cabinet at Kingsport's north quay.\n"), "\(text)")
        #expect(text.contains("1990s.\n\n## 3. Three smaller changes"), "\(text)")
        for furniture in ["fuel audit checklist", "cta-service", "interactive-184523", "Related posts", "Subscribe"] {
            #expect(!text.contains(furniture), "\(furniture)")
        }
    }
}
