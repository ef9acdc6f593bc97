import Foundation
import HTML

/// Link cards: a link that holds blocks (a preview of another page the
/// author put in the story: its title over its description) is one link
/// line labelled with its title, and its other words follow as text, as
/// a reader sees the card; its thumbnails are the other page's pictures.
/// A card of inline parts (Zhihu's `<span class="LinkCard-title">` beside
/// its `LinkCard-desc`) is titled by the part its class names a title.
extension BodyConverter {
    /// The most elements of a link searched for its card's title.
    static let largestCard = 120

    /// Writes the link `node` to `url` as a card when it holds blocks:
    /// whether it did.
    mutating func linkCard(_ node: HTMLNode, url: String) -> Bool {
        guard inlineOnly == 0, let title = cardTitle(of: node) ?? namedCardTitle(of: node) else { return false }
        let label = Self.oneLine(title.textContent(collapsingWhitespace: true, excluding: ElementRoles.skipped))
        guard !label.isEmpty else { return false }
        flush()
        attachments.append(.link(url: url, label: label))
        flush()
        // A card's other words that only show the address's host ("github.com") say no more than its link line.
        guard !Self.showsOnlyHost(node, besides: label, url: url) else { return true }
        let outerTitle = cardTitleShown
        cardTitleShown = title.id
        cardDepth += 1
        visitChildren(node)
        cardDepth -= 1
        cardTitleShown = outerTitle
        flush()
        return true
    }

    /// Whether `image` is the thumbnail of a link card set beside it: all
    /// that a link holds, right before a link to the same address that
    /// holds blocks (DEV's embedded post: its writer's picture in one link,
    /// the post's title and byline in the next). It is the other page's
    /// picture, as a thumbnail inside the card is.
    static func isThumbnailBesideCard(_ image: HTMLNode) -> Bool {
        guard let link = enclosingLink(of: image), let href = link.attribute("href"),
            link.textLength(collapsingWhitespace: true, excluding: ElementRoles.skipped) == 0
        else { return false }
        var next = link.nextSibling
        while let sibling = next, sibling.isText, !sibling.utf8Data.contains(where: { $0 > 0x20 }) {
            next = sibling.nextSibling
        }
        guard let card = next, card.isElement, card.isHyperlink, card.attribute("href") == href else { return false }
        return holdsBlock(card)
    }

    /// The title of a card made of inline parts: in a link that stands on
    /// its own among blocks (no words of a sentence beside it), the first
    /// part whose class names it a title (`LinkCard-title`, `card-title`)
    /// and holds words, when words stand beside it in the link too (its
    /// description, the other page's host). Nil for a link in a sentence.
    private func namedCardTitle(of link: HTMLNode) -> HTMLNode? {
        guard Self.standsOnItsOwn(link) else { return nil }
        var title: HTMLNode?
        let isWhole = link.walkDescendants(limit: Self.largestCard) { node in
            guard title == nil else { return .stop }
            guard node.isElement else { return .skipChildren }
            if content.isExcluded(node.id) || ElementRoles.skipped.contains(node.tag) { return .skipChildren }
            guard Self.isNamedTitle(node) else { return .enterChildren }
            if node.textLength(collapsingWhitespace: true, excluding: ElementRoles.skipped) > 0 { title = node }
            return .skipChildren
        }
        guard let title, isWhole,
            link.textLength(collapsingWhitespace: true, excluding: ElementRoles.skipped)
                > title.textLength(collapsingWhitespace: true, excluding: ElementRoles.skipped)
        else { return nil }
        return title
    }

    /// The title a card that its script has yet to fill gives in its
    /// `data-text` (Zhihu's `<a data-text="SE-0296 async/await" class="LinkCard new">`
    /// around empty parts still `loading`): a link on its own among blocks,
    /// without words. Nil for other links and for Draft.js's marker `data-text="true"`.
    static func unloadedCardTitle(_ link: HTMLNode) -> String? {
        guard let text = link.attribute("data-text"), text != "true", standsOnItsOwn(link),
            link.textLength(collapsingWhitespace: true, excluding: ElementRoles.skipped) == 0
        else { return nil }
        return text
    }

    /// Whether one of `node`'s class names names a title ("title",
    /// "LinkCard-title", "card_title").
    private static func isNamedTitle(_ node: HTMLNode) -> Bool {
        guard let classes = node.attribute("class") else { return false }
        return classes.lowercased().split(whereSeparator: \.isWhitespace).contains { name in
            name == "title" || name.hasSuffix("-title") || name.hasSuffix("_title")
        }
    }

    /// Whether `link` stands on its own: each of its siblings a block or
    /// white space, none the words of a sentence around it.
    private static func standsOnItsOwn(_ link: HTMLNode) -> Bool {
        guard let parent = link.parent else { return false }
        for sibling in parent.children where sibling != link {
            if sibling.isText {
                guard !sibling.utf8Data.contains(where: { $0 > 0x20 }) else { return false }
            } else if sibling.isElement, !ElementRoles.blocks.contains(sibling.tag),
                !ElementRoles.skipped.contains(sibling.tag), sibling.tag != .br
            {
                return false
            }
        }
        return true
    }

    /// Whether the words of `card` other than its title's `label` are only
    /// the host of `url` (with or without "www.").
    private static func showsOnlyHost(_ card: HTMLNode, besides label: String, url: String) -> Bool {
        guard let host = URLComponents(string: url)?.host?.lowercased(), !host.isEmpty,
            let text = card.textContent(
                atMost: 4 * largestCard, collapsingWhitespace: true, excluding: ElementRoles.skipped)
        else { return false }
        let line = oneLine(text)
        guard line.hasPrefix(label) else { return false }
        let shown = String(line.dropFirst(label.count)).trimmingEdges(" ").lowercased()
        return shown == host || "www." + shown == host || shown == "www." + host
    }

    /// The card's title: the first block (or bold line among blocks) with
    /// words and no block inside it, in a link that holds blocks (and few
    /// elements); nil for a link in a sentence or around a picture.
    private func cardTitle(of link: HTMLNode) -> HTMLNode? {
        var title: HTMLNode?
        let isWhole = link.walkDescendants(limit: Self.largestCard) { node in
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
        return isWhole ? title : nil
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
