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
        // Between a code block and the next section's heading, with no prose around it, it stays too.
        let between = "<pre><code>open --weekdays 9-18</code></pre>" + aside
            + #"<div class="sl-heading-wrapper level-h2"><h2 id="holidays">Holidays</h2>"#
            + ##"<a class="sl-anchor-link" href="#holidays"><span class="sr-only">Section titled “Holidays”</span>"##
            + "</a></div>"
        let framed = try Self.body(inserting: between)
        #expect(framed.contains("Note\n\nThe reading room closes an hour early"), "\(framed)")
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

    // MARK: VitePress

    /// A VitePress block of code: its copy button, its language in the corner, its lines.
    static func vitePressBlock(_ language: String, _ lines: [String], active: Bool = false) -> String {
        let code = lines.map { #"<span class="line"><span style="--shiki-light:#24292E;">\#($0)</span></span>"# }
        return """
            <div class="language-\(language) vp-adaptive-theme\(active ? " active" : "")">\
            <button title="Copy Code" class="copy"></button><span class="lang">\(language)</span>\
            <pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code>\
            \(code.joined(separator: "\n"))</code></pre></div>
            """
    }

    @Test func eachBlockOfACodeGroupFollowsItsTabsWords() throws {
        let group = """
            <div class="vp-code-group vp-adaptive-theme"><div class="tabs">\
            <input type="radio" name="group-1" id="tab-a" checked><label data-title="npm" for="tab-a">npm</label>\
            <input type="radio" name="group-1" id="tab-b"><label data-title="pnpm" for="tab-b">pnpm</label></div>\
            <div class="blocks">\(Self.vitePressBlock("sh", ["npm add -D lantern"], active: true))\
            \(Self.vitePressBlock("sh", ["pnpm add -D lantern"]))</div></div>
            """
        let body = try Self.body(inserting: group)
        #expect(body.contains("npm\n\n```sh\nnpm add -D lantern\n```"), "\(body)")
        #expect(body.contains("pnpm\n\n```sh\npnpm add -D lantern\n```"), "\(body)")
        #expect(!body.contains("npmpnpm"), "\(body)")
    }

    @Test func aCodeBlocksLanguageInItsCornerIsNoLine() throws {
        let block = Self.vitePressBlock("js", ["export default {", "  title: 'My Notes'", "}"])
        let body = try Self.body(inserting: block)
        #expect(body.contains("```js\nexport default {\n  title: 'My Notes'\n}\n```"), "\(body)")
        #expect(!body.contains("\njs\n"), "\(body)")
        // A paragraph naming a language before a block stays.
        let named = "<p>Go</p><pre><code class=\"language-go\">fmt.Println(1)</code></pre>"
        #expect(try Self.body(inserting: named).contains("Go\n"))
    }

    @Test func anMdBookPlaygroundNamesItsLanguage() throws {
        // mdBook nests the playground's <pre> in another; the language is on the <code> inside.
        let block = """
            <pre><pre class="playground"><code class="language-rust edition2021"><span class="boring">fn main() {
            </span>    let x = 5;
            <span class="boring">}</span></code></pre></pre>
            """
        let body = try Self.body(inserting: block)
        #expect(body.contains("```rust\nfn main() {\n    let x = 5;\n}\n```"), "\(body)")
    }

    @Test func aBadgeInAHeadingIsAWordOfItsOwn() throws {
        let heading = """
            <h2 id="the-setup-wizard" tabindex="-1">The Setup Wizard<span class="VPBadge tip">beta</span> \
            <a class="header-anchor" href="#the-setup-wizard" aria-label="Permalink to &quot;The Setup Wizard&quot;">\
            &ZeroWidthSpace;</a></h2><p>The wizard asks a few questions and writes a starter configuration for you \
            in the folder you name.</p>
            """
        let body = try Self.body(inserting: heading)
        #expect(body.contains("## The Setup Wizard beta\n"), "\(body)")
    }

    // MARK: Nextra

    @Test func aCalloutsEmojiLeadsItsFirstLine() throws {
        let callout = """
            <div class="nextra-callout nx-overflow-x-auto nx-mt-6 nx-flex nx-rounded-lg nx-border nx-py-2">\
            <div class="nx-select-none nx-text-xl" style="font-family:&quot;Apple Color Emoji&quot;">⚠️</div>\
            <div class="nx-w-full nx-min-w-0 nx-leading-7"><p class="nx-mt-6 nx-leading-7">Returned books are \
            checked for damage before they go back on the shelf.</p></div></div>
            """
        let body = try Self.body(inserting: callout)
        #expect(body.contains("⚠️ Returned books are checked for damage"), "\(body)")
        #expect(!body.contains("⚠️\n"), "\(body)")
    }

    @Test func theDateOfThePagesLastChangeClosingItGoes() throws {
        let html = TestPage.site(
            article: "<h1>Library funding approved</h1>" + TestPage.paragraphs("a", count: 3)
                + #"<div class="nx-mt-12 nx-mb-8 nx-block nx-text-xs">Last updated on "#
                + #"<time datetime="2024-11-03T09:12:00.000Z">November 3, 2024</time></div>"#)
        let article = try ArticleConverter().convert(
            Array(html.utf8), url: URL(string: "https://news.example.com/2019/11/19/story.html"))
        let body = Convert.bodyLines(of: article.document).serialized()
        #expect(body.contains("(a-3 4)."), "\(body)")
        #expect(!body.contains("Last updated"), "\(body)")
        // A sentence about a change stays.
        #expect(!ChangeDateLines.isChangeDate("Last updated on November 3, 2024, the guide now covers caching."))
        #expect(ChangeDateLines.isChangeDate("Last modified: 3 November 2024"))
    }
    // MARK: Specifications

    @Test func aLabelEndingInAColonGetsNoSecondOne() throws {
        let table = """
            <table class="def propdef"><tbody><tr><th>Name:<td><dfn id="propdef-align-content">align-content</dfn>\
            <tr class="value"><th><a href="https://www.w3.org/TR/css-values/#value-def-syntax">Value:</a>\
            <td class="prod">normal | &lt;content-distribution&gt;<tr><th>Initial:<td>normal\
            <tr><th>Inherited:<td>no</tbody></table>
            """
        let body = try Self.body(inserting: table)
        #expect(body.contains("Name: align-content"), "\(body)")
        #expect(body.contains("Initial: normal"), "\(body)")
        #expect(!body.contains("::"), "\(body)")
    }

    // MARK: Forges

    @Test func aReadmesRowOfBadgesIsLeftOut() throws {
        let badges = """
            <p dir="auto"><a href="https://github.com/ferrule/tidepool/actions/workflows/ci.yml">\
            <img src="https://github.com/ferrule/tidepool/actions/workflows/ci.yml/badge.svg" alt="build status"></a> \
            <a href="https://crates.io/crates/tidepool" rel="nofollow"><img src="https://camo.githubusercontent.com/4c1a2e0f" \
            alt="crates.io" data-canonical-src="https://img.shields.io/crates/v/tidepool.svg"></a></p>
            """
        let body = try Self.body(inserting: badges)
        #expect(!body.contains("badge.svg"), "\(body)")
        #expect(!body.contains("camo.githubusercontent.com"), "\(body)")
        #expect(!body.contains("crates.io"), "\(body)")
        // A picture of the story in a link stays.
        let picture = #"<p><a href="/photos/1.jpg"><img src="/photos/1-small.jpg" alt="The new reading room"></a></p>"#
        #expect(try Self.body(inserting: picture).contains("The new reading room"))
    }
}
