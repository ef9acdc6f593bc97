import Foundation
import Gemtext
import Testing

@testable import Article

/// Boxes in the story made of a title and a body (a callout, an
/// admonition, a titled code block, a heading in a wrapper of its own)
/// stay whole, and never stand for the whole article.
@Suite struct TitledBoxTests {
    private let note = "The deposit is refunded when the book comes back, whatever the state of its cover."

    /// A short article: a paragraph, `box`, a paragraph.
    private func probe(_ box: String) -> ExtractionProbe {
        let article = """
            <h1>Library funding approved</h1>
            <p>\(TestPage.prose("before", sentences: 2))</p>
            \(box)
            <p>\(TestPage.prose("after", sentences: 2))</p>
            """
        return ExtractionProbe(TestPage.site(article: article))
    }

    /// A body named as content ("callout-body", "contents") scores like
    /// several paragraphs; in a short article it must not beat the article
    /// around it and cut everything after it.
    @Test func aBoxNamedAsTheBodyDoesNotStandForTheArticle() {
        let probe = probe("<div><div>Remember</div><div class=\"callout-body\"><p>\(note)</p></div></div>")
        #expect(probe.keeps("(before 2)"))
        #expect(probe.keeps("Remember"))
        #expect(probe.keeps(note))
        #expect(probe.keeps("(after 2)"))
    }

    @Test func aTableWhoseRowGroupsAreNamedContentsKeepsTheArticleAroundIt() {
        let table = """
            <h2>Events</h2>
            <div role="table"><div role="rowgroup" class="contents"><div role="row">\
            <div role="columnheader"><p>Event</p></div><div role="columnheader"><p>Sent when</p></div></div></div>\
            <div role="rowgroup" class="contents"><div role="row"><div role="cell"><p>loan.created</p></div>\
            <div role="cell"><p>A reader has borrowed a book.</p></div></div><div role="row">\
            <div role="cell"><p>loan.returned</p></div><div role="cell"><p>The book is back on its shelf.</p></div>\
            </div></div></div>
            <h2>Fines</h2>
            """
        let probe = probe(table)
        #expect(probe.lines.contains("Events"))
        #expect(probe.lines.contains("Sent when"))
        #expect(probe.lines.contains("Fines"))
        #expect(probe.keeps("(after 2)"))
    }

    /// "header" names a box's title bar as well as the page's: a short
    /// line without links that heads the text after it stays.
    @Test func theTitleInABoxsHeaderStays() {
        let box = """
            <div class="callout"><div class="callout-header"><i class="icon"></i>\
            <span>Tip: keep the receipt</span></div><div class="callout-content"><p>\(note)</p></div></div>
            <div class="code panel"><div class="codeHeader"><b>Renewing a loan</b></div>\
            <div class="codeContent"><pre>library renew --card 1234</pre></div></div>
            <div class="page-header-block"><h2>Who pays</h2></div>
            <p>\(TestPage.prose("who", sentences: 2))</p>
            """
        let probe = probe(box)
        #expect(probe.lines.contains("Tip: keep the receipt"))
        #expect(probe.lines.contains("Renewing a loan"))
        #expect(probe.lines.contains("Who pays"))
        #expect(probe.keeps("(after 2)"))
    }

    /// A header of links, or one with nothing after it, is still furniture.
    @Test func aHeaderOfLinksOrWithNothingAfterItStillGoes() {
        let box = """
            <div class="box-header"><a href="/more">More from the council</a></div><p>\(note)</p>
            """
        let probe = ExtractionProbe(
            TestPage.site(
                article: """
                    <h1>Library funding approved</h1>\(TestPage.paragraphs("body"))\(box)
                    <div class="list-header">Filed in the archive</div>
                    """))
        #expect(probe.keeps(note))
        #expect(!probe.keeps("More from the council"))
        #expect(!probe.keeps("Filed in the archive"))
    }

    /// A note the author set in the story as an `<aside>` (Zenn's message
    /// boxes, between paragraphs or before a heading) stays, without the
    /// "!" that draws its icon; an aside of links in the story still goes.
    @Test func aNoteSetAsideInTheStoryStaysWithoutItsIcon() throws {
        let warning = "Keep the receipt until the deposit is back."
        let lines = try VerbatimTests.body(
            inserting: """
                <aside class="msg message"><div class="msg-symbol">!</div><div class="msg-content">\
                <p>\(note)</p></div></aside>
                <p>\(TestPage.prose("middle", sentences: 1))</p>
                <aside class="msg alert"><div class="msg-symbol">!</div><div class="msg-content">\
                <p>\(warning)</p></div></aside>
                <p>Ask at the desk.</p>
                <h2>Who pays</h2>
                <aside class="related"><a href="/a">The old library's last day</a> \
                <a href="/b">Where the books went</a></aside>
                """)
        let body = GemtextDocument(lines).serialized()
        #expect(body.contains("\(note)\n"))
        #expect(body.contains("\(warning)\n"))
        #expect(!body.contains("\n!\n"))
        #expect(!body.contains("Where the books went"))
        #expect(!body.contains("Another story people are reading today"))
    }
}
