import HTML

/// Words for screen readers only that stand beside the words a sighted
/// reader sees instead, which the page hides from screen readers
/// (`15<span class="sr-only"> minutes</span><span aria-hidden="true">mins</span>`,
/// as recipe cards write their times): of the pair, the page keeps the
/// hidden twin out of the text, so the screen reader's words stay; left
/// out too, the value would lose its unit. Screen-reader words with no
/// such twin (", opens new tab" after a link) are no part of the text.
struct ScreenReaderTwins {
    let page: PageAnalysis

    /// The most characters of words for screen readers read as a twin.
    static let longestTwin: Int32 = 40
    /// How many inline elements up the twin may stand beside.
    static let levels = 3
    /// The most nodes a shown twin has.
    static let smallTwin: Int32 = 16

    /// Whether `node`, text for screen readers only, has a twin: an
    /// element beside it (or beside an inline element around it) that
    /// shows letters or digits and is hidden from screen readers.
    func speaksForShownWords(_ node: Int32) -> Bool {
        guard page.textLength[Int(node)] <= Self.longestTwin, ExtractionTags.inline.contains(page.tags[Int(node)])
        else { return false }
        var current = node
        for _ in 0..<Self.levels {
            if isShownTwin(beside: current, next: true) || isShownTwin(beside: current, next: false) { return true }
            current = page.parent[Int(current)]
            guard current != PageAnalysis.none, ExtractionTags.inline.contains(page.tags[Int(current)]) else {
                return false
            }
        }
        return false
    }

    /// Whether the element right before (or after) `node`, past white
    /// space only, is hidden from screen readers and shows words.
    private func isShownTwin(beside node: Int32, next: Bool) -> Bool {
        var sibling = next ? page.nextSibling[Int(node)] : page.previousSibling[Int(node)]
        while sibling != PageAnalysis.none, page.isText(sibling) {
            guard page.textLength[Int(sibling)] == 0 else { return false }
            sibling = next ? page.nextSibling[Int(sibling)] : page.previousSibling[Int(sibling)]
        }
        guard sibling != PageAnalysis.none, page.isElement(sibling), page.subtreeSize[Int(sibling)] <= Self.smallTwin
        else { return false }
        let element = page.document.node(HTMLNodeID(rawValue: sibling))
        guard let aria = element.attribute("aria-hidden"), aria.trimmingEdges(" \t\n").lowercased() == "true",
            !element.hasAttribute("hidden")
        else { return false }
        let shown = element.textContent()
        return shown.utf8.count <= Int(Self.longestTwin) && shown.contains { $0.isLetter || $0.isNumber }
    }
}
