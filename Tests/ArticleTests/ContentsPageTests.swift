import Foundation
import Testing

@testable import Article

/// A page that is a table of contents (a manual's index page, a book's
/// list of chapters) reads as its lists of links: each entry a link line
/// labelled with its words, one under the other, where the page gave no
/// article because nothing in it reads as prose.
@Suite struct ContentsPageTests {
    /// DocBook's page for a book: navigation bars, the title page and
    /// `<div class="toc">`, a `<dl>` of chapters with their sections in
    /// lists inside the descriptions (as Valgrind's manual index is).
    static let docBookIndex = """
        <html><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
        <title>The Tide Logger Guide</title>
        <meta name="generator" content="DocBook XSL Stylesheets Vsnapshot">
        <link rel="prev" href="index.html" title="Tide Logger Documentation">
        <link rel="next" href="guide-intro.html" title="1. Introduction">
        </head>
        <body>
        <div><table class="nav" width="100%" summary="Navigation header"><tr>
        <td><a accesskey="p" href="index.html"><img src="images/prev.png" alt="Prev"></a></td>
        <td><a accesskey="u" href="index.html"><img src="images/up.png" alt="Up"></a></td>
        <th align="center">Tide Logger Documentation</th>
        <td><a accesskey="n" href="guide-intro.html"><img src="images/next.png" alt="Next"></a></td>
        </tr></table></div>
        <div class="book">
        <div class="titlepage"><div>
        <div><h1 class="title"><a name="guide"></a>The Tide Logger Guide</h1></div>
        <div><p class="releaseinfo">Release 2.4.0 11 Apr 2022</p></div>
        <div><p class="copyright">Copyright © 2019-2022 <a class="ulink" href="https://tides.example/people.html">The Harbour Trust</a></p></div>
        </div><hr></div>
        <div class="toc">
        <p><b>Table of Contents</b></p>
        <dl class="toc">
        <dt><span class="article"><a href="guide.html">The Tide Logger Guide</a></span></dt>
        <dd><dl>
        <dt><span class="sect1"><a href="guide-intro.html">1. Introduction</a></span></dt>
        <dt><span class="sect1"><a href="guide-setup.html">2. Setting up a gauge</a></span></dt>
        <dd><dl>
        <dt><span class="sect2"><a href="guide-setup.html#guide-setup.mount">2.1. Mounting the sensor</a></span></dt>
        <dt><span class="sect2"><a href="guide-setup.html#guide-setup.datum">2.2. Choosing a datum</a></span></dt>
        </dl></dd>
        <dt><span class="sect1"><a href="guide-logs.html">3. Reading the logs</a></span></dt>
        </dl></dd>
        </dl>
        </div>
        </div>
        <div><br><table class="nav" width="100%" summary="Navigation footer">
        <tr><td width="33%" align="left"><a accesskey="p" href="index.html">&lt;&lt; Tide Logger Documentation</a></td>
        <td width="34%" align="center"><a accesskey="u" href="index.html">Up</a></td>
        <td width="33%" align="right"><a accesskey="n" href="guide-intro.html">1. Introduction &gt;&gt;</a></td></tr>
        <tr><td width="33%" align="left" valign="top">Tide Logger Documentation</td>
        <td width="34%" align="center"><a accesskey="h" href="index.html">Home</a></td>
        <td width="33%" align="right" valign="top">1. Introduction</td></tr>
        </table></div>
        </body></html>
        """

    @Test func aBooksTableOfContentsIsItsText() throws {
        let article = try Convert.page(Self.docBookIndex, url: "https://tides.example/docs/guide-index.html")
        #expect(article.title == "The Tide Logger Guide")
        let body = Convert.body(of: article)
        // The first entry names the book as the page's title does: it is an entry, no repeated headline.
        #expect(
            body.hasSuffix(
                """
                Table of Contents

                => https://tides.example/docs/guide.html The Tide Logger Guide
                => https://tides.example/docs/guide-intro.html 1. Introduction
                => https://tides.example/docs/guide-setup.html 2. Setting up a gauge
                => https://tides.example/docs/guide-setup.html#guide-setup.mount 2.1. Mounting the sensor
                => https://tides.example/docs/guide-setup.html#guide-setup.datum 2.2. Choosing a datum
                => https://tides.example/docs/guide-logs.html 3. Reading the logs

                """), "\(body)")
        #expect(!body.contains("Up"), "\(body)")
        #expect(!body.contains("<<"), "\(body)")
    }

    /// Node.js's API index: the lists in the page's main region, the same
    /// lists again in its sidebar, and a header with the version picker.
    static let apiIndex = """
        <html><head><title>Index | Tide Logger v2.4.0 Documentation</title></head><body>
        <div id="content" class="clearfix">
        <div role="navigation" id="column2" class="interior">
        <ul><li><a href="index.html" class="nav-active">Index</a></li><li><a href="all.html">View on single page</a></li></ul>
        <hr class="line"><ul><li><a href="gauge.html">Gauges</a></li><li><a href="logs.html">Logs</a></li></ul>
        </div>
        <div id="column1" data-id="index" class="interior">
        <header class="header"><div class="header-container"><h1>Tide Logger v2.4.0 documentation</h1></div>
        <div id="gtoc"><ul><li class="picker-header"><a href="#alt-docs">Other versions</a></li>
        <li><a href="all.html">View on single page</a></li></ul></div></header>
        <div role="main" id="apicontent">
        <ul><li><a href="documentation.html">About this documentation</a></li>
        <li><a href="synopsis.html">Usage and example</a></li></ul>
        <hr class="line">
        <ul><li><a href="gauge.html">Gauges</a></li><li><a href="logs.html">Logs</a></li>
        <li><a href="datum.html">Datums and benchmarks</a></li></ul>
        <hr class="line">
        <ul><li><a href="https://git.tides.example/logger">Code repository and issue tracker</a></li></ul>
        </div></div></div></body></html>
        """

    @Test func anAPIIndexIsTheListsInItsMainRegion() throws {
        let article = try Convert.page(Self.apiIndex, url: "https://tides.example/api/index.html")
        let body = Convert.body(of: article)
        #expect(
            body.hasSuffix(
                """
                => https://tides.example/api/documentation.html About this documentation
                => https://tides.example/api/synopsis.html Usage and example

                => https://tides.example/api/gauge.html Gauges
                => https://tides.example/api/logs.html Logs
                => https://tides.example/api/datum.html Datums and benchmarks

                => https://git.tides.example/logger Code repository and issue tracker

                """), "\(body)")
        #expect(!body.contains("View on single page"), "\(body)")
        #expect(!body.contains("Other versions"), "\(body)")
    }

    /// An article's list of links to other stories, outside its furniture and named nothing, stays out.
    @Test func anArticlesListOfLinksStaysOut() throws {
        let page = """
            <html><head><title>The quay reopens</title></head><body><div class="post"><h1>The quay reopens</h1>
            <p>The north quay reopened on Monday after a winter of repairs, with the new piles in place and the \
            crane back at work, and the first ferry tied up there before noon.</p>
            <p>The harbour master said the work, which ran three weeks late, cost less than the council had set \
            aside, and that the south quay would be next.</p>
            <ul><li><a href="/a">Ferry timetable changes for the summer</a></li>
            <li><a href="/b">Council approves the harbour budget</a></li>
            <li><a href="/c">New tide gauges on the north quay</a></li></ul></div></body></html>
            """
        let body = Convert.body(of: try Convert.page(page, url: "https://tides.example/news/quay.html"))
        #expect(body.contains("south quay would be next."), "\(body)")
        #expect(!body.contains("Ferry timetable"), "\(body)")
    }
}
