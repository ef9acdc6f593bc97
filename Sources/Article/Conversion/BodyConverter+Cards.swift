import HTML

/// Link cards: a link that holds blocks (a preview of another page the
/// author put in the story: its title over its description) is one link
/// line labelled with its title, and its other words follow as text, as
/// a reader sees the card; its thumbnails are the other page's pictures.
extension BodyConverter {
    /// The most elements of a link searched for its card's title.
    static let largestCard = 120

    /// Writes the link `node` to `url` as a card when it holds blocks:
    /// whether it did.
    mutating func linkCard(_ node: HTMLNode, url: String) -> Bool {
        guard inlineOnly == 0, let title = cardTitle(of: node) else { return false }
        let label = Self.oneLine(title.textContent(collapsingWhitespace: true, excluding: ElementRoles.skipped))
        guard !label.isEmpty else { return false }
        flush()
        attachments.append(.link(url: url, label: label))
        flush()
        let outerTitle = cardTitleShown
        cardTitleShown = title.id
        cardDepth += 1
        visitChildren(node)
        cardDepth -= 1
        cardTitleShown = outerTitle
        flush()
        return true
    }

    /// The card's title: the first block (or bold line among blocks) with
    /// words and no block inside it, in a link that holds blocks (and few
    /// elements); nil for a link in a sentence or around a picture.
    private func cardTitle(of link: HTMLNode) -> HTMLNode? {
        var seen = 0
        var title: HTMLNode?
        link.walkDescendants { node in
            seen += 1
            guard seen <= Self.largestCard else {
                title = nil
                return .stop
            }
            guard node.isElement else { return .skipChildren }
            if content.isExcluded(node.id) || ElementRoles.skipped.contains(node.tag) { return .skipChildren }
            guard ElementRoles.blocks.contains(node.tag) || Self.isBoldLine(node) else { return .enterChildren }
            if title == nil, !Self.holdsBlock(node),
                node.textLength(collapsingWhitespace: true, excluding: ElementRoles.skipped) > 0
            {
                title = node
            }
            return .enterChildren
        }
        return seen <= Self.largestCard ? title : nil
    }

    /// Whether `node` is bold text set as a line of its own among blocks
    /// (`<strong class="se-oglink-title">` over the card's `<p>`s in Naver's
    /// SmartEditor): a title as much as a block is.
    private static func isBoldLine(_ node: HTMLNode) -> Bool {
        guard node.tag == .strong || node.tag == .b, let parent = node.parent else { return false }
        return parent.elementChildren.contains { $0 != node && ElementRoles.blocks.contains($0.tag) }
    }

    /// Whether a block element is below `node`.
    static func holdsBlock(_ node: HTMLNode) -> Bool {
        var found = false
        node.walkDescendants { child in
            guard child.isElement else { return .skipChildren }
            if ElementRoles.blocks.contains(child.tag) {
                found = true
                return .stop
            }
            return .enterChildren
        }
        return found
    }
}
