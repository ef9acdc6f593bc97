import HTML

/// Finds the boxes in an article that ask the reader to act rather than
/// read, by their structure and words (never by class names): a link or
/// a button set on a line of its own whose words ask ("Subscribe now",
/// "Leave a comment"), or a form, together with the short blocks around
/// it, when the box asks ("Enjoying this? Sign up for free…") or takes an
/// e-mail address (a sign-up form, whatever its words). A link inside a
/// sentence is no button, and a box grows only over short blocks or
/// blocks that ask too: the article's prose around it stays.
struct RequestBoxes {
    /// The most characters of text a box holds.
    static let longestBox: Int32 = 300
    /// A block this long that asks nothing is the article's prose, and no box grows over it.
    static let longestLine: Int32 = 100
    /// The most nodes a box has.
    static let largestBox: Int32 = 200

    let page: PageAnalysis
    let texts: SubtreeTexts

    /// The boxes below `roots` (some may be inside what `isExcluded` already leaves out).
    func find(in roots: [Int32], isExcluded: (Int32) -> Bool) -> Set<Int32> {
        var boxes: Set<Int32> = []
        for root in roots where !isExcluded(root) {
            var node = page.firstChild[Int(root)]
            while node != PageAnalysis.none {
                // Controls inside what is already left out count too: the box around them may be larger.
                var enter = page.isElement(node) && !page.has(node, .inCode)
                if enter, let start = control(node), let box = box(around: start, within: roots) {
                    if asks(box, control: node) { boxes.insert(box) }
                    enter = false
                }
                node = page.next(after: node, within: root, enteringChildren: enter)
            }
        }
        return boxes
    }

    /// Where a box around `node` starts when `node` is a control: a form
    /// or a button (itself), or a link that asks and stands alone (the block it fills).
    private func control(_ node: Int32) -> Int32? {
        switch page.tags[Int(node)] {
        case .form, .button: return node
        case .input: return takesEmail(node) ? node : nil
        case .a where page.isHyperlink(node):
            let length = page.textLength[Int(node)]
            guard length > 0, length <= Int32(TextLabels.longestActionLink), let line = lineAlone(node),
                TextLabels.isActionLink(texts.text(of: node))
            else { return nil }
            return line
        default: return nil
        }
    }

    /// The outermost element that holds `link` and nothing else with
    /// words, when it stands on a line of its own: only blocks, line
    /// breaks or nothing beside it (a button, not a link in a sentence).
    private func lineAlone(_ link: Int32) -> Int32? {
        let length = page.textLength[Int(link)]
        var line = link
        var parent = page.parent[Int(line)]
        while parent != PageAnalysis.none, page.textLength[Int(parent)] == length {
            line = parent
            parent = page.parent[Int(line)]
        }
        if !ExtractionTags.inline.contains(page.tags[Int(line)]) { return line }  // a block that is only the link
        for siblings in [page.previousSibling, page.nextSibling] {
            var sibling = siblings[Int(line)]
            while sibling != PageAnalysis.none, page.isText(sibling), page.textLength[Int(sibling)] == 0 {
                sibling = siblings[Int(sibling)]
            }
            guard
                sibling == PageAnalysis.none || page.tags[Int(sibling)] == .br
                    || (page.isElement(sibling) && !ExtractionTags.inline.contains(page.tags[Int(sibling)]))
            else { return nil }
        }
        return line
    }

    /// The largest block from `start` up that is short, small, below a
    /// root, and holds beside what it grew from only short blocks or
    /// blocks that ask.
    private func box(around start: Int32, within roots: [Int32]) -> Int32? {
        guard !roots.contains(start), page.textLength[Int(start)] <= Self.longestBox else { return nil }
        var box = start
        while true {
            let parent = page.parent[Int(box)]
            guard parent != PageAnalysis.none, !roots.contains(parent),
                page.textLength[Int(parent)] <= Self.longestBox,
                page.subtreeSize[Int(parent)] <= Self.largestBox
            else { break }
            let others = page.children(of: parent).filter { $0 != box && page.textLength[Int($0)] > 0 }
            guard
                others.allSatisfy({
                    page.textLength[Int($0)] < Self.longestLine
                        || TextLabels.isCallToAction(texts.text(of: $0))
                })
            else { break }
            box = parent
        }
        return box
    }

    /// Whether `box`, grown around `control`, asks the reader to act: it
    /// is only the link that asks, or its words ask, or it takes an e-mail address.
    private func asks(_ box: Int32, control: Int32) -> Bool {
        let length = page.textLength[Int(box)]
        if page.isHyperlink(control), length == page.textLength[Int(control)] { return true }
        if length > 0, TextLabels.isCallToAction(texts.text(of: box)) { return true }
        return holdsEmailField(box)
    }

    /// Whether an `<input>` in `box` takes an e-mail address.
    private func holdsEmailField(_ box: Int32) -> Bool {
        var current = box
        while current != PageAnalysis.none {
            if page.tags[Int(current)] == .input, takesEmail(current) { return true }
            current = page.next(after: current, within: box, enteringChildren: true)
        }
        return false
    }

    /// Whether the `<input>` `node` takes an e-mail address (its type, name or placeholder says so).
    private func takesEmail(_ node: Int32) -> Bool {
        let input = page.document.node(HTMLNodeID(rawValue: node))
        if input.attribute("type")?.lowercased() == "email" { return true }
        return ["name", "placeholder", "id"].contains { name in
            guard let value = input.attribute(name)?.lowercased() else { return false }
            return value.contains("email") || value.contains("e-mail")
        }
    }
}
