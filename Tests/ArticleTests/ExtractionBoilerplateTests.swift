import Foundation
import HTML
import Testing

@testable import Article

/// Each kind of boilerplate found inside real articles, left out while the
/// article around it stays.
@Suite struct ExtractionBoilerplateTests {
    /// An article with `insert` between its second and third paragraphs.
    private func probe(inserting insert: String, head: String = "<title>Library funding approved</title>")
        -> ExtractionProbe
    {
        let article = """
            <div class="article-body">
            <p>\(TestPage.prose("one"))</p><p>\(TestPage.prose("two"))</p>
            \(insert)
            <p>\(TestPage.prose("three"))</p><p>\(TestPage.prose("four"))</p>
            </div>
            """
        return ExtractionProbe(TestPage.site(article: article, head: head))
    }

    private func expectArticleKept(_ probe: ExtractionProbe, sourceLocation: SourceLocation = #_sourceLocation) {
        for part in ["one", "two", "three", "four"] {
            #expect(probe.keeps("(\(part) 4)"), "paragraph \(part) kept", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: [
        "comments", "share-bar", "social-links", "related-articles", "newsletter-signup", "subscribe-box",
        "cookie-banner", "gdpr-consent", "paywall-modal", "promo", "sponsored-content", "advertisement", "ad",
        "breadcrumbs", "tags", "author-bio", "byline", "post-meta", "most-popular", "read-more", "outbrain",
        "sidebar-widget", "noprint",
    ])
    func namedBoilerplateIsLeftOut(className: String) {
        let insert = """
            <div class="\(className)"><p>Boilerplate text for \(className), with commas, words and more words here.</p>
            <a href="/elsewhere">A link elsewhere</a></div>
            """
        let probe = probe(inserting: insert)
        expectArticleKept(probe)
        #expect(!probe.keeps("Boilerplate text for \(className)"), "\(className) left out")
    }

    @Test func boilerplateNamedByIdIsLeftOut() {
        let probe = probe(inserting: "<div id=\"comments\"><p>I disagree with this article, strongly, and loudly.</p></div>")
        expectArticleKept(probe)
        #expect(!probe.keeps("I disagree"))
    }

    @Test func anIdMadeFromItsSectionsHeadingIsTheAuthorsWordsNotAHint() {
        // Sphinx, pandoc and R Markdown name each section after its heading.
        let sections = """
            <section id="file-menu-shell-and-editor"><h3>File menu (Shell and Editor)<a class="headerlink" \
            href="#file-menu-shell-and-editor">¶</a></h3><dl><dt>New File</dt><dd><p>Create a new file editing \
            window, with the name of the file as its title, and commas.</p></dd></dl></section>
            <div id="related-work" class="section level2"><h2>Related work</h2><p>Earlier studies of library \
            funding, in Springfield and elsewhere, found the same effect.</p></div>
            <section id="social-media"><h2>Social media</h2><p>Branches announced the news on their own pages, \
            and readers answered, by the hundreds.</p></section>
            """
        let probe = probe(inserting: sections)
        expectArticleKept(probe)
        #expect(probe.keeps("Create a new file editing window"))
        #expect(probe.keeps("Earlier studies of library funding"))
        #expect(probe.keeps("Branches announced the news"))
        // Furniture named after its own heading still goes, by what it is.
        let related = """
            <section id="related-posts"><h3>Related posts</h3><ul><li><a href="/a">The mayor's other plans</a></li>
            <li><a href="/b">A new bridge for the town</a></li></ul></section>
            """
        let furniture = self.probe(inserting: related)
        expectArticleKept(furniture)
        #expect(!furniture.keeps("new bridge"))
        // An id that is not its heading's words is a hint as before.
        let comments = "<section id=\"comments\"><h3>Readers' view</h3><p>I disagree, strongly, and loudly.</p></section>"
        #expect(!self.probe(inserting: comments).keeps("I disagree"))
    }

    @Test func linksAreNeverBoilerplateByName() {
        let insert = """
            <h2><a class="header" href="#section">What happens next</a></h2>
            <p>The mayor, <a class="tag-link" href="/people/ann">Ann Lee</a>, said the works begin in spring.</p>
            """
        let probe = probe(inserting: insert)
        #expect(probe.lines.contains("What happens next"))
        #expect(probe.keeps("The mayor, Ann Lee, said"))
    }

    @Test func wordPatternsMatchWholeWordsOnly() {
        // "ad" is a word pattern: "shadow" and "heading" must not match it.
        let probe = probe(
            inserting: "<div class=\"shadow-box heading-block\"><p>Still part of the story, with commas, and more.</p></div>")
        #expect(probe.keeps("Still part of the story"))
    }

    @Test func structuralElementsInsideTheArticleAreLeftOut() {
        let insert = """
            <aside><p>An aside about something else, placed inside the article body.</p></aside>
            <nav><a href="/prev">Previous story</a> <a href="/next">Next story</a></nav>
            <form><input type="email"><button>Sign up for our emails</button></form>
            <footer><p>Filed under local news, with tags, and categories.</p></footer>
            """
        let probe = probe(inserting: insert)
        expectArticleKept(probe)
        for gone in ["An aside", "Previous story", "Sign up", "Filed under"] {
            #expect(!probe.keeps(gone), "\(gone) left out")
        }
    }

    @Test func anAsideQuotingAnEarlierPostIsPartOfThePost() {
        // A forum post quotes an earlier one in an <aside>: the member's name over a blockquote.
        let quote = """
            <aside class="quote"><div class="title"><img src="/u/mk.png" width="24" height="24" alt=""> mkovacs:</div>
            <blockquote><p>Check the replication slot before you cut over, not just the lag in bytes.</p></blockquote>
            </aside>
            """
        let probe = probe(inserting: quote)
        expectArticleKept(probe)
        #expect(probe.keeps("Check the replication slot before you cut over"))
        #expect(probe.keeps("mkovacs:"))
        // A sidebar that also holds a quote is still the page's, and a pull quote repeating the story still goes.
        let sidebar = """
            <aside><h3>About the archive</h3><p>The county archive opens on weekdays, from nine until five, and \
            holds the harbour board's papers.</p><blockquote><p>A fine collection.</p></blockquote></aside>
            <aside class="pull"><blockquote><p>\(TestPage.prose("two", sentences: 1))</p></blockquote></aside>
            """
        let other = self.probe(inserting: sidebar)
        expectArticleKept(other)
        #expect(!other.keeps("About the archive") && !other.keeps("A fine collection"))
        #expect(other.text.components(separatedBy: "(two 1)").count == 2, "the pull quote repeats paragraph two")
    }

    @Test func aPostsVoteCounterAndItsMembersCardAreLeftOut() {
        // A question-and-answer site: the votes between their arrow buttons, the asker's avatar and name
        // (both linking to their profile) beside their reputation and badges.
        let furniture = """
            <div class="votes"><button aria-label="Up vote"><svg></svg></button><div class="count">3</div>
            <button aria-label="Down vote"><svg></svg></button><a href="/posts/1/timeline" aria-label="Timeline"></a></div>
            <div class="signature"><div>asked <span>Oct 4, 2023 at 18:22</span></div>
            <a href="/users/7/priya"><img src="/avatars/7.png" width="32" height="32" alt="Priya's avatar"></a>
            <div><a href="/users/7/priya">Priya Natarajan</a><div><span>143</span><span>1</span> bronze badge</div></div>
            </div>
            """
        let probe = probe(inserting: furniture)
        expectArticleKept(probe)
        for gone in ["Timeline", "Priya Natarajan", "bronze badge", "asked"] {
            #expect(!probe.keeps(gone), "\(gone) left out")
        }
        #expect(!probe.lines.contains("3"), "\(probe.lines)")
        // A number with a button in a data table, a list of people with their pictures and the story's
        // figures stay.
        let story = """
            <table><thead><tr><th>Browser</th><th>Version</th></tr></thead>
            <tbody><tr><td>Firefox</td><td><button>104</button></td></tr></tbody></table>
            <ul><li><a href="/people/ada"><img src="/p/ada.png" width="40" height="40" alt=""></a>
            <a href="/people/ada">Ada Byron</a>, the keeper's daughter</li>
            <li><a href="/people/tom"><img src="/p/tom.png" width="40" height="40" alt=""></a>
            <a href="/people/tom">Tom Reid</a>, the harbourmaster</li></ul>
            <div class="figure-number">1871</div>
            """
        let other = self.probe(inserting: story)
        expectArticleKept(other)
        for kept in ["104", "Ada Byron, the keeper's daughter", "Tom Reid", "1871"] {
            #expect(other.keeps(kept), "\(kept) kept")
        }
    }

    @Test func aPartsHeaderNamedSoKeepsItsHeading() {
        // A question-and-answer page: "2 Answers" in a block named a header, beside the menu that sorts them,
        // over the first answer.
        let header = """
            <div id="answers-header"><div><h2>2 Answers</h2></div><div><label>Sorted by:</label><select>\
            <option>Highest score</option></select></div></div>
            <div class="answer"><p>\(TestPage.prose("answer"))</p></div>
            """
        let probe = probe(inserting: header)
        expectArticleKept(probe)
        #expect(probe.lines.contains("2 Answers"), "\(probe.lines)")
        #expect(!probe.keeps("Sorted by"))
        // A header over links to more stories, or with more than a heading in it, goes whole.
        let other = self.probe(
            inserting: """
                <div class="section-header"><h3>More from the council</h3></div>
                <ul><li><a href="/a">Another story about the council</a></li><li><a href="/b">A second one</a></li></ul>
                <div class="entry-header"><h3>Keepers</h3><p>Filed by the harbour desk, with notes from the archive \
                and the board.</p></div>
                """)
        expectArticleKept(other)
        #expect(!other.keeps("More from the council") && !other.keeps("Keepers"), "\(other.lines)")
    }

    @Test func aHeaderWithBylineAndDekIsLeftOut() {
        let article = """
            <header><h1>Library funding approved</h1><p class="dek">A decade of waiting ends.</p>
            <p>By Jane Doe</p><time datetime="2019-11-19">November 19, 2019</time></header>
            \(TestPage.paragraphs("body"))
            """
        let probe = ExtractionProbe(TestPage.site(article: article))
        #expect(probe.keeps("(body-1 1)"))
        #expect(!probe.keeps("A decade of waiting"))
        #expect(!probe.keeps("By Jane Doe"))
    }

    @Test func leadingDatelinesAndBylinesAreLeftOut() {
        let article = """
            <div class="story"><div><time datetime="2019-11-20T09:28Z">Nov. 20, 2019, 9:28 AM UTC</time></div>
            <div>By Reuters</div><p>Posted Tuesday, November 19, 2019</p><p>By Jane Roe and Tom Lee for The Times</p>
            \(TestPage.paragraphs("body", count: 3))
            <p>29 November 2018 | 20 January 2019</p><p>By the river, in the old town.</p></div>
            """
        let probe = ExtractionProbe(TestPage.site(article: article))
        #expect(probe.keeps("(body-3 4)"))
        #expect(!probe.keeps("9:28 AM"))
        #expect(!probe.keeps("By Reuters"))
        #expect(!probe.keeps("Posted Tuesday"))
        #expect(!probe.keeps("Tom Lee"), "a byline of more than six words names its writers")
        #expect(probe.keeps("29 November 2018 | 20 January 2019"), "dates after the first paragraph stay")
        #expect(probe.keeps("By the river"))
    }

    @Test func anOpeningSentenceThatGivesADateIsNoDateline() {
        let article = """
            <div class="story"><p>On November 18, 2019, the council voted to close the bridge.</p>
            <p>JANE DOE | 18. November 2019</p><p>Le 18 novembre 2019, le conseil a voté.</p>
            \(TestPage.paragraphs("body", count: 3))</div>
            """
        let probe = ExtractionProbe(TestPage.site(article: article))
        #expect(probe.keeps("On November 18, 2019, the council voted"))
        #expect(probe.keeps("Le 18 novembre 2019, le conseil a voté."))
        #expect(!probe.keeps("JANE DOE"))
    }

    @Test func captionsAndCreditsAreLeftOut() {
        let insert = """
            <div class="image-credit">Photo: Associated Press</div>
            <span class="off-screen">Image copyright</span>
            <span class="caption-text">The new library, seen from the river, in the morning.</span>
            """
        let probe = probe(inserting: insert)
        expectArticleKept(probe)
        #expect(!probe.keeps("Associated Press"))
        #expect(!probe.keeps("Image copyright"))
        #expect(!probe.keeps("seen from the river"))
    }

    @Test func figuresAndTheirCaptionsStayForTheConverter() {
        let insert = """
            <figure><img src="lib.jpg" alt="The library"><figcaption><span class="caption">The library at dawn.</span>
            <span class="credit">Photo: AP</span></figcaption></figure>
            """
        let probe = probe(inserting: insert)
        guard let content = probe.content else {
            Issue.record("no content")
            return
        }
        let figure = probe.document.elements(.figure)[0]
        #expect(!content.isExcluded(figure))
        let caption = probe.document.elements(.figcaption)[0]
        #expect(!content.isExcluded(caption))
        let spans = probe.document.elements(.span)
        #expect(!content.isExcluded(spans.first { $0.hasClass("caption") }!), "the caption text stays")
        #expect(content.isExcluded(spans.first { $0.hasClass("credit") }!), "the credit goes")
        #expect(content.roots.contains { probe.document.node($0).contains(figure) })
    }

    @Test func linkListsAndTheirLabelsAreLeftOut() {
        let insert = """
            <h3>More from the council</h3>
            <ul><li><a href="/a">Council delays the park vote again</a></li>
            <li><a href="/b">Mayor opens the new bridge on Monday</a></li>
            <li><a href="/c">Schools to get new roofs this summer</a></li></ul>
            """
        let probe = probe(inserting: insert)
        expectArticleKept(probe)
        #expect(!probe.keeps("Council delays"))
        #expect(!probe.keeps("More from the council"))
    }

    @Test func aListOfTextStays() {
        let insert = "<ul><li>Shelves for the children's room</li><li>Longer <a href=\"/hours\">hours</a> on weekends</li></ul>"
        let probe = probe(inserting: insert)
        #expect(probe.keeps("Shelves for the children's room"))
        #expect(probe.keeps("Longer hours on weekends"))
    }

    @Test func relatedLinkLinesAreLeftOut() {
        let probe = probe(
            inserting: "<p>Related: <a href=\"/story\">Council approves the new library budget for 2020</a></p>")
        expectArticleKept(probe)
        #expect(!probe.keeps("Council approves"))
    }

    @Test func linkOnlyParagraphsToTheSameSiteAreLeftOutButOthersStay() {
        let insert = """
            <p><a href="https://www.example.com/2019/11/18/other-story.html">Another story from this site you might like</a></p>
            <p><a href="/2019/11/17/yet-another.html">Yet another story, linked relatively</a></p>
            <p><a href="https://shop.elsewhere.org/product">Buy the new library tote bag here</a></p>
            """
        let probe = probe(inserting: insert)
        // The probe's page lives on news.example.com.
        expectArticleKept(probe)
        #expect(!probe.keeps("Another story from this site"))
        #expect(!probe.keeps("Yet another story"))
        #expect(probe.keeps("Buy the new library tote bag here"))
    }

    @Test func hoverCardsInsideParagraphsAreLeftOut() {
        let insert = """
            <p>The vote was led by <a href="/people/jane">Jane Doe</a><span class="rollover"><span>
            <a href="/people/jane">Jane Doe</a><a href="/x">Jane Doe's latest story about the budget and the vote</a>
            </span></span>, who has pushed for the library since 2009, and she was pleased.</p>
            """
        let probe = probe(inserting: insert)
        #expect(probe.keeps("The vote was led by Jane Doe, who has pushed"))
        #expect(!probe.keeps("latest story"))
    }

    @Test func advertisingLabelsAreLeftOut() {
        let insert = "<div class=\"slot\">Advertisement</div><p>Continue reading the main story</p><div>Iklan</div>"
        let probe = probe(inserting: insert)
        expectArticleKept(probe)
        #expect(!probe.keeps("Advertisement"))
        #expect(!probe.keeps("Continue reading"))
        #expect(!probe.keeps("Iklan"))
    }

    @Test func embeddedPostsInSocialContainersStay() {
        let insert = """
            <div class="social-media-embed"><blockquote class="twitter-tweet"><p>Yes this is real and yes the
            council spent nearly half a million dollars on it, which is a lot of books for a small town.
            <a href="https://t.co/x">https://t.co/x</a></p>— Jane (@jane) November 18, 2019</blockquote></div>
            <div class="social-share"><a href="https://facebook.com/share">Facebook</a>
            <a href="https://twitter.com/share">Twitter</a> Share this story</div>
            """
        let probe = probe(inserting: insert)
        expectArticleKept(probe)
        #expect(probe.keeps("Yes this is real"))
        #expect(!probe.keeps("Share this story"))
    }

    @Test func theTitleHeadingIsLeftOutWhereverItIs() {
        let head = "<meta property=\"og:title\" content=\"Library funding approved after ten years\">"
        let probe = probe(inserting: "<h2>Library funding approved after ten years</h2><h2>What happens next</h2>", head: head)
        #expect(!probe.keeps("after ten years"))
        #expect(probe.keeps("What happens next"))
    }

    @Test func scriptsAndStylesInsideTheArticleAreLeftOut() {
        let probe = probe(inserting: "<script>window.ad = 'slot, one, two';</script><style>p { color: red }</style>")
        expectArticleKept(probe)
        #expect(!probe.keeps("window.ad"))
        #expect(!probe.keeps("color: red"))
    }
}
