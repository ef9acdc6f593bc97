import Foundation
import Gemtext
import HTML
import Testing

@testable import Article

/// An `<a>` without an `href` is a placeholder, not a hyperlink: browsers
/// show its words as plain text, so the extractor and the converter treat
/// them as the article's words, while real link lists are still left out.
@Suite struct PlaceholderLinkTests {
    /// The article's sentences, each one distinct: "Sentence N of the report…".
    private static func sentence(_ index: Int) -> String {
        "Sentence \(index) of the report says the council met on Tuesday, and after a long debate, "
            + "members agreed to fund the new library."
    }

    private static let paragraphCount = 12

    /// An article whose paragraphs each sit inside `wrap` (given the paragraph's text), between
    /// a navigation bar and a sidebar of real links.
    private static func page(wrapping wrap: (String) -> String, after: String = "") -> String {
        let paragraphs = (1...paragraphCount).map { index in wrap("\(sentence(index)) \(sentence(index + 100))") }
        return TestPage.page(
            body: """
                <nav><a href="/">News Example</a> <a href="/world">World</a></nav>
                <main><article><h1>Library funding approved</h1>
                \(paragraphs.joined(separator: "\n"))\(after)
                </article></main>
                <aside class="sidebar"><h3>Most read</h3><ul>
                <li><a href="/a">Another story people are reading today</a></li>
                <li><a href="/b">Yet another story people are reading today</a></li></ul></aside>
                """)
    }

    /// Well-nested: `<a><p>…</p></a>`, and `<div><a>…</a></div>`.
    private static let wellNested = [page { "<a><p>\($0)</p></a>" }, page { "<div><a>\($0)</a></div>" }]
    /// Misnested as scripts/hostile-figures makes it, `<a><b><i><u><s><p>…</a>`, and
    /// with the paragraph closed: the parser carries the formatting into each new
    /// paragraph as browsers do.
    private static let misnested = [
        page { "<a><b><i><u><s><p>\($0)</a>" }, page { "<a><b><i><u><s><p>\($0)</p></a>" },
    ]

    private static func sentences() -> [String] {
        (1...paragraphCount).flatMap { [sentence($0), sentence($0 + 100)] }
    }

    @Test(arguments: wellNested + misnested)
    func extractionKeepsEverySentenceInsidePlaceholderLinks(html: String) {
        let probe = ExtractionProbe(html)
        for sentence in Self.sentences() {
            #expect(probe.keeps(sentence), "kept: \(sentence.prefix(12))")
        }
        #expect(!probe.keeps("Another story people are reading today"), "the sidebar's links left out")
    }

    @Test(arguments: wellNested + misnested)
    func conversionKeepsEverySentenceAndWritesNoLinkLine(html: String) throws {
        let article = try ArticleConverter().convert(Array(html.utf8), contentType: "text/html")
        let text = article.document.serialized()
        for sentence in Self.sentences() {
            #expect(text.contains(sentence), "converted: \(sentence.prefix(12))")
        }
        let linkLines = article.document.lines.filter {
            if case .link = $0 { return true }
            return false
        }
        #expect(linkLines.isEmpty, "no link line for a placeholder: \(linkLines)")
    }

    @Test func placeholderLinksAreNotLinkText() {
        let document = HTMLDocument.parse("<p><a>placeholder words</a> and <a href=\"\">a link to this page</a></p>")
        let page = PageAnalysis(document: document)
        let paragraph = try! #require(page.order.first { page.tag($0) == .p })
        #expect(page.linkCount[Int(paragraph)] == 1)
        #expect(Int(page.linkLength[Int(paragraph)]) == "a link to this page".count)
    }

    /// The same article followed by a list of real links, each paragraph-long:
    /// the list is still pruned as a list of links.
    @Test func aListOfRealLinksIsStillLeftOut() {
        let list = (1...8).map { index in
            "<li><a href=\"/story/\(index)\">Read story \(index): the council debates the library budget "
                + "for the coming year, again</a></li>"
        }
        let html = Self.page(wrapping: { "<a><p>\($0)</p></a>" }, after: "<ul>" + list.joined() + "</ul>")
        let probe = ExtractionProbe(html)
        for sentence in Self.sentences() { #expect(probe.keeps(sentence)) }
        for index in 1...8 { #expect(!probe.keeps("Read story \(index):"), "link \(index) left out") }
    }
}
