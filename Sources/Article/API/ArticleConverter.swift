import Foundation
import Gemtext
import HTML
import Problems

/// Turns a web page into a gemtext article: parses the HTML, reads its
/// metadata, finds the article among the page's navigation, ads and
/// comments, and writes it as gemtext (and as plain text).
///
/// A value with no state: one converter can convert any number of pages,
/// from any number of threads.
public struct ArticleConverter: Sendable {
    /// A converter.
    public init() {}

    /// The article in the page `bytes`.
    ///
    /// - Parameters:
    ///   - contentType: the HTTP `Content-Type` value the page came with
    ///     (its `charset` decides the encoding); nil when unknown.
    ///   - url: the page's address, for resolving relative links and for
    ///     the source link; nil when unknown (the canonical URL the page
    ///     names, if any, stands in).
    /// - Throws: `Problem` (bad input) for what is not a web page (a
    ///   picture, a PDF, binary data, an empty file), and `Problem`
    ///   (permanent) when the page holds no article.
    public func convert(_ bytes: [UInt8], contentType: String? = nil, url: URL? = nil) throws -> Article {
        try bytes.withUnsafeBufferPointer { try PageKind.check($0, contentType: contentType) }
        return try convert(HTMLDocument.parse(bytes, contentType: contentType), url: url)
    }

    /// The article in the page `data` (see `convert(_:contentType:url:)` for bytes).
    public func convert(_ data: Data, contentType: String? = nil, url: URL? = nil) throws -> Article {
        try data.withUnsafeBytes { raw in
            try PageKind.check(raw.bindMemory(to: UInt8.self), contentType: contentType)
        }
        return try convert(HTMLDocument.parse(data, contentType: contentType), url: url)
    }

    /// The article in an already parsed page.
    public func convert(_ document: HTMLDocument, url: URL? = nil) throws -> Article {
        let metadata = MetadataExtractor.extract(from: document, url: url)
        guard let content = ContentExtractor.extract(from: document, metadata: metadata, url: url) else {
            throw Self.noArticle
        }
        return try article(document: document, metadata: metadata, content: content, url: url)
    }

    /// The article made of `content`, the part of `document` the extractor
    /// chose (tests and fuzzing give their own, to reach every rule).
    @_spi(Testing)
    public func article(
        document: HTMLDocument, metadata: ArticleMetadata, content: ExtractedContent, url: URL?
    ) throws -> Article {
        let canonical = metadata.canonicalURL?.absoluteString
        let pageURL = url?.absoluteString ?? canonical
        let links = LinkResolver(
            pageURL: pageURL, baseHref: Self.baseHref(of: document), otherAddresses: canonical.map { [$0] } ?? [])
        let title = Self.title(metadata: metadata, document: document, url: url)
        var body = BodyConverter(document: document, content: content, links: links, title: title)
        body.convert()
        let text = String(decoding: body.writer.plainText, as: UTF8.self)
        let words = WordCount.of(text)
        // Punctuation alone (a stray "-->", a row of dashes) is no article either.
        guard words > 0 else { throw Self.noArticle }
        let minutes = WordCount.readingMinutes(words: words)
        let source = Self.sourceURL(canonical: canonical, url: url)
        let details = ArticleLayout.Details(
            sourceURL: source, siteName: metadata.siteName, author: metadata.author, published: metadata.published,
            readingMinutes: minutes)
        let bodyDocument = HeadingLevels.apply(body.writer.headingLevels, to: body.writer.gemtext.document)
        return Article(
            metadata: metadata, title: title, sourceURL: source, wordCount: words, readingMinutes: minutes,
            document: ArticleLayout.document(title: title, details: details, body: bodyDocument), text: text)
    }

    static let noArticle = Problem.permanent(
        "no article found in the page",
        hint: "the page may hold no article text, or build it with scripts")

    /// The `href` of the page's first `<base>`.
    private static func baseHref(of document: HTMLDocument) -> String? {
        document.head?.elementChildren.first { $0.isHTML(.base) && $0.hasAttribute("href") }?.attribute("href")
    }

    /// The title: the page's, else its `<title>`, else the address, else "Untitled".
    private static func title(metadata: ArticleMetadata, document: HTMLDocument, url: URL?) -> String {
        for candidate in [metadata.title, document.title] {
            if let candidate {
                let line = BodyConverter.oneLine(candidate)
                if !line.isEmpty { return line }
            }
        }
        return url?.absoluteString ?? "Untitled"
    }

    /// The canonical URL when it is a web address, else the page's.
    private static func sourceURL(canonical: String?, url: URL?) -> String? {
        if let canonical, canonical.hasPrefix("http://") || canonical.hasPrefix("https://") { return canonical }
        return url?.absoluteString
    }
}
