import HTML

/// Finds, in a list of products or deals, the block that holds each item's
/// price and its store link ("$749 — View at Store Example"). Such a block
/// is short and dense with links, as furniture is, but it is part of the
/// item: where a page has two or more of them, they are kept whole.
struct ProductOffers {
    /// The longest offer, in characters of text.
    static let longestOffer: Int32 = 200
    /// The most nodes an offer has.
    static let largestOffer: Int32 = 200

    let page: PageAnalysis

    /// The offers below `roots` (each the smallest block holding a price
    /// and a link), or none when there are fewer than two.
    func find(in roots: [Int32]) -> Set<Int32> {
        var offers: Set<Int32> = []
        var stack = roots
        while let node = stack.popLast() {
            let blocks = page.children(of: node).filter { child in
                page.isElement(child) && !page.has(child, .nonContent) && page.linkCount[Int(child)] > 0
                    && !ExtractionTags.inline.contains(page.tags[Int(child)])
            }
            if !roots.contains(node), holdsOffer(node), !blocks.contains(where: holdsOffer) {
                offers.insert(wrapper(of: node, within: roots))
                continue
            }
            stack.append(contentsOf: blocks)
        }
        return offers.count >= 2 ? offers : []
    }

    /// The outermost element around `node` that holds nothing else (a list
    /// of one item around an offer): kept whole with it.
    private func wrapper(of node: Int32, within roots: [Int32]) -> Int32 {
        var block = node
        var up = page.parent[Int(block)]
        while up != PageAnalysis.none, !roots.contains(up), page.textLength[Int(up)] == page.textLength[Int(block)],
            page.linkCount[Int(up)] == page.linkCount[Int(block)]
        {
            block = up
            up = page.parent[Int(block)]
        }
        return block
    }

    /// Whether `node` is small and holds a link and a price, and does not
    /// ask the reader to do something else (subscribe, click here).
    private func holdsOffer(_ node: Int32) -> Bool {
        let index = Int(node)
        guard page.linkCount[index] > 0, page.textLength[index] <= Self.longestOffer,
            page.subtreeSize[index] <= Self.largestOffer
        else { return false }
        let text = page.text(of: node)
        return Prices.occur(in: text) && !TextLabels.isCallToAction(text)
    }
}
