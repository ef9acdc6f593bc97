import HTML

/// A list of notes that repeats notes the text already gave: a page that
/// sets its footnotes inside its sentences may gather them again at its
/// end, each with a link back to its place in the text (Distill's
/// `<d-footnote-list>`: "Not everyone agrees… [↩]" for each
/// `<d-footnote>`). The converter writes such notes after their paragraph
/// (see `InlineNotes`), so the list, and the heading over it in its own
/// box ("Footnotes"), would say them twice.
enum NoteCopies {
    /// The most items looked at in a list, the most elements in an item.
    private static let itemBudget = 64

    /// Whether `node` is a list (`<ol>`, `<ul>`) whose every item links back
    /// (`href="#id"`) to a note in `shown`, the ids of the notes written
    /// after their paragraphs; or a box holding only headings and one such list.
    static func isCopy(_ node: HTMLNode, of shown: Set<String>) -> Bool {
        guard !shown.isEmpty, node.namespace == .html else { return false }
        if node.tag == .ol || node.tag == .ul { return repeats(node, shown) }
        var list: HTMLNode?
        for child in node.children {
            if child.isText {
                if child.utf8Data.contains(where: { $0 > 0x20 }) { return false }
                continue
            }
            guard child.isElement else { continue }
            switch child.tag {
            case .h1, .h2, .h3, .h4, .h5, .h6, .style, .script: continue
            case .ol, .ul:
                guard list == nil else { return false }
                list = child
            default: return false
            }
        }
        return list.map { repeats($0, shown) } ?? false
    }

    /// Whether every item of `list` (one or more) links back to a note in `shown`.
    private static func repeats(_ list: HTMLNode, _ shown: Set<String>) -> Bool {
        var items = 0
        for child in list.children where child.isElement {
            guard child.isHTML(.li), items < itemBudget, linksBack(child, shown) else { return false }
            items += 1
        }
        return items > 0
    }

    /// Whether `item` holds a jump inside the page to a note in `shown`.
    private static func linksBack(_ item: HTMLNode, _ shown: Set<String>) -> Bool {
        var found = false
        item.walkElements(limit: itemBudget) { node in
            if node.isHTML(.a), let href = node.attribute("href"), href.first == "#",
                shown.contains(String(href.dropFirst()))
            {
                found = true
                return .stop
            }
            return .enterChildren
        }
        return found
    }
}
