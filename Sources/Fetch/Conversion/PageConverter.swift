import Foundation
import Problems
import ReadingList

/// Turns a fetched page into an article the library stores: HTML through
/// the article extractor and converter, plain text into paragraphs, gemtext
/// kept as it is. The result keeps the page's bytes, so that it can be
/// converted again later (`Library.original(of:)` gives them back).
public struct PageConverter: Sendable {
    /// How long converting one HTML page may take by default (wall clock):
    /// a pathological page fails with a message instead of holding a fetch
    /// worker (a 20 MB page converts in well under a second).
    public static let conversionTimeLimit: Duration = .seconds(30)

    /// How long converting one HTML page may take here.
    public let timeLimit: Duration

    /// Converts in place of the page's own converter, when given.
    private let conversion: (@Sendable (FetchedPage) throws -> ArticleContent)?

    /// A converter whose HTML conversions stop after `timeLimit`.
    public init(timeLimit: Duration = PageConverter.conversionTimeLimit) {
        self.timeLimit = timeLimit
        conversion = nil
    }

    /// A converter that converts with `conversion` instead (tests hold a
    /// conversion in flight with it).
    init(converting conversion: @escaping @Sendable (FetchedPage) throws -> ArticleContent) {
        timeLimit = Self.conversionTimeLimit
        self.conversion = conversion
    }

    /// The article in `page`. Throws a `Problem` for a type gempaper does
    /// not save, or a page with no text in it.
    public func article(from page: FetchedPage) throws -> ArticleContent {
        if let conversion { return try conversion(page) }
        var content: ArticleContent
        switch try PageKind.of(page.mediaType, url: page.finalURL) {
        case .html: content = try HTMLPage.article(from: page, timeLimit: timeLimit)
        case .plainText: content = try PlainTextPage.article(from: page)
        case .gemtext: content = try GemtextPage.article(from: page)
        }
        content.url = page.url
        if content.canonicalURL == nil, page.finalURL != page.url { content.canonicalURL = page.finalURL }
        content.original = page.original
        return content
    }

    /// A title for a page that has none: the last part of its path, else its host.
    static func fallbackTitle(for url: String) -> String {
        guard let components = URLComponents(string: url) else { return url }
        let last = components.path.split(separator: "/").last.map(String.init) ?? ""
        let decoded = last.removingPercentEncoding ?? last
        if !decoded.isEmpty { return decoded }
        return components.host ?? url
    }

    /// `text` cut to about `limit` characters at a word boundary, with `…`.
    static func shortened(_ text: String, to limit: Int) -> String {
        guard text.count > limit else { return text }
        let cut = text.prefix(limit)
        let end = cut.lastIndex(of: " ").map { cut[..<$0] } ?? cut
        return end.trimmingCharacters(in: .whitespaces) + "…"
    }

    /// The problem of a page with no text in it.
    static func empty(_ url: String) -> Problem {
        Problem.permanent("\(url) has no text to save", hint: "check the URL in a browser")
    }
}
