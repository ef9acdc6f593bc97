import Foundation
import HTML

@testable import Article

/// Runs metadata and content extraction on a page and reads back what was
/// selected: one line per block of text, in document order, leaving out
/// excluded nodes (the way the converter walks a selection).
struct ExtractionProbe {
    let document: HTMLDocument
    let metadata: ArticleMetadata
    let content: ExtractedContent?

    init(_ html: String, url: String? = "https://news.example.com/2019/11/19/story.html") {
        self.init(document: HTMLDocument.parse(html), url: url)
    }

    init(document: HTMLDocument, url: String?) {
        self.document = document
        (metadata, content) = ContentExtractor.extractArticle(from: document, url: url.flatMap(URL.init(string:)))
    }

    /// The selected text, one block per line ("" when nothing was found).
    var lines: [String] {
        guard let content else { return [] }
        var lines: [String] = []
        var current = ""
        func flush() {
            let line = current.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            if !line.isEmpty { lines.append(line) }
            current = ""
        }
        func walk(_ node: HTMLNode) {
            if content.isExcluded(node) { return }
            if node.isText {
                current += node.data
                return
            }
            guard node.isElement, node.namespace == .html, !HTMLTagSet.nonRendered.contains(node.tag) else { return }
            let block = ExtractionTags.block.contains(node.tag) || node.tag == .br
            if block { flush() }
            for child in node.children { walk(child) }
            if block { flush() }
        }
        for root in content.roots { walk(document.node(root)) }
        flush()
        return lines
    }

    /// All selected text on one line.
    var text: String { lines.joined(separator: " ") }

    /// Whether `fragment` appears in the selected text.
    func keeps(_ fragment: String) -> Bool { text.contains(fragment) }
}

/// Building blocks for hand-written test pages.
enum TestPage {
    /// A paragraph of plausible article prose, `n` sentences long, marked with `tag`.
    static func prose(_ tag: String, sentences: Int = 4) -> String {
        let sentence = "The council met on Tuesday, and after a long debate, members agreed to fund the new library"
        return (1...sentences).map { "\(sentence) (\(tag) \($0))." }.joined(separator: " ")
    }

    /// Several paragraphs of prose inside `<p>` elements.
    static func paragraphs(_ tag: String, count: Int = 4) -> String {
        (1...count).map { "<p>\(prose("\(tag)-\($0)"))</p>" }.joined(separator: "\n")
    }

    /// A full page: `head` inside `<head>`, `body` inside `<body>`.
    static func page(head: String = "<title>Library funding approved</title>", body: String) -> String {
        "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">\(head)</head><body>\(body)</body></html>"
    }

    /// A typical site: navigation, header, the article, a sidebar and a footer.
    static func site(article: String, head: String = "<title>Library funding approved</title>") -> String {
        page(
            head: head,
            body: """
                <header class="site-header"><a href="/">News Example</a>
                <nav><ul><li><a href="/world">World</a></li><li><a href="/politics">Politics</a></li>
                <li><a href="/sports">Sports</a></li></ul></nav></header>
                <main><article>\(article)</article></main>
                <aside class="sidebar"><h3>Most read</h3><ul>
                <li><a href="/a">Another story people are reading today</a></li>
                <li><a href="/b">Yet another story people are reading today</a></li></ul></aside>
                <footer><p>Copyright 2019 News Example, all rights reserved, no reuse without permission.</p></footer>
                """)
    }
}
