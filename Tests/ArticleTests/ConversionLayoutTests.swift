import Foundation
import Gemtext
import Testing

@testable import Article

/// The article around the body: title, details block, table of contents.
@Suite struct ConversionLayoutTests {
    static let metadata = ArticleMetadata(
        title: "Harbour  Lights", author: "Ann Lee", published: "2024-03-12T09:30:00+01:00", siteName: "The Coast")

    @Test func theArticleStartsWithItsTitleAndDetails() throws {
        let words = Array(repeating: "word", count: 300).joined(separator: " ")
        let article = try Convert.article("<p>\(words)</p>", metadata: Self.metadata)
        #expect(
            article.gemtext == """
                # Harbour Lights

                => https://example.org/news/story.html Source: The Coast
                By Ann Lee · 2024-03-12 · 2 min read

                \(words)

                """)
        #expect(article.title == "Harbour Lights")
        #expect(article.wordCount == 300)
        #expect(article.readingMinutes == 2)
        #expect(article.text == words + "\n")
    }

    @Test func theBodyStartsAfterTheHeaderWhateverTheHeaderHolds() throws {
        let headings = "<h2>One</h2><p>a</p><h2>Two</h2><p>b</p><h2>Three</h2><p>c</p>"
        let cases: [(html: String, url: URL?, metadata: ArticleMetadata, first: GemtextDocument.Line)] = [
            ("<p>Text.</p>", Convert.pageURL, Self.metadata, .text("Text.")),
            // Without a source link: the site opens the details line.
            ("<p>Text.</p>", nil, ArticleMetadata(title: "T", siteName: "Site"), .text("Text.")),
            // After the table of contents.
            (headings, Convert.pageURL, Self.metadata, .heading(level: 2, text: "One")),
        ]
        for (html, url, metadata, first) in cases {
            let article = try Convert.article(html, url: url, metadata: metadata)
            // As stored: serialized and parsed again.
            let stored = GemtextDocument(parsing: article.gemtext)
            let start = try #require(ArticleGemtext.bodyStart(in: stored))
            #expect(stored.lines[start] == first)
            #expect(!stored.lines[..<start].contains(first))
        }
        // Documents not laid out by the converter have no header of ours.
        for other in ["# A capsule page\n\nHello.\n", "Plain text.\n", "# T\n\nSome text · 3 min read\nMore\n", ""] {
            #expect(ArticleGemtext.bodyStart(in: GemtextDocument(parsing: other)) == nil, "\(other)")
        }
    }

    @Test func detailsAreOneCleanLine() throws {
        let messy = ArticleMetadata(title: "T", author: " Ann\u{1B}\n Lee ", siteName: "The\tCoast\u{7}")
        let article = try Convert.article("<p>Text.</p>", metadata: messy)
        #expect(article.document.lines[2] == .link(url: Convert.pageURL.absoluteString, label: "Source: The Coast"))
        #expect(article.document.lines[3] == .text("By Ann Lee · 1 min read"))
    }

    @Test func theSourceIsTheCanonicalAddressAndTheSiteFallsBackToTheHost() throws {
        let canonical = ArticleMetadata(title: "T", canonicalURL: URL(string: "https://www.example.com/post"))
        let article = try Convert.article("<p>Text.</p>", metadata: canonical)
        #expect(article.document.lines[2] == .link(url: "https://www.example.com/post", label: "Source: example.com"))
        #expect(article.sourceURL == "https://www.example.com/post")
        let unknown = try Convert.article(
            "<p>Text.</p>", url: nil, metadata: ArticleMetadata(title: "T", siteName: "Site"))
        #expect(unknown.document.lines[2] == .text("Site · 1 min read"))
        #expect(unknown.sourceURL == nil)
    }

    @Test func threeOrMoreHeadingsGetATableOfContents() throws {
        let article = try Convert.article(
            "<p>Intro</p><h2>One</h2><p>a</p><h3>One point one</h3><p>b</p><h2>Two</h2><p>c</p>",
            metadata: Self.metadata)
        let lines = article.document.lines
        let start = try #require(lines.firstIndex(of: .text("Contents")))
        #expect(
            Array(lines[start..<(start + 5)]) == [
                .text("Contents"), .listItem("1 One"), .listItem("\u{A0}\u{A0}2 One point one"), .listItem("3 Two"),
                .text(""),
            ])
        #expect(lines[start + 5] == .text("Intro"))
        #expect(ArticleContents.range(in: article.document) == start..<(start + 4))
        #expect(article.headings.map(\.title) == ["One", "One point one", "Two"])
        #expect(article.headings.map(\.number) == [1, 2, 3], "the title is not numbered")
        #expect(article.document.section(2)?.lines.first == .heading(level: 3, text: "One point one"))
        #expect(!article.text.contains("Contents"))
    }

    @Test func headingsNumberedLikeTheirSectionsShowTheNumberOnce() throws {
        let article = try Convert.article(
            "<h2>Intro</h2><p>a</p><h2>2. Second</h2><p>b</p><h2>3) Third</h2><p>c</p><h2>1. Fourth</h2><p>d</p>")
        let start = try #require(article.document.lines.firstIndex(of: .text("Contents")))
        #expect(
            Array(article.document.lines[(start + 1)..<(start + 5)]) == [
                .listItem("Intro"), .listItem("2. Second"), .listItem("3) Third"), .listItem("1. Fourth"),
            ])
        // A page that numbers its headings: each entry has the author's number alone.
        #expect(article.headings.map(\.title) == ["Intro", "2. Second", "3) Third", "1. Fourth"])
        // One numbered heading among others is no numbering: shown once when it is the section's own.
        let one = try Convert.article("<h2>Intro</h2><p>a</p><h2>2. Second</h2><p>b</p><h2>Third</h2><p>c</p>")
        let oneStart = try #require(one.document.lines.firstIndex(of: .text("Contents")))
        #expect(
            Array(one.document.lines[(oneStart + 1)..<(oneStart + 4)]) == [
                .listItem("1 Intro"), .listItem("2. Second"), .listItem("3 Third"),
            ])
    }

    @Test func theContentsShowTheNumbersOfTheSectionsEvenForDeepHeadings() throws {
        let article = try Convert.article(
            "<h2>A</h2><p>a</p><h3>B</h3><p>b</p><h4>C</h4><p>c</p><h5>D</h5><p>d</p><h2>E</h2><p>e</p>")
        let start = try #require(article.document.lines.firstIndex(of: .text("Contents")))
        let entries = Array(article.document.lines[(start + 1)...].prefix { if case .listItem = $0 { true } else { false } })
        #expect(entries.count == article.headings.count)
        for (entry, section) in zip(entries, article.headings) {
            guard case .listItem(let text) = entry else { continue }
            #expect(text.trimmingCharacters(in: ["\u{A0}"]).hasPrefix("\(section.number) \(section.title)"))
            #expect(article.document.section(section.number)?.lines.first.map { "\($0)" }?.contains(section.title) == true)
        }
    }

    @Test func fewerHeadingsGetNone() throws {
        let article = try Convert.article("<h2>One</h2><p>a</p><h2>Two</h2><p>b</p>")
        #expect(!article.document.lines.contains(.text("Contents")))
        #expect(ArticleContents.range(in: article.document) == nil)
    }

    @Test func aCapsuleCanTurnTheEntriesIntoSectionLinks() throws {
        let article = try Convert.article("<h2>One</h2><p>a</p><h2>Two</h2><p>b</p><h3>Three</h3><p>c</p>")
        let linked = ArticleContents.linking(article.document) { "/articles/7/sections/\($0.number)" }
        let start = try #require(linked.lines.firstIndex(of: .text("Contents")))
        #expect(
            Array(linked.lines[(start + 1)..<(start + 4)]) == [
                .link(url: "/articles/7/sections/1", label: "1 One"),
                .link(url: "/articles/7/sections/2", label: "2 Two"),
                .link(url: "/articles/7/sections/3", label: "\u{A0}\u{A0}3 Three"),
            ])
        #expect(linked.lines.count == article.document.lines.count)
        #expect(
            ArticleContents.linking(linked) { "/x/\($0.number)" }.lines[start + 1]
                == .link(url: "/x/1", label: "1 One"))
    }

    @Test func thePlainTextIsTheBodyOnly() throws {
        let article = try Convert.article(
            """
            <h2>Heading</h2><p>Para with <a href=/l>link</a>.</p><ul><li>item</li></ul><ol><li>first</li></ol>
            <blockquote>quote</blockquote><pre>  code\n</pre><figure><img src=/p.jpg><figcaption>caption</figcaption></figure>
            <h2>Two</h2><h2>Three</h2>
            """, metadata: Self.metadata)
        #expect(article.text == "Heading\nPara with link.\nitem\nfirst\nquote\n  code\ncaption\nTwo\nThree\n")
    }

    @Test func tabLabelsInARowOfTheirOwnGoBeforeTheirPanels() throws {
        let panels = """
            <div class="tabbed-content"><div class="tabbed-block"><pre><code>print("lit")</code></pre></div>
            <div class="tabbed-block"><p>Call fmt.Println.</p></div></div>
            """
        let tabs = """
            <div class="tabbed-set"><input checked id="t1" name="t" type="radio"><input id="t2" name="t" type="radio">
            <div class="tabbed-labels"><label for="t1">Python</label> <label for="t2">Go</label></div>
            """
        #expect(
            try Convert.body(tabs + panels + "</div>") == "Python\n\n```\nprint(\"lit\")\n```\n\nGo\n\nCall fmt.Println.\n")
        // Labels whose panels cannot be told apart go.
        #expect(try Convert.body(tabs + "<div><p>Only one.</p></div></div>") == "Only one.\n")
    }
}
