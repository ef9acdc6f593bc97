import Foundation
import Gemtext
import Testing

@testable import Article

/// A wiki's article as Fandom's MediaWiki sets it: a portable infobox
/// beside its first paragraphs, a quote template between big quotation
/// marks, notes at the end and a navigation box of links under them. The
/// infobox's facts read "Born: 36 BBY", the quote is one quote with its
/// source, the notes stay and the navigation box goes.
@Suite struct WikiPageTests {
    static let page = TestPage.page(
        head: """
            <title>Ahsoka Tano | Wookieepedia | Fandom</title><meta property="og:site_name" content="Wookieepedia">
            <meta property="og:title" content="Ahsoka Tano">
            """,
        body: """
            <div class="global-navigation"><a href="https://www.fandom.com/">Fandom</a><a href="/explore">Explore</a></div>
            <main class="page__main"><div class="page-header"><h1 class="page-header__title" id="firstHeading">\
            <span class="mw-page-title-main">Ahsoka Tano</span></h1></div>
            <div id="content" class="page-content"><div id="mw-content-text" class="mw-body-content">\
            <div class="mw-parser-output">
            <aside role="region" class="portable-infobox pi-background pi-border-color pi-theme-character">
            <h2 class="pi-item pi-item-spacing pi-title pi-secondary-background" data-source="name">Ahsoka Tano</h2>
            <figure class="pi-item pi-image" data-source="image"><a href="https://static.example.net/Ahsoka.png" \
            class="image image-thumbnail"><img src="https://static.example.net/Ahsoka.png/scale-to-width-down/268" \
            class="pi-image-thumbnail" alt="" width="268" height="350"></a>\
            <figcaption class="pi-item-spacing pi-caption">Ahsoka Tano in 9 ABY</figcaption></figure>
            <section class="pi-item pi-group pi-border-color">
            <h2 class="pi-item pi-header pi-secondary-font pi-item-spacing">Biographical information</h2>
            <div class="pi-item pi-data pi-item-spacing pi-border-color" data-source="homeworld">
            <h3 class="pi-data-label pi-secondary-font">Homeworld</h3>
            <div class="pi-data-value pi-font"><a href="/wiki/Shili" title="Shili">Shili</a></div></div>
            <div class="pi-item pi-data pi-item-spacing pi-border-color" data-source="birth">
            <h3 class="pi-data-label pi-secondary-font">Born</h3>
            <div class="pi-data-value pi-font">36 BBY</div></div>
            </section></aside>
            <table class="cquote" style="margin:auto; border-collapse:collapse; border-style:none; width:auto;">
            <tbody><tr><td style="width:20px; vertical-align:top; font-size:35px; font-weight:bold;">“</td>
            <td style="vertical-align:top; border-style:none; padding:4px 10px;">I am no Jedi.</td>
            <td style="width:20px; vertical-align:bottom; font-size:35px; font-weight:bold;">”</td></tr>
            <tr><td colspan="3" style="font-size:smaller; text-align:right;"><cite style="font-style:normal;">\
            ―Ahsoka Tano, to Darth Vader</cite></td></tr></tbody></table>
            <p>\(TestPage.prose("lead", sentences: 3))<sup id="cite_ref-1" class="reference">\
            <a href="#cite_note-1">[1]</a></sup></p>
            <h2><span class="mw-headline" id="Biography">Biography</span><span class="mw-editsection">\
            <span class="mw-editsection-bracket">[</span><a href="/wiki/Ahsoka_Tano?action=edit&amp;section=1">edit</a>\
            <span class="mw-editsection-bracket">]</span></span></h2>
            \(TestPage.paragraphs("biography", count: 3))
            <h2><span class="mw-headline" id="Notes_and_references">Notes and references</span>\
            <span class="mw-editsection"><span class="mw-editsection-bracket">[</span>\
            <a href="/wiki/Ahsoka_Tano?action=edit&amp;section=2">edit</a>\
            <span class="mw-editsection-bracket">]</span></span></h2>
            <div class="references-small"><ol class="references">
            <li id="cite_note-1"><span class="mw-cite-backlink"><a href="#cite_ref-1">↑</a></span> \
            <span class="reference-text"><i><a href="/wiki/Ahsoka_(novel)">Ahsoka</a></i> (novel), chapter 2</span></li>
            </ol></div>
            <table class="navbox" style="width:100%; margin:auto;"><tbody>
            <tr><th class="navbox-title" colspan="2"><a href="/wiki/Template:Jedi">v</a> · Jedi of the Clone Wars</th></tr>
            <tr><th class="navbox-group">Masters</th><td class="navbox-list"><a href="/wiki/Yoda">Yoda</a> · \
            <a href="/wiki/Mace_Windu">Mace Windu</a> · <a href="/wiki/Plo_Koon">Plo Koon</a></td></tr>
            <tr><th class="navbox-group">Knights</th><td class="navbox-list"><a href="/wiki/Anakin_Skywalker">\
            Anakin Skywalker</a> · <a href="/wiki/Quinlan_Vos">Quinlan Vos</a> · <a href="/wiki/Aayla_Secura">\
            Aayla Secura</a></td></tr>
            </tbody></table>
            </div></div></div></main>
            <aside class="page__right-rail"><section class="rail-module"><h2>Recent Images</h2>\
            <ul><li><a href="/wiki/File:X.png">X.png</a></li></ul></section></aside>
            """)

    static func article() throws -> Article {
        try ArticleConverter().convert(
            Array(Self.page.utf8), url: URL(string: "https://starwars.fandom.com/wiki/Ahsoka_Tano"))
    }

    /// The infobox's facts are labelled lines, none of them a heading of the article.
    @Test func aPortableInfoboxGivesLabelledLines() throws {
        let article = try Self.article()
        let lines = Convert.bodyLines(of: article.document).lines
        #expect(lines.contains(.text("Homeworld: Shili")), "\(article.gemtext)")
        #expect(lines.contains(.text("Born: 36 BBY")))
        #expect(lines.contains(.text("Biographical information")))
        #expect(lines.contains(.link(url: "https://static.example.net/Ahsoka.png", label: "Ahsoka Tano in 9 ABY")))
        #expect(article.headings.map(\.title) == ["Biography", "Notes and references"])
    }

    /// A quote template is a quote and its source, without the big marks.
    @Test func aQuoteTemplateIsAQuoteWithItsSource() throws {
        let lines = Convert.bodyLines(of: try Self.article().document).lines
        let quote = try #require(lines.firstIndex(of: .quote("I am no Jedi.")), "\(lines)")
        #expect(lines[quote + 1] == .quote("―Ahsoka Tano, to Darth Vader"))
        #expect(!lines.contains(.text("“")))
    }

    /// The notes stay under their heading; the navigation box of links goes.
    @Test func notesStayAndTheNavigationBoxGoes() throws {
        let article = try Self.article()
        #expect(article.text.contains("(novel), chapter 2"), "\(article.gemtext)")
        #expect(!article.text.contains("Mace Windu"))
        #expect(!article.text.contains("Jedi of the Clone Wars"))
        #expect(!article.text.contains("Recent Images"))
    }
}
