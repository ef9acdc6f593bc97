import HTML

/// The times of day that open a live blog's entries ("11:21" over the
/// entry it stamps): the entries are boxes alike side by side (one tag,
/// one class), each opened in the same place by its time. The first
/// entry's time is the story's as much as the later ones', though no
/// prose comes before it, where a lone time would be the page's dateline.
struct LiveEntryTimes {
    let page: PageAnalysis
    let texts: SubtreeTexts

    /// How many boxes up from the time its entry may be.
    static let levels = 3
    /// The longest time read, in characters ("11:21 GMT", "13.48 BST").
    static let longestTime: Int32 = 30
    /// The fewest characters an entry holds beside its time.
    static let shortestEntry: Int32 = 20

    /// Whether `node`, a short element that gives a time of day, opens a
    /// box of words whose sibling box alike opens, in the same place, with
    /// an element of the same tag that gives a time of day too.
    func opensAnEntry(_ node: Int32) -> Bool {
        guard page.isElement(node), page.textLength[Int(node)] <= Self.longestTime, isTimeOfDay(node) else {
            return false
        }
        var opening = node
        for depth in 1...Self.levels {
            let box = page.parent[Int(opening)]
            guard box != PageAnalysis.none, firstWithText(in: box) == opening else { return false }
            if page.textLength[Int(box)] - page.textLength[Int(node)] >= Self.shortestEntry,
                siblingOpensAlike(box, depth: depth, tag: page.tags[Int(node)])
            {
                return true
            }
            opening = box
        }
        return false
    }

    /// Whether the element right before or after `box`, of its tag and
    /// class, holds `depth` levels down, first, an element with `tag`
    /// that gives a time of day.
    private func siblingOpensAlike(_ box: Int32, depth: Int, tag: HTMLTag) -> Bool {
        let classes = page.document.node(HTMLNodeID(rawValue: box)).attribute("class")
        for siblings in [page.previousSibling, page.nextSibling] {
            var sibling = siblings[Int(box)]
            while sibling != PageAnalysis.none, page.isText(sibling), page.textLength[Int(sibling)] == 0 {
                sibling = siblings[Int(sibling)]
            }
            guard sibling != PageAnalysis.none, page.isElement(sibling), page.tags[Int(sibling)] == page.tags[Int(box)],
                page.document.node(HTMLNodeID(rawValue: sibling)).attribute("class") == classes
            else { continue }
            var opening: Int32? = sibling
            for _ in 0..<depth { opening = opening.flatMap { firstWithText(in: $0) } }
            if let opening, page.tags[Int(opening)] == tag, isTimeOfDay(opening) { return true }
        }
        return false
    }

    /// The first child of `box` with words, when it is an element.
    private func firstWithText(in box: Int32) -> Int32? {
        var child = page.firstChild[Int(box)]
        while child != PageAnalysis.none, page.textLength[Int(child)] == 0 { child = page.nextSibling[Int(child)] }
        return child != PageAnalysis.none && page.isElement(child) ? child : nil
    }

    /// Whether `node` is a short line that gives a time of day and no date ("11:48", "13.48 GMT").
    private func isTimeOfDay(_ node: Int32) -> Bool {
        guard page.textLength[Int(node)] <= Self.longestTime else { return false }
        let text = texts.text(of: node)
        guard HeadlineLines.date(in: text) == nil, !RelativeTimes.isRelativeTime(text) else { return false }
        return text.split { !($0.isNumber || $0 == ":" || $0 == ".") }.contains(where: NamedStoryText.isClockTime)
    }
}
