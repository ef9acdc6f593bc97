import Testing

@testable import Article

/// The tracking-parameter cleaner on its own.
@Suite struct TrackingParameterTests {
    @Test(arguments: [
        ("https://x.example/?utm_source=a&utm_medium=b", "https://x.example/"),
        ("https://x.example/p?a=1&fbclid=X&b=2", "https://x.example/p?a=1&b=2"),
        ("https://x.example/p?GCLID=1#frag", "https://x.example/p#frag"),
        ("https://x.example/p?q=a%26utm_source%3Db&ref_src=twsrc", "https://x.example/p?q=a%26utm_source%3Db"),
        ("https://x.example/p?mc_cid=1&mc_eid=2&_hsenc=3&_hsmi=4&igshid=5&yclid=6&msclkid=7&dclid=8", "https://x.example/p"),
        ("https://x.example/p?ref_url=1&keep=&utm_term", "https://x.example/p?keep="),
        ("https://x.example/p?id=5", "https://x.example/p?id=5"),
        ("https://x.example/p?utm=1&utmost=2", "https://x.example/p?utm=1&utmost=2"),
        // `&amp;` escaped twice by the page: the name after `amp;` counts.
        ("https://x.example/p?id=2&amp;utm_medium=referral", "https://x.example/p?id=2"),
        ("https://x.example/p?amp%3Butm_medium=referral&amp;amp;fbclid=1", "https://x.example/p"),
        ("https://x.example/p?amp;page=2", "https://x.example/p?amp;page=2"),
        ("https://x.example/p?ICID=BLOG_1&refsource=Blog&smid=tw-share&ocid=a&cmpid=b&srnd=premium&q=1",
         "https://x.example/p?q=1"),
        // beehiiv's per-click id; Medium's `source=post_page-…`, while another `source` stays.
        ("https://x.example/p?id=3&_bhlid=9f0c1d2e", "https://x.example/p?id=3"),
        ("https://x.example/p/?source=post_page-----4e8f2b1a9c3d----", "https://x.example/p/"),
        ("https://x.example/p?source=rss&amp;source=post_page---", "https://x.example/p?source=rss"),
    ])
    func trackersGoOtherParametersStayInOrder(_ address: String, _ expected: String) {
        #expect(LinkResolver.withoutTrackers(address) == expected)
    }

    @Test func resolvedLinksLoseTrackers() {
        let resolver = LinkResolver(pageURL: "https://site.example/a/b.html", baseHref: nil)
        #expect(resolver.link("c.html?utm_source=rss&x=1") == "https://site.example/a/c.html?x=1")
        #expect(resolver.link("mailto:a@b.example?utm_source=x") == "mailto:a@b.example?utm_source=x")
    }
}
