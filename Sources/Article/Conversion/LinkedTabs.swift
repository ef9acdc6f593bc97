import HTML

/// Tabs drawn as links to their panels: a row or list of in-page links
/// (`<a href="#python">Python</a>`, or the address in `data-target` /
/// `data-bs-target`), as Bootstrap, jQuery UI and Foundation draw tabs,
/// right before the panels they name. The panels are the whole of what
/// follows: every element in the element right after the row (Bootstrap's
/// `tab-content`), or every element after the row (jQuery UI). Each link's
/// words go before its own panel, and the row itself is no text of the
/// story.
///
/// A table of contents links to its sections the same way; it is told
/// apart by its targets, which hold a heading with the link's words or
/// share their container with other blocks: it is no row of tabs.
enum LinkedTabs {
    /// The most elements a row of tabs is read for.
    private static let rowLimit = 60

    /// Each panel named by the links of `node` with its link's words, when
    /// `node` holds nothing but two or more in-page links (see the type's
    /// rules); nil otherwise.
    static func labels(of node: HTMLNode) -> [(panel: HTMLNode, label: String)]? {
        guard node.isElement, node.firstChild != nil, opensWithInPageLink(node) else { return nil }
        var targets: [(id: Substring, label: String)] = []
        var linkedCharacters = 0
        var visited = 0
        for inner in node.descendants where inner.isElement {
            visited += 1
            if visited > rowLimit { return nil }
            guard inner.isHTML(.a) else { continue }
            let address = inner.attribute("data-bs-target") ?? inner.attribute("data-target") ?? inner.attribute("href")
            guard let address, address.utf8.count > 1, address.utf8.first == UInt8(ascii: "#") else { return nil }
            let label = inner.textContent(collapsingWhitespace: true, excluding: .nonRendered)
            guard !label.isEmpty else { return nil }
            linkedCharacters += visibleCharacters(label)
            targets.append((address.dropFirst(), label))
        }
        guard targets.count >= 2,
            visibleCharacters(node.textContent(collapsingWhitespace: true, excluding: .nonRendered)) == linkedCharacters,
            let panels = panels(after: node, ids: targets.map(\.id))
        else { return nil }
        var labelled: [(panel: HTMLNode, label: String)] = []
        for panel in panels {
            guard let id = panel.attribute("id"), let target = targets.first(where: { $0.id == id[...] }),
                !opensWithHeading(panel, saying: target.label)
            else { return nil }
            labelled.append((panel, target.label))
        }
        return labelled
    }

    /// Whether one of the first few elements in `node` is an in-page link:
    /// the quick test that spares every other block the full reading.
    private static func opensWithInPageLink(_ node: HTMLNode) -> Bool {
        var visited = 0
        for inner in node.descendants where inner.isElement {
            visited += 1
            if visited > 3 { return false }
            if inner.isHTML(.a) {
                let address = inner.attribute("data-bs-target") ?? inner.attribute("data-target") ?? inner.attribute("href")
                return address?.utf8.first == UInt8(ascii: "#")
            }
        }
        return false
    }

    /// The panels after `row`: the elements inside the element right after
    /// it (Bootstrap's `tab-content`) when there are `count` of them, each
    /// with an id among `ids`; else the `count` elements right after it
    /// (jQuery UI's), each with one.
    private static func panels(after row: HTMLNode, ids: [Substring]) -> [HTMLNode]? {
        var following: [HTMLNode] = []
        var next = row.nextSibling
        while let sibling = next, following.count < ids.count {
            if sibling.isElement { following.append(sibling) }
            next = sibling.nextSibling
        }
        func allNamed(_ panels: [HTMLNode]) -> Bool {
            panels.count == ids.count && panels.allSatisfy { panel in panel.attribute("id").map { ids.contains($0[...]) } ?? false }
        }
        if let box = following.first, box.firstChild != nil {
            let inside = box.elementChildren
            if allNamed(inside) { return inside }
        }
        return allNamed(following) ? following : nil
    }

    /// Whether `panel` is a section whose heading says `label` (what a
    /// table of contents links to).
    private static func opensWithHeading(_ panel: HTMLNode, saying label: String) -> Bool {
        if HTMLTagSet.headings.contains(panel.tag) { return true }
        var visited = 0
        for inner in panel.descendants where inner.isElement {
            visited += 1
            if visited > 8 { return false }
            if HTMLTagSet.headings.contains(inner.tag) {
                return inner.textContent(collapsingWhitespace: true, excluding: .nonRendered) == label
            }
        }
        return false
    }

    /// The characters of `text` that are not white space.
    private static func visibleCharacters(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + ($1.properties.isWhitespace ? 0 : 1) }
    }
}
