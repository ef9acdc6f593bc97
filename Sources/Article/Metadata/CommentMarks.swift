import HTML

/// Recognises the parts of a page that belong to readers' comments from
/// their markup: microdata that says so (`itemtype` naming a schema.org
/// `Comment`, `itemprop=comment`) or a class or id naming comments. The
/// author and the date such a part carries are a commenter's, never the
/// article's.
enum CommentMarks {
    /// Whether `node`, or an element around it, is marked as a comment or
    /// a thread of them. The page's `<body>` and `<html>` are not: their
    /// classes name the page's features (WeChat's `comment_feature`).
    static func encloses(_ node: HTMLNode) -> Bool {
        var current: HTMLNode? = node
        while let element = current, element.isElement, !element.isHTML(.body), !element.isHTML(.html) {
            if element.attributeCount > 0, isMarked(element) { return true }
            current = element.parent
        }
        return false
    }

    /// Whether `element` itself is marked as a comment or a thread of them.
    static func isMarked(_ element: HTMLNode) -> Bool {
        if let type = element.attribute("itemtype")?.lowercased(), type.contains("comment") { return true }
        if let property = element.attribute("itemprop")?.lowercased(),
            property.split(whereSeparator: \.isWhitespace).contains(where: { $0 == "comment" || $0 == "comments" })
        {
            return true
        }
        for name in ["class", "id"] {
            guard let value = element.attribute(name)?.lowercased(), value.contains("comment") else { continue }
            if value.split(whereSeparator: { $0.isWhitespace }).contains(where: namesComments) { return true }
        }
        return false
    }

    /// Whether one class name or id names comments ("comment-author",
    /// "comments", "commentlist"), not a count of them or a link to them
    /// ("comments-count", "comment-link", "has-comments", "comments-open").
    private static func namesComments(_ token: Substring) -> Bool {
        guard token.contains("comment") else { return false }
        let aside = [
            "count", "number", "link", "button", "icon", "open", "closed", "has-", "no-", "enabled", "disabled",
        ]
        return !aside.contains { token.contains($0) }
    }
}
