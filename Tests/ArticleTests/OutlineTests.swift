import Foundation
import Gemtext
import Testing

@testable import Article

/// Every heading of an article's content comes out as a heading, with its
/// words and nothing else, whatever its neighbours and the class names and
/// ids around it; checked through the whole pipeline.
@Suite struct OutlineTests {
    static let prose = TestPage.prose("x", sentences: 2)

    /// A MediaWiki page: edit-section links, a "Contents" box, hatnotes and
    /// figures after headings, ids holding "promotion" and "shadow", h4 under h3.
    static let wikiPage = """
        <!doctype html><html lang="en"><head><title>Mozilla - Wikipedia</title></head><body>
        <div id="mw-navigation"><ul><li><a href="/">Main page</a></li><li><a href="/r">Random article</a></li></ul></div>
        <div id="content" class="mw-body"><h1 id="firstHeading">Mozilla</h1><div id="bodyContent">
        <div id="mw-content-text" class="mw-body-content"><div class="mw-parser-output">
        <p>\(prose)</p><p>\(prose)</p>
        <div id="toc" class="toc" role="navigation"><div class="toctitle"><h2 id="mw-toc-heading">Contents</h2></div>
        <ul><li><a href="#History"><span class="tocnumber">1</span> <span class="toctext">History</span></a></li>
        <li><a href="#Software"><span class="tocnumber">2</span> <span class="toctext">Software</span></a></li></ul></div>
        <h2><span class="mw-headline" id="History">History</span><span class="mw-editsection">\
        <span class="mw-editsection-bracket">[</span><a href="/w/index.php?title=Mozilla&amp;action=edit&amp;section=1" \
        title="Edit section: History">edit</a><span class="mw-editsection-bracket">]</span></span></h2>
        <p>\(prose)</p>
        <h3><span class="mw-headline" id="Eich_CEO_promotion_controversy">Eich CEO promotion controversy</span>\
        <span class="mw-editsection">[<a href="/e1">edit</a> | <a href="/e2">edit source</a>]</span></h3>
        <p>\(prose)</p>
        <h2><span class="mw-headline" id="Software">Software</span><span class="mw-editsection">[<a href="/e">edit</a>]</span></h2>
        <h3><span class="mw-headline" id="Thunderbird">Thunderbird</span><span class="mw-editsection">[<a href="/e">edit</a>]</span></h3>
        <div role="note" class="hatnote">Main article: <a href="/wiki/Mozilla_Thunderbird">Mozilla Thunderbird</a></div>
        <div class="thumb tright"><div class="thumbinner"><a href="/wiki/File:T.png" class="image">\
        <img src="t.png" width="220" height="100"></a></div></div>
        <p>\(prose)</p>
        <h3><span class="mw-headline" id="Shadow_DOM">Shadow DOM</span></h3>
        <h4><span class="mw-headline" id="NSS">NSS</span><span class="mw-editsection">[<a href="/e">edit</a>]</span></h4>
        <div role="note" class="hatnote">Main article: <a href="/wiki/NSS">Network Security Services</a></div>
        <h4 id="Promotion_and_advertising">Promotion and advertising</h4>
        <p>\(prose)</p>
        <h4 class="related-heading" id="Rust">Rust</h4>
        </div></div></div></div><div id="footer">Footer of the wiki</div></body></html>
        """

    static func article(_ html: String) throws -> Article {
        try ArticleConverter().convert(Array(html.utf8), url: URL(string: "https://wiki.example.org/wiki/Mozilla"))
    }

    @Test func everyHeadingOfAWikiPageStaysWithItsWordsAlone() throws {
        let article = try Self.article(Self.wikiPage)
        #expect(
            article.headings.map(\.title) == [
                "History", "Eich CEO promotion controversy", "Software", "Thunderbird", "Shadow DOM", "NSS",
                "Promotion and advertising", "Rust",
            ])
        #expect(!article.gemtext.contains("edit"))
        #expect(!article.gemtext.contains("action=edit"))
    }

    @Test func thePagesOwnContentsBoxIsNotCopied() throws {
        let article = try Self.article(Self.wikiPage)
        #expect(!article.text.contains("Contents"))
        #expect(article.document.lines.filter { $0 == .text(ArticleContents.title) }.count == 1)
    }

    @Test(arguments: [
        ("<span class=\"mw-editsection\">[<a href=\"/e\">edit</a>]</span>", "History"),
        ("<span>[</span><a href=\"/e\">Edit</a><span>]</span>", "History"),
        (" [edit]", "History"),
        ("<a class=\"headerlink\" href=\"#h\">¶</a>", "History"),
        ("<a href=\"#h\" aria-label=\"Permalink\">#</a>", "History"),
    ])
    func furnitureLeavesHeadings(_ decoration: String, _ expected: String) throws {
        let html = TestPage.site(
            article: "<h1>Library funding approved</h1><p>\(Self.prose)</p><h2 id=\"h\">History\(decoration)</h2>"
                + TestPage.paragraphs("a", count: 3))
        let article = try Self.article(html)
        #expect(article.headings.map(\.title) == [expected])
    }

    @Test func anEditLinkBesideItsHeadingIsNoText() throws {
        let html = TestPage.site(
            article: "<h1>Library funding approved</h1><p>\(Self.prose)</p><div class=\"mw-heading\"><h2>History</h2>"
                + "<span class=\"mw-editsection\"><span>[</span><a href=\"/w/index.php?action=edit&section=1\">"
                + "<span>edit</span></a><span>]</span></span></div>" + TestPage.paragraphs("a", count: 3))
        let article = try Self.article(html)
        #expect(article.headings.map(\.title) == ["History"])
        #expect(!article.gemtext.contains("edit"))
    }

    @Test func aHeadingWhoseOnlyWordIsEditStays() throws {
        let html = TestPage.site(
            article: "<h1>Library funding approved</h1><p>\(Self.prose)</p><h2>Edit</h2>"
                + TestPage.paragraphs("a", count: 3))
        #expect(try Self.article(html).headings.map(\.title) == ["Edit"])
    }

    @Test func classHintsMatchTokensNotPartsOfWords() {
        #expect(!ClassHints("Eich_CEO_promotion_controversy").isBoilerplate)
        #expect(!ClassHints("shadow-box blueprint").isBoilerplate)
        #expect(ClassHints("promo-box").isBoilerplate)
        #expect(ClassHints("sidePromo").isBoilerplate)
        #expect(ClassHints("jp-relatedposts").isBoilerplate)
        #expect(ClassHints("post-ad").isBoilerplate)
        #expect(ClassHints("header-image").isBoilerplate)
    }
}

/// Headings marked without `<h1>`–`<h6>`.
extension OutlineTests {
    @Test func ariaHeadingsAreHeadingsAtTheirLevel() throws {
        let html = TestPage.site(
            article: """
                <h1>Library funding approved</h1><p>\(Self.prose)</p>
                <div role="heading" aria-level="2">The vote</div><p>\(Self.prose)</p>
                <div role="heading" aria-level="3">Who voted against</div><p>\(Self.prose)</p>
                <span role="heading">What comes next</span><p>\(Self.prose)</p>
                """)
        let article = try Self.article(html)
        #expect(article.headings.map(\.title) == ["The vote", "Who voted against", "What comes next"])
        #expect(article.headings.map(\.level) == [2, 3, 2])
    }

    /// Naver's SmartEditor ONE sets the author's section titles as a
    /// component of their own around a plain `<p>`.
    @Test func anEditorsSectionTitleComponentIsAHeading() throws {
        func text(_ words: String) -> String {
            #"<div class="se-component se-text se-l-default"><div class="se-component-content">"#
                + #"<div class="se-section se-section-text"><div class="se-module se-module-text">"#
                + #"<p class="se-text-paragraph"><span class="se-fs- se-ff-">\#(words)</span></p>"#
                + "</div></div></div></div>"
        }
        let html = TestPage.site(
            article: """
                <h1>Library funding approved</h1>\(text(Self.prose))
                <div class="se-component se-sectionTitle se-l-default"><div class="se-component-content">\
                <div class="se-section se-section-sectionTitle se-l-default"><div class="se-module se-module-text">\
                <p class="se-text-paragraph"><span class="se-fs- se-ff-">The vote</span></p></div></div></div></div>
                \(text(Self.prose))
                """)
        let article = try Self.article(html)
        #expect(article.headings.map(\.title) == ["The vote"])
    }

    @Test func boldLinesStandingAloneBetweenParagraphsAreHeadings() throws {
        let html = TestPage.site(
            article: """
                <h1>Library funding approved</h1><p>\(Self.prose)</p>
                <p><strong>The vote</strong></p><p>\(Self.prose)</p>
                <p><b>Who voted <i>against</i></b></p><p>\(Self.prose)</p>
                <h2>What comes next</h2><p>\(Self.prose)</p>
                <p><strong>The budget</strong></p><p>\(Self.prose)</p>
                """)
        let article = try Self.article(html)
        #expect(article.headings.map(\.title) == ["The vote", "Who voted against", "What comes next", "The budget"])
        #expect(article.headings.map(\.level) == [3, 3, 2, 3])
        #expect(article.text.contains("The vote\n") && article.text.contains(TestPage.prose("x", sentences: 2)))
    }

    @Test func capitalLinesStandingAloneBetweenParagraphsAreHeadings() throws {
        // A wire story's subheads: plain paragraphs in capitals.
        let html = TestPage.site(
            article: """
                <h1>Library funding approved</h1><p>\(Self.prose)</p>
                <p>NISSAN SENTRA</p><p>\(Self.prose)</p>
                <p>FORD MUSTANG MACH-E</p><p>\(Self.prose)</p>
                <p><span>TOYOTA RAV4 PRIME</span></p><p>\(Self.prose)</p>
                <p>KIA EV6</p><div><div><script>var slot = 1;</script></div></div><div class="clearfix"></div>
                <p>\(Self.prose)</p>
                """)
        let article = try Self.article(html)
        // An advertisement's empty slot between a subhead and its text is nothing.
        #expect(
            article.headings.map(\.title) == ["NISSAN SENTRA", "FORD MUSTANG MACH-E", "TOYOTA RAV4 PRIME", "KIA EV6"])
        #expect(article.text.contains("NISSAN SENTRA\n") && article.text.contains(TestPage.prose("x", sentences: 2)))
    }

    @Test(arguments: [
        // An initialism alone.
        "<p>UN</p><p>\(prose)</p>",
        // A sentence in capitals.
        "<p>THE COUNCIL VOTED AGAINST IT.</p><p>\(prose)</p>",
        // A run of lines in capitals: a list.
        "<p>ANN LEE</p><p>BO CHAN</p><p>CY DUNN</p><p>\(prose)</p>",
        // A label in capitals over links to other stories.
        "<p>RELATED COVERAGE</p><p><a href=\"/a\">Another story about the council</a><br>"
            + "<a href=\"/b\">A third story about the library</a></p><p>\(prose)</p>",
        // A byline in capitals.
        "<p>BY ANN LEE</p><p>\(prose)</p>",
        // Datelines in capitals.
        "<p>BAAR, SWITZERLAND</p><p>\(prose)</p>",
        "<p>NEW YORK (AP) —</p><p>\(prose)</p>",
        // Capitals mixed with small letters.
        "<p>NASA and ESA</p><p>\(prose)</p>",
    ])
    func capitalTextThatIsNoHeadingStaysText(_ insert: String) throws {
        let html = TestPage.site(article: "<h1>Library funding approved</h1><p>\(Self.prose)</p>" + insert)
        #expect(try Self.article(html).headings.isEmpty)
    }

    @Test(arguments: [
        // An interview's questions in bold.
        "<p><strong>What made you run?</strong></p><p>\(prose)</p><p><strong>And now?</strong></p><p>\(prose)</p>",
        // A sentence in bold, emphasis not a heading.
        "<p><strong>The council voted against it.</strong></p><p>\(prose)</p>",
        // A run of bold lines: a list set in bold.
        "<p><b>Ann Lee</b></p><p><b>Bo Chan</b></p><p><b>Cy Dunn</b></p><p>\(prose)</p>",
        // Bold with a link: a link line, not a heading.
        "<p><strong><a href=\"/more\">More on the vote</a></strong></p><p>\(prose)</p>",
        // A bold byline.
        "<p><strong>By Ann Lee</strong></p><p>\(prose)</p>",
        // A label over links to other stories.
        "<p><strong>DON'T MISS</strong></p><p><a href=\"/a\">Another story about the council</a><br>"
            + "<a href=\"/b\">A third story about the library</a></p><p>\(prose)</p>",
        // Signatures under quotes.
        "<blockquote>\(prose)</blockquote><p><strong>– Ann L.</strong></p><p>\(prose)</p>",
        // Bold words inside a sentence.
        "<p><strong>Note</strong> that the vote was close.</p><p>\(prose)</p>",
    ])
    func boldTextThatIsNoHeadingStaysText(_ insert: String) throws {
        let html = TestPage.site(article: "<h1>Library funding approved</h1><p>\(Self.prose)</p>" + insert)
        #expect(try Self.article(html).headings.isEmpty)
    }
}
