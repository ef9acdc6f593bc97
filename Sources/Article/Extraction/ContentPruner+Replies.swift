import HTML

/// Replies from other accounts under a social post (Mastodon's thread
/// view, a microblog's replies shown below the post): each opens with a
/// mention of the post's author ("@priya how do you handle…") and carries
/// its own member's name card, while the post above carries the author's
/// card linking to the same profile as the mention, and says more. The
/// post is the article; the replies are readers' comments, however few.
extension ContentPruner {
    /// The most paragraphs opening with a mention looked at on one page.
    private static let mentionsLooked = 20
    /// The most ancestors climbed from a mention's paragraph to the post's card.
    private static let levelsClimbed = 10
    /// The most nodes looked at for each paragraph's cards.
    private static let nodesLooked = 5_000

    /// Leaves out each reply (see above) inside the roots, but for a
    /// thread taken whole as the article (a post's page with its replies
    /// reads as a discussion, see `Discussion`).
    mutating func excludeReplies() {
        var looked = 0
        for root in roots where !isExcluded(root) && comments?.isThread(root) != true {
            var node = root
            while node != PageAnalysis.none, looked < Self.mentionsLooked {
                var enter = page.isElement(node) && !isExcluded(node) && !page.has(node, .nonContent)
                if enter, page.tags[Int(node)] == .p, let mention = openingMention(of: node) {
                    looked += 1
                    enter = false
                    if let reply = reply(around: node, mentioning: mention), page.isAncestor(root, of: reply) {
                        exclude(reply)
                    }
                }
                node = page.next(after: node, within: root, enteringChildren: enter)
            }
        }
    }

    /// The address of the link `paragraph` opens with when that link's words
    /// are a mention ("@priya").
    private func openingMention(of paragraph: Int32) -> String? {
        var current = page.firstChild[Int(paragraph)]
        while current != PageAnalysis.none {
            if page.isText(current), page.textLength[Int(current)] > 0 {
                guard page.has(current, .inLink), let link = enclosingLink(of: current, within: paragraph) else {
                    return nil
                }
                let words = texts.text(of: link)
                guard words.hasPrefix("@"), words.count > 1 else { return nil }
                return page.document.node(HTMLNodeID(rawValue: link)).attribute("href")
            }
            current = page.next(after: current, within: paragraph, enteringChildren: true)
        }
        return nil
    }

    private func enclosingLink(of node: Int32, within block: Int32) -> Int32? {
        var current = page.parent[Int(node)]
        while current != PageAnalysis.none, current != block {
            if page.isHyperlink(current) { return current }
            current = page.parent[Int(current)]
        }
        return nil
    }

    /// The reply that holds `paragraph`: the block below the one that
    /// also holds the card of the mentioned member (a link with words to
    /// `mention`'s address, before it), when the reply has a card of its own
    /// (a link with words, not a mention, to another address) before the
    /// paragraph; nil otherwise.
    private func reply(around paragraph: Int32, mentioning mention: String) -> Int32? {
        var child = paragraph
        var hasOwnCard = false
        var budget = Self.nodesLooked
        for _ in 0..<Self.levelsClimbed {
            var sibling = page.previousSibling[Int(child)]
            while sibling != PageAnalysis.none {
                for link in cardLinks(in: sibling, budget: &budget) {
                    let href = page.document.node(HTMLNodeID(rawValue: link)).attribute("href")
                    guard href != mention else {
                        // The post replied to is the article: it says more than the reply.
                        let isLonger = page.textLength[Int(sibling)] >= page.textLength[Int(child)]
                        return hasOwnCard && isLonger ? child : nil
                    }
                    hasOwnCard = true
                }
                if budget <= 0 { return nil }
                sibling = page.previousSibling[Int(sibling)]
            }
            child = page.parent[Int(child)]
            if child == PageAnalysis.none { return nil }
        }
        return nil
    }

    /// The links with words that are no mention in `node`'s subtree, last first.
    private func cardLinks(in node: Int32, budget: inout Int) -> [Int32] {
        var links: [Int32] = []
        var current = node
        while current != PageAnalysis.none, budget > 0 {
            budget -= 1
            var enter = page.isElement(current) && !page.has(current, .nonContent)
            if enter, page.isHyperlink(current) {
                enter = false
                if page.textLength[Int(current)] > 0, !texts.text(of: current).hasPrefix("@") { links.append(current) }
            }
            current = current == node && !enter ? PageAnalysis.none
                : page.next(after: current, within: node, enteringChildren: enter)
        }
        return links.reversed()
    }
}
