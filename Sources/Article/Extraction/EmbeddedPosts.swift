import Foundation
import HTML

/// Posts of social networks embedded in a page (a tweet, a toot, an
/// Instagram, Bluesky, Threads or TikTok post): found by the classes their
/// embed codes write, kept whole by the extractor, and read by the
/// converter as one quote (see `BodyConverter+Posts`).
enum EmbeddedPosts {
    /// Class names of the blocks that social networks' embed codes write.
    static let classes: Set<Substring> = [
        "twitter-tweet", "twitter-video", "mastodon-embed", "instagram-media", "bluesky-embed", "text-post-media",
        "tiktok-embed",
    ]

    /// Whether `node` is an embedded post written as its embed code writes it.
    static func isPost(_ node: HTMLNode) -> Bool {
        guard node.isElement, node.tag != .iframe, let value = node.attribute("class") else { return false }
        return value.lowercased().split(whereSeparator: \.isWhitespace).contains { classes.contains($0) }
    }

    /// Whether `url` names one post (`/status/123`, `/p/abc`, `/post/…`, `/@user/123`).
    static func isPostAddress(_ url: String) -> Bool {
        if ["/status/", "/statuses/", "/p/", "/post/", "/reel/", "/video/"].contains(where: { url.contains($0) }) {
            return true
        }
        // A toot: /@user/123
        let parts = url.split(separator: "/", omittingEmptySubsequences: false)
        return zip(parts, parts.dropFirst()).contains { user, id in
            user.count > 1 && user.first == "@" && (id.first.map { $0.isASCII && $0.isNumber } ?? false)
        }
    }

    /// The post's own page for the address of a frame that embeds it
    /// (`…/@user/123/embed`, `…/p/abc/embed/captioned`, Twitter's
    /// `platform.twitter.com/embed/Tweet.html?id=123`), or nil when the
    /// frame shows no post.
    static func postPage(ofFrame url: String) -> String? {
        guard let components = URLComponents(string: url), let host = components.host?.lowercased() else { return nil }
        if host == "platform.twitter.com", components.path.hasPrefix("/embed/"),
            let id = components.queryItems?.first(where: { $0.name == "id" })?.value, !id.isEmpty,
            id.allSatisfy(\.isNumber)
        {
            return "https://twitter.com/i/status/" + id
        }
        var path = components.path
        for suffix in ["/embed/captioned/", "/embed/captioned", "/embed/", "/embed"] where path.hasSuffix(suffix) {
            path.removeLast(suffix.count)
            var page = components
            page.path = path
            page.query = nil
            page.fragment = nil
            guard let address = page.string, isPostAddress(address) else { return nil }
            return address
        }
        return nil
    }

    /// The label of a post's link line: "Post by @user@host" when its
    /// address names its author (`https://mastodon.social/@user/123`), else "Post".
    static func postLabel(ofPage url: String) -> String {
        guard let components = URLComponents(string: url), let host = components.host?.lowercased(),
            let user = components.path.split(separator: "/").first, user.hasPrefix("@"), user.count > 1,
            !user.dropFirst().contains("@")
        else { return "Post" }
        return "Post by \(user)@\(host)"
    }

    /// Whether a link whose words are `text` leading to `href` names a
    /// writer by their handle: "@harbourcat" to a profile's address
    /// ending in "/@harbourcat" (its query aside).
    static func isHandleLink(text: String, href: String) -> Bool {
        let handle = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard handle.count > 1, handle.first == "@", !handle.dropFirst().contains(where: { $0.isWhitespace || $0 == "@" })
        else { return false }
        let path = href.prefix { $0 != "?" && $0 != "#" }
        return path.hasSuffix("/" + handle) || path.hasSuffix("/" + handle + "/")
    }

    /// Whether a line of an embed is only its button to the network ("View
    /// this post on Instagram", "View on Mastodon").
    static func isViewButton(_ text: String) -> Bool {
        let words = text.lowercased().split(whereSeparator: \.isWhitespace)
        return words.count <= 6 && words.first == "view" && words.contains("on")
    }

    /// Whether the text of an embed's last link reads as a date (not a
    /// handle, an address or a name).
    static func readsAsDate(_ text: String) -> Bool {
        text.contains(where: \.isNumber) && !text.contains("@") && !text.contains("/")
    }

    /// `text` without the words embed codes set before the author ("A post
    /// shared by", "Post by") or before the date (a closing "on").
    static func author(from text: String) -> String {
        var author = text.trimmingEdges(" —–-")
        for opening in ["a post shared by ", "post shared by ", "shared by ", "post by "]
        where author.lowercased().hasPrefix(opening) {
            author.removeFirst(opening.count)
            break
        }
        if author.lowercased().hasSuffix(" on") { author.removeLast(3) }
        return author.trimmingEdges(" —–-,")
    }
}
