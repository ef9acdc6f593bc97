import Testing

@testable import Article

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
}
