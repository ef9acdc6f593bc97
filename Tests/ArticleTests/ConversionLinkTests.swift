import Foundation
import Gemtext
import Testing

@testable import Article

/// Inline links: the text reads as the page wrote it, and each link follows
/// its paragraph as a link line labelled with the link's own words, with
/// no numbers of the article's own (the reader's client numbers links).
@Suite struct ConversionLinkTests {
    @Test func linksFollowTheirParagraphLabelledWithTheirWords() throws {
        let body = try Convert.body(
            """
            <p>Read <a href="/a">the report</a> and <a href="https://other.example/b">this  one</a>.</p>
            <p>Then <a href="c.html">more news</a>.</p>
            """)
        #expect(
            body == """
                Read the report and this one.
                => https://example.org/a the report
                => https://other.example/b Read the report and this one

                Then more news.
                => https://example.org/news/c.html more news

                """)
    }

    @Test func paragraphsSplitByTwoLineBreaksEachKeepTheirLinks() throws {
        let body = try Convert.body(
            """
            <div>The first part cites <a href="/a">the report</a> here.<br><br> The second part cites \
            <a href="/b">the answer</a>.<br>Its next line.<br><br><br>The third part.</div>
            """)
        #expect(
            body == """
                The first part cites the report here.
                => https://example.org/a the report

                The second part cites the answer.
                Its next line.
                => https://example.org/b the answer

                The third part.

                """)
    }

    @Test func aWeakLinksSentenceRunsPastAbbreviationsAndLosesAStrayBracket() throws {
        let body = try Convert.body(
            """
            <p>(Graphic: Global currencies vs. dollar - <a href="/g">here</a>)</p>
            <p>Markets fell. Dr. Lee said the plan, <a href="/p">here</a>, works.</p>
            """)
        #expect(body.contains("=> https://example.org/g Graphic: Global currencies vs. dollar - here\n"), "\(body)")
        #expect(body.contains("=> https://example.org/p Dr. Lee said the plan, here, works\n"), "\(body)")
    }

    @Test func noLinkLineOrTextCarriesANumberOfTheArticlesOwn() throws {
        let article = try Convert.article(
            (1...12).map { "<p>Item <a href=\"/n\($0)\">number \($0)</a> here.</p>" }.joined())
        for line in article.document.lines {
            let shown: String
            switch line {
            case .link(_, let label): shown = label ?? ""
            case .text(let text): shown = text
            default: continue
            }
            #expect(shown.range(of: #"\[\d+\]"#, options: .regularExpression) == nil, "\(line)")
        }
    }

    @Test func theSameTargetTwiceInAParagraphIsListedOnce() throws {
        let body = try Convert.body("<p><a href=/x>One</a>, <a href=/y>two</a> and <a href=/x>one again</a>.</p>")
        #expect(body == "One, two and one again.\n=> https://example.org/x One\n=> https://example.org/y two\n")
    }

    @Test func linksThatSayNothingAreLabelledWithTheWordsAroundThem() throws {
        let body = try Convert.body(
            """
            <p>The council met on Tuesday. To read the full report, click <a href="/report.pdf">here</a>; it is long.</p>
            <p>Earlier coverage is <a href="https://archive.example/2019">this</a>. Photos: <a href="/photos">link</a></p>
            """)
        #expect(
            body == """
                The council met on Tuesday. To read the full report, click here; it is long.
                => https://example.org/report.pdf To read the full report, click here

                Earlier coverage is this. Photos: link
                => https://archive.example/2019 Earlier coverage is this
                => https://example.org/photos Photos: link

                """)
    }

    @Test func aLinkThatSaysNothingInASentenceOfItsOwnIsLabelledWithItsHost() throws {
        let body = try Convert.body("<p>Plenty of text before. <a href=\"https://www.data.example/set\">Here</a>.</p>")
        #expect(body == "Plenty of text before. Here.\n=> https://www.data.example/set data.example\n")
        let alone = try Convert.body("<p><a href=\"https://data.example/set\">here</a></p>")
        #expect(alone == "=> https://data.example/set data.example\n")
    }

    @Test func aLinkWithoutWordsUsesItsOwnLabelOrIsLeftOut() throws {
        let body = try Convert.body(
            "<p>Follow us <a href=\"https://social.example/@desk\" aria-label=\"The desk on Social\"></a><a href=/x> </a>.</p>")
        #expect(body == "Follow us .\n=> https://social.example/@desk The desk on Social\n")
    }

    @Test func uselessLinksKeepTheirText() throws {
        let body = try Convert.body(
            """
            <p><a href="javascript:void(0)">Script</a> <a href="">empty</a> <a>none</a> <a href="#notes">jump</a>
            <a href="story.html#top">self</a> <a href="mailto:?subject=hi">share</a> <a href="/x"> </a>
            <a href="mailto:desk@example.org">Mail us</a></p>
            """)
        #expect(body == "Script empty none jump self share Mail us\n=> mailto:desk@example.org Mail us\n")
    }

    @Test func relativeTargetsResolveAgainstBaseHref() throws {
        let body = try Convert.body(
            "<head><base href=\"https://cdn.example.net/docs/\"></head><p>The <a href=\"guide v2.html\">Guide</a></p>")
        #expect(body == "The Guide\n=> https://cdn.example.net/docs/guide%20v2.html Guide\n")
    }

    @Test func withoutAPageAddressRelativeTargetsStayRelative() throws {
        let body = try Convert.body("<p>My <a href=\"notes/a b.html\">Notes</a></p>", url: nil)
        #expect(body == "My Notes\n=> notes/a%20b.html Notes\n")
    }

    @Test func aParagraphThatIsOneLinkBecomesALinkLine() throws {
        let article = try Convert.article(
            "<p>Intro.</p><p><a href=/more> Read the second part </a></p><ul><li><a href=/l>Listed</a></li></ul>")
        let body = Convert.bodyLines(of: article.document).serialized()
        #expect(body == "Intro.\n\n=> https://example.org/more Read the second part\n\n=> https://example.org/l Listed\n")
        #expect(article.text == "Intro.\nRead the second part\nListed\n")
    }

    @Test func linksInHeadingsTableCellsAndCaptionsAreKept() throws {
        let body = try Convert.body(
            """
            <h2>Results from <a href="/league">the league</a></h2>
            <table><tr><th>Team</th><th>Points</th></tr><tr><td><a href="/ajax">Ajax</a></td><td>12</td></tr></table>
            <figure><img src="/pitch.jpg" alt="Pitch"><figcaption>Photo: <a href="/ann">Ann</a></figcaption></figure>
            """)
        #expect(body.contains("## Results from the league\n=> https://example.org/league the league\n"))
        #expect(body.contains("=> https://example.org/ajax Ajax\n"))
        #expect(body.contains("Photo: Ann\n=> https://example.org/ann Ann\n"))
    }

    @Test func lineBreaksInsideALinkStayInTheText() throws {
        let body = try Convert.body("<p><a href=/a>first<br></a>second</p>")
        #expect(body == "first\nsecond\n=> https://example.org/a first\n")
    }

    /// A link across blocks is a card: one link line labelled with its first block, its other words as text.
    @Test func aLinkAcrossBlocksIsOneLinkLineWithItsOtherWordsAfterIt() throws {
        let body = try Convert.body("<a href=/card><h2>Card title</h2><p>Card text</p></a>")
        #expect(body == "=> https://example.org/card Card title\n\nCard text\n")
    }

    @Test func thePlainTextHasNoLinkLines() throws {
        let text = try Convert.text("<p>See <a href=/a>this</a> and <a href=/b>that</a>.</p>")
        #expect(text == "See this and that.\n")
    }

    @Test func headingsLoseThePagesPermalinkMarks() throws {
        let article = try Convert.article(
            """
            <h2 id="intro">Introduction<a class="headerlink" href="#intro" title="Permalink to this heading">¶</a></h2>
            <p>One.</p>
            <h2 id="b"><a href="#b" aria-hidden="true" class="anchor"><svg></svg></a>Background <a href="#b">#</a></h2>
            <p>Two.</p>
            <h3 id="c">Details <a href="https://example.org/news/story.html#c">🔗</a></h3>
            <p>Three.</p>
            <h3 id="d"><a href="#d">Link to this heading</a>Method § </h3>
            <p>Four.</p>
            <h2>Why C# <span class="permalink">Permalink</span></h2>
            <p>Five.</p>
            """)
        let headings = article.headings.map(\.title)
        #expect(headings == ["Introduction", "Background", "Details", "Method", "Why C#"])
        #expect(article.text.hasPrefix("Introduction\nOne.\nBackground\nTwo.\nDetails\nThree.\nMethod\nFour.\nWhy C#\n"))
    }

    @Test func footnotesLoseTheirArrowsBackToTheText() throws {
        let body = try Convert.body(
            """
            <p>A claim<sup><a href="#fn1" id="r1">1</a></sup> and another.<sup><a href="#fn2">2</a></sup></p>
            <ol><li id="fn1">The first source, page 4. <a href="#r1">&#8617;&#xFE0E;</a></li>
            <li id="fn2"><span><a href="#cite_ref-2">^</a></span> The second source. <a href="#top">&#8593;</a></li>
            <li id="fn3">Raise it to the power <a href="#note">^ 2</a> here.</li></ol>
            """)
        #expect(body.contains("1. The first source, page 4.\n"), "\(body)")
        #expect(body.contains("2. The second source.\n"), "\(body)")
        // Words beside the caret: not a way back, kept.
        #expect(body.contains("Raise it to the power ^ 2 here."), "\(body)")
        #expect(!body.unicodeScalars.contains("\u{21A9}") && !body.unicodeScalars.contains("\u{2191}"), "\(body)")
    }

    @Test func aNoteLosesItsArrowBackThatNamesThePageItself() throws {
        // bookdown writes the way back with the page's own file name: "story.html#fnref3" on story.html.
        let body = try Convert.body(
            """
            <p>Better than last year<a href="#fn3" class="footnote-ref" id="fnref3"><sup>3</sup></a>.</p>
            <div class="footnotes"><hr /><ol start="3"><li id="fn3"><p>In 2022 it was 64.\
            <a href="story.html#fnref3" class="footnote-back">&#8617;&#xFE0E;</a></p></li></ol></div>
            """)
        #expect(body.contains("In 2022 it was 64.\n"), "\(body)")
        #expect(!body.unicodeScalars.contains("\u{21A9}"), "\(body)")
    }

    @Test func noteReferencesReadAsBracketedNumbers() throws {
        let body = try Convert.body(
            """
            <p>A claim<sup id="fnref:1"><a href="#fn:1" class="footnote-ref">1</a></sup> and a second\
            <a href="#fn2" class="footnote-ref"><sup>2</sup></a>, a cited one<sup><a href="#cite-3">[3]</a></sup>, \
            x<sup>2</sup> squared and the 1<sup>st</sup> place, see <a href="/notes"><sup>4</sup></a>.</p>
            """)
        #expect(
            body.hasPrefix("A claim[1] and a second[2], a cited one[3], x2 squared and the 1st place, see 4.\n"),
            "\(body)")
    }

    @Test func aNoteNumberLinkedWithoutSuperscriptReadsBracketedToo() throws {
        // Substack sets its footnote marks as plain links right after the word.
        let body = try Convert.body(
            ##"<p>It has fallen by a third since the turn of the century.<a class="footnote-anchor" "##
                + ##"id="footnote-anchor-1" href="#footnote-1">1</a> The ones that survive belong to cooperatives, "##
                + ##"see <a href="#section-2">2</a> below and <a href="/notes">3</a>.</p>"##)
        #expect(
            body.hasPrefix(
                "It has fallen by a third since the turn of the century.[1] The ones that survive belong to "
                    + "cooperatives, see 2 below and 3.\n"), "\(body)")
    }

    @Test func aNoteSetBesideItsNumberReadsOnOneLine() throws {
        // Substack writes each footnote as its number, a link back to the text, beside a block of the note's text.
        let body = try Convert.body(
            """
            <p>The harbour had four keepers.<a href="#note-1" id="ref-1">1</a></p>
            <div class="note"><a id="note-1" href="#ref-1">1</a><div class="note-text"><p>From the county \
            archive's register.</p><p>Its second page.</p></div></div>
            <div class="note"><a id="note-2" href="#ref-2">2</a><div><p>The log of 1901.</p></div></div>
            <div><a href="/chapters/3">3</a><div><p>A link elsewhere is no note.</p></div></div>
            """)
        #expect(
            body.hasPrefix(
                "The harbour had four keepers.[1]\n\n[1] From the county archive's register.\n\nIts second page.\n\n"
                    + "[2] The log of 1901.\n"), "\(body)")
        #expect(!body.contains("[3]"), "\(body)")
    }

    @Test func aNoteWhoseNumberIsSetAsASuperscriptReadsOnOneLine() throws {
        // Emacs Org mode's export: the number is a superscript link back to the text, the note a block beside it.
        let body = try Convert.body(
            """
            <p>Tramp runs a shell on the other end.<sup><a id="fnr.1" class="footref" href="#fn.1">1</a></sup></p>
            <div class="footdef"><sup><a id="fn.1" class="footnum" href="#fnr.1">1</a></sup> \
            <div class="footpara"><p class="footpara">Since Emacs 22 it is part of Emacs itself.</p></div></div>
            """)
        #expect(body.hasSuffix("\n\n[1] Since Emacs 22 it is part of Emacs itself.\n"), "\(body)")
    }

    @Test func aNoteNumberedByASuperscriptWithoutALinkReadsOnOneLine() throws {
        // pulldown-cmark (Zola, mdBook): the note's number is a superscript of its own, no link back to the text.
        let body = try Convert.body(
            """
            <p>A query zips two vectors.<sup class="footnote-reference"><a href="#1">1</a></sup></p>
            <div class="footnote-definition" id="1"><sup class="footnote-definition-label">1</sup>
            <p>Real engines use archetypes or sparse sets; this is neither.</p>
            </div>
            """)
        #expect(body.hasSuffix("\n\n[1] Real engines use archetypes or sparse sets; this is neither.\n"), "\(body)")
    }

    @Test func aNoteCitedMoreThanOnceLosesItsLettersBackToTheText() throws {
        let body = try Convert.body(
            """
            <ol class="references"><li id="cite_note-TH-1"><span class="mw-cite-backlink">^ \
            <a href="#cite_ref-TH_1-0"><sup><i><b>a</b></i></sup></a> <a href="#cite_ref-TH_1-1"><sup><i><b>b</b></i>\
            </sup></a></span> <span class="reference-text">Harbour Board (1872). <i>Annual Report</i>. p. 14.</span></li>
            <li><span>↑ <a href="#r2">1</a> <a href="#r2b">2</a></span> Lowe, M. (1990).</li>
            <li><span><a href="#sec-2">§2</a> and after</span> Keep, A. (2001).</li></ol>
            """)
        #expect(body.contains("* 1. Harbour Board (1872). Annual Report. p. 14.\n"), "\(body)")
        #expect(body.contains("* 2. Lowe, M. (1990).\n"), "\(body)")
        // Words beside the links: not a way back, kept.
        #expect(body.contains("* 3. §2 and after Keep, A. (2001).\n"), "\(body)")
    }

    @Test func anEditorsNoteKeepsItsWordsWithoutItsLinkToTheHelpPage() throws {
        let body = try Convert.body(
            """
            <p>All nine of her crew were saved.<sup class="noprint">[<i><a href="/wiki/Wikipedia:Citation_needed">\
            <span title="This claim needs references">citation needed</span></a></i>]</sup></p>
            <p>A source says so.<sup>[<a href="https://elsewhere.example/report">source report</a>]</sup></p>
            """)
        #expect(body.contains("All nine of her crew were saved.[citation needed]\n"), "\(body)")
        #expect(!body.contains("Citation_needed"), "\(body)")
        // A link to another site in brackets is a source: kept.
        #expect(body.contains("=> https://elsewhere.example/report source report"), "\(body)")
    }

    /// A web address whose scheme the author mistyped (a letter dropped
    /// or doubled, the colon left out) leads where the author meant, not
    /// to an unknown scheme or a path on the article's own site; a
    /// relative link, `hxxp://` (written so on purpose) and other schemes
    /// are left as they are.
    @Test func aMistypedSchemeOfAWebAddressIsRepaired() throws {
        let body = try Convert.body(
            """
            <p>The harbour office publishes its <a href="ttps://harbour.example.org/tides/2024.pdf">tide tables</a>.</p>
            <p>See <a href="htps://soundings.example.net/north-quay">the survey notes</a> for every depth.</p>
            <p>The <a href="http//www.admiralty.example/charts">chart catalogue</a> covers the approaches.</p>
            <p>The council's <a href="HTTPS//council.example.gov/harbour/plan">harbour plan</a> explains the silt.</p>
            <p>Our <a href="notes/http-soundings.html">notes on soundings</a> and the \
            <a href="hxxp://bad.example/payload">sample</a> stay; so does <a href="ftp://ftp.example.org/t">the mirror</a>.</p>
            """)
        for line in [
            "=> https://harbour.example.org/tides/2024.pdf tide tables",
            "=> https://soundings.example.net/north-quay the survey notes",
            "=> http://www.admiralty.example/charts chart catalogue",
            "=> https://council.example.gov/harbour/plan harbour plan",
            "=> https://example.org/news/notes/http-soundings.html notes on soundings",
            "=> hxxp://bad.example/payload sample", "=> ftp://ftp.example.org/t the mirror",
        ] {
            #expect(body.contains(line + "\n"), "\(line): \(body)")
        }
    }
}
