import Foundation
import HTML
import Testing

@testable import Article

/// Each metadata source, and which wins when a page has several.
@Suite struct MetadataTests {
    private func metadata(
        head: String, body: String = "<p>Text.</p>", url: String? = "https://www.example.com/news/story.html",
        lang: String = "en"
    ) -> ArticleMetadata {
        let html = "<!DOCTYPE html><html lang=\"\(lang)\"><head>\(head)</head><body>\(body)</body></html>"
        return MetadataExtractor.extract(from: HTMLDocument.parse(html), url: url.flatMap(URL.init(string:)))
    }

    private func jsonLD(_ json: String) -> String {
        "<script type=\"application/ld+json\">\(json)</script>"
    }

    // MARK: Title

    @Test func titlePrecedence() {
        let all = """
            <meta property="og:title" content="From Open Graph">
            <meta name="twitter:title" content="From Twitter">
            \(jsonLD(#"{"@type":"NewsArticle","headline":"From JSON-LD"}"#))
            <title>From the title element</title>
            """
        #expect(metadata(head: all, body: "<h1>From the heading</h1>").title == "From JSON-LD")
        let noJSONLD = all.replacingOccurrences(of: jsonLD(#"{"@type":"NewsArticle","headline":"From JSON-LD"}"#), with: "")
        #expect(metadata(head: noJSONLD).title == "From Open Graph")
        let noOpenGraph = noJSONLD.replacingOccurrences(
            of: "<meta property=\"og:title\" content=\"From Open Graph\">", with: "")
        #expect(metadata(head: noOpenGraph).title == "From Twitter")
        #expect(metadata(head: "<title>From the title element</title>", body: "<h1>H</h1>").title == "From the title element")
        #expect(metadata(head: "", body: "<h1>From the heading</h1>").title == "From the heading")
        #expect(metadata(head: "", body: "<p>No title anywhere.</p>").title == nil)
    }

    @Test(arguments: [
        ("Library funding approved | Springfield Herald", "Library funding approved"),
        ("Library funding approved - Springfield Herald", "Library funding approved"),
        ("Library funding approved — Springfield Herald", "Library funding approved"),
        ("Springfield Herald | Library funding approved at last", "Library funding approved at last"),
        ("Library funding approved after a decade of waiting | Herald", "Library funding approved after a decade of waiting"),
        ("Library funding approved - example.com", "Library funding approved"),
        ("Springfield Herald: Library funding approved", "Library funding approved"),
    ])
    func siteNamesComeOffTitles(raw: String, expected: String) {
        let head = "<meta property=\"og:site_name\" content=\"Springfield Herald\"><title>\(raw)</title>"
        #expect(metadata(head: head).title == expected)
    }

    @Test func aTitlePartThatIsThePageHeadingWins() {
        let head = "<title>Advanced features - The rustdoc book</title>"
        #expect(metadata(head: head, body: "<h1>Advanced features</h1>").title == "Advanced features")
        #expect(metadata(head: head, body: "<h1>Something else</h1>").title == "Advanced features - The rustdoc book")
    }

    @Test func aPageWithoutATitleOrAnH1IsTitledByTheHeadingThatOpensIt() {
        let body = """
            <div><a href="/">home</a></div><h2>Why I still use a paper notebook</h2><i>March 3, 2004</i>
            <p>For years I tried every program that promised to organise my notes, and every one of them ended up a mess.</p>
            <h2>The index</h2>
            """
        for head in ["", "<title>Untitled Document</title>", "<title>New Page 1</title>"] {
            #expect(metadata(head: head, body: body).title == "Why I still use a paper notebook", "\(head)")
        }
        #expect(metadata(head: "<title>Notes</title>", body: body).title == "Notes")
        #expect(metadata(head: "", body: "<h1>Paper</h1>" + body).title == "Paper")
        // A heading only after the text starts is a section's, not the page's.
        let late = "<p>For years I tried every program that promised to organise my notes, and every one of them "
            + "ended up as a graveyard of half-finished lists.</p>"
        #expect(metadata(head: "<title>Untitled</title>", body: late + "<h2>The index</h2>").title == nil)
    }

    @Test func theSitesNameShownAsAHeadingInItsHeaderIsNoHeadline() {
        let head = "<title>The Slice Type - The Rust Programming Language</title>"
        let menuBar = "<div id=\"menu-bar\"><h1 class=\"menu-title\">The Rust Programming Language</h1></div>"
        #expect(metadata(head: head, body: menuBar + "<main><h2>The Slice Type</h2><p>Text.</p></main>").title
            == "The Slice Type")
        let siteTitle = "<header><h1 class=\"site-title\"><a href=\"/\">Springfield Herald</a></h1></header>"
        let story = "<title>Library funding approved after years – Springfield Herald</title>"
        #expect(metadata(head: story, body: siteTitle + "<p>Text.</p>").title == "Library funding approved after years")
        let homeLink = "<div><h1><a href=\"/\">Springfield Herald</a></h1></div><article><p>Text.</p></article>"
        #expect(metadata(head: story, body: homeLink).title == "Library funding approved after years")
        // The home page named by its full address, the title's parts in the other order (a blog's "Site: Post").
        let blog = "<title>My Little Blog: Fixing a leaky tap</title>"
        let absoluteHome = "<div><h1><a href=\"http://tapblog.example/\">My Little Blog</a></h1></div>"
        let post = "<h2><a href=\"/2009/03/leaky-tap.html\">Fixing a leaky tap</a></h2><p>Text.</p>"
        #expect(metadata(head: blog, body: absoluteHome + post).title == "Fixing a leaky tap")
        let nav = "<nav><h1>Springfield Herald</h1></nav><p>Text.</p>"
        #expect(metadata(head: story, body: nav).title == "Library funding approved after years")
        // A page titled only with the site's name keeps it (its own heading says the same).
        #expect(metadata(head: "<title>Rust By Example</title>", body: menuBar.replacingOccurrences(
            of: "The Rust Programming Language", with: "Rust By Example") + "<h1>Rust by Example</h1>").title
            == "Rust By Example")
        // The story's own heading stays the headline.
        #expect(metadata(head: story, body: "<h1 class=\"entry-title\">Library funding approved after years</h1>")
            .title == "Library funding approved after years")
    }

    @Test func theHeadlineThePageShowsBeatsOneForSearchEngines() {
        let head = """
            \(jsonLD(#"{"@type":"NewsArticle","headline":"Library funding approved: what it means for readers"}"#))
            <meta property="og:title" content="Council approves library funding">
            """
        #expect(metadata(head: head, body: "<h1>Council approves library funding</h1>").title == "Council approves library funding")
        #expect(metadata(head: head, body: "<h1>Something else</h1>").title == "Library funding approved: what it means for readers")
    }

    @Test func aHeadlineCutShortGivesWayToTheWholeOne() {
        let head = """
            \(jsonLD(#"{"@type":"NewsArticle","headline":"The council approved the funding of the new library after a…"}"#))
            <meta property="og:title" content="The council approved the funding of the new library after a decade of waiting">
            """
        #expect(metadata(head: head).title == "The council approved the funding of the new library after a decade of waiting")
    }

    @Test func suffixesGoOnlyWhenTheyRepeatTheSiteName() {
        let site = "<meta property=\"og:site_name\" content=\"Springfield Herald\">"
        #expect(metadata(head: site + "<title>Library funding approved after years | Springfield Herald</title>").title
            == "Library funding approved after years")
        // A short last part that is not the site's name is part of the headline.
        #expect(metadata(head: site + "<title>The long wait for a library is over - Part 2</title>").title
            == "The long wait for a library is over - Part 2")
        #expect(metadata(head: "<title>Library funding approved after years - example.com</title>").title
            == "Library funding approved after years")
    }

    @Test func theTitleIsNeverTheSiteNameAlone() {
        let head = """
            <meta property="og:site_name" content="Springfield Herald">
            <meta property="og:title" content="Springfield Herald"><title>Springfield Herald</title>
            """
        #expect(metadata(head: head, body: "<h1>Library funding approved</h1>").title == "Library funding approved")
        #expect(metadata(head: head).title == nil)
    }

    @Test func titlesThatOnlyLookSuffixedStay() {
        let head = "<meta property=\"og:site_name\" content=\"Herald\"><title>Rock - Paper - Scissors</title>"
        #expect(metadata(head: head).title == "Rock - Paper - Scissors")
        #expect(metadata(head: "<title>Pros and cons: a guide</title>").title == "Pros and cons: a guide")
    }

    @Test func characterReferencesInJSONLDAreDecoded() {
        let head = jsonLD(#"{"@type":"NewsArticle","headline":"Chelsea pay &#163;71.6m &amp; more"}"#)
        #expect(metadata(head: head).title == "Chelsea pay £71.6m & more")
    }

    // MARK: Author

    @Test func authorPrecedence() {
        let linked = jsonLD(#"{"@type":"NewsArticle","author":[{"@type":"Person","name":"Ann Lee"},{"name":"Bo Chen"}]}"#)
        #expect(metadata(head: "<meta name=\"author\" content=\"Jane Doe\">" + linked).author == "Ann Lee, Bo Chen")
        #expect(metadata(head: "<meta name=\"author\" content=\"Jane Doe\">").author == "Jane Doe")
        #expect(metadata(head: "", body: "<a rel=\"author\" href=\"/jane\">Jane Doe</a><p>x</p>").author == "Jane Doe")
        #expect(metadata(head: "", body: "<div class=\"story-byline\">By Jane Doe</div>").author == "Jane Doe")
        #expect(metadata(head: "", body: "<span itemprop=\"author\">Jane Doe</span>").author == "Jane Doe")
        #expect(metadata(head: "").author == nil)
    }

    @Test func addressesAndHandlesAreNotAuthors() {
        let head = """
            <meta property="article:author" content="https://www.facebook.com/janedoe">
            \(jsonLD(#"{"@type":"Article","author":{"@type":"Person","name":"Jane Doe"}}"#))
            """
        #expect(metadata(head: head).author == "Jane Doe")
        #expect(metadata(head: "<meta name=\"author\" content=\"@janedoe\">").author == nil)
    }

    @Test func theSiteIsAnAuthorOnlyWhenNoPersonIsNamed() {
        let site = "<meta property=\"og:site_name\" content=\"AppleInsider\"><meta name=\"author\" content=\"AppleInsider\">"
        let person = jsonLD(#"{"@type":"NewsArticle","author":{"@type":"Person","name":"Mike Wuerthele"}}"#)
        #expect(metadata(head: site + person).author == "Mike Wuerthele")
        #expect(metadata(head: site, body: "<p class=\"byline\">By Ann Lee</p>").author == "Ann Lee")
        #expect(metadata(head: site).author == "AppleInsider")
    }

    @Test func aSingleStringAuthorInJSONLD() {
        #expect(metadata(head: jsonLD(#"{"@type":"BlogPosting","author":"By Sam Roe"}"#)).author == "Sam Roe")
    }

    // MARK: Dates

    @Test func publishedPrecedenceAndNormalisation() {
        let all = """
            <meta property="article:published_time" content="2019-11-19T10:07:00-05:00">
            \(jsonLD(#"{"@type":"NewsArticle","datePublished":"2019-11-18T09:00:00Z"}"#))
            <meta name="date" content="2019-11-17">
            """
        #expect(metadata(head: all).published == "2019-11-18T09:00:00Z")
        #expect(
            metadata(head: all.replacingOccurrences(of: "\"datePublished\"", with: "\"dateModified\"")).published
                == "2019-11-19T10:07:00-05:00")
        #expect(
            metadata(head: jsonLD(#"{"@type":"NewsArticle","datePublished":"2019-11-18T09:00:00.000Z"}"#)).published
                == "2019-11-18T09:00:00Z")
        #expect(
            metadata(head: "", body: "<time datetime=\"2019-11-16T08:30\" pubdate>Nov 16</time>").published
                == "2019-11-16T08:30:00")
        #expect(metadata(head: "<meta name=\"date\" content=\"2019-11-17\">").published == "2019-11-17")
        #expect(
            metadata(head: "<meta name=\"pubdate\" content=\"Tue, 19 Nov 2019 15:07:00 GMT\">").published
                == "2019-11-19T15:07:00Z")
        #expect(metadata(head: "<meta name=\"date\" content=\"not a date\">").published == nil)
    }

    @Test func modifiedDate() {
        let head = "<meta property=\"article:modified_time\" content=\"2019-11-20T01:02:03+01:00\">"
        let result = metadata(head: head)
        #expect(result.modified == "2019-11-20T01:02:03+01:00")
        #expect(result.modifiedDate == Date(timeIntervalSince1970: 1_574_208_123))
    }

    // MARK: Site, language, addresses, description, image

    @Test func siteNamePrecedence() {
        let publisher = jsonLD(#"{"@type":"NewsArticle","publisher":{"@type":"Organization","name":"The Herald"}}"#)
        #expect(metadata(head: "<meta property=\"og:site_name\" content=\"Herald Online\">" + publisher).siteName == "Herald Online")
        #expect(metadata(head: publisher).siteName == "The Herald")
        #expect(metadata(head: "").siteName == "example.com")
        // Without a name, the host as a reader names the site: a subdomain is often the site itself.
        #expect(metadata(head: "", url: "https://news.example.co.uk/a").siteName == "news.example.co.uk")
        #expect(metadata(head: "", url: "https://alice.github.io/posts/a").siteName == "alice.github.io")
        #expect(metadata(head: "", url: "https://m.example.com/a").siteName == "example.com")
        #expect(metadata(head: "", url: nil).siteName == nil)
        #expect(metadata(head: "<meta property=\"og:site_name\" content=\"https://www.herald.example/\">").siteName == "herald.example")
        #expect(
            metadata(head: "<meta property=\"og:site_name\" content=\"LinkNews | Your daily news platform\">").siteName
                == "LinkNews")
    }

    @Test func aSlugOrASectionsNameGivesWayToThePublishersName() {
        func publisher(_ name: String) -> String {
            jsonLD(#"{"@type":"NewsArticle","publisher":{"@type":"Organization","name":"\#(name)"}}"#)
        }
        func site(_ og: String, _ publisherName: String?, _ url: String) -> String? {
            let tag = "<meta property=\"og:site_name\" content=\"\(og)\">"
            return metadata(head: tag + (publisherName.map(publisher) ?? ""), url: url).siteName
        }
        #expect(site("detroitnews", "The Detroit News", "https://www.detroitnews.com/story/a") == "The Detroit News")
        #expect(site("U.S.", "Reuters", "https://www.reuters.com/article/a") == "Reuters")
        #expect(site("nj", nil, "https://www.nj.com/a") == "nj")
        #expect(site("Herald Online", "The Herald", "https://www.herald.example/a") == "Herald Online")
    }

    @Test func aPageWhoseDataNameNoSiteIsNamedByItsTitlesSuffix() {
        func site(_ title: String, body: String = "<h1>Stadia reviews are in</h1>", _ url: String) -> String? {
            metadata(head: "<title>\(title)</title>", body: body + "<p>Text.</p>", url: url).siteName
        }
        // The suffix spells the domain.
        #expect(site("Stadia reviews are in - Digg", "https://digg.com/2019/stadia") == "Digg")
        #expect(site("Stadia reviews are in | Coastal Notes", "https://coastal.example/a") == "Coastal Notes")
        // The suffix is the owner the page's copyright names.
        let footer = "<footer><p>© 2019 The New York Times Company</p></footer>"
        #expect(
            site("Stadia reviews are in - The New York Times", body: "<h1>Stadia reviews are in</h1>" + footer,
                "https://www.nytimes.com/2019/11/18/a.html") == "The New York Times")
        // A section, a tagline or a prefix is no site's name: the host stays.
        #expect(site("Stadia reviews are in - The New York Times", "https://www.nytimes.com/a.html") == "nytimes.com")
        #expect(site("Stadia reviews are in | Just another blog", "https://ann.example/a") == "ann.example")
        #expect(site("Digg: Stadia reviews are in", "https://digg.com/a") == "digg.com")
        // The page's data come first.
        #expect(
            metadata(
                head: "<title>Stadia reviews are in - Digg</title><meta property=\"og:site_name\" content=\"Digg News\">",
                body: "<h1>Stadia reviews are in</h1>", url: "https://digg.com/a"
            ).siteName == "Digg News")
    }

    /// A site's name in the page's data that spells no part of its domain
    /// (a section's, an edition's) gives way to the title's suffix that
    /// does: Reuters' `og:site_name` "U.S." under "… - Reuters"; a suffix
    /// that spells no domain either leaves the data's name.
    @Test func aSectionNamedAsTheSiteGivesWayToTheTitlesSuffixThatSpellsTheDomain() {
        let edition = "<meta property=\"og:site_name\" content=\"U.S.\">"
        #expect(
            metadata(
                head: "<title>Oil drifts lower - Reuters</title>" + edition, body: "<h1>Oil drifts lower</h1>",
                url: "https://www.reuters.com/article/us-oil"
            ).siteName == "Reuters")
        #expect(
            metadata(
                head: "<title>Oil drifts lower - Markets</title>" + edition, body: "<h1>Oil drifts lower</h1>",
                url: "https://www.reuters.com/article/us-oil"
            ).siteName == "U.S.")
    }

    @Test func aPageFetchedFromALocalAddressIsNotNamedAfterIt() {
        for address in ["http://127.0.0.1:8080/story.html", "http://localhost/story.html", "http://[::1]:9000/s"] {
            #expect(metadata(head: "", url: address).siteName == nil, "\(address)")
            #expect(
                metadata(head: "<meta property=\"og:site_name\" content=\"Herald\">", url: address).siteName == "Herald")
            let canonical = "<link rel=\"canonical\" href=\"https://www.herald.example/story\">"
            #expect(metadata(head: canonical, url: address).siteName == "herald.example")
        }
    }

    @Test func languageSources() {
        #expect(metadata(head: "", lang: "pt-BR").language == "pt-BR")
        #expect(metadata(head: "", lang: "EN_us").language == "en-US")
        #expect(metadata(head: "", lang: "zh-hant-tw").language == "zh-Hant-TW")
        #expect(metadata(head: "<meta property=\"og:locale\" content=\"ru_RU\">", lang: "").language == "ru-RU")
        #expect(metadata(head: "<meta http-equiv=\"content-language\" content=\"id, en\">", lang: "").language == "id")
        #expect(
            metadata(head: "<meta http-equiv=\"content-language\" content=\"de\"><meta property=\"og:locale\" content=\"fr_FR\">", lang: "")
                .language == "de")
        #expect(metadata(head: "", lang: "x-default").language == nil)
        #expect(metadata(head: "", lang: "").language == nil)
    }

    @Test func canonicalAddressIsResolved() {
        #expect(
            metadata(head: "<link rel=\"canonical\" href=\"/news/story\">").canonicalURL
                == URL(string: "https://www.example.com/news/story"))
        #expect(
            metadata(head: "<meta property=\"og:url\" content=\"https://example.com/s\">").canonicalURL
                == URL(string: "https://example.com/s"))
        #expect(metadata(head: "<link rel=\"canonical\" href=\"javascript:void(0)\">").canonicalURL == nil)
    }

    @Test func descriptionAndLeadImage() {
        let head = """
            <meta name="description" content="  A short   summary. ">
            <meta property="og:image" content="/images/lead.jpg">
            """
        let result = metadata(head: head)
        #expect(result.description == "A short summary.")
        #expect(result.leadImageURL == URL(string: "https://www.example.com/images/lead.jpg"))
        let linked = jsonLD(#"{"@type":"NewsArticle","image":[{"@type":"ImageObject","url":"https://cdn.example.com/a.jpg"}]}"#)
        #expect(metadata(head: linked).leadImageURL == URL(string: "https://cdn.example.com/a.jpg"))
    }

    @Test func baseHrefResolvesRelativeAddresses() {
        let head = "<base href=\"https://static.example.net/site/\"><meta property=\"og:image\" content=\"img/a.png\">"
        #expect(metadata(head: head).leadImageURL == URL(string: "https://static.example.net/site/img/a.png"))
    }

    // MARK: JSON-LD shapes

    @Test func graphsAndArraysAreSearched() {
        let graph = #"""
            {"@context":"https://schema.org","@graph":[
              {"@type":"WebSite","name":"Herald"},
              {"@type":["NewsArticle"],"headline":"In a graph","author":{"name":"Ann Lee"}}]}
            """#
        let result = metadata(head: jsonLD(graph))
        #expect(result.title == "In a graph")
        #expect(result.author == "Ann Lee")
        let array = #"[{"@type":"Organization","name":"Herald"},{"@type":"schema:BlogPosting","headline":"In an array"}]"#
        #expect(metadata(head: jsonLD(array)).title == "In an array")
    }

    @Test func brokenJSONLDIsRepairedOrSkipped() {
        let repairable = "<!--\n{\"@type\":\"NewsArticle\",\"headline\":\"Line\nbreak\"};\n-->"
        #expect(metadata(head: jsonLD(repairable)).title == "Line break")
        let broken = jsonLD("{\"@type\":\"NewsArticle\",\"headline\":") + "<title>Fallback</title>"
        #expect(metadata(head: broken).title == "Fallback")
    }

    @Test func metadataSurvivesEncodingAndDecoding() throws {
        let original = metadata(
            head: """
                <meta property="og:title" content="T"><meta name="author" content="A">
                <meta property="article:published_time" content="2019-11-19">
                <link rel="canonical" href="https://example.com/t">
                """)
        let decoded = try JSONDecoder().decode(ArticleMetadata.self, from: JSONEncoder().encode(original))
        #expect(decoded == original)
        #expect(decoded.publishedDate == Date(timeIntervalSince1970: 1_574_121_600))
    }
}
