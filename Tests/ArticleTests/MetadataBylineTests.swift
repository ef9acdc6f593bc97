import Foundation
import HTML
import Testing

@testable import Article

/// Fixture pages for visible bylines that are easy to misread: a
/// commenter's name, labels around the name, names in other languages'
/// bylines, the site's name posing as its author, several author tags.
@Suite struct MetadataBylineTests {
    private let story = """
        <p>The council voted last spring to replace the old sodium lamps along the river with LED fixtures, and few \
        residents expected the change to reach the birds that roost under the railway bridge.</p>
        <p>Volunteers who count the swifts every evening noticed within weeks that the flocks circled later.</p>
        """

    private func author(
        head: String = "<title>Swifts roost later | Lantern Press</title>", body: String,
        url: String = "https://lanternpress.example/2024/03/05/swifts"
    ) -> String? {
        let html = "<!DOCTYPE html><html><head>\(head)</head><body>\(body)</body></html>"
        return MetadataExtractor.extract(from: HTMLDocument.parse(html), url: URL(string: url)).author
    }

    /// A byline that marks the writers apart from their publication names
    /// the writers alone, every one of them.
    @Test func theAuthorsMarkedInABylineAreNamedWithoutThePublication() {
        func byline(_ names: String) -> String {
            """
            <h1>Swifts roost later</h1><div class="byline-section"><div class="attribution">
            <span class="author">
                \(names)
            </span>
            <span class="publication">
                Associated Press
            </span></div><div class="publish-date">Published 11:34 PM EST Nov 19, 2019</div></div>\(story)
            """
        }
        #expect(author(body: byline("Tom Davies")) == "Tom Davies")
        #expect(author(body: byline("Lisa Kaczke and Trevor J. Mitchell")) == "Lisa Kaczke, Trevor J. Mitchell")
    }

    @Test func aCommentersNameIsNoByline() {
        let comments = """
            <section id="comments"><h2>Comments</h2><div class="comment"><p>\
            <span class="comment-author">Liam O.</span> on <time datetime="2024-06-01">June 1, 2024</time></p>\
            <p>Same at our bridge.</p></div></section>
            """
        #expect(author(body: "<main><article><h1>Swifts roost later</h1>\(story)</article>\(comments)</main>") == nil)
        // After the article that holds the headline comes what is not its own, even unmarked.
        let responses = "<div class=\"responses\"><span class=\"author\">Liam Olsen</span><p>Same here.</p></div>"
        #expect(author(body: "<article><h1>Swifts roost later</h1>\(story)</article>\(responses)") == nil)
        #expect(
            author(body: "<article><h1>Swifts roost later</h1><p class=\"byline\">By Ruth Okafor</p>\(story)</article>")
                == "Ruth Okafor")
    }

    @Test(arguments: [
        // A theme's label marked as the author's, then the author.
        (
            "<div class=\"entry-meta\"><span class=\"meta-prep meta-prep-author\">Posted on</span> March 5, 2024 "
                + "<span class=\"meta-sep\">by</span> <span class=\"author vcard\"><a class=\"url fn n\" "
                + "href=\"/author/jane/\">Jane Whitcombe</a></span></div>", "Jane Whitcombe"
        ),
        ("<p class=\"post-meta\">Posted by Gideon Marsh on March 5, 2024</p>", "Gideon Marsh"),
        // The first of the separators ends the name, whatever follows.
        ("<p class=\"autor\">Por João Silva — 05/03/2024 14h30 · Atualizado há 2 dias</p>", "João Silva"),
        // A line break ends the name: "Publié le…" is the date's line.
        ("<p class=\"meta\">Par Claire Dubois<br>Publié le 5 mars 2024</p>", "Claire Dubois"),
        ("<p class=\"byline\">By Rachel Kim, Associated Press</p>", "Rachel Kim"),
        ("<p class=\"byline\">By Rachel Kim and Tom Eckert, Reuters</p>", "Rachel Kim, Tom Eckert"),
        ("<address>Gideon Marsh</address>", "Gideon Marsh"),
        // Hexo's NexT theme closes a post with its author labelled so.
        (
            "<ul class=\"post-copyright\"><li class=\"post-copyright-author\"><strong>Post author:  </strong>"
                + "Gideon Marsh</li></ul>", "Gideon Marsh"
        ),
    ])
    func labelsAroundANameAreNoPartOfIt(byline: String, expected: String) {
        #expect(author(body: "<article><h1>Swifts roost later</h1>\(byline)\(story)</article>") == expected)
    }

    @Test(arguments: [
        ("<p class=\"author\">文：山田太郎</p>", "山田太郎"),
        ("<div class=\"byline\"><span class=\"name\">김민수 기자</span></div>", "김민수"),
        ("<div class=\"byline\">山田太郎記者</div>", "山田太郎"),
        ("<div class=\"meta\"><span class=\"author\">بقلم أحمد محمود</span></div>", "أحمد محمود"),
        // A line of its own, not marked as a byline, or a part of one.
        ("<div class=\"info\">作者：李明</div>", "李明"),
        ("<div class=\"info\">2024年03月05日 10:15\u{3000}来源：示例新闻网\u{3000}作者：李明</div>", "李明"),
        (
            "<div class=\"byline\"><span class=\"name\">김민수 기자</span> <span class=\"date\">입력 2024. 3. 5. "
                + "오전 10:12</span></div>", "김민수"
        ),
    ])
    func bylineWordsOfOtherLanguagesAreNoPartOfTheName(byline: String, expected: String) {
        #expect(author(body: "<article><h1>Swifts roost later</h1>\(byline)\(story)</article>") == expected)
    }

    @Test func aMetaAuthorThatIsTheSitesNameGivesWayToThePersonTheBylineNames() {
        let byline =
            "<article><h1>Swifts roost later</h1><p class=\"byline\">By <a href=\"/staff/ruth\">Ruth Okafor</a></p>"
            + story + "</article>"
        // The name the <title> adds to the headline.
        let titled =
            "<title>Swifts roost later | The Daily Lantern</title><meta name=\"author\" content=\"The Daily Lantern\">"
        #expect(author(head: titled, body: byline) == "Ruth Okafor")
        // The host's name.
        let meta = "<title>Swifts roost later</title><meta name=\"author\" content=\"The Daily Lantern\">"
        let hostURL = "https://www.dailylantern.example.com/news/swifts"
        #expect(author(head: meta, body: byline, url: hostURL) == "Ruth Okafor")
        // The name of its logo's link, and the owner in its footer's copyright.
        let logo = "<header><a href=\"/\">The Daily Lantern</a></header>"
        #expect(author(head: meta, body: logo + byline) == "Ruth Okafor")
        let footer = "<footer><p>© 2019–2024 The Daily Lantern. All rights reserved.</p></footer>"
        #expect(author(head: meta, body: byline + footer) == "Ruth Okafor")
        // Without a person named, the site's name is kept.
        let unsigned = "<article><h1>Swifts roost later</h1>\(story)</article>"
        #expect(author(head: titled, body: unsigned) == "The Daily Lantern")
    }

    @Test func everyAuthorTagNamesAnAuthor() {
        let body = "<article><h1>Swifts roost later</h1>\(story)</article>"
        for name in ["author", "parsely-author"] {
            let head = "<meta name=\"\(name)\" content=\"Hugo Marchetti\"><meta name=\"\(name)\" content=\"Lena Vogt\">"
            #expect(author(head: head, body: body) == "Hugo Marchetti, Lena Vogt", "\(name)")
        }
        // Dublin Core names one person a tag, family name first.
        #expect(author(head: "<meta name=\"DC.creator\" content=\"Okonkwo, Adaeze\">", body: body) == "Adaeze Okonkwo")
        #expect(
            author(head: "<meta name=\"DC.creator\" content=\"Jane Doe, Sam Roe\">", body: body) == "Jane Doe, Sam Roe")
    }

    /// Pelican's themes put the post's date and author in the article's own footer, above its text.
    @Test func theArticlesOwnFooterNamesItsAuthor() {
        let info = """
            <footer class="post-info"><abbr class="published" title="2024-03-05T10:12:00+01:00">Tue 05 March 2024</abbr>
            <address class="vcard author">By <a class="url fn" href="/author/ruth-okafor.html">Ruth Okafor</a></address>
            <p>In <a href="/category/birds.html">birds</a>.</p></footer>
            """
        let site = "<footer><address>Proudly powered by <a href=\"https://getpelican.com/\">Pelican</a></address></footer>"
        #expect(
            author(body: "<section><article><header><h1>Swifts roost later</h1></header><div>\(info)\(story)</div>"
                + "</article></section>\(site)") == "Ruth Okafor")
        // A footer that is the site's, not the article's, names no one.
        let notes = "<footer><address class=\"vcard author\">By Ruth Okafor</address></footer>"
        #expect(author(body: "<h1>Swifts roost later</h1>\(story)\(notes)") == nil)
    }
}
