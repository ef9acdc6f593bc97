import Foundation
import HTML
import Testing

@testable import Article

/// Fixture pages for titles that carry the site's name, where the page
/// shows that name only in its own header or footer, and for headlines
/// pages give search engines in other words than the one they show.
@Suite struct MetadataSiteTitleTests {
    private let header = "<header><a href=\"/\">Lantern Press</a><nav><a href=\"/news\">News</a></nav></header>"
    private let story = """
        <p>The council voted last spring to replace the old sodium lamps along the river with LED fixtures, and few \
        residents expected the change to reach the birds that roost under the railway bridge.</p>
        <h2>What the numbers show</h2><p>The swifts now enter the roost eighteen minutes later.</p>
        """

    private func title(head: String, body: String, url: String = "https://x.example/2024/swifts") -> String? {
        let html = "<!DOCTYPE html><html><head>\(head)</head><body>\(body)</body></html>"
        return MetadataExtractor.extract(from: HTMLDocument.parse(html), url: URL(string: url)).title
    }

    @Test(arguments: [
        "<article><h2 class=\"headline\">Swifts roost later since the lamps changed</h2>",
        "<article><div role=\"heading\" aria-level=\"1\">Swifts roost later since the lamps changed</div>",
        "<article><h1>Swifts roost later since the lamps changed</h1>",
    ])
    func aTitleThatIsOnlyTheSitesNameGivesWayToTheHeadline(opening: String) {
        let headline = "Swifts roost later since the lamps changed"
        #expect(title(head: "<title>Lantern Press</title>", body: header + opening + story + "</article>") == headline)
        // The site named by its logo's alt text, and by its footer's copyright.
        let logo =
            "<header><h1 class=\"logo\"><a href=\"/\"><img src=\"/logo.svg\" alt=\"Lantern Press\"></a></h1></header>"
        #expect(title(head: "<title>Lantern Press</title>", body: logo + opening + story + "</article>") == headline)
        let footer = "<footer><p>© 2024 Lantern Press</p></footer>"
        #expect(title(head: "<title>Lantern Press</title>", body: opening + story + "</article>" + footer) == headline)
    }

    @Test(arguments: [
        "Swifts roost later since the lamps changed | Lantern Press",
        "Swifts roost later since the lamps changed - Lantern Press",
        "Swifts roost later since the lamps changed « Lantern Press",
        "Lantern Press: Swifts roost later since the lamps changed",
        "Swifts roost later since the lamps changed | Environment | Lantern Press",
    ])
    func theSitesNameTheHeaderShowsComesOffTheTitle(raw: String) {
        let body = header + "<article>" + story + "</article>"
        #expect(title(head: "<title>\(raw)</title>", body: body) == "Swifts roost later since the lamps changed")
    }

    @Test func aHeadlinesPermalinkMarkIsNoPartOfTheTitle() {
        // A notebook's page: its <title> is the file's name, its <h1> ends with an anchor link "¶".
        let body = "<h1 id=\"bike\">Bike counts on the bridge<a class=\"anchor-link\" href=\"#bike\">¶</a></h1>" + story
        #expect(title(head: "<title>bike_counts_analysis</title>", body: body) == "Bike counts on the bridge")
    }

    @Test func aSectionsNameComesOffOnlyWithTheSitesName() {
        let body = header + "<article>" + story + "</article>"
        #expect(title(head: "<title>Why the swifts came back late | Part 2 | Lantern Press</title>", body: body)
            == "Why the swifts came back late | Part 2")
        #expect(title(head: "<title>Why the swifts came back late | Environment</title>", body: body)
            == "Why the swifts came back late | Environment")
    }

    @Test func aChineseOrJapaneseSiteSuffixComesOff() {
        let japanese = "<title>アマツバメのねぐら入り、街灯交換で遅く：例新聞デジタル</title>"
        #expect(title(head: japanese, body: "<article><h1>アマツバメのねぐら入り、街灯交換で遅く</h1>\(story)</article>")
            == "アマツバメのねぐら入り、街灯交換で遅く")
        let chinese = "<meta property=\"og:site_name\" content=\"示例新闻网\"><title>河边换装LED路灯后雨燕归巢时间推迟_示例新闻网</title>"
        #expect(title(head: chinese, body: "<article>\(story)</article>") == "河边换装LED路灯后雨燕归巢时间推迟")
    }

    @Test func anUnderscoreInANameJoinsItsParts() {
        // rustdoc's title names the item and its module; the site's name read from it ("In core::arch::aarch64")
        // stands after the name's "_", which joins "vcombine" and "f32" as in a Chinese title it would part them.
        let head = "<meta name=\"generator\" content=\"rustdoc\"><title>vcombine_f32 in core::arch::aarch64 - Rust</title>"
        let body = """
            <nav class="sidebar"><a class="sidebar-logo" href="../../../core/index.html"><div class="logo-container">\
            <img class="rust-logo" src="../../../rust-logo1.63.0.svg" alt="logo"></div></a><div class="sidebar-elems">\
            <h2 class="location"><a href="index.html">In core::arch::aarch64</a></h2></div></nav>
            <section id="main-content"><h1 class="fqn"><span class="in-band">Function <a href="../../index.html">core</a>\
            ::<wbr><a href="../index.html">arch</a>::<wbr><a href="index.html">aarch64</a>::<wbr>\
            <a class="fn" href="#">vcombine_f32</a></span></h1>\(story)</section>
            """
        let found = title(head: head, body: body)
        #expect(found?.contains("vcombine_f32") == true, "\(found ?? "nil")")
    }

    @Test func theHeadlineShownBeatsOneForSearchEnginesThatTellsTheSameStory() {
        let head = "<meta property=\"og:title\" content=\"Swifts confused by new LED lamps, say bird counters\">"
        let shown = "<article><h1>Swifts are roosting later since the river lamps changed</h1>\(story)</article>"
        #expect(title(head: head, body: shown) == "Swifts are roosting later since the river lamps changed")
        #expect(title(head: "<title>Late swifts | Lantern Press</title>", body: header + shown)
            == "Swifts are roosting later since the river lamps changed")
        // An <h1> that names a section, or tells of something else, is no headline for this story.
        #expect(title(head: head, body: "<h1>Games</h1><article>\(story)</article>")
            == "Swifts confused by new LED lamps, say bird counters")
        #expect(title(head: head, body: "<h1>Parliament debates the budget for schools</h1><article>\(story)</article>")
            == "Swifts confused by new LED lamps, say bird counters")
    }

    @Test func aBoardsNameOverTheTopicIsTheSitesName() {
        // A forum (or an old blog) sets its own name as the <h1> of its header and the topic as an <h2> below.
        let board = "<div id=\"page-header\"><h1>Harbour Pilots' Board</h1><p>For pilots and boatmen</p></div>"
        let topic = "<div role=\"main\"><h2><a href=\"./viewtopic.php?t=7\">Dredging the inner basin</a></h2>"
        let head = "<title>Dredging the inner basin - Harbour Pilots' Board</title>"
        #expect(title(head: head, body: board + topic + story + "</div>") == "Dredging the inner basin")
        // An <h1> that is the story's own headline stays the title, whatever the <h2> under it says.
        let headline = "<article><h1>Harbour Pilots' Board</h1><h2>Dredging the inner basin</h2>\(story)</article>"
        #expect(title(head: "<title>Harbour Pilots' Board</title>", body: headline) == "Harbour Pilots' Board")
    }

    @Test func aJournalsNameOverAnEntryIsTheSitesName() {
        // A journal (Dreamwidth, LiveJournal): its name as the <h1>, its motto as an <h2>, the entry's title as an
        // <h3> further down; the page's Open Graph title is the entry's.
        let journal = "<div id=\"header\"><h1>Jane's journal</h1><h2>Notes from the north</h2></div>"
        let entry = "<div class=\"entry\"><h3 class=\"entry-title\"><a href=\"/12345.html\">Winter reading</a></h3>"
        let head = "<title>Winter reading - Jane's journal</title><meta property=\"og:title\" content=\"Winter reading\">"
        #expect(title(head: head, body: journal + entry + story + "</div>") == "Winter reading")
    }
}
