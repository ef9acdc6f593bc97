import HTML

extension BodyConverter {
    /// `<ul>`, `<ol>`, `<menu>`, `<dir>`: each item's first paragraph is a
    /// `* ` list item, numbered in ordered lists (`* 3. …`); nested lists
    /// mark their depth with `– ` per level; an item's further paragraphs
    /// are text lines under it.
    mutating func list(_ node: HTMLNode) {
        if inlineOnly > 0 {
            block(node)
            return
        }
        if node.tag == .ol, CodeLayout.isCodeList(node) {
            codeLines(node)  // numbered lines of code: the code, without its numbers
            return
        }
        flush()
        if !isCompact { writer.separate(compact: false) }
        var numbering: ListNumbering?
        if node.tag == .ol {
            let count = node.children.reduce(0) { $0 + ($1.isHTML(.li) ? 1 : 0) }
            numbering = ListNumbering(
                start: ListNumbering.integer(node.attribute("start")), reversed: node.hasAttribute("reversed"),
                itemCount: count, style: ListNumbering.Style(type: node.attribute("type")))
        } else if let style = Self.numberedStyle(of: node) {
            numbering = ListNumbering(start: nil, reversed: false, itemCount: 0, style: style)
        }
        lists.append(ListState(numbering: numbering, pendingMarker: nil))
        visitChildren(node)
        flush()
        lists.removeLast()
    }

    /// `<li>`: an item of the innermost list (or a plain block outside any list).
    mutating func listItem(_ node: HTMLNode) {
        guard inlineOnly == 0, let index = lists.indices.last else {
            block(node)
            return
        }
        flush()
        let value = ListNumbering.integer(node.attribute("value"))
        var marker = lists[index].numbering?.marker(value: value) ?? ""
        if let done = Self.taskState(of: node) {
            marker += marker.isEmpty ? "" : " "
            marker += done ? "[x]" : "[ ]"
        }
        lists[index].pendingMarker = marker
        visitChildren(node)
        flush()
        lists[index].pendingMarker = nil
    }

    /// The numbers a style sheet gives an unordered list: its own
    /// `list-style(-type)`, or the one every item sets (`<ul><li
    /// style="list-style-type: decimal">`, as recipe cards number steps).
    static func numberedStyle(of list: HTMLNode) -> ListNumbering.Style? {
        if let style = InlineStyle(of: list).listNumbering { return style }
        var itemStyle: ListNumbering.Style?
        for item in list.elementChildren where item.isHTML(.li) {
            guard let style = InlineStyle(of: item).listNumbering, itemStyle == nil || itemStyle == style else {
                return nil
            }
            itemStyle = style
        }
        return itemStyle
    }

    /// Whether a task list's item is done: true or false when the item
    /// opens with a checkbox (checked or not: `* [x] …`, `* [ ] …`), nil
    /// for any other item.
    static func taskState(of item: HTMLNode) -> Bool? {
        var node = item
        for _ in 0..<2 {
            // The checkbox opens the item, or its first paragraph or label.
            guard let first = node.children.first(where: { !$0.isText || $0.utf8Data.contains { $0 > 0x20 } }),
                first.isElement
            else { return nil }
            if first.isHTML(.input) {
                guard first.attribute("type")?.lowercased() == "checkbox", !InlineStyle.hides(first) else { return nil }
                return first.hasAttribute("checked")
            }
            node = first
        }
        return nil
    }
}
