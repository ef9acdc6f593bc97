import Foundation
import Books
import Gemini
import ReadingList

/// `/atom.xml`: the articles saved most recently as an Atom feed (RFC 4287),
/// every text XML-escaped, every link absolute.
struct AtomFeed: CapsulePage {
    init(request: Request) throws {
        try Canonical.requireNoQuery(request)
    }

    var canonicalURL: String { "/atom.xml" }

    func render(in context: PageContext) throws -> Response {
        let articles = try FeedPage.recent(context.library)
        let base = context.base
        let updated = articles.map(Self.updated).max() ?? Date(timeIntervalSince1970: 0)
        let title = XMLText.escape(context.settings.title)
        var xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <feed xmlns="http://www.w3.org/2005/Atom">
              <title>\(title)</title>
              <subtitle>Recently saved articles</subtitle>
              <id>\(XMLText.escape(base))/</id>
              <link rel="self" type="application/atom+xml" href="\(XMLText.escape(base))/atom.xml"/>
              <link rel="alternate" type="text/gemini" href="\(XMLText.escape(base))/"/>
              <updated>\(DateText.timestamp(updated))</updated>
              <author><name>\(title)</name></author>
              <generator>gempaper</generator>

            """
        for article in articles {
            let link = XMLText.escape(base + CapsulePaths.article(article.id))
            var entry = [
                "<title>\(XMLText.escape(article.displayTitle))</title>",
                "<id>\(link)</id>",
                "<link rel=\"alternate\" type=\"text/gemini\" href=\"\(link)\"/>",
                "<link rel=\"related\" href=\"\(XMLText.escape(article.url))\"/>",
                "<updated>\(DateText.timestamp(Self.updated(article)))</updated>",
                "<published>\(Self.published(article))</published>",
            ]
            if let author = article.author { entry.append("<author><name>\(XMLText.escape(author))</name></author>") }
            if let excerpt = article.excerpt { entry.append("<summary>\(XMLText.escape(excerpt))</summary>") }
            entry += article.tags.map { "<category term=\"\(XMLText.escape($0))\"/>" }
            xml += "  <entry>\n" + entry.map { "    \($0)\n" }.joined() + "  </entry>\n"
        }
        xml += "</feed>\n"
        return .success(Array(xml.utf8), mimeType: "application/atom+xml; charset=utf-8")
    }

    /// When the article was published, in the publisher's offset; when it was saved if unknown.
    private static func published(_ article: SavedArticle) -> String {
        article.published?.timestamp ?? DateText.timestamp(article.savedAt)
    }

    private static func updated(_ article: SavedArticle) -> Date {
        max(article.savedAt, article.fetch.fetchedAt ?? article.savedAt)
    }
}
