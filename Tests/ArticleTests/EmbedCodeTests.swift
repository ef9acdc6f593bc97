import Foundation
import Testing

@testable import Article

/// Embeds written as their hosts' embed codes or as an AMP page's
/// elements, each a link line that says what it is (a chart, code, a
/// video, a post) and leads to where a reader sees it, in a whole page
/// as the publishing system writes it.
@Suite struct EmbedCodeTests {
    /// A WordPress post's AMP page (the AMP plugin's reader mode): its
    /// featured picture an `<amp-img>` around a `<noscript><img>`, share
    /// buttons, ads (`<amp-ad>`, `<amp-sticky-ad>`, `<amp-embed>`), a
    /// YouTube video, a carousel of captioned pictures, a tweet with its
    /// text and one without, an Instagram post, a Datawrapper chart in an
    /// `<amp-iframe>` over its placeholder picture, an `<amp-video>` with
    /// its fallback words, an accordion of questions.
    static let ampPage = """
        <!doctype html>
        <html ⚡ lang="en">
        <head>
        <meta charset="utf-8">
        <title>The harbour's new tide gauges go live - Kingsport Gazette</title>
        <link rel="canonical" href="https://gazette.example/2024/03/harbour-tide-gauges">
        <meta name="viewport" content="width=device-width">
        <meta property="og:site_name" content="Kingsport Gazette">
        <script async src="https://cdn.ampproject.org/v0.js"></script>
        <script async custom-element="amp-youtube" src="https://cdn.ampproject.org/v0/amp-youtube-0.1.js"></script>
        <script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"The harbour's new tide gauges go live","datePublished":"2024-03-02T09:15:00Z","author":{"@type":"Person","name":"Jane Roe"}}</script>
        <style amp-custom>body{font-family:serif}</style>
        </head>
        <body>
        <header class="amp-wp-header"><div><a href="https://gazette.example/">Kingsport Gazette</a></div></header>
        <amp-sticky-ad layout="nodisplay"><amp-ad width="320" height="50" type="doubleclick" data-slot="/1234/gazette/amp_sticky"></amp-ad></amp-sticky-ad>
        <article class="amp-wp-article">
        <header class="amp-wp-article-header">
        <h1 class="amp-wp-title">The harbour's new tide gauges go live</h1>
        <div class="amp-wp-meta amp-wp-byline"><amp-img src="https://gazette.example/avatars/jroe-24.jpg" alt="Jane Roe" width="24" height="24" layout="fixed" class="amp-wp-author-avatar"></amp-img><span class="amp-wp-author author vcard">Jane Roe</span></div>
        <div class="amp-wp-meta amp-wp-posted-on"><time datetime="2024-03-02T09:15:00+00:00">March 2, 2024</time></div>
        </header>
        <figure class="amp-wp-article-featured-image wp-caption">
        <amp-img width="1200" height="800" src="https://gazette.example/uploads/gauge-north-quay.jpg" class="attachment-large size-large wp-post-image" alt="A tide gauge on the north quay" layout="responsive"><noscript><img src="https://gazette.example/uploads/gauge-north-quay.jpg" alt="A tide gauge on the north quay" width="1200" height="800"></noscript></amp-img>
        <p class="wp-caption-text">The new gauge on the north quay, the first of forty.</p>
        </figure>
        <div class="amp-wp-article-content">
        <p class="standfirst"><strong>Forty sensors will report the water's height every minute, the harbour trust says.</strong></p>
        <amp-social-share type="twitter" width="40" height="40"></amp-social-share>
        <amp-social-share type="facebook" width="40" height="40" data-param-app_id="1234"></amp-social-share>
        <amp-social-share type="email" width="40" height="40"></amp-social-share>
        <p>The harbour trust switched on the first of its new tide gauges on Friday morning, ending a decade in which pilots read the water's height off painted boards.</p>
        <p>Each gauge sends a reading every minute to the trust's office on the quay, where the numbers are checked against the tables printed each winter.</p>
        <amp-ad width="300" height="250" type="doubleclick" data-slot="/1234/gazette/amp_inarticle_1" data-multi-size="300x600"><div placeholder>Advertisement</div><div fallback>Advertisement</div></amp-ad>
        <p>"We used to send a boy down the steps with a pole," said Tom Pascoe, the harbour master, who has worked on the quay for thirty years.</p>
        <amp-youtube data-videoid="dQw4w9WgXcQ" layout="responsive" width="480" height="270" title="The first gauge is switched on"></amp-youtube>
        <p>The gauges cost £2.4m, most of it from the port's reserves, and the rest from a government grant for coastal resilience.</p>
        <h2>How the gauges work</h2>
        <p>Each gauge is a radar pointed at the water from a steel arm, measuring the distance to the surface to within a millimetre.</p>
        <amp-carousel width="600" height="400" layout="responsive" type="slides">
        <figure><amp-img src="https://gazette.example/uploads/gauge-arm.jpg" width="600" height="400" layout="responsive" alt="The steel arm"></amp-img><figcaption>The steel arm holds the radar above the water.</figcaption></figure>
        <figure><amp-img src="https://gazette.example/uploads/gauge-box.jpg" width="600" height="400" layout="responsive" alt="The control box"></amp-img><figcaption>The control box sends a reading each minute.</figcaption></figure>
        </amp-carousel>
        <p>Readings go to the pilots' tablets as well, so a pilot bringing a ship in can see the height at each berth before the ship arrives.</p>
        <amp-twitter width="375" height="472" layout="responsive" data-tweetid="1763456789012345678"><blockquote placeholder class="twitter-tweet" data-lang="en"><p lang="en" dir="ltr">The first tide gauge is live on the north quay. Forty more to come this year.</p>&mdash; Kingsport Harbour (@kingsportharbour) <a href="https://twitter.com/kingsportharbour/status/1763456789012345678">March 1, 2024</a></blockquote></amp-twitter>
        <amp-twitter width="375" height="472" layout="responsive" data-tweetid="1763456789012345999"></amp-twitter>
        <p>The trust will publish the readings on its website from April, and says it will keep the painted boards for the time being.</p>
        <amp-instagram data-shortcode="C3xYz12AbCd" data-captioned width="400" height="400" layout="responsive"></amp-instagram>
        <amp-iframe width="600" height="400" layout="responsive" sandbox="allow-scripts allow-same-origin" frameborder="0" src="https://datawrapper.dwcdn.net/AbC12/3/" title="Tide heights at the north quay, March 2024"><amp-img layout="fill" src="https://gazette.example/placeholder.png" placeholder></amp-img></amp-iframe>
        <amp-video width="640" height="360" layout="responsive" controls poster="https://gazette.example/uploads/quay-poster.jpg"><source src="https://gazette.example/uploads/quay.mp4" type="video/mp4"><div fallback><p>Your browser does not support HTML5 video.</p></div></amp-video>
        <amp-accordion class="faq">
        <section expanded><h4>What happens to the painted boards?</h4><div><p>They stay on the quay walls until the trust is sure of the gauges.</p></div></section>
        <section><h4>Can I see the readings?</h4><div><p>From April, on the trust's website.</p></div></section>
        </amp-accordion>
        <p>"It's the biggest change to the harbour since the lock gates," Mr Pascoe said.</p>
        <div class="newsletter-signup"><h3>Get the Gazette's morning briefing</h3><p>Sign up for our free newsletter.</p><a href="https://gazette.example/newsletter">Sign up</a></div>
        </div>
        <footer class="amp-wp-article-footer">
        <div class="amp-wp-meta amp-wp-tax-category">Categories: <a href="https://gazette.example/category/news/">News</a></div>
        <div class="amp-wp-meta amp-wp-tax-tag">Tags: <a href="https://gazette.example/tag/harbour/">harbour</a>, <a href="https://gazette.example/tag/tides/">tides</a></div>
        <div class="amp-wp-meta amp-wp-comments-link"><a href="https://gazette.example/2024/03/harbour-tide-gauges#respond">Leave a Comment</a></div>
        </footer>
        <amp-embed width="100" height="100" type="taboola" layout="responsive" heights="(min-width:1907px) 39%, 100%" data-publisher="gazette" data-mode="thumbnails-a" data-placement="Below Article Thumbnails" data-article="auto"></amp-embed>
        </article>
        <footer class="amp-wp-footer"><div><h2>Kingsport Gazette</h2><a href="#top" class="back-to-top">Back to top</a></div></footer>
        </body>
        </html>
        """

    @Test func anAMPPagesEmbedsAreLinkLinesAndItsAdsGo() throws {
        let article = try Convert.page(Self.ampPage, url: "https://gazette.example/2024/03/harbour-tide-gauges/amp/")
        let text = Convert.body(of: article)
        for line in [
            "=> https://www.youtube.com/watch?v=dQw4w9WgXcQ Video: The first gauge is switched on",
            "=> https://twitter.com/i/status/1763456789012345999 Post",
            "=> https://www.instagram.com/p/C3xYz12AbCd/ Post",
            "=> https://datawrapper.dwcdn.net/AbC12/3/ Chart: Tide heights at the north quay, March 2024",
            "=> https://gazette.example/uploads/quay.mp4 Video",
            "> The first tide gauge is live on the north quay. Forty more to come this year.",
        ] {
            #expect(text.contains("\n" + line + "\n"), "\(line)\n\(text)")
        }
        #expect(text.components(separatedBy: "gauge-north-quay.jpg").count == 2, "\(text)")
        for furniture in ["placeholder.png", "does not support", "Advertisement", "Sign up", "harbour, tides"] {
            #expect(!text.contains(furniture), "\(furniture)")
        }
    }

    /// A news story with the embed codes of charting services (a
    /// Datawrapper frame, a Flourish and an Infogram box their scripts
    /// fill), of CodePen and a GitHub gist, a TikTok video, a Threads post
    /// and two players of podcasts, each as its host writes it.
    static let embedsPage = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>Where the harbour's money goes | Kingsport Gazette</title>
        <meta property="og:site_name" content="Kingsport Gazette">
        <meta property="og:title" content="Where the harbour's money goes">
        <meta name="author" content="Jane Roe">
        <meta property="article:published_time" content="2024-03-02T09:15:00Z">
        </head>
        <body>
        <article>
        <h1>Where the harbour's money goes</h1>
        <p class="byline">By Jane Roe, March 2, 2024</p>
        <p>The harbour trust published its accounts on Friday, and for the first time it put the numbers online as charts anyone can explore.</p>
        <p>The biggest cost is dredging, which takes a third of the budget each year and has grown faster than any other line.</p>
        <iframe title="Dredging costs, 2014-2023" aria-label="Column Chart" id="datawrapper-chart-AbC12" src="https://datawrapper.dwcdn.net/AbC12/3/" scrolling="no" frameborder="0" style="width: 0; min-width: 100% !important; border: none;" height="400" data-external="1"></iframe><script type="text/javascript">!function(){"use strict";window.addEventListener("message",(function(a){if(void 0!==a.data["datawrapper-height"]){}}))}();</script>
        <p>Wages come second, though the trust employs fewer people than it did ten years ago.</p>
        <div class="flourish-embed flourish-chart" data-src="visualisation/16543210"><script src="https://public.flourish.studio/resources/embed.js"></script><noscript><img src="https://public.flourish.studio/visualisation/16543210/thumbnail" width="100%" alt="chart visualization" /></noscript></div>
        <p>Income from ships' dues has been flat since 2019, when the container line moved to the new port up the coast.</p>
        <div class="infogram-embed" data-id="a1b2c3d4-e5f6-7890" data-type="interactive" data-title="Ships' dues by year"></div><script>!function(e,n,i,s){var d="InfogramEmbeds";var o=e.getElementsByTagName(n)[0];}(document,"script","infogram-async","https://e.infogram.com/js/dist/embed-loader-min.js");</script><div style="padding:8px 0;font-family:Arial!important;font-size:13px!important;line-height:15px!important;text-align:center;border-top:1px solid #dadada;margin:0 30px"><a href="https://infogram.com/a1b2c3d4-e5f6-7890" style="color:#989898!important;text-decoration:none!important;" target="_blank">Ships' dues by year</a><br><a href="https://infogram.com" style="color:#989898!important;text-decoration:none!important;" target="_blank" rel="nofollow">Infogram</a></div>
        <h2>Reading the numbers yourself</h2>
        <p>The trust's data team built the charts with a small script that anyone can copy and adapt.</p>
        <p class="codepen" data-height="300" data-default-tab="html,result" data-slug-hash="xYzAbC" data-pen-title="Tide chart" data-user="annlee" style="height: 300px; box-sizing: border-box; display: flex; align-items: center; justify-content: center; border: 2px solid; margin: 1em 0; padding: 1em;">
          <span>See the Pen <a href="https://codepen.io/annlee/pen/xYzAbC">
          Tide chart</a> by Ann Lee (<a href="https://codepen.io/annlee">@annlee</a>)
          on <a href="https://codepen.io">CodePen</a>.</span>
        </p>
        <script async src="https://cpwebassets.codepen.io/assets/embed/ei.js"></script>
        <p>The script that fetches the readings is on GitHub too.</p>
        <script src="https://gist.github.com/annlee/0123456789abcdef0123456789abcdef.js"></script>
        <p>Not everyone is convinced. A harbour cat's owner posted a video of the old boards that has been watched two million times.</p>
        <blockquote class="tiktok-embed" cite="https://www.tiktok.com/@harbourcat/video/7301234567890123456" data-video-id="7301234567890123456" style="max-width: 605px;min-width: 325px;" > <section> <a target="_blank" title="@harbourcat" href="https://www.tiktok.com/@harbourcat?refer=embed">@harbourcat</a> Goodbye to the painted boards on the north quay <a title="harbour" target="_blank" href="https://www.tiktok.com/tag/harbour?refer=embed">#harbour</a> <a target="_blank" title="♬ original sound - harbourcat" href="https://www.tiktok.com/music/original-sound-7301234567890123456?refer=embed">♬ original sound - harbourcat</a> </section> </blockquote> <script async src="https://www.tiktok.com/embed.js"></script>
        <p>The trust answered on Threads.</p>
        <blockquote class="text-post-media" data-text-post-permalink="https://www.threads.net/@harbourtrust/post/C3abcDEFgh" data-text-post-version="0" id="ig-tp-C3abcDEFgh" style=" background:#FFF; border-width: 1px; border-style: solid; border-color: #00000026; border-radius: 16px; max-width:540px; margin: 1px; min-width:270px; padding:0; width:99.375%; width:-webkit-calc(100% - 2px); width:calc(100% - 2px);"> <a href="https://www.threads.net/@harbourtrust/post/C3abcDEFgh" style=" background:#FFFFFF; line-height:0; padding:0 0; text-align:center; text-decoration:none; width:100%; font-family: -apple-system, BlinkMacSystemFont, sans-serif;" target="_blank"> <div style=" padding: 40px; display: flex; flex-direction: column; align-items: center;"> <div style=" display:block; height:32px; width:32px; padding-bottom:20px;"> <svg aria-label="Threads" height="32px" role="img" viewBox="0 0 192 192" width="32px" xmlns="http://www.w3.org/2000/svg"> <path d="M141.537 88.9883C140.71 88.5919"></path></svg></div> <div style=" font-size: 15px; line-height: 21px; color: #999999; font-weight: 400; padding-bottom: 4px; "> Post by @harbourtrust</div> <div style=" font-size: 15px; line-height: 21px; color: #000000; font-weight: 600; "> View on Threads</div></div></a></blockquote>
        <script async src="https://www.threads.net/embed.js"></script>
        <p>The trust's chair talked about the accounts on the local radio's podcast.</p>
        <iframe style="border-radius:12px" src="https://open.spotify.com/embed/episode/4rOoJ6Egrf8K2IrywzwOMk?utm_source=generator" width="100%" height="152" frameBorder="0" allowfullscreen="" allow="autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture" loading="lazy"></iframe>
        <iframe width="100%" height="166" scrolling="no" frameborder="no" allow="autoplay" src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/293&color=%23ff5500&auto_play=false&hide_related=false&show_comments=true&show_user=true&show_reposts=false&show_teaser=true"></iframe><div style="font-size: 10px; color: #cccccc;line-break: anywhere;word-break: normal;overflow: hidden;white-space: nowrap;text-overflow: ellipsis; font-family: Interstate,Lucida Grande,Lucida Sans Unicode,Lucida Sans,Garuda,Verdana,Tahoma,sans-serif;font-weight: 100;"><a href="https://soundcloud.com/townradio" title="Town Radio" target="_blank" style="color: #cccccc; text-decoration: none;">Town Radio</a> · <a href="https://soundcloud.com/townradio/harbour-hour-12" title="Harbour Hour 12" target="_blank" style="color: #cccccc; text-decoration: none;">Harbour Hour 12</a></div>
        <p>The accounts will be debated at the trust's open meeting on March 14.</p>
        </article>
        </body>
        </html>
        """

    @Test func chartsAndCodeAreLinkLinesNamedByWhatTheyAre() throws {
        let article = try Convert.page(Self.embedsPage, url: "https://gazette.example/2024/03/harbour-money")
        let text = Convert.body(of: article)
        for line in [
            "=> https://datawrapper.dwcdn.net/AbC12/3/ Chart: Dredging costs, 2014-2023",
            "=> https://public.flourish.studio/visualisation/16543210/ Chart",
            "=> https://infogram.com/a1b2c3d4-e5f6-7890 Chart: Ships' dues by year",
            "=> https://codepen.io/annlee/pen/xYzAbC Code: Tide chart",
            "=> https://gist.github.com/annlee/0123456789abcdef0123456789abcdef Code",
            "=> https://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk Audio",
        ] {
            #expect(text.contains("\n" + line + "\n"), "\(line)\n\(text)")
        }
        // The words for readers without scripts and the host's credit go with the embed.
        for furniture in ["See the Pen", "=> https://codepen.io/ CodePen", "=> https://infogram.com Infogram"] {
            #expect(!text.contains(furniture), "\(furniture)")
        }
    }

    /// SoundCloud's embed code names a track it plays by number (whose
    /// player's address is the only link to it) in the credit line after
    /// the frame: the link line leads to the track's page and names it.
    @Test func anAudioPlayersCreditLineNamesWhatItPlays() throws {
        let article = try Convert.page(Self.embedsPage, url: "https://gazette.example/2024/03/harbour-money")
        let text = Convert.body(of: article)
        #expect(text.contains("\n=> https://soundcloud.com/townradio/harbour-hour-12 Audio: Harbour Hour 12\n"), "\(text)")
        #expect(!text.contains("w.soundcloud.com/player"), "\(text)")
    }

    @Test func aPostEmbeddedWithoutADateIsSignedByItsHandle() throws {
        let article = try Convert.page(Self.embedsPage, url: "https://gazette.example/2024/03/harbour-money")
        let text = Convert.body(of: article)
        // TikTok's embed names its writer by a link to their profile, "@harbourcat", before the words.
        #expect(
            text.contains(
                """
                > Goodbye to the painted boards on the north quay #harbour ♬ original sound - harbourcat
                > — @harbourcat
                => https://www.tiktok.com/@harbourcat/video/7301234567890123456 Post by @harbourcat
                """), "\(text)")
    }
}
