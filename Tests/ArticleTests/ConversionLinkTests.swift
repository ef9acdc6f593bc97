import Foundation
import Gemtext
import Testing

@testable import Article

/// Inline links: numbered markers in the text, link lines after the
/// paragraph, absolute targets, and the links that are dropped.
@Suite struct ConversionLinkTests {
    @Test func linksAreMarkedInTheTextAndListedAfterTheirParagraph() throws {
        let body = try Convert.body(
            """
            <p>Read <a href="/a">the report</a> and <a href="https://other.example/b">this  one</a>.</p>
            <p>Then <a href="c.html">more</a>.</p>
            """)
        #expect(
            body == """
                Read the report[1] and this one[2].
                => https://example.org/a [1] the report
                => https://other.example/b [2] this one

                Then more[3].
                => https://example.org/news/c.html [3] more

                """)
    }

    @Test func theSameTargetTwiceInAParagraphSharesItsNumber() throws {
        let body = try Convert.body("<p><a href=/x>One</a>, <a href=/y>two</a> and <a href=/x>one again</a>.</p>")
        #expect(
            body
                == "One[1], two[2] and one again[1].\n=> https://example.org/x [1] One\n=> https://example.org/y [2] two\n"
        )
    }

    @Test func uselessLinksKeepTheirTextButLoseTheirMarker() throws {
        let body = try Convert.body(
            """
            <p><a href="javascript:void(0)">Script</a> <a href="">empty</a> <a>none</a> <a href="#notes">jump</a>
            <a href="story.html#top">self</a> <a href="mailto:?subject=hi">share</a> <a href="/x"> </a>
            <a href="mailto:desk@example.org">Mail us</a></p>
            """)
        #expect(body == "Script empty none jump self share Mail us[1]\n=> mailto:desk@example.org [1] Mail us\n")
    }

    @Test func relativeTargetsResolveAgainstBaseHref() throws {
        let body = try Convert.body(
            "<head><base href=\"https://cdn.example.net/docs/\"></head><p>The <a href=\"guide v2.html\">Guide</a></p>")
        #expect(body == "The Guide[1]\n=> https://cdn.example.net/docs/guide%20v2.html [1] Guide\n")
    }

    @Test func withoutAPageAddressRelativeTargetsStayRelative() throws {
        let body = try Convert.body("<p>My <a href=\"notes/a b.html\">Notes</a></p>", url: nil)
        #expect(body == "My Notes[1]\n=> notes/a%20b.html [1] Notes\n")
    }

    @Test func aParagraphThatIsOneLinkBecomesALinkLine() throws {
        let article = try Convert.article(
            "<p>Intro.</p><p><a href=/more> Read more </a></p><ul><li><a href=/l>Listed</a></li></ul>")
        let body = Convert.bodyLines(of: article.document).serialized()
        #expect(body == "Intro.\n\n=> https://example.org/more Read more\n\n=> https://example.org/l Listed\n")
        #expect(article.text == "Intro.\nRead more\nListed\n")
    }

    @Test func linkMarkersStayBeforeLineBreaks() throws {
        let body = try Convert.body("<p><a href=/a>first<br></a>second</p>")
        #expect(body == "first[1]\nsecond\n=> https://example.org/a [1] first\n")
    }

    @Test func aLinkAcrossBlocksIsListedForEachBlock() throws {
        let body = try Convert.body("<a href=/card><h2>Card title</h2><p>Card text</p></a>")
        #expect(
            body == "## Card title\n=> https://example.org/card Card title\n\n=> https://example.org/card Card text\n")
    }

    @Test func thePlainTextHasNoMarkersAndNoLinkLines() throws {
        let text = try Convert.text("<p>See <a href=/a>this</a> and <a href=/b>that</a>.</p>")
        #expect(text == "See this and that.\n")
    }
}
