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
        if holdsPosts(node) || (node.tag != .ol && SectionList.isSectionList(node)) {
            sections(of: node)
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
        lists.append(ListState(numbering: numbering, pendingMarker: nil, marksTasks: Self.isTaskList(node)))
        visitChildren(node)
        flush()
        lists.removeLast()
    }

    /// A list that lays out sections (see `SectionList`): each item is a
    /// block, its headings headings, outside any list around it.
    private mutating func sections(of node: HTMLNode) {
        flush()
        let outer = lists
        lists = []
        visitChildren(node)
        flush()
        lists = outer
    }

    /// Whether the list `node` holds posts of a discussion as its items
    /// (Lemmy's comments, each a `<li>` with its replies in a list inside
    /// it; vBulletin 5's posts, each a `<li>` marked a schema.org
    /// `Comment`, see `Answers`): each is a block under its own heading, no
    /// list item.
    private func holdsPosts(_ node: HTMLNode) -> Bool {
        node.elementChildren.contains { item in
            (!content.postHeadings.isEmpty && content.postHeadings[item.id] != nil)
                || (item.attributeCount > 0 && Answers.isReply(item))
        }
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
        if lists[index].marksTasks, let done = Self.taskCheckbox(of: node)?.hasAttribute("checked") {
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

    /// Whether `list` is a task list: an item opens with a checkbox that
    /// shows a state (checked, or disabled as markdown renders tasks). A
    /// list whose checkboxes are all blank and enabled is the reader's
    /// tool (ingredients to tick off while cooking): it has no state to show.
    static func isTaskList(_ list: HTMLNode) -> Bool {
        var items = 0
        for item in list.children where item.isHTML(.li) {
            items += 1
            if let box = taskCheckbox(of: item), box.hasAttribute("checked") || box.hasAttribute("disabled") {
                return true
            }
            if items >= 100 { return false }
        }
        return false
    }

    /// The checkbox that opens a list item (or its first paragraph or
    /// label): its state is the item's, `* [x] …` or `* [ ] …`.
    static func taskCheckbox(of item: HTMLNode) -> HTMLNode? {
        var node = item
        for _ in 0..<2 {
            guard let first = node.children.first(where: { !$0.isText || $0.utf8Data.contains { $0 > 0x20 } }),
                first.isElement
            else { return nil }
            if first.isHTML(.input) {
                guard first.attribute("type")?.lowercased() == "checkbox", !InlineStyle.hides(first) else { return nil }
                return first
            }
            node = first
        }
        return nil
    }
}
