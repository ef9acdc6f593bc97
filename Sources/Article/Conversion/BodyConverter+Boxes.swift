import HTML

/// A box set apart from the story (`<aside>`) that the extractor kept: an
/// infobox of facts about the story's subject (Fandom's portable
/// infoboxes). Its headings name it and its groups, not sections of the
/// story: they are lines, not entries of the table of contents; a heading
/// alone with its value in an element of their own labels it ("Born" over
/// "36 BBY" reads "Born: 36 BBY").
extension BodyConverter {
    /// `<aside>`: a block whose headings are labels.
    mutating func box(_ node: HTMLNode) {
        boxDepth += 1
        block(node)
        boxDepth -= 1
    }

    /// In a box, an element holding only a heading and the value under it
    /// (`<div><h3>Born</h3><div>36 BBY</div></div>`): one labelled value.
    /// Returns false, writing nothing, for any other element.
    mutating func labelledPair(_ node: HTMLNode) -> Bool {
        guard boxDepth > 0, inlineOnly == 0, !isCompact else { return false }
        var parts: [HTMLNode] = []
        for child in node.children {
            if child.isElement {
                guard parts.count < 2, !content.isExcluded(child.id) else { return false }
                parts.append(child)
            } else if child.isText, child.utf8Data.contains(where: { $0 > 0x20 }) {
                return false
            }
        }
        guard parts.count == 2, parts[0].namespace == .html, HTMLTagSet.headings.contains(parts[0].tag),
            parts[1].namespace == .html, ElementRoles.blocks.contains(parts[1].tag),
            !HTMLTagSet.headings.contains(parts[1].tag)
        else { return false }
        flush()
        labelledValue(label: parts[0], value: parts[1])
        return true
    }
}
