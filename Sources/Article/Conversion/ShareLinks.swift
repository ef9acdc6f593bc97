/// The addresses of social networks' share buttons (`twitter.com/intent/tweet?text=…`,
/// `facebook.com/sharer.php?u=…`): they post the page, they lead to nothing to read.
enum ShareLinks {
    /// Host (without `www.`) and path prefixes of share endpoints.
    private static let endpoints: [(host: String, path: String)] = [
        ("twitter.com", "/intent/"), ("twitter.com", "/share"), ("x.com", "/intent/"), ("x.com", "/share"),
        ("facebook.com", "/sharer"), ("facebook.com", "/share.php"), ("facebook.com", "/dialog/share"),
        ("linkedin.com", "/sharearticle"), ("linkedin.com", "/sharing/"), ("reddit.com", "/submit"),
        ("pinterest.com", "/pin/create"), ("api.whatsapp.com", "/send"), ("wa.me", "/?"), ("t.me", "/share"),
        ("telegram.me", "/share"), ("tumblr.com", "/widgets/share"), ("tumblr.com", "/share"),
        ("news.ycombinator.com", "/submitlink"), ("bsky.app", "/intent/"), ("threads.net", "/intent/"),
        ("plus.google.com", "/share"), ("getpocket.com", "/save"), ("mastodonshare.com", "/"), ("ctt.ac", "/"),
        ("ctt.ec", "/"), ("clicktotweet.com", "/tweet"),
    ]

    /// Whether `target` is a share button's address.
    static func isShareLink(_ target: URLReference) -> Bool {
        guard let scheme = target.scheme, URLReference.isWeb(scheme), let authority = target.authority else {
            return false
        }
        var host = String(decoding: authority, as: UTF8.self).lowercased()
        if let at = host.lastIndex(of: "@") { host = String(host[host.index(after: at)...]) }
        if let colon = host.lastIndex(of: ":") { host = String(host[..<colon]) }
        if host.hasPrefix("www.") { host.removeFirst(4) }
        if host.hasPrefix("m.") { host.removeFirst(2) }
        var path = String(decoding: target.path, as: UTF8.self).lowercased()
        if target.query != nil { path += "?" }
        return endpoints.contains { host == $0.host && path.hasPrefix($0.path) }
    }
}
