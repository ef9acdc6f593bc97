import Foundation
import Gemtext
import Testing

@testable import Article

/// Pages of documentation generators and code forges read as their
/// authors wrote them: Starlight's and VitePress's headings, notes, code
/// blocks and tabs, Nextra's callouts, the property tables of W3C
/// specifications and a README's badges.
@Suite struct DocumentationSiteTests {
    /// The article's body through the whole pipeline, with `insert` among its paragraphs.
    static func body(inserting insert: String) throws -> String {
        GemtextDocument(try VerbatimTests.body(inserting: insert)).serialized()
    }

    // MARK: Starlight

    @Test func aNoteAsideIsTheAuthorsWordsUnderItsLabel() throws {
        let aside = """
            <aside aria-label="Note" class="starlight-aside starlight-aside--note">\
            <p class="starlight-aside__title" aria-hidden="true"><svg viewBox="0 0 24 24" width="16" height="16" \
            class="starlight-aside__icon"><path d="M12 11Z"></path></svg>Note</p>\
            <div class="starlight-aside__content"><p>The reading room closes an hour early on the first Monday \
            of each month for cleaning.</p></div></aside>
            """
        let body = try Self.body(inserting: aside)
        #expect(body.contains("Note\n\nThe reading room closes an hour early"), "\(body)")
        #expect(body.components(separatedBy: "Note").count == 2, "\(body)")
        // A sidebar set in an aside still goes.
        let sidebar = """
            <aside class="related"><h3>More from the council</h3><ul><li><a href="/a">Budget vote delayed again \
            this week</a></li><li><a href="/b">Parks plan gets a second reading</a></li></ul></aside>
            """
        #expect(try !Self.body(inserting: sidebar).contains("More from the council"))
    }

    @Test func aHeadingsAnchorLinkBesideItSaysNothing() throws {
        let heading = """
            <div class="sl-heading-wrapper level-h2"><h2 id="opening-hours">Opening hours</h2>\
            <a class="sl-anchor-link" href="#opening-hours"><span aria-hidden="true" class="sl-anchor-icon">\
            <svg width="16" height="16" viewBox="0 0 24 24"><path fill="currentcolor" d="m12.11 15.39Z"></path>\
            </svg></span><span class="sr-only">Section titled “Opening hours”</span></a></div>\
            <p>The library opens at nine on weekdays and at ten on Saturdays, and it stays shut on Sundays.</p>
            """
        let body = try Self.body(inserting: heading)
        #expect(body.contains("## Opening hours\n\nThe library opens at nine"), "\(body)")
        #expect(!body.contains("Section titled"), "\(body)")
        // The converter leaves the link's words out on its own, whatever the extractor kept.
        let converted = try Convert.body(heading)
        #expect(converted.contains("## Opening hours\n\nThe library opens at nine"), "\(converted)")
        #expect(!converted.contains("Section titled"), "\(converted)")
    }

    // MARK: Expressive Code

    @Test func aCodeFramesFileNameStandsOverItsLines() throws {
        let frame = """
            <div class="expressive-code"><figure class="frame has-title"><figcaption class="header">\
            <span class="title">hours.config.mjs</span></figcaption><pre data-language="js"><code>\
            <div class="ec-line"><div class="code"><span style="--0:#F97583">export</span>\
            <span style="--0:#E1E4E8"> default {</span></div></div><div class="ec-line"><div class="code">\
            <span class="indent">  </span><span style="--0:#E1E4E8">weekdays: </span>\
            <span style="--0:#9ECBFF">'9-18'</span></div></div><div class="ec-line"><div class="code">}</div></div>\
            </code></pre><div class="copy"><div aria-live="polite"></div><button title="Copy to clipboard" \
            data-copied="Copied!" data-code="export default {  weekdays: '9-18'}"><div></div></button></div>\
            </figure></div>
            """
        let body = try Self.body(inserting: frame)
        #expect(body.contains("hours.config.mjs\n\n```js\nexport default {\n  weekdays: '9-18'\n}\n```"), "\(body)")
        #expect(!body.contains("Copy"), "\(body)")
    }
}
