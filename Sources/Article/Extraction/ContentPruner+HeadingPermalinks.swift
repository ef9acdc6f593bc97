import HTML

/// A heading set in a box beside its permalink (Starlight's `<div
/// class="sl-heading-wrapper"><h2 id="usage">Usage</h2><a
/// href="#usage"><svg…/><span class="sr-only">Section titled
/// “Usage”</span></a></div>`): the link's words for screen readers may
/// outweigh the heading's, but the box is the section's heading, never a
/// list of links.
extension ContentPruner {
    /// Whether `node`'s elements are one heading without links and links
    /// that jump to it (`href="#its-id"`), with no other text.
    func isHeadingBesideItsPermalink(_ node: Int32) -> Bool {
        var heading: Int32?
        var permalinks: [Int32] = []
        var child = page.firstChild[Int(node)]
        while child != PageAnalysis.none {
            let index = Int(child)
            if page.isText(child) {
                if page.textLength[index] > 0 { return false }
            } else if page.isElement(child) {
                if HTMLTagSet.headings.contains(page.tags[index]) {
                    guard heading == nil, page.linkCount[index] == 0 else { return false }
                    heading = child
                } else if page.has(child, .hyperlink) {
                    permalinks.append(child)
                } else if page.textLength[index] > 0 {
                    return false
                }
            }
            child = page.nextSibling[index]
        }
        guard let heading, !permalinks.isEmpty,
            let id = page.document.node(HTMLNodeID(rawValue: heading)).attribute("id"), !id.isEmpty
        else { return false }
        return permalinks.allSatisfy { link in
            page.document.node(HTMLNodeID(rawValue: link)).attribute("href") == "#" + id
        }
    }
}
