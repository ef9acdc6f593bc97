import HTML

/// The dates a page shows readers under its headline: the text of `<time>`
/// elements and of elements whose class or id names a date or a
/// publication ("date", "dateline", "publish", "posted", "timestamp"),
/// when it is short and reads as a date ("Nov 19, 2019, 10:31 pm CST",
/// "19 NOV 2019"). Not a change's date ("updated"), nor one in navigation,
/// sidebars, related stories or comments, nor one above the page's first
/// `<h1>` (a masthead's "Wednesday, November 20, 2019").
enum Datelines {
    private static let dateWords = ["date", "publish", "posted", "timestamp"].map { Array($0.utf8) }
    private static let otherWords = ["update", "modif", "related", "comment", "picker"].map { Array($0.utf8) }
    /// The most elements looked at: a dateline stands near the headline.
    private static let reach = 300
    private static let skipped: HTMLTagSet = [.head, .script, .style, .template, .noscript, .svg, .nav, .footer, .aside]

    /// The ISO 8601 form of the first date shown after the first `<h1>`
    /// (from the start of a page without one, `underHeading` false),
    /// within `reach` elements and before the first long paragraph: a
    /// separate walk, made only when the page's structured dates leave the
    /// day in doubt.
    static func first(in document: HTMLDocument, underHeading: Bool) -> String? {
        var found: String?
        var looking = !underHeading
        var looked = 0
        document.body?.walkDescendants { node in
            guard node.isElement, !skipped.contains(node.tag) else { return .skipChildren }
            guard looking else {
                if node.tag == .h1 { looking = true }
                return node.tag == .h1 ? .skipChildren : .enterChildren
            }
            looked += 1
            if looked > reach || (node.tag == .p && PageTags.isLong(node)) { return .stop }
            guard node.attributeCount > 0 || node.tag == .time else { return .enterChildren }
            if CommentMarks.isMarked(node) { return .skipChildren }
            guard marksADate(node) else { return .enterChildren }
            guard node.textLength(collapsingWhitespace: true, excluding: .nonRendered) <= 100 else {
                return .enterChildren
            }
            guard let date = ISODate.normalize(ShownText.of(node)) else { return .skipChildren }
            found = date
            return .stop
        }
        return found
    }

    /// Whether `node` shows a date by its tag or its names, and not a change's.
    private static func marksADate(_ node: HTMLNode) -> Bool {
        var marked = node.tag == .time
        for name in ["class", "id", "itemprop"] {
            guard let value = node.attribute(name) else { continue }
            let lowered = Array(value.lowercased().utf8)
            if otherWords.contains(where: { ByteSearch.contains(lowered, $0) }) { return false }
            if dateWords.contains(where: { ByteSearch.contains(lowered, $0) }) { marked = true }
        }
        return marked
    }
}
