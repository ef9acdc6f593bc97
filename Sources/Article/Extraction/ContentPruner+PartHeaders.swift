import HTML

/// A block the page names a header inside the story ("answers-header",
/// "section-header") is the header of the part that follows it: its
/// heading stays when prose follows ("2 Answers" over a Q&A page's
/// answers), the controls and labels beside it go ("Sorted by:" and its
/// menu). Named boilerplate of any other kind goes whole.
extension ContentPruner {
    /// The most characters beside the heading a named header may hold.
    static let longestHeaderControls: Int32 = 40

    /// The heading to keep of the named boilerplate `node`, when it is a
    /// part's header (see above); nil when it goes whole.
    func partHeading(of node: Int32) -> Int32? {
        let index = Int(node)
        guard page.subtreeSize[index] <= 100, Self.isNamedHeader(page.document.node(HTMLNodeID(rawValue: node))),
            let heading = onlyHeading(in: node), !isTitleHeading(heading),
            page.textLength[index] - page.textLength[Int(heading)] <= Self.longestHeaderControls,
            proseFollows(node)
        else { return nil }
        return heading
    }

    /// Leaves out all of `header` but `heading` and what holds it.
    mutating func keepOnly(_ heading: Int32, of header: Int32) {
        var current = page.firstChild[Int(header)]
        while current != PageAnalysis.none {
            let holdsHeading = isAncestor(current, of: heading)
            if current != heading, !holdsHeading { exclude(current) }
            current = page.next(after: current, within: header, enteringChildren: holdsHeading && current != heading)
        }
    }

    /// Whether the element's class or id has the word "header" ("answers-header", "sectionHeader").
    private static func isNamedHeader(_ element: HTMLNode) -> Bool {
        for name in ["class", "id"] {
            guard let value = element.attribute(name)?.lowercased() else { continue }
            if value.split(whereSeparator: { !$0.isLetter }).contains(where: { $0 == "header" }) { return true }
        }
        return false
    }

    /// Whether `node`'s first element is a heading: it is a part of the
    /// document with its title (Sphinx's `<section id="copyright">` under
    /// "1. Copyright"), whatever its name says.
    func opensWithHeading(_ node: Int32) -> Bool {
        var current = page.firstChild[Int(node)]
        while current != PageAnalysis.none, !page.isElement(current) { current = page.nextSibling[Int(current)] }
        return current != PageAnalysis.none && HTMLTagSet.headings.contains(page.tags[Int(current)])
    }

    /// The one heading in `node`'s subtree, if it holds exactly one.
    private func onlyHeading(in node: Int32) -> Int32? {
        var found: Int32?
        var current = page.firstChild[Int(node)]
        while current != PageAnalysis.none {
            let isHeading = HTMLTagSet.headings.contains(page.tags[Int(current)])
            if isHeading {
                guard found == nil else { return nil }
                found = current
            }
            current = page.next(after: current, within: node, enteringChildren: !isHeading)
        }
        return found.flatMap { page.textLength[Int($0)] > 0 ? $0 : nil }
    }

    /// Whether the story's prose comes right after `node`: the next element with words holds a paragraph.
    private func proseFollows(_ node: Int32) -> Bool {
        var current = page.nextSibling[Int(node)]
        while current != PageAnalysis.none {
            if page.isElement(current), page.textLength[Int(current)] > 0 {
                return page.paragraphText[Int(current)] > 0
            }
            current = page.nextSibling[Int(current)]
        }
        return false
    }

    private func isAncestor(_ node: Int32, of descendant: Int32) -> Bool {
        var current = page.parent[Int(descendant)]
        while current != PageAnalysis.none {
            if current == node { return true }
            current = page.parent[Int(current)]
        }
        return false
    }
}
