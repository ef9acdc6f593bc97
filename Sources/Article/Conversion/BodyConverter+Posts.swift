import Foundation
import HTML

extension BodyConverter {
    /// Class names of the quotes that social networks' embed codes write
    /// (a tweet, a toot, an Instagram, Bluesky, Threads or TikTok post).
    static let postClasses = [
        "twitter-tweet", "twitter-video", "mastodon-embed", "instagram-media", "bluesky-embed", "text-post-media",
        "tiktok-embed",
    ]

    /// Whether `node` is an embedded post written as its embed code writes
    /// it: paragraphs of text, then the author and a link to the post.
    static func isEmbeddedPost(_ node: HTMLNode) -> Bool {
        guard node.elementChildren.contains(where: { $0.isHTML(.p) }), let classes = node.attribute("class")?.lowercased() else { return false }
        return postClasses.contains { name in classes.split(separator: " ").contains { $0 == name } }
    }

    /// An embedded post as one quote: its text, then "— AUTHOR (@handle),
    /// DATE", then one link line to the post (the links inside its text,
    /// shortened addresses and picture links, are left out).
    mutating func embeddedPost(_ node: HTMLNode) {
        flush()
        var post: HTMLNode?
        node.walkDescendants { child in
            if child.isHTML(.a), let href = child.attribute("href"), let url = links.link(href),
                Self.looksLikePostAddress(url)
            {
                post = child
            }
            return .enterChildren
        }
        var lines: [String] = []
        var signature: [String] = []
        func sign(_ children: [HTMLNode]) {
            for child in children where child != post && !content.isExcluded(child.id) {
                let text = child.isText ? BodyConverter.oneLine(child.data) : gatherText(child)
                if !text.isEmpty { signature.append(text) }
            }
        }
        for child in node.children where !content.isExcluded(child.id) {
            let holdsPost = post.map { child != $0 && child.isElement && child.contains($0) } ?? false
            if holdsPost {
                sign(Array(child.children))  // "— Name (@handle) <a>date</a>"
            } else if child.isHTML(.p) || child.isHTML(.div) {
                visitChildren(child)  // the post's text, its line breaks kept
                lines += takeBlockText().split(separator: "\n").map(String.init).filter { !$0.isEmpty }
            } else {
                sign([child])
            }
        }
        attachments.removeAll()
        attachedLinks.removeAll()
        weakLinks.removeAll()
        let author = signature.joined(separator: " ").trimmingEdges(" —–-")
        let date = post.map { BodyConverter.oneLine($0.textContent(collapsingWhitespace: true)) } ?? ""
        let byline = [author, date].filter { !$0.isEmpty }.joined(separator: ", ")
        if !isCompact { writer.separate(compact: false) }
        for line in lines { writer.quote(marked: line, plain: line) }
        if !byline.isEmpty { writer.quote(marked: "— " + byline, plain: "— " + byline) }
        if let post, let href = post.attribute("href"), let url = links.link(href) {
            writer.link(url, label: author.isEmpty ? "The post" : "Post by \(author)")
        }
    }

    /// Whether `url` names one post (`/status/123`, `/p/abc`, `/post/…`, `/@user/123`).
    private static func looksLikePostAddress(_ url: String) -> Bool {
        ["/status/", "/statuses/", "/p/", "/post/", "/reel/", "/video/"].contains { url.contains($0) }
            || url.range(of: "/@[^/]+/[0-9]+", options: .regularExpression) != nil
    }
}
