import Testing

@testable import Article

/// Links through a redirector (a site's exit page, a click counter) are
/// saved as the address it sends the reader on to; other addresses that
/// carry an address keep it.
@Suite struct RedirectLinkTests {
    static let resolver = LinkResolver(pageURL: "https://zhuanlan.zhihu.com/p/347091298", baseHref: nil)

    @Test(arguments: [
        ("https://link.zhihu.com/?target=https%3A//cp-algorithms.com/algebra/fft.html",
         "https://cp-algorithms.com/algebra/fft.html"),
        ("https://www.google.com/url?sa=t&rct=j&q=&esrc=s&url=https%3A%2F%2Fen.wikipedia.org%2Fwiki%2FFFT&usg=AOv",
         "https://en.wikipedia.org/wiki/FFT"),
        ("https://www.google.com/url?q=https://example.com/a%3Fb%3D1&sa=D", "https://example.com/a?b=1"),
        ("https://l.facebook.com/l.php?u=https%3A%2F%2Fexample.com%2Fstory%3Fid%3D4%26utm_source%3Dfb&h=AT0",
         "https://example.com/story?id=4"),
        ("https://out.reddit.com/t3_abc?url=https%3A%2F%2Fexample.com%2F&token=AQ&app_name=web",
         "https://example.com/"),
        ("https://href.li/?https://example.com/page", "https://example.com/page"),
        ("https://t.umblr.com/redirect?z=https%3A%2F%2Fexample.com%2Fx&t=ZGE&b=t", "https://example.com/x"),
        ("https://steamcommunity.com/linkfilter/?url=https://example.com/mod", "https://example.com/mod"),
        ("https://vk.com/away.php?to=https%3A%2F%2Fexample.com%2F&cc_key=", "https://example.com/"),
    ])
    func aRedirectorsLinkLeadsStraightToItsDestination(_ href: String, _ expected: String) {
        #expect(Self.resolver.link(href) == expected)
    }

    @Test(arguments: [
        // A page that takes an address to work on, not to send the reader there.
        "https://validator.w3.org/nu/?doc=https%3A%2F%2Fexample.com%2F",
        "https://web.archive.org/web/2020/https://example.com/",
        "https://example.com/login?next=https%3A%2F%2Fexample.com%2Faccount",
        // A redirector's word, but no address, or two of them.
        "https://link.springer.com/article/10.1007/s00145-020-09346-0",
        "https://example.com/out?from=https%3A%2F%2Fa.example%2F&to=https%3A%2F%2Fb.example%2F",
        "https://www.google.com/url?q=ftp%3A%2F%2Fexample.com%2F",
    ])
    func otherAddressesCarryingAnAddressStay(_ href: String) {
        #expect(Self.resolver.link(href) == href)
    }
}
