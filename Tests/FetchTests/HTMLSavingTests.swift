import Foundation
import Problems
import ReadingList
import TestSupport
import Testing

@testable import Fetch

/// Saving HTML pages: the converter gets the bytes, the header's charset
/// and the final URL; its metadata and canonical link reach the library.
@Suite struct HTMLSavingTests {
    /// An article page: metadata, a canonical link, navigation around the
    /// text, a relative link, and `extra` in its first paragraph.
    static func page(
        title: String = "The Quiet Harbour", canonical: String? = nil, extra: String = "",
        published: String = "2024-03-05T10:00:00Z"
    ) -> String {
        let paragraph = "The boats came in slowly that evening, one after another, their lights low on the water."
        let paragraphs = (1...8).map { "<p>\(paragraph) Paragraph \($0) goes on about the tide and the gulls.</p>" }
        return """
            <!DOCTYPE html>
            <html lang="en"><head>
            <meta charset="utf-8">
            <title>\(title) | Harbour News</title>
            <meta property="og:title" content="\(title)">
            <meta property="og:site_name" content="Harbour News">
            <meta name="author" content="Ada Lovelace">
            <meta property="article:published_time" content="\(published)">
            <meta name="description" content="A quiet evening at the harbour.">
            \(canonical.map { "<link rel=\"canonical\" href=\"\($0)\">" } ?? "")
            </head><body>
            <nav><a href="/">Home</a> <a href="/news">News</a></nav>
            <article><h1>\(title)</h1>
            <p>\(extra) See <a href="/harbour/map">the map</a> for where it is.</p>
            \(paragraphs.joined(separator: "\n"))
            </article>
            <footer>Copyright Harbour News</footer>
            </body></html>
            """
    }

    @Test func savesAnArticleWithItsMetadata() async throws {
        let fixture = try Fixture()
        let server = try TestHTTPServer { request in
            request.path == "/go" ? .redirect(to: "/stories/harbour") : .html(Self.page())
        }
        let result = try await fixture.saver.save(server.url("/go"))
        guard case .saved(let article) = result else {
            Issue.record("\(result)")
            return
        }
        #expect(article.title == "The Quiet Harbour")
        #expect(article.siteName == "Harbour News")
        #expect(article.author == "Ada Lovelace")
        #expect(article.language == "en")
        #expect(article.excerpt == "A quiet evening at the harbour.")
        #expect(article.publishedAt == Date(timeIntervalSince1970: 1_709_632_800))
        #expect(article.canonicalURL == server.url("/stories/harbour"))
        #expect(article.wordCount > 100)
        #expect(article.readingMinutes >= 1)
        let gemtext = try #require(try fixture.library.gemtext(of: article.id))
        #expect(gemtext.hasPrefix("# The Quiet Harbour\n"))
        // Search finds the text and the author, and its snippets come from
        // the article's text, not the source and byline above it.
        let found = try fixture.library.page(
            ArticleQuery(filter: ArticleFilter(state: .all, search: "boats"), sort: ArticleSort(.relevance)))
        let snippet = try #require(found.items.first?.snippet)
        #expect(snippet.contains("boats came in slowly"), "\(snippet)")
        #expect(!snippet.contains("Source") && !snippet.contains("min read"), "\(snippet)")
        #expect(try fixture.library.page(ArticleQuery(filter: ArticleFilter(state: .all, search: "lovelace"))).items.count == 1)
        #expect(try fixture.library.page(ArticleQuery(filter: ArticleFilter(state: .all, search: "source"))).items.isEmpty)
        #expect(gemtext.contains("The boats came in slowly"))
        #expect(!gemtext.contains("Copyright Harbour News"))
        // Relative links resolve against the URL the page came from after redirects.
        #expect(gemtext.contains(server.url("/harbour/map")))
        let original = try #require(try fixture.library.original(of: article.id))
        #expect(original.contentType == "text/html")
        #expect(original.bytes == Data(Self.page().utf8))
    }

    /// An evening story in New York (the 19th in UTC) keeps the publisher's
    /// day and offset, in its header and in the library.
    @Test func keepsThePublishersOffset() async throws {
        let fixture = try Fixture()
        let server = try TestHTTPServer { _ in .html(Self.page(published: "2019-11-18T23:04:24-05:00")) }
        let result = try await fixture.saver.save(server.url("/stories/evening"))
        guard case .saved(let article) = result else {
            Issue.record("\(result)")
            return
        }
        #expect(article.publishedAt == Date(timeIntervalSince1970: 1_574_136_264))
        #expect(article.publishedOffset == -5 * 3600)
        #expect(article.published?.timestamp == "2019-11-18T23:04:24-05:00")
        #expect(try fixture.library.article(article.id).published?.day == "2019-11-18")
        let gemtext = try #require(try fixture.library.gemtext(of: article.id))
        #expect(gemtext.contains(" · 2019-11-18 · "), "\(gemtext.prefix(300))")
    }

    @Test func decodesAWindows1252PageByItsHeaderCharset() async throws {
        let fixture = try Fixture()
        // The page's <meta> claims UTF-8 (wrongly); the header says windows-1252, and wins.
        let html = Self.page(extra: "Caf\u{E9} cr\u{E8}me and \u{201C}quotes\u{201D}.")
        let bytes = try #require(html.data(using: .windowsCP1252))
        let server = try TestHTTPServer { _ in .ok(bytes, contentType: "text/html; charset=windows-1252") }
        let article = try await fixture.saver.save(server.url("/cafe")).article
        let gemtext = try #require(try fixture.library.gemtext(of: article.id))
        #expect(gemtext.contains("Café crème and “quotes”."))
        #expect(try fixture.library.original(of: article.id)?.charset == "windows-1252")
    }

    @Test func theCanonicalLinkMakesTwoAddressesOneArticle() async throws {
        let fixture = try Fixture()
        let server = try TestHTTPServer { request in
            .html(Self.page(canonical: "http://127.0.0.1/stories/harbour"))
        }
        let first = try await fixture.saver.save(server.url("/stories/harbour?ref=home"))
        let second = try await fixture.saver.save(server.url("/amp/harbour"), tags: ["again"])
        #expect(first.article.canonicalURL == "http://127.0.0.1/stories/harbour")
        #expect(second == .alreadySaved(try fixture.library.article(first.article.id)))
        #expect(try fixture.library.count(.everything) == 1)
    }

    @Test func aCanonicalLinkToTheFrontPageIsIgnored() async throws {
        let fixture = try Fixture()
        let server = try TestHTTPServer { request in
            .html(Self.page(title: "Story \(request.path)", canonical: "http://127.0.0.1:1/"))
        }
        let first = try await fixture.saver.save(server.url("/one"))
        let second = try await fixture.saver.save(server.url("/two"))
        #expect(first.article.id != second.article.id)
        #expect(second.article.canonicalURL == server.url("/two"))
    }

    @Test func aPageWithoutAnArticleIsNotStored() async throws {
        let fixture = try Fixture()
        let server = try TestHTTPServer { _ in .html("<html><body><nav><a href=/>Home</a></nav></body></html>") }
        let problem = try await #require(throws: Problem.self) { try await fixture.saver.save(server.url("/empty")) }
        #expect(problem.message == "\(server.url("/empty")): no article found in the page")
        #expect(try fixture.library.count(.everything) == 0)
    }

    @Test func aConversionPastItsTimeLimitStoresNothingAndSaysWhy() async throws {
        // Saving converts within 30 seconds unless told otherwise; with no time at all nothing converts.
        #expect(PageConverter().timeLimit == .seconds(30))
        let fixture = try Fixture(converter: PageConverter(timeLimit: .zero))
        let server = try TestHTTPServer { _ in .html(Self.page()) }
        let problem = try await #require(throws: Problem.self) { try await fixture.saver.save(server.url("/slow")) }
        #expect(problem.message == "\(server.url("/slow")): converting the page took longer than 0 ms")
        #expect(problem.hint?.contains("too large or too complex to convert") == true)
        #expect(try fixture.library.count(.everything) == 0)
    }

    @Test func reconvertingAnHTMLPageNeedsNoNetwork() async throws {
        let fixture = try Fixture()
        let server = try TestHTTPServer { _ in .html(Self.page()) }
        let saved = try await fixture.saver.save(server.url("/stories/harbour")).article
        let before = try fixture.library.gemtext(of: saved.id)
        server.stop()
        try fixture.library.setTitle("Something else", of: saved.id)
        let result = try await fixture.saver.reconvert(saved.id)
        #expect(result.article.title == "The Quiet Harbour")
        #expect(try fixture.library.gemtext(of: saved.id) == before)
    }
}
