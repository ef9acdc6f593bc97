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
        lists[index].pendingMarker = lists[index].numbering?.marker(value: value) ?? ""
        visitChildren(node)
        flush()
        lists[index].pendingMarker = nil
    }
}
