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
    /// How long one conversion may take (wall clock), or nil for no limit.
    public let timeLimit: Duration?

    /// A converter. With a `timeLimit`, a conversion that takes longer
    /// (a pathological page) stops and throws a `Problem` saying so, so
    /// that one page cannot hold up the pages waiting behind it.
    public init(timeLimit: Duration? = nil) {
        self.timeLimit = timeLimit
    }

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
    ///   (permanent) when the page holds no article or its conversion
    ///   took longer than `timeLimit`.
    public func convert(_ bytes: [UInt8], contentType: String? = nil, url: URL? = nil) throws -> Article {
        let deadline = ConversionDeadline(limit: timeLimit)
        try bytes.withUnsafeBufferPointer { try PageKind.check($0, contentType: contentType) }
        return try convert(HTMLDocument.parse(bytes, contentType: contentType), url: url, deadline: deadline)
    }

    /// The article in the page `data` (see `convert(_:contentType:url:)` for bytes).
    public func convert(_ data: Data, contentType: String? = nil, url: URL? = nil) throws -> Article {
        let deadline = ConversionDeadline(limit: timeLimit)
        try data.withUnsafeBytes { raw in
            try PageKind.check(raw.bindMemory(to: UInt8.self), contentType: contentType)
        }
        return try convert(HTMLDocument.parse(data, contentType: contentType), url: url, deadline: deadline)
    }

    /// The article in an already parsed page.
    public func convert(_ document: HTMLDocument, url: URL? = nil) throws -> Article {
        try convert(document, url: url, deadline: ConversionDeadline(limit: timeLimit))
    }

    /// The article in a parsed page, within `deadline`.
    func convert(_ document: HTMLDocument, url: URL?, deadline: ConversionDeadline) throws -> Article {
        // Half a page would be saved as if it were the whole article.
        if document.isCutShort { throw Self.tooManyNodes }
        try deadline.check()
        let (metadata, content) = ContentExtractor.extractArticle(from: document, url: url, deadline: deadline)
        try deadline.check()
        guard let content else { throw Self.noArticle }
        return try article(document: document, metadata: metadata, content: content, url: url, deadline: deadline)
    }

    /// The article made of `content`, the part of `document` the extractor
    /// chose (tests and fuzzing give their own, to reach every rule).
    @_spi(Testing)
    public func article(
        document: HTMLDocument, metadata: ArticleMetadata, content: ExtractedContent, url: URL?
    ) throws -> Article {
        try article(
            document: document, metadata: metadata, content: content, url: url,
            deadline: ConversionDeadline(limit: timeLimit))
    }

    func article(
        document: HTMLDocument, metadata: ArticleMetadata, content: ExtractedContent, url: URL?,
        deadline: ConversionDeadline
    ) throws -> Article {
        // The page's address shows as its source (or title) and is what its
        // relative links are resolved against: without a user name and password.
        let url = url.map(URLCredentials.strip)
        let canonical = metadata.canonicalURL?.absoluteString
        let pageURL = url?.absoluteString ?? canonical
        let links = LinkResolver(
            pageURL: pageURL, baseHref: Self.baseHref(of: document), otherAddresses: canonical.map { [$0] } ?? [])
        let title = Self.title(metadata: metadata, url: url)
        var body = BodyConverter(
            document: document, content: content, links: links, title: title, description: metadata.description,
            deadline: deadline)
        body.convert()
        try deadline.check()
        let text = String(decoding: body.writer.plainText, as: UTF8.self)
        let words = WordCount.of(text)
        // Punctuation alone (a stray "-->", a row of dashes) is no article either.
        guard words > 0 else { throw Self.noArticle }
        var metadata = metadata
        if metadata.language == nil { metadata.language = LanguageTag.guess(from: text) }
        let minutes = WordCount.readingMinutes(words: words)
        let source = Self.sourceURL(canonical: canonical, url: url)
        let details = ArticleLayout.Details(
            sourceURL: source, siteName: metadata.siteName, author: metadata.author, published: metadata.published,
            readingMinutes: minutes)
        var bodyDocument = HeadingLevels.apply(body.writer.headingLevels, to: body.writer.gemtext.document)
        if OpeningOnly.isOpeningOnly(metadata, words: words) {
            bodyDocument.lines += [.text(""), .text(OpeningOnly.note)]
        }
        // The title (`#`) is the first heading, then the body's.
        let levels = [1] + HeadingLevels.outlineLevels(body.writer.headingLevels)
        return Article(
            metadata: metadata, title: title, sourceURL: source, wordCount: words, readingMinutes: minutes,
            document: ArticleLayout.document(title: title, details: details, body: bodyDocument, levels: levels),
            text: text, pictures: body.pictures, headingLevels: levels)
    }

    static let tooManyNodes = Problem.permanent(
        "the page has over a million elements and runs of text, more than gempaper converts",
        hint: "save a simpler version of it (a print or AMP page)")

    static let noArticle = Problem.permanent(
        "no article found in the page",
        hint: "the page may hold no article text, or build it with scripts")

    /// The `href` of the page's first `<base>`.
    private static func baseHref(of document: HTMLDocument) -> String? {
        document.head?.elementChildren.first { $0.isHTML(.base) && $0.hasAttribute("href") }?.attribute("href")
    }

    /// The title: the page's headline (see `MetadataExtractor`), else the
    /// address, else "Untitled".
    private static func title(metadata: ArticleMetadata, url: URL?) -> String {
        if let title = metadata.title {
            let line = BodyConverter.oneLine(title)
            if !line.isEmpty { return line }
        }
        return url?.absoluteString ?? "Untitled"
    }

    /// The canonical URL when it is a web address, else the page's;
    /// without tracking parameters.
    private static func sourceURL(canonical: String?, url: URL?) -> String? {
        if let canonical, canonical.hasPrefix("http://") || canonical.hasPrefix("https://") {
            return LinkResolver.withoutTrackers(canonical)
        }
        return url.map { LinkResolver.withoutTrackers($0.absoluteString) }
    }
}
