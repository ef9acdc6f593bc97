import HTML

/// Whether a block's words are all set in one style: italics or small
/// print for a caption, bold or italics for a note set apart from the prose.
enum StyledText {
    /// Italics, small print and citations: how captions are set.
    static let captionStyles: HTMLTagSet = [.em, .i, .small, .cite]
    /// Bold and italics: how notes to the reader are set.
    static let noteStyles: HTMLTagSet = [.b, .strong, .em, .i]

    /// Whether every word below `node` is inside one of `styles` (looked
    /// for among the first `budget` nodes only; a bigger block is not).
    static func allWords(of node: HTMLNode, in styles: HTMLTagSet, budget: Int) -> Bool {
        var found = false
        var plain = false
        let isWhole = node.walkDescendants(limit: budget) { child in
            if child.isElement, styles.contains(child.tag) {
                if child.textContent().contains(where: { !$0.isWhitespace }) { found = true }
                return .skipChildren
            }
            if child.isText, child.utf8Data.contains(where: { $0 > 0x20 }) {
                plain = true
                return .stop
            }
            return .enterChildren
        }
        return isWhole && found && !plain
    }
}
