@_spi(Testing) import Article
// The whole article pipeline (parsing, metadata, extraction, conversion) on
// arbitrary bytes, and the converter alone on the whole <body> of the same
// bytes (so every element reaches the conversion rules, whatever the
// extractor decides). Whatever comes out must be a valid article: gemtext
// that reads back as the same document, no two blank lines in a row, a
// plain text without blank lines or control characters, and a table of
// contents that can be linked.
import Foundation
import FuzzSupport
import Gemtext
import HTML

let converter = ArticleConverter()
let pageURL = URL(string: "https://example.org/news/2024/story.html?id=7")!

func check(_ article: Article) {
    let document = article.document
    guard GemtextDocument(parsing: article.gemtext) == document else {
        fatalError("the gemtext does not read back as the same document")
    }
    guard case .heading(1, _)? = document.lines.first else { fatalError("no title heading first") }
    for (index, line) in document.lines.enumerated().dropFirst()
    where line == .text("") && document.lines[index - 1] == .text("") {
        fatalError("two blank lines at line \(index)")
    }
    if article.text.contains("\n\n") || article.text.hasPrefix("\n") { fatalError("a blank line in the plain text") }
    for (name, output) in [("plain text", article.text), ("gemtext", article.gemtext)]
    where output.unicodeScalars.contains(where: { ($0.value < 0x20 || ($0.value >= 0x7F && $0.value < 0xA0)) && $0 != "\n" && $0 != "\t" }) {
        fatalError("a control character in the \(name)")
    }
    if article.wordCount <= 0 || article.readingMinutes < 1 { fatalError("no words in an article") }
    let linked = ArticleContents.linking(document) { "/articles/1/sections/\($0.number)" }
    if linked.lines.count != document.lines.count { fatalError("linking the contents changed the line count") }
    if linked.outline.sections.count != document.outline.sections.count { fatalError("linking changed the outline") }
}

exit(
    runFuzzer { data, size in
        let input = Array(bytes(data, size))
        // The first byte picks whether the page has an address.
        let url = (input.first ?? 0) & 1 == 0 ? pageURL : nil
        if let article = try? converter.convert(input, url: url) { check(article) }
        let document = HTMLDocument.parse(input)
        if let body = document.body {
            let content = ExtractedContent(roots: [body.id], excluded: [], nodeCount: document.nodeCount)
            let metadata = ArticleMetadata(title: "Fuzzed", author: "A", published: "2024-01-02", siteName: "Site")
            if let article = try? converter.article(document: document, metadata: metadata, content: content, url: url)
            {
                check(article)
            }
        }
        return 0
    })
