/// Links that pass through a redirector: a site's exit page or click
/// counter that sends the reader on to an address it carries in its query
/// (`link.zhihu.com/?target=https%3A//…`, `www.google.com/url?q=…`,
/// `l.facebook.com/l.php?u=…`, `out.reddit.com/…?url=…`,
/// `t.umblr.com/redirect?z=…`, `steamcommunity.com/linkfilter/?url=…`),
/// or as its whole query (`href.li/?https://…`). The saved link leads
/// straight to that address. A redirector is known by a word in its host
/// or its path (`l`, `link`, `out`, `go`, `away`, `redirect`, `url`…) and
/// by one parameter, and only one, holding an absolute http(s) address;
/// another page that takes an address (a validator, a share form) keeps it.
enum RedirectLinks {
    /// The address `target` sends the reader on to, or nil when it is no
    /// redirector's link.
    static func destination(of target: URLReference) -> String? {
        guard let query = target.query, query.count >= 10, let scheme = target.scheme, URLReference.isWeb(scheme),
            let authority = target.authority
        else { return nil }
        // A query that is an address by itself: an anonymizing redirector's (href.li, anon.to).
        if target.path.count <= 1, let whole = EncodedAddress.address(in: query[...]) { return whole }
        guard namesRedirector(host: authority, path: target.path) else { return nil }
        var found: String?
        for parameter in query.split(separator: UInt8(ascii: "&")) {
            guard let equals = parameter.firstIndex(of: UInt8(ascii: "=")),
                let address = EncodedAddress.address(in: parameter[(equals + 1)...], isQueryValue: true)
            else { continue }
            if found != nil { return nil }  // two addresses: which one is the destination is not said
            found = address
        }
        return found
    }

    /// Words that name a redirector as a label of its host (`l.facebook.com`,
    /// `link.zhihu.com`, `out.reddit.com`, `t.umblr.com`, Outlook's
    /// `….safelinks.protection.outlook.com`).
    private static let hostWords: Set<[UInt8]> = Set(
        ["l", "lm", "t", "link", "links", "out", "outgoing", "go", "away", "exit", "redirect", "redir", "safelinks"]
            .map { Array($0.utf8) })

    /// Words that name a redirector as a segment of its path, without its
    /// extension (`/url`, `/l.php`, `/away.php`, `/redirect`, `/linkfilter/`).
    private static let pathWords: Set<[UInt8]> = Set(
        [
            "url", "l", "link", "link2", "linkfilter", "out", "outgoing", "go", "goto", "away", "exit", "leave",
            "redirect", "redir", "jump", "sinaurl",
        ].map { Array($0.utf8) })

    /// Whether the host (any label but the domain's own two) or a segment
    /// of the path names a redirector.
    private static func namesRedirector(host authority: [UInt8], path: [UInt8]) -> Bool {
        let host = authority.split(separator: UInt8(ascii: "@")).last.map {
            $0.prefix { $0 != UInt8(ascii: ":") }.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
        } ?? []
        let labels = host.split(separator: UInt8(ascii: "."))
        if labels.count > 2, labels.dropLast(2).contains(where: { hostWords.contains(Array($0)) }) { return true }
        for segment in path.split(separator: UInt8(ascii: "/")) where segment.count <= 12 {
            let name = segment.prefix { $0 != UInt8(ascii: ".") }.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
            if pathWords.contains(name) { return true }
        }
        return false
    }
}
