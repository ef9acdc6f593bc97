import HTML

/// A byline set as the writer's handle: a link to the writer's page on
/// the site itself whose words are "@" and the handle the address ends
/// with (Qiita's `<a href="/yamada_t">@yamada_t</a>` over the headline),
/// or the handle whose page is "/@" and it (Velog's `<a href="/@velopert">velopert</a>`).
/// Looked for near the page's headline, in the box that holds it, when no
/// other source names the author.
enum HandleLinks {
    /// The most elements looked at in the headline's box.
    private static let reach = 80

    /// The handle ("@yamada_t") of the first such link in the box around
    /// the first `<h1>` (its parent or grandparent), outside comments.
    static func author(in document: HTMLDocument) -> String? {
        guard let headline = document.elements(.h1).first else { return nil }
        var box = headline.parent
        var found: String?
        for _ in 0..<2 {
            guard let current = box, current.isElement, !current.isHTML(.body) else { break }
            current.walkElements(limit: reach) { node in
                if node.isHTML(.a), let handle = handle(of: node), !CommentMarks.encloses(node) {
                    found = handle
                    return .stop
                }
                return .enterChildren
            }
            if found != nil { return found }
            box = current.parent
        }
        return nil
    }

    /// The handle a link names, when its words are "@" and the one
    /// segment of its address (a path on the same site: no host, or `/…`),
    /// or that segment is "@" and the link's words (Velog's `<a
    /// href="/@velopert">velopert</a>`, Medium's `/@name`).
    private static func handle(of link: HTMLNode) -> String? {
        guard let href = link.attribute("href"), href.hasPrefix("/"), !href.hasPrefix("//") else { return nil }
        let words = link.textContent(collapsingWhitespace: true, excluding: .nonRendered)
        guard words.count >= 1, words.count <= 40 else { return nil }
        let name = words.hasPrefix("@") ? words.dropFirst() : Substring(words)
        guard !name.isEmpty,
            name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == ".") })
        else { return nil }
        let path = href.split(separator: "?").first.map(String.init) ?? href
        let segments = path.split(separator: "/")
        guard segments.count == 1 else { return nil }
        // The "@" the handle is written with, in its words or in its address.
        let isHandle = words.hasPrefix("@") ? segments[0] == name || segments[0] == words : segments[0] == "@" + name
        return isHandle ? words : nil
    }
}
