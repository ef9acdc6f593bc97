import HTML

/// The labels of a set of tabs drawn with radio buttons and a style sheet
/// (`<input type=radio id=t1>…<div><label for=t1>Python</label><label
/// for=t2>Go</label></div><div><div>…</div><div>…</div></div>`, as MkDocs
/// Material draws them): the labels sit in a row of their own, away from
/// the panels they name. Each label goes before its own panel; labels
/// whose panels cannot be told apart go.
enum TabLabels {
    /// The words of the labels when `node` is a row of two or more
    /// `<label for>`s with nothing else beside them; nil otherwise.
    static func labels(of node: HTMLNode) -> [String]? {
        var labels: [String] = []
        for child in node.children {
            if child.isText {
                guard !child.utf8Data.contains(where: { $0 > 0x20 }) else { return nil }
            } else if child.isElement {
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
}
