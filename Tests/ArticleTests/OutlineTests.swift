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
