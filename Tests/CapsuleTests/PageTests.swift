import Article
import Foundation
import Gemini
import Gemtext
import ReadingList
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Every page a reader visits, through the real server and client.
@Suite struct PageTests {
    static func fixture(count: Int = 12, settings: String = "") throws -> (CapsuleFixture, [ArticleID]) {
        let fixture = try CapsuleFixture(settings: settings)
        let ids = try SampleArticles.fill(try fixture.library(), count: count)
        try fixture.start()
        return (fixture, ids)
    }

    /// The link lines of a gemtext body.
    static func links(_ response: GeminiResponse) -> [(url: String, label: String)] {
        GemtextDocument(parsing: response.body).lines.compactMap { line in
            if case .link(let url, let label) = line { return (url, label ?? "") }
            return nil
        }
    }

    @Test func theHomePageCountsAndListsTheNewestUnread() async throws {
        let (fixture, ids) = try Self.fixture(settings: "title = Ada's <reading> list")
        let home = try await fixture.get("/", as: .anonymous)
        #expect(home.header == "20 text/gemini; charset=utf-8")
        let text = home.text
        #expect(text.hasPrefix("# Ada's <reading> list\n8 unread · 4 archived · 3 tags\n"))
        let links = Self.links(home)
        for (url, label) in [("/unread", "Unread (8)"), ("/archive", "Archive (4)"), ("/all", "All articles (12)"),
                             ("/tags", "Tags (3)"), ("/search", "Search"), ("/feed.gmi", "Recently saved (Gemini feed)"),
                             ("/atom.xml", "Recently saved (Atom feed)")] {
            #expect(links.contains { $0.url == url && $0.label == label }, "\(url)")
        }
        // The newest unread first; archived ones (every third) are not there.
        let articles = links.filter { $0.url.hasPrefix("/articles/") }.map(\.url)
        #expect(articles == [10, 9, 7, 6, 4, 3, 1, 0].map { "/articles/\(ids[$0])" })
        // Visitors see no owner action; the owner sees "Save a page".
        #expect(!links.contains { $0.url == "/add" })
        #expect(Self.links(try await fixture.get("/")).contains { $0.url == "/add" })
    }

    @Test func anEmptyLibrarySaysSo() async throws {
        let fixture = try CapsuleFixture()
        try fixture.start()
        let home = try await fixture.get("/").text
        #expect(home.contains("Nothing saved yet: “Save a page” above saves the first one.\n"), "\(home)")
        #expect(home.contains("=> /add Save a page\n"))
        let visitors = try await fixture.get("/", as: .stranger).text
        #expect(visitors.contains("Nothing saved yet.\n") && !visitors.contains("Save a page"), "\(visitors)")
        #expect(try await fixture.get("/unread").text.contains("No articles here."))
        #expect(try await fixture.get("/tags").text.contains("No tags yet."))
    }

    @Test func listLinesShowTitleSiteReadingTimeTagsAndState() async throws {
        let (fixture, ids) = try Self.fixture()
        let all = Self.links(try await fixture.get("/all", as: .anonymous))
        let line = try #require(all.first { $0.url == "/articles/\(ids[10])" })
        #expect(line.label == "Article 010 of rivers · beta.example · 6 min · even, five")
        let archived = try #require(all.first { $0.url == "/articles/\(ids[8])" })
        #expect(archived.label == "Article 008 on gardens · gamma.example · 5 min · even · archived")
        let archive = try await fixture.get("/archive", as: .anonymous)
        #expect(archive.text.hasPrefix("# Archive\n4 articles · newest first\n"))
        #expect(Self.links(archive).filter { $0.url.hasPrefix("/articles/") }.map(\.url) == [11, 8, 5, 2].map { "/articles/\(ids[$0])" })
        // A queued article says it is being fetched.
        let library = try fixture.library()
        let queued = try library.enqueue(Bookmark(url: "https://delta.example/new", title: "Soon here")).id
        let unread = Self.links(try await fixture.get("/unread", as: .anonymous))
        #expect(unread.first?.url == "/articles/\(queued)")
        #expect(unread.first?.label == "Soon here · delta.example · being fetched")
    }

    @Test func sortLinksOfferEveryOtherOrder() async throws {
        let (fixture, ids) = try Self.fixture()
        for choice in ["newest", "oldest", "title", "site", "shortest", "longest"] {
            let path = choice == "newest" ? "/unread" : "/unread?sort=\(choice)"
            let page = try await fixture.get(path, as: .anonymous)
            #expect(page.status == .success, "\(path)")
            let sorts = Self.links(page).filter { $0.url.hasPrefix("/unread") && !$0.url.contains("/book.epub") }.map(\.url)
            let expected = ["newest", "oldest", "title", "site", "shortest", "longest"].filter { $0 != choice }
                .map { $0 == "newest" ? "/unread" : "/unread?sort=\($0)" }
            #expect(sorts == expected, "\(path)")
        }
        // Longest first: reading time decides.
        let longest = Self.links(try await fixture.get("/all?sort=longest", as: .anonymous)).filter { $0.url.hasPrefix("/articles/") }
        #expect(longest.first?.url == "/articles/\(ids[10])")
        let byTitle = Self.links(try await fixture.get("/all?sort=title", as: .anonymous)).filter { $0.url.hasPrefix("/articles/") }
        #expect(byTitle.map(\.url) == ids.map { "/articles/\($0)" })
    }

    @Test func tagsListTheirCountsAndTagPagesCombineStateAndSort() async throws {
        let (fixture, ids) = try Self.fixture()
        let tags = Self.links(try await fixture.get("/tags", as: .anonymous))
        #expect(tags.filter { $0.url.hasPrefix("/tags/") }.map(\.url) == ["/tags/c%23", "/tags/even", "/tags/five"])
        #expect(tags.filter { $0.url.hasPrefix("/tags/") }.map(\.label) == ["c# (2)", "even (6)", "five (3)"])
        // A tag page shows unread and archived unless told otherwise.
        let even = try await fixture.get("/tags/even", as: .anonymous)
        #expect(even.text.hasPrefix("# Tagged even\n6 articles · newest first\n"))
        let unread = try await fixture.get("/tags/even?state=unread&sort=oldest", as: .anonymous)
        #expect(unread.text.hasPrefix("# Tagged even, unread\nThe unread of 6 articles · oldest first\n"))
        #expect(Self.links(unread).filter { $0.url.hasPrefix("/articles/") }.map(\.url) == [0, 4, 6, 10].map { "/articles/\(ids[$0])" })
        let show = Self.links(unread).filter { $0.url.hasPrefix("/tags/even") }.map(\.url)
        #expect(show.contains("/tags/even?state=archived&sort=oldest"))
        #expect(show.contains("/tags/even?sort=oldest"))
        // Tags with characters a URL must escape.
        let sharp = try await fixture.get("/tags/c%23", as: .anonymous)
        #expect(sharp.text.hasPrefix("# Tagged c#\n2 articles"))
    }

    @Test func anArticleHasItsDetailsContentsAndText() async throws {
        let (fixture, ids) = try Self.fixture()
        let id = ids[10]
        let page = try await fixture.get("/articles/\(id)", as: .anonymous)
        let text = page.text
        #expect(text.hasPrefix(
            """
            # Article 010 of rivers
            Site 1 (beta.example) · by Ada <Lovelace> & co · published 2024-04-25 · 6 min read
            Saved 2024-04-25 · unread
            => https://beta.example/posts/10 Original page: https://beta.example/posts/10
            => /articles/\(id)/book.epub This article as an e-book (EPUB)
            => /tags/even Tagged even
            => /tags/five Tagged five

            ## Contents
            => /articles/\(id)/sections/1 1 Part 1 of 10
            """))
        let links = Self.links(page)
        let contents = links.filter { $0.url.contains("/sections/") }
        // One number per heading: the label's is the URL's; subsections are
        // indented with no-break spaces.
        #expect(
            contents.map(\.label) == ["1 Part 1 of 10", "2 Part 2 of 10", "\u{A0}\u{A0}3 Detail of part 2", "4 Part 3 of 10"])
        #expect(contents.map(\.url) == (1...4).map { "/articles/\(id)/sections/\($0)" })
        // The article follows, without repeating its title as a heading.
        #expect(text.contains("Introduction to article 10, about writing capsules."))
        #expect(!text.contains("\n# Article 010 of rivers"))
        #expect(text.contains("```ascii art\n# not a heading\n=> not a link\n```"))
        // Visitors get no actions; the owner does.
        #expect(!links.contains { $0.url.hasSuffix("/archive") || $0.url.hasSuffix("/delete") })
        let owned = Self.links(try await fixture.get("/articles/\(id)"))
        for action in ["archive", "tags", "title", "delete"] {
            #expect(owned.contains { $0.url == "/articles/\(id)/\(action)" }, "\(action)")
        }
    }

    /// A converted article's own header (title, source and byline, plain
    /// contents) is what the page already shows its own way: it is not
    /// repeated under the rule.
    @Test func aConvertedArticleIsShownWithoutItsHeaderTwice() async throws {
        let (fixture, _) = try Self.fixture(count: 1)
        let html = """
            <html><head><title>Harbour lights</title><meta name="author" content="Ann Lee"></head><body><article>
            <h1>Harbour lights</h1><p>The harbour at night is a quiet place, and the lights tell the story.</p>
            <h2>The first light</h2><p>It shines red over the water, and the boats know what it means.</p>
            <h2>The second light</h2><p>It shines green at the end of the pier, steady all night long.</p>
            <h2>The third light</h2><p>It turns slowly on the hill, and sailors far away can see it.</p>
            </article></body></html>
            """
        let converted = try ArticleConverter().convert(Array(html.utf8), url: URL(string: "https://coast.example/harbour"))
        #expect(converted.gemtext.contains("\nContents\n"))
        let id = try fixture.library().save(
            ArticleContent(url: "https://coast.example/harbour", title: converted.title, gemtext: converted.gemtext)).id
        let page = try await fixture.get("/articles/\(id)", as: .anonymous).text
        let afterRule = try #require(page.components(separatedBy: String(repeating: "─", count: 40) + "\n\n").last)
        #expect(afterRule.hasPrefix("The harbour at night is a quiet place"))
        #expect(!page.contains("Source: "))
        #expect(!page.contains("\nContents\n"))
        #expect(!page.contains("# Harbour lights\n\n"))
        // The page's own contents link the three sections, not the title.
        let contents = Self.links(try await fixture.get("/articles/\(id)", as: .anonymous)).filter { $0.url.contains("/sections/") }
        #expect(contents.map(\.label) == ["1 The first light", "2 The second light", "3 The third light"])
        #expect(contents.map(\.url) == (1...3).map { "/articles/\(id)/sections/\($0)" })
        let first = try await fixture.get("/articles/\(id)/sections/1", as: .anonymous).text
        #expect(first.hasPrefix("# Harbour lights: The first light\n\nIt shines red over the water"))
    }

    @Test func anArticleBeingFetchedOrFailedSaysSo() async throws {
        let (fixture, _) = try Self.fixture(count: 1)
        let library = try fixture.library()
        let queued = try library.enqueue(Bookmark(url: "https://delta.example/a")).id
        let waiting = try await fixture.get("/articles/\(queued)")
        #expect(waiting.text.hasPrefix("# https://delta.example/a\n"))
        #expect(waiting.text.contains("This page is being fetched. Come back in a moment"))
        #expect(waiting.text.contains("=> https://delta.example/a Original page"))
        let failing = try library.enqueue(Bookmark(url: "https://delta.example/b", title: "B")).id
        while let job = try library.claimNextFetch() {
            try library.failFetch(job.id, message: "the server answered 404 Not Found")
        }
        let failed = try await fixture.get("/articles/\(failing)")
        #expect(failed.text.contains("Fetching this page failed after 1 attempt: the server answered 404 Not Found."))
        #expect(Self.links(failed).contains { $0.url == "/articles/\(failing)/retry" && $0.label == "Try again" })
        #expect(!Self.links(try await fixture.get("/articles/\(failing)", as: .anonymous)).contains { $0.url.hasSuffix("/retry") })
        #expect(try await fixture.get("/articles/\(failing)/sections/1").status == .notFound)
    }

    @Test func searchAsksThenRanksWithSnippets() async throws {
        let (fixture, ids) = try Self.fixture()
        let prompt = try await fixture.request("/search", as: .anonymous)
        #expect(prompt.status == .input)
        #expect(prompt.meta.hasPrefix("Search titles and text"))
        let results = try await fixture.get("/search", as: .anonymous, input: "tea")
        #expect(results.url.description.hasSuffix("/search?tea"))
        #expect(results.text.hasPrefix("# Search: tea\n3 articles match, best first.\n"))
        let found = Self.links(results).filter { $0.url.hasPrefix("/articles/") }.map(\.url)
        #expect(Set(found) == Set([1, 5, 9].map { "/articles/\(ids[$0])" }))
        #expect(results.text.contains("\n> Article 001 about tea Introduction"))
        // Nothing to search for: the prompt again, with the reason.
        let empty = try await fixture.request("/search?%22%22", as: .anonymous)
        #expect(empty.status == .input)
        #expect(empty.meta.contains("Search titles and text"))
        #expect(try await fixture.get("/search?zebra", as: .anonymous).text.contains("Nothing matches."))
    }

    @Test func theGeminiFeedListsRecentArticlesWithDates() async throws {
        let (fixture, ids) = try Self.fixture()
        let feed = try await fixture.get("/feed.gmi", as: .anonymous)
        let lines = feed.text.split(separator: "\n").filter { $0.hasPrefix("=> gemini://") }
        #expect(lines.count == 12)
        let pattern = #/^=> gemini://localhost:\d+/articles/\d+ \d{4}-\d{2}-\d{2} .+$/#
        for line in lines { #expect(line.wholeMatch(of: pattern) != nil, "\(line)") }
        #expect(lines.first?.hasSuffix("/articles/\(ids[11]) 2024-04-25 Article 011 with trains") == true)
        #expect(feed.text.hasPrefix("# Reading list\n## Recently saved\n"))
    }

    @Test func theAtomFeedIsWellFormedAndEscaped() async throws {
        let (fixture, _) = try Self.fixture(settings: "title = Tom & Jerry's <list>")
        let library = try fixture.library()
        _ = try library.save(
            ArticleContent(
                url: "https://x.example/?a=1&b=2", title: "Control \u{1} chars & <tags>", excerpt: "bell \u{7}", gemtext: "# T\n"))
        let atom = try await fixture.get("/atom.xml", as: .anonymous)
        #expect(atom.header == "20 application/atom+xml; charset=utf-8")
        let collector = AtomCollector()
        let parser = XMLParser(data: Data(atom.body))
        parser.delegate = collector
        #expect(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "")")
        #expect(collector.root == "feed")
        #expect(collector.namespace == "http://www.w3.org/2005/Atom")
        #expect(collector.texts["title"]?.first == "Tom & Jerry's <list>")
        #expect(collector.entries == 13)
        #expect(collector.texts["title"]?.contains("Control  chars & <tags>") == true)
        #expect(collector.hrefs.contains("https://x.example/?a=1&b=2"))
        #expect(collector.texts["id"]?.allSatisfy { $0.hasPrefix("gemini://localhost:") } == true)
        let updated = collector.texts["updated"] ?? []
        #expect(updated.count == 14 && updated.allSatisfy { $0.wholeMatch(of: #/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ/#) != nil })
    }

    @Test func robotsKeepCrawlersToTheArticles() async throws {
        let (fixture, _) = try Self.fixture(count: 1)
        let robots = try await fixture.get("/robots.txt", as: .anonymous)
        #expect(robots.header == "20 text/plain; charset=utf-8")
        #expect(robots.text.contains("User-agent: archiver\nDisallow: /\n"))
        #expect(robots.text.contains("Disallow: /search\n"))
        #expect(robots.text.contains("Disallow: /reading\nDisallow: /favorites\nDisallow: /highlights\n"))
        #expect(!robots.text.contains("Disallow: /articles"))
    }
}

/// Collects what the tests check in an Atom document.
final class AtomCollector: NSObject, XMLParserDelegate, @unchecked Sendable {
    var root: String?
    var namespace: String?
    var entries = 0
    var texts: [String: [String]] = [:]
    var hrefs: [String] = []
    private var text = ""

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        if root == nil {
            root = name
            namespace = attributes["xmlns"]
        }
        if name == "entry" { entries += 1 }
        if let href = attributes["href"] { hrefs.append(href) }
        text = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        texts[name, default: []].append(text)
        text = ""
    }
}
