import Foundation
import Gemtext
import Testing

@testable import Article

/// The conversion rules for text: paragraphs, line breaks, headings,
/// quotes, hidden and non-text elements, line types that must not change.
@Suite struct ConversionTests {
    @Test func paragraphsAreOneLineWithWhitespaceCollapsed() throws {
        let body = try Convert.body(
            "<p>  Hello \n  <b>big</b>\t world  </p><p>Second&nbsp;&nbsp;one, <i>with</i><em>out</em> gaps.</p>")
        #expect(body == "Hello big world\n\nSecond one, without gaps.\n")
    }

    @Test func textOutsideParagraphsFormsParagraphsAtBlockBoundaries() throws {
        let body = try Convert.body("<div>Loose text <span>inline</span><div>inner block</div>tail text</div>")
        #expect(body == "Loose text inline\n\ninner block\n\ntail text\n")
    }

    @Test func lineBreaksStartNewLinesAndDoubleBreaksMakeOneBlankLine() throws {
        let body = try Convert.body("<p><br>one<br>two <br> three<br><br><br>four<br></p>")
        #expect(body == "one\ntwo\nthree\n\nfour\n")
    }

    @Test func invisibleCharactersAndControlsAreDropped() throws {
        let body = try Convert.body("<p>soft&shy;ware zero&#8203;width \u{1}control\u{85}s \u{FEFF}end</p>")
        #expect(body == "software zerowidth controls end\n")
    }

    @Test func headingsMapBelowTheTitleByTheirRankInTheBody() throws {
        let h1h2h3 = try Convert.body("<h1>One</h1><p>a</p><h2>Two</h2><p>b</p><h3>Three</h3><h4>Four</h4>")
        #expect(h1h2h3 == "## One\n\na\n\n### Two\n\nb\n\n### Three\n\n### Four\n")
        let h3h4 = try Convert.body("<h3>Part</h3><p>a</p><h4>Detail</h4><p>b</p>")
        #expect(h3h4 == "## Part\n\na\n\n### Detail\n\nb\n")
        let h2only = try Convert.body("<h2>A</h2><h2>B</h2>")
        #expect(h2only == "## A\n\n## B\n")
    }

    @Test func headingTextIsOneLineWithoutMarkersAndItsLinksFollowIt() throws {
        let body = try Convert.body("<h2>Big <a href=/x>news</a><br>today</h2><p>text</p>")
        #expect(body == "## Big news today\n=> https://example.org/x news\n\ntext\n")
    }

    @Test func aFirstHeadingThatRepeatsTheTitleIsLeftOut() throws {
        let article = try Convert.article("<h1>The  title!</h1><p>Body text.</p><h1>The Title</h1>")
        #expect(Convert.bodyLines(of: article.document).serialized() == "Body text.\n\n## The Title\n")
        #expect(article.document.lines.first == .heading(level: 1, text: "The Title"))
    }

    @Test func blockquotesBecomeQuoteLinesOnePerParagraph() throws {
        let body = try Convert.body(
            "<p>Before</p><blockquote><p>First said.</p><p>Second <b>said</b>.</p><ul><li>point</li></ul></blockquote><p>After</p>"
        )
        #expect(body == "Before\n\n> First said.\n> Second said.\n> • point\n\nAfter\n")
    }

    @Test func aQuoteHeadedByItsSpeakerIsSignedAfterIt() throws {
        // A forum post quoting an earlier one: the member's name and a colon over the quoted words.
        let body = try Convert.body(
            """
            <p>Before</p><div class="quote"><div class="title"><img src="/avatar.png" width="24" height="24" alt=""> \
            mkovacs:</div><blockquote><p>Check the slot before you cut over.</p></blockquote></div><p>After</p>
            <div><div>What the keeper wrote in his log that night:</div><blockquote><p>Gale.</p></blockquote></div>
            """)
        #expect(
            body == "Before\n\n> Check the slot before you cut over.\n> — mkovacs\n\nAfter\n\n"
                + "What the keeper wrote in his log that night:\n\n> Gale.\n", "\(body)")
    }

    @Test func numbersInSideBySideElementsStayApart() throws {
        let body = try Convert.body(
            #"<p><span class="score">143</span><span>1</span> bronze badge, 10<sup>6</sup> m<sub>2</sub></p>"#)
        #expect(body == "143 1 bronze badge, 106 m2\n", "\(body)")
    }

    @Test func inlineQuotesGetQuotationMarks() throws {
        #expect(try Convert.body("<p>He said <q>yes</q>.</p>") == "He said “yes”.\n")
    }

    @Test func hiddenAndNonTextElementsAreLeftOut() throws {
        let body = try Convert.body(
            """
            <p>Visible</p><p hidden>hidden attribute</p><p aria-hidden="true">aria</p>
            <p style="color: red; DISPLAY : none">styled away</p><div style="visibility:hidden">invisible</div>
            <script>var x = "<p>script</p>";</script><style>p { color: red }</style><noscript>enable JS</noscript>
            <button>Share</button><form><input value="q"><select><option>One</option></select>Form text</form>
            <svg><text>svg text</text></svg><template><p>template</p></template><textarea>typed</textarea>
            """)
        #expect(body == "Visible\n\nForm text\n")
    }

    @Test func linesThatWouldReadAsOtherLineTypesStayText() throws {
        let article = try Convert.article(
            "<p># not a heading</p><p>=> not a link</p><p>* not an item</p><p>> not a quote</p><p>```not a toggle</p>")
        let body = Convert.bodyLines(of: article.document)
        #expect(
            body.lines.filter { $0 != .text("") } == [
                .text("# not a heading"), .text("=> not a link"), .text("* not an item"), .text("> not a quote"),
                .text("```not a toggle"),
            ])
        // Written out and read back, they are still text.
        #expect(GemtextDocument(parsing: article.gemtext) == article.document)
    }

    @Test func neverTwoBlankLinesInARow() throws {
        let article = try Convert.article(
            "<div><p>a</p><p> </p><div><div></div></div><hr><hr><p>b</p><br><br><p></p><h2>c</h2><ul></ul><p>d</p></div>"
        )
        let lines = article.document.lines
        for index in lines.indices.dropFirst() {
            #expect(!(lines[index] == .text("") && lines[index - 1] == .text("")), "blank lines at \(index)")
        }
        #expect(lines.last != .text(""))
    }

    @Test func mathUsesItsAlternativeText() throws {
        let body = try Convert.body(
            "<p>Area: <math alttext=\"\\pi r^2\"><mi>π</mi></math> and <math><mi>x</mi></math>.</p>")
        #expect(body == "Area: \\pi r^2 and x.\n")
    }

    @Test func conversionIsDeterministic() throws {
        let page =
            "<h2>A</h2><p>x <a href=a>1</a> <a href=b>2</a></p><table><tr><td>1</td><td>2</td></tr><tr><td>3</td><td>4</td></tr></table>"
        #expect(try Convert.article(page) == Convert.article(page))
    }
}
