import Foundation
import Testing

@_spi(Testing) @testable import Article

/// RFC 3986 resolution and the cleaning of what pages write in href/src.
@Suite struct ConversionURLTests {
    static let base = URLReference("http://a/b/c/d;p?q")

    /// RFC 3986, section 5.4.1 and 5.4.2: every normal and abnormal example.
    @Test(arguments: [
        ("g:h", "g:h"), ("g", "http://a/b/c/g"), ("./g", "http://a/b/c/g"), ("g/", "http://a/b/c/g/"),
        ("/g", "http://a/g"), ("//g", "http://g/"),  // browsers give http(s) an empty path "/"
        ("?y", "http://a/b/c/d;p?y"), ("g?y", "http://a/b/c/g?y"),
        ("#s", "http://a/b/c/d;p?q#s"), ("g#s", "http://a/b/c/g#s"), ("g?y#s", "http://a/b/c/g?y#s"),
        (";x", "http://a/b/c/;x"), ("g;x", "http://a/b/c/g;x"), ("g;x?y#s", "http://a/b/c/g;x?y#s"),
        ("", "http://a/b/c/d;p?q"), (".", "http://a/b/c/"), ("./", "http://a/b/c/"), ("..", "http://a/b/"),
        ("../", "http://a/b/"), ("../g", "http://a/b/g"), ("../..", "http://a/"), ("../../", "http://a/"),
        ("../../g", "http://a/g"), ("../../../g", "http://a/g"), ("../../../../g", "http://a/g"),
        ("/./g", "http://a/g"), ("/../g", "http://a/g"), ("g.", "http://a/b/c/g."), (".g", "http://a/b/c/.g"),
        ("g..", "http://a/b/c/g.."), ("..g", "http://a/b/c/..g"), ("./../g", "http://a/b/g"),
        ("./g/.", "http://a/b/c/g/"), ("g/./h", "http://a/b/c/g/h"), ("g/../h", "http://a/b/c/h"),
        ("g;x=1/./y", "http://a/b/c/g;x=1/y"), ("g;x=1/../y", "http://a/b/c/y"), ("g?y/./x", "http://a/b/c/g?y/./x"),
        ("g?y/../x", "http://a/b/c/g?y/../x"), ("g#s/./x", "http://a/b/c/g#s/./x"),
        ("g#s/../x", "http://a/b/c/g#s/../x"), ("http:g", "http://a/b/c/g"),
    ])
    func resolvesLikeRFC3986(_ reference: String, _ expected: String) throws {
        let resolved = try #require(URLReference(reference).resolved(against: Self.base))
        #expect(resolved.string == expected)
    }

    @Test(arguments: [
        ("  /a b/c d.html\n", "https://example.org/a%20b/c%20d.html"),
        ("caf\u{E9}.html", "https://example.org/news/caf%C3%A9.html"),
        ("\\\\cdn.example.net\\img.png", "https://cdn.example.net/img.png"),
        ("x.html?q=a\"b<c>", "https://example.org/news/x.html?q=a%22b%3Cc%3E"),
        ("100%.html", "https://example.org/news/100%25.html"), ("a%20b", "https://example.org/news/a%20b"),
        ("HTTPS://Example.ORG", "https://example.org/"), ("//cdn.example.net", "https://cdn.example.net/"),
        ("x#a#b", "https://example.org/news/x#a%23b"),
        ("ja\tva\nscript.html", "https://example.org/news/javascript.html"),
    ])
    func cleansWhatPagesWrite(_ reference: String, _ expected: String) throws {
        let base = URLReference("https://example.org/news/story.html")
        #expect(try #require(URLReference(reference).resolved(against: base)).string == expected)
    }

    @Test func resolverDropsLinksThatLeadNowhereUseful() {
        let links = LinkResolver(pageURL: "https://example.org/news/story.html?id=1", baseHref: nil)
        for dropped in [
            "", "  ", "#comments", "javascript:void(0)", " JavaScript:alert(1)", "vbscript:x", "data:text/html,hi",
            "about:blank", "story.html?id=1#top", "https://example.org/news/story.html?id=1", "mailto:",
            "mailto:?subject=Look&body=https://example.org", "file:///etc/passwd", "blob:https://example.org/1",
        ] {
            #expect(links.link(dropped) == nil, "\(dropped)")
        }
        #expect(links.link("mailto:editor@example.org") == "mailto:editor@example.org")
        #expect(links.link("story.html?id=2") == "https://example.org/news/story.html?id=2")
        #expect(links.link("gemini://example.org/") == "gemini://example.org/")
        #expect(links.resource("data:image/gif;base64,R0lGOD") == nil)
    }

    @Test func baseHrefDecidesWhereRelativeLinksPoint() {
        let relative = LinkResolver(pageURL: "https://example.org/news/story.html", baseHref: "/static/")
        #expect(relative.link("pic.png") == "https://example.org/static/pic.png")
        let absolute = LinkResolver(
            pageURL: "https://example.org/news/story.html", baseHref: "https://cdn.example.net/x/")
        #expect(absolute.link("../pic.png") == "https://cdn.example.net/pic.png")
        // A jump inside the page stays a jump inside the page, whatever the base.
        #expect(absolute.link("#part-2") == nil)
    }

    @Test func withoutAnAddressRelativeLinksStayRelative() {
        let links = LinkResolver(pageURL: nil, baseHref: nil)
        #expect(links.link("../a b.html") == "../a%20b.html")
        #expect(links.link("https://example.org/") == "https://example.org/")
        #expect(links.link("#x") == nil)
    }

    @Test func theCanonicalAddressCountsAsTheSamePage() {
        let links = LinkResolver(
            pageURL: "https://example.org/story?utm_source=x", baseHref: nil,
            otherAddresses: ["https://example.org/story"])
        #expect(links.link("/story#comments") == nil)
        #expect(links.link("/story/2") == "https://example.org/story/2")
    }

    @Test func noLinkKeepsAUserNameOrPassword() {
        let links = LinkResolver(pageURL: "https://ann:s3cret@example.org/news/story.html", baseHref: nil)
        #expect(links.link("https://bob:hunter2@other.example/doc?a=1#top") == "https://other.example/doc?a=1#top")
        #expect(links.link("//carol@cdn.example.net/x") == "https://cdn.example.net/x")
        #expect(links.link("gemini://dan:pw@capsule.example/") == "gemini://capsule.example/")
        // Relative to a page whose address had them.
        #expect(links.link("other.html") == "https://example.org/news/other.html")
        #expect(links.resource("/pic.jpg") == "https://example.org/pic.jpg")
        // An @ elsewhere is not a user name.
        #expect(links.link("https://example.org/@ann/post?by=a@b") == "https://example.org/@ann/post?by=a@b")
        #expect(links.link("mailto:ann@example.org") == "mailto:ann@example.org")
    }

    /// The whole article: link lines, pictures, embedded players and posts,
    /// the source line and the title the address stands in for.
    @Test func anArticleShowsNoUserNameOrPassword() throws {
        let html = """
            <p>Read <a href="https://bob:hunter2@other.example/doc">the document</a> and
            <a href="//eve:pw1@cdn.example.net/notes">the notes</a>.</p>
            <figure><img src="https://fay:pw2@img.example/a.jpg" alt="A chart"><figcaption>A chart</figcaption></figure>
            <p><a href="https://gus:pw3@example.org/full"><img src="/thumb.jpg" alt="Thumbnail"></a></p>
            <iframe src="https://hal:pw4@www.youtube.com/embed/abc123" title="A talk"></iframe>
            <video src="https://ivy:pw5@media.example/clip.mp4" poster="https://jon:pw6@media.example/p.jpg"></video>
            <blockquote class="twitter-tweet"><p>A post.</p>&mdash; Kim (@kim)
            <a href="https://kim:pw7@twitter.com/kim/status/123">May 1, 2024</a></blockquote>
            <p>More text of the article, enough words to count.</p>
            """
        let url = URL(string: "https://ann:s3cret@example.org/news/story.html")!
        let article = try Convert.article(html, url: url, metadata: ArticleMetadata())
        let gemtext = article.document.serialized()
        for secret in [
            "s3cret", "hunter2", "pw1", "pw2", "pw3", "pw4", "pw5", "pw6", "pw7", "ann:", "bob:", "@example", "@other",
        ] {
            #expect(!gemtext.contains(secret), "\(secret) in:\n\(gemtext)")
        }
        #expect(gemtext.contains("=> https://other.example/doc "), "\(gemtext)")
        #expect(gemtext.contains("=> https://img.example/a.jpg "), "\(gemtext)")
        #expect(gemtext.contains("=> https://www.youtube.com/"), "\(gemtext)")
        #expect(gemtext.contains("=> https://example.org/news/story.html "), "the source line: \(gemtext)")
        #expect(article.sourceURL == "https://example.org/news/story.html")
        #expect(article.pictures.allSatisfy { !$0.url.contains("@") })
        #expect(!article.pictures.isEmpty)
    }
}
