import Foundation
import Testing

@testable import Article

/// Notes set inside a sentence, ruby readings and a quotation's source:
/// text a browser shows beside, above or under the words, which must not
/// run into the sentence when read in line.
@Suite struct InlineNoteTests {
    @Test func aSideNoteInsideASentenceFollowsItsParagraphWithAMark() throws {
        // Tufte CSS: a numbered side note and the check box that opens it on a small screen.
        let body = try Convert.body("""
            <p>The same note turns up in manuscripts miles apart,<label for="sn-1" class="margin-toggle sidenote-number">\
            </label><input type="checkbox" id="sn-1" class="margin-toggle"/><span class="sidenote">Tracing these \
            glosses is how the curriculum was reconstructed.</span> which lets us follow the teachers.</p>
            <p>Next.</p>
            """)
        #expect(body == """
            The same note turns up in manuscripts miles apart,[1] which lets us follow the teachers.

            [1] Tracing these glosses is how the curriculum was reconstructed.

            Next.

            """)
    }

    /// A note's words are gathered as a paragraph's are: a control character
    /// (U+009D, what a page decoded as Windows-1252 holds for a stray byte)
    /// and a zero-width space in them are dropped, not written into the text.
    @Test func aSideNotesControlAndInvisibleCharactersAreDropped() throws {
        let body = try Convert.body("""
            <p>The same note turns up in manuscripts miles apart,<span class="sidenote">Tracing these\u{9D} \
            glosses\u{200B} is how the curriculum was reconstructed.</span> which lets us follow the teachers.</p>
            """)
        #expect(body.contains("[1] Tracing these glosses is how the curriculum was reconstructed."), "\(body)")
        #expect(!body.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) || $0.value == 0x200B })
    }

    @Test func aFootnoteKeepsItsOwnMarkAndLosesItsRepeats() throws {
        // A LaTeX converter's footnote: the mark, then a box that shows the mark again and the note.
        let body = try Convert.body("""
            <p>Count-based bonuses<span class="ltx_note ltx_role_footnote"><sup class="ltx_note_mark">2</sup>\
            <span class="ltx_note_outer"><span class="ltx_note_content"><sup class="ltx_note_mark">2</sup>\
            <span class="ltx_tag ltx_tag_note">2</span>We use bonus for any intrinsic reward.</span></span></span> \
            offer an alternative.</p>
            """)
        #expect(body == "Count-based bonuses[2] offer an alternative.\n\n[2] We use bonus for any intrinsic reward.\n")
    }

    @Test func aMarginNoteFollowsItsParagraphWithoutAMarkOrItsToggle() throws {
        let body = try Convert.body("""
            <p>A line might be written at the foot of the page.<label for="mn-1" class="margin-toggle">&#8853;</label>\
            <input type="checkbox" id="mn-1" class="margin-toggle"/><span class="marginnote">The sign is the \
            ancestor of the footnote mark.</span> These signs are easy to overlook.</p>
            """)
        #expect(body == """
            A line might be written at the foot of the page. These signs are easy to overlook.

            The sign is the ancestor of the footnote mark.

            """)
    }

    /// Footnotes that a script shows as popovers (Littlefoot, Bigfoot) and marks as printed only: the
    /// popover is made on a click, so the notes at the end are the only copy of them.
    @Test(arguments: ["littlefoot--print", "footnote-print-only"])
    func footnotesAScriptShowsAsPopoversStay(printClass: String) throws {
        let prose = "The council met on Thursday and voted to keep the library open on Sundays through the winter."
        let page = """
            <html><head><title>Sundays</title></head><body><article><h1>Sundays</h1>
            <p>\(prose)<span class="littlefoot__container"><button class="littlefoot__button" \
            aria-label="Footnote 1" data-footnote-id="1"><svg viewBox="0 0 31 6"><circle r="3"></circle></svg>\
            </button></span> \(prose)</p><p>\(prose)</p>
            <div class="footnotes \(printClass)"><hr class="\(printClass)"><ol>\
            <li id="fn:1" class="\(printClass)"><p>The vote was seven to two. <a href="#fnref:1">↩</a></p></li>\
            </ol></div></article></body></html>
            """
        let article = try ArticleConverter().convert(Array(page.utf8), url: Convert.pageURL)
        #expect(article.gemtext.contains("The vote was seven to two."), "\(article.gemtext)")
    }

    @Test func aShortSpanNamedANoteStaysInItsSentence() throws {
        let body = try Convert.body("<p>Bring <span class=\"sidenote\">two coats</span> and a hat.</p>")
        #expect(body == "Bring two coats and a hat.\n")
        let remark = try Convert.body("<p>Bring <span class=\"note\">two warm coats</span> and a hat.</p>")
        #expect(remark == "Bring two warm coats and a hat.\n")
    }

    @Test func rubyReadingsFollowTheirCharactersInParentheses() throws {
        let body = try Convert.body(
            "<p><ruby>漢字<rp>(</rp><rt>かんじ</rt><rp>)</rp></ruby>と<ruby>薔薇<rt>ばら</rt></ruby>。</p>")
        #expect(body == "漢字(かんじ)と薔薇(ばら)。\n")
    }

    @Test func aQuotationsFooterNamesItsSource() throws {
        let body = try Convert.body("""
            <blockquote><p>Whoever reads this book, let him pray for the one who wrote it.</p>\
            <footer>Colophon, Oxford</footer></blockquote>
            <blockquote><p>Less is more.</p><footer>— <cite>Mies</cite></footer></blockquote>
            """)
        #expect(body == """
            > Whoever reads this book, let him pray for the one who wrote it.
            > — Colophon, Oxford

            > Less is more.
            > — Mies

            """)
    }

    @Test func aQuotationsFooterSurvivesExtraction() {
        let quote = """
            <blockquote><p>Whoever reads this book, let him pray for the one who wrote it.</p>\
            <footer>Colophon, Oxford, Bodleian Library</footer></blockquote>
            """
        let page = "<html><body><article><h1>Glosses</h1>" + TestPage.paragraphs("before") + quote
            + TestPage.paragraphs("after") + "</article><footer><p>© 2024 The Society</p></footer></body></html>"
        let probe = ExtractionProbe(page)
        #expect(probe.keeps("Colophon, Oxford, Bodleian Library"))
        #expect(!probe.keeps("2024 The Society"))
    }

    @Test func aBoxNamedAQuotationIsQuoted() throws {
        let body = try Convert.body("""
            <p>Price described the state of affairs.</p>\
            <div class="BigQuote"><p>We keep trying to encode policy into the kernel.</p></div>\
            <div class="press__container__quote"><p>The firm announces a partnership.</p></div>
            """)
        #expect(body == """
            Price described the state of affairs.

            > We keep trying to encode policy into the kernel.

            The firm announces a partnership.

            """)
    }
}
