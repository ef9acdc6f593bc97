import HTML

/// An unordered list that lays out sections rather than listing things:
/// its items open with a heading that heads more text in the item (as
/// javadoc sets each method's details, `<ul><li><section><h3>acquire</h3>
/// <div>signature</div><div>description</div>`). Its headings are the
/// page's headings and its items are blocks, not `* ` lines. A list of
/// titles alone (links to other pages) or of items without headings is a
/// list.
enum SectionList {
    /// How many items with text are looked at.
    static let itemsChecked = 4
    /// The most nodes of an item looked at.
    static let nodeBudget = 400

    /// Whether the items of `list` (the first few that have text) all open
    /// with a heading followed by more text.
    static func isSectionList(_ list: HTMLNode) -> Bool {
        var items = 0
        for item in list.children where item.isHTML(.li) {
            switch opening(of: item) {
            case .none: continue
            case .other: return false
            case .headedSection:
                items += 1
                if items >= itemsChecked { return true }
            }
        }
        return items > 0
    }

    private enum Opening { case none, other, headedSection }

    /// How `item` opens: with no text, with a heading and more text after it, or otherwise.
    private static func opening(of item: HTMLNode) -> Opening {
        var heading: HTMLNode?
        var result = Opening.none
        let isWhole = item.walkDescendants(limit: nodeBudget) { node in
            if node.isElement, node.namespace == .html, HTMLTagSet.headings.contains(node.tag), heading == nil,
                result == .none
            {
                heading = node
                return .skipChildren
            }
            guard node.isText, node.utf8Data.contains(where: { $0 > 0x20 }) else { return .enterChildren }
            result = heading == nil ? .other : .headedSection
            return .stop
        }
        return isWhole ? result : .other
    }
}
