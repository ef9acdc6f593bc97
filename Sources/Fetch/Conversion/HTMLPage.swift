import Article
import Foundation
import Gemtext
import Problems
import ReadingList

/// An HTML page as an article, through the Article module's extractor and
/// converter: the charset from the HTTP header goes with the bytes (the
/// converter's rule is header, then byte order mark, then `<meta>`, then
/// UTF-8), and links resolve against the URL the page came from.
enum HTMLPage {
    static func article(from page: FetchedPage, timeLimit: Duration) throws -> ArticleContent {
        let contentType = page.charset.map { "\(page.mediaType); charset=\($0)" } ?? page.mediaType
        let article: Article
        do {
            article = try ArticleConverter(timeLimit: timeLimit).convert(
                page.bytes, contentType: contentType, url: URL(string: page.finalURL))
        } catch let problem as Problem {
            throw Problem(problem.kind, "\(page.finalURL): \(problem.message)", hint: problem.hint)
        }
        let metadata = article.metadata
        return ArticleContent(
            url: page.url, canonicalURL: canonicalURL(metadata.canonicalURL, of: page), title: article.title,
            siteName: metadata.siteName, author: metadata.author, publishedAt: metadata.publishedDate,
            publishedOffset: metadata.publishedOffset, language: metadata.language, excerpt: metadata.description,
            gemtext: article.gemtext,
            wordCount: article.wordCount, textStart: Self.textStart(article), headingLevels: article.headingLevels,
            pictures: article.pictures.map { picture in
                ArticlePicture(
                    number: picture.number, url: picture.url, caption: picture.caption, alt: picture.alt,
                    link: picture.link, state: .missing)
            })
    }

    /// Where the article's own text starts in its gemtext, in bytes: the
    /// search index reads from there (with the author), so snippets show
    /// the article rather than the converter's header.
    static func textStart(_ article: Article) -> Int {
        guard let start = ArticleGemtext.bodyStart(in: article.document) else { return 0 }
        return GemtextDocument(Array(article.document.lines[..<start])).serializedBytes().count
    }

    /// The canonical URL a page names, when it can be trusted to identify
    /// the article: a web address, and not a site's front page named by
    /// one of its articles (a common mistake that would make every article
    /// of the site one).
    static func canonicalURL(_ named: URL?, of page: FetchedPage) -> String? {
        guard let named, let scheme = named.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            return nil
        }
        let ownPath = URLComponents(string: page.finalURL)?.path ?? "/"
        let namedPath = URLComponents(url: named, resolvingAgainstBaseURL: false)?.path ?? ""
        if (namedPath.isEmpty || namedPath == "/") && !(ownPath.isEmpty || ownPath == "/") { return nil }
        return named.absoluteString
    }
}
