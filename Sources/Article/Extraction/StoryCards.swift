import Foundation
import HTML

/// Finds teaser cards for other stories by their structure: sibling
/// elements of one kind, two or more, each a small block whose links all
/// lead to one page of its own (a different page for each card), with a
/// headline inside that link and a picture, a heading or a block of its own
/// inside the link (a title over a description), plus at most a
/// short excerpt, byline or date. "Related stories", "Next/Previous
/// article" and "More from …" blocks look like this, inside the article
/// or after it; a gallery does not (its captions sit outside links, or its
/// links lead to the pictures).
struct StoryCards {
    /// The longest card, in characters of text.
    static let longestCard: Int32 = 300
    /// The fewest characters of link text a card's headline has.
    static let shortestHeadline = 15
    /// The most nodes a card has.
    static let largestCard: Int32 = 120

    let page: PageAnalysis

    /// The cards below `roots` (each a topmost card), in document order,
    /// and the containers that hold nothing but cards (whose label, such
    /// as "Related stories", may go with them).
    func find(in roots: [Int32]) -> (cards: [Int32], groups: [Int32]) {
        var cards: [Int32] = []
        var groups: [Int32] = []
        for root in roots {
            var stack = [root]
            while let node = stack.popLast() {
                guard page.isElement(node), !page.has(node, .nonContent), page.linkCount[Int(node)] >= 2 else {
                    continue
                }
                let children = page.children(of: node).filter { page.isElement($0) && page.textLength[Int($0)] > 0 }
                let found = cardsAmong(children)
                if found.isEmpty {
                    stack.append(contentsOf: children.reversed())
                    continue
                }
                cards.append(contentsOf: found)
                if found.count == children.count { groups.append(node) }
                stack.append(contentsOf: children.filter { !found.contains($0) }.reversed())
            }
        }
        return (cards, groups)
    }

    /// The cards among sibling elements: those of the most common card
    /// tag, when there are two or more, each with a target of its own.
    private func cardsAmong(_ children: [Int32]) -> [Int32] {
        guard children.count >= 2 else { return [] }
        var byTag: [HTMLTag: [(node: Int32, target: String)]] = [:]
        for child in children {
            if let target = target(of: child) { byTag[page.tags[Int(child)], default: []].append((child, target)) }
        }
        guard let group = byTag.values.max(by: { $0.count < $1.count }), group.count >= 2,
            Set(group.map(\.target)).count == group.count
        else { return [] }
        return group.map(\.node)
    }

    /// The one page a card leads to, or nil when `node` is not a card.
    func target(of node: Int32) -> String? {
        let index = Int(node)
        // A card has a headline inside its link: too little text is no card.
        guard page.linkCount[index] >= 1, page.textLength[index] >= Int32(Self.shortestHeadline),
            page.textLength[index] <= Self.longestCard,
            page.subtreeSize[index] <= Self.largestCard, !page.has(node, .inCode)
        else { return nil }
        var target: String?
        var headline = false  // a link with a headline's words
        var shown = false  // a picture, or a heading
        var stack = [node]
        while let current = stack.popLast() {
            guard page.isElement(current), !page.has(current, .nonContent) else { continue }
            switch page.tags[Int(current)] {
            case .a where page.isHyperlink(current):
                let href = page.document.node(HTMLNodeID(rawValue: current)).attribute("href") ?? ""
                let address = Self.withoutFragment(href)
                guard !address.isEmpty, !ImageSource.looksLikeImage(address) else { return nil }
                if let target, target != address { return nil }
                target = address
                if page.textLength[Int(current)] >= Self.shortestHeadline { headline = true }
                // A title set as a block of its own inside the link shows the card as a picture would.
                if page.has(current, .hasBlockChild) { shown = true }
            case .img, .picture, .h1, .h2, .h3, .h4, .h5, .h6: shown = true
            case .figcaption, .blockquote, .table, .ul, .ol, .pre: return nil  // a caption, or more than a teaser
            default: break
            }
            stack.append(contentsOf: page.children(of: current))
        }
        return headline && shown ? target : nil
    }

    /// An address without its `#fragment`, spaces trimmed.
    private static func withoutFragment(_ href: String) -> String {
        let edges = (href.utf8.first ?? 0x21, href.utf8.last ?? 0x21)
        let plainEdges = edges.0 > 0x20 && edges.0 < 0x80 && edges.1 > 0x20 && edges.1 < 0x80
        let trimmed = plainEdges ? href : href.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let hash = trimmed.firstIndex(of: "#") else { return trimmed }
        return String(trimmed[..<hash])
    }
}
