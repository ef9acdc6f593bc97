import HTML

/// A heading that only labels the figure or table set out under it in the
/// same box ("Table 1", "Fig 2. Flow of participants": PubMed Central's
/// `<h3>` in its `table-wrap` and `fig` boxes): a caption, not a section of
/// the article, so it is no entry of the contents.
enum FigureHeadings {
    /// How deep under the heading's box the figure's picture or table may sit.
    private static let depth = 3

    /// Whether `heading`, whose words are `text`, is such a label.
    static func labelsFigure(_ heading: HTMLNode, text: String) -> Bool {
        guard FigureLabel.opens(text), let box = heading.parent, box.isElement else { return false }
        return setsOut(box, depth: depth, besides: heading)
    }

    /// Whether a table or a picture sits in `node` within `depth` levels, outside `heading`.
    private static func setsOut(_ node: HTMLNode, depth: Int, besides heading: HTMLNode) -> Bool {
        for child in node.elementChildren where child != heading {
            if child.isHTML(.table) || child.isHTML(.img) || child.isHTML(.picture) { return true }
            if depth > 1, setsOut(child, depth: depth - 1, besides: heading) { return true }
        }
        return false
    }
}
