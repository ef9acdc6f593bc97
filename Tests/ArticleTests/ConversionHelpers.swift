import Foundation
import Gemtext
import HTML
import Testing

@_spi(Testing) @testable import Article

/// Converts small hand-written pages the way the pipeline does, with the
/// whole `<body>` as the article (no extractor involved), so each test
/// sees exactly the conversion rules.
enum Convert {
    /// The page's address unless a test says otherwise.
    static let pageURL = URL(string: "https://example.org/news/story.html")!

    /// The article made of `<body>` of `html`.
    static func article(
        _ html: String, url: URL? = pageURL, metadata: ArticleMetadata = ArticleMetadata(title: "The Title")
    ) throws -> Article {
        let document = HTMLDocument.parse(html)
        let body = try #require(document.body)
        let content = ExtractedContent(roots: [body.id], excluded: [], nodeCount: document.nodeCount)
        return try ArticleConverter().article(document: document, metadata: metadata, content: content, url: url)
    }

    /// The body's gemtext: the article's lines after the details block (and
    /// after the table of contents), serialized.
    static func body(_ html: String, url: URL? = pageURL) throws -> String {
        let article = try article(html, url: url)
        return bodyLines(of: article.document).serialized()
    }

    /// The plain text of the body (`--text`).
    static func text(_ html: String, url: URL? = pageURL) throws -> String {
        try article(html, url: url).text
    }

    /// The article the whole pipeline (metadata, extraction, conversion)
    /// makes of the page `html` read from `url`.
    static func page(_ html: String, url: String) throws -> Article {
        try ArticleConverter().convert(Array(html.utf8), url: URL(string: url))
    }

    /// The gemtext of `page(_:url:)`.
    static func pageGemtext(_ html: String, url: String) throws -> String {
        try page(html, url: url).document.serialized()
    }

    /// The body's gemtext of `article`: its lines after the header, serialized.
    static func body(of article: Article) -> String {
        bodyLines(of: article.document).serialized()
    }

    /// The lines after the header (title, details, contents) of an article document.
    static func bodyLines(of document: GemtextDocument) -> GemtextDocument {
        GemtextDocument(Array(document.lines[(ArticleGemtext.bodyStart(in: document) ?? 0)...]))
    }
}
