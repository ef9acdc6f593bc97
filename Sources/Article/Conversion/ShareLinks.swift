/// The addresses of social networks' share buttons (`twitter.com/intent/tweet?text=…`,
/// `facebook.com/sharer.php?u=…`): they post the page, they lead to nothing to read;
/// and of the networks themselves, where pages ask readers to follow them.
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

    /// Hosts (without `www.`) of social networks and the places publishers
    /// ask readers to follow them.
    private static let networks: Set<String> = [
        "twitter.com", "x.com", "facebook.com", "fb.com", "instagram.com", "youtube.com", "linkedin.com",
        "tiktok.com", "pinterest.com", "t.me", "telegram.me", "threads.net", "bsky.app", "mastodon.social",
        "reddit.com", "tumblr.com", "flipboard.com", "whatsapp.com", "wa.me", "vk.com", "ok.ru", "weibo.com",
        "discord.gg", "discord.com", "twitch.tv", "snapchat.com", "news.google.com",
    ]

    /// Whether `target` is a share button's address.
    static func isShareLink(_ target: URLReference) -> Bool {
        guard let (host, path) = hostAndPath(of: target) else { return false }
        return endpoints.contains { host == $0.host && path.hasPrefix($0.path) }
    }

    /// Whether `target` is on a social network (a profile to follow, a
    /// channel, a share button).
    static func isOnSocialNetwork(_ target: URLReference) -> Bool {
        guard let (host, _) = hostAndPath(of: target) else { return false }
        return networks.contains(host)
    }

    /// The host of a web address without `www.`, `m.`, port and user, and
    /// its path in lower case ("?" added when a query follows).
    private static func hostAndPath(of target: URLReference) -> (host: String, path: String)? {
        guard let scheme = target.scheme, URLReference.isWeb(scheme), let authority = target.authority else {
            return nil
        }
        var host = String(decoding: authority, as: UTF8.self).lowercased()
        if let at = host.lastIndex(of: "@") { host = String(host[host.index(after: at)...]) }
        if let colon = host.lastIndex(of: ":") { host = String(host[..<colon]) }
        if host.hasPrefix("www.") { host.removeFirst(4) }
        if host.hasPrefix("m.") { host.removeFirst(2) }
        var path = String(decoding: target.path, as: UTF8.self).lowercased()
        if target.query != nil { path += "?" }
        return (host, path)
    }
}
