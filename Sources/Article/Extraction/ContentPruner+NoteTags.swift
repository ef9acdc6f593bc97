import HTML

/// The line of tags that opens a note published from HackMD or CodiMD
/// (written "###### tags: `ops` `ci`": a heading or a paragraph whose label
/// "tags:" stands before words each set in an element of their own, a
/// `<code>` or a `<span class="tag">`): the note's labels, not its text. A
/// sentence that opens with "Tags:" has words of its own and stays.
extension ContentPruner {
    /// Whether `node` is such a line of tags.
    func isNoteTagLine(_ node: Int32) -> Bool {
        let index = Int(node)
        let tag = page.tags[index]
        guard HTMLTagSet.headings.contains(tag) || tag == .p, page.textLength[index] <= TextLabels.longestTagLine,
            page.subtreeSize[index] <= Self.smallSubtree, page.firstChild[index] != PageAnalysis.none,
            page.nextSibling[Int(page.firstChild[index])] != PageAnalysis.none  // a label and its tags
        else { return false }
        var tags = 0
        var loose = ""
        page.document.node(HTMLNodeID(rawValue: node)).walkDescendants { child in
            if child.isText {
                loose += child.data
                return .skipChildren
            }
            guard child.isElement else { return .skipChildren }
            let isTag =
                child.isHTML(.code)
                || (child.attribute("class")?.split(whereSeparator: \.isWhitespace).contains("tag") ?? false)
            if isTag {
                tags += 1
                return .skipChildren
            }
            return .enterChildren
        }
        // Outside the tags, the label alone: "tags", "categories".
        return tags > 0 && loose.filter({ $0.isLetter || $0.isNumber }).count <= Self.longestTagLabel
            && TextLabels.isTagLine(texts.text(of: node))
    }

    /// The most letters of a tag line's label ("categories").
    static let longestTagLabel = 12
}
