import HTML

/// The labels of a set of tabs, which sit in a row of their own away from
/// the panels they name: drawn with radio buttons and a style sheet
/// (`<input type=radio id=t1>…<div><label for=t1>Python</label><label
/// for=t2>Go</label></div><div><div>…</div><div>…</div></div>`, as MkDocs
/// Material draws them, or each radio button beside its label, as VitePress's
/// code groups), or marked with ARIA roles (`role="tablist"` of
/// `role="tab"`s before the `role="tabpanel"`s). Each label goes before its
/// own panel; labels whose panels cannot be told apart go.
enum TabLabels {
    /// The words of the labels when `node` is a row of two or more
    /// `<label for>`s with nothing else beside them but the radio buttons
    /// they name; nil otherwise.
    static func labels(of node: HTMLNode) -> [String]? {
        var labels: [String] = []
        for child in node.children {
            if child.isText {
                guard !child.utf8Data.contains(where: { $0 > 0x20 }) else { return nil }
            } else if child.isElement {
                if child.isHTML(.input) { continue }  // VitePress sets each tab's radio button before its label
                guard child.isHTML(.label), child.hasAttribute("for") else { return nil }
                labels.append(child.textContent(collapsingWhitespace: true, excluding: .nonRendered))
            }
        }
        return labels.count >= 2 ? labels : nil
    }

    /// The panels the labels of `row` name, in order: the elements in the
    /// element right after it, when there are as many as labels.
    static func panels(after row: HTMLNode, count: Int) -> [HTMLNode]? {
        var next = row.nextSibling
        while let sibling = next, !sibling.isElement { next = sibling.nextSibling }
        guard let panels = next?.elementChildren, panels.count == count else { return nil }
        return panels
    }

    /// The words of the tab that names the panel `panel` (`role="tabpanel"`):
    /// the tab its `aria-labelledby` names, or the one whose `aria-controls`
    /// names it, in the tab list before the panels (or around them, as an
    /// accordion sets each tab over its panel); else the tab in the panel's
    /// place, when there are as many tabs as panels. Nil when none is found,
    /// and when every tab shows the one panel (tabs that filter it).
    static func label(ofPanel panel: HTMLNode) -> String? {
        guard let list = tabList(near: panel) else { return nil }
        if list.contains(panel) {
            // An accordion: each tab right over its panel.
            var previous = panel.previousSibling
            while let sibling = previous, !sibling.isElement { previous = sibling.previousSibling }
            guard let tab = previous, tab.attributeCount > 0, hasRole(tab, "tab") else { return nil }
            return words(of: tab)
        }
        var tabs: [HTMLNode] = []
        var visited = 0
        for inner in list.descendants where inner.isElement {
            visited += 1
            if visited > tabListLimit { return nil }
            if inner.attributeCount > 0, hasRole(inner, "tab") { tabs.append(inner) }
        }
        // Tabs that all show one panel filter it (Javadoc's "All Methods", "Static Methods"): it has no label.
        let controlled = Set(tabs.compactMap { $0.attribute("aria-controls") })
        if controlled.count == 1, tabs.count > 1, tabs.allSatisfy({ $0.hasAttribute("aria-controls") }) { return nil }
        guard !tabs.isEmpty else { return nil }
        let labelledBy = panel.attribute("aria-labelledby")?.split(separator: " ").map(String.init) ?? []
        let id = panel.attribute("id")
        var tab = tabs.first { tab in
            if let tabID = tab.attribute("id"), labelledBy.contains(tabID) { return true }
            guard let id, let controls = tab.attribute("aria-controls") else { return false }
            return controls.split(separator: " ").contains { $0 == id }
        }
        if tab == nil, let parent = panel.parent {
            let panels = parent.elementChildren.filter { $0.attributeCount > 0 && hasRole($0, "tabpanel") }
            if panels.count == tabs.count, let place = panels.firstIndex(of: panel) { tab = tabs[place] }
        }
        return tab.flatMap(words(of:))
    }

    /// The most elements a row of tabs is read for.
    private static let tabListLimit = 400

    /// A tab's words; nil when it has none.
    private static func words(of tab: HTMLNode) -> String? {
        let words = tab.textContent(collapsingWhitespace: true, excluding: .nonRendered)
        return words.isEmpty ? nil : words
    }

    /// The tab list of the panel `panel`: an ancestor of it, or a list
    /// among the few elements before it or before one of its nearest
    /// ancestors.
    private static func tabList(near panel: HTMLNode) -> HTMLNode? {
        var current: HTMLNode? = panel
        for _ in 0..<3 {
            guard let node = current, node.isElement else { return nil }
            if node != panel, node.attributeCount > 0, hasRole(node, "tablist") { return node }
            var previous = node.previousSibling
            var looked = 0
            while let sibling = previous, looked < 3 {
                if sibling.isElement {
                    looked += 1
                    if let list = tabList(in: sibling) { return list }
                }
                previous = sibling.previousSibling
            }
            current = node.parent
        }
        return nil
    }

    /// `node` or the first element inside it (within a few dozen) that is a tab list.
    private static func tabList(in node: HTMLNode) -> HTMLNode? {
        if node.attributeCount > 0, hasRole(node, "tablist") { return node }
        var visited = 0
        for inner in node.descendants where inner.isElement {
            visited += 1
            if visited > 40 { return nil }
            if inner.attributeCount > 0, hasRole(inner, "tablist") { return inner }
        }
        return nil
    }

    private static func hasRole(_ node: HTMLNode, _ role: String) -> Bool {
        guard let value = node.attribute("role") else { return false }
        return value.utf8.count == role.utf8.count && value.lowercased() == role
    }
}
