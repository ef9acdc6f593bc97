import HTML

/// A box's icon written as a character: the "!" that opens Zenn's message
/// boxes (`<div class="msg-symbol">!</div>` before the message), an "ℹ" or
/// "⚠" block before a note's words. A block of a symbol or two, with no
/// letter or digit, that opens a box with words after it is the box's
/// look, not its text, and is left out.
enum BoxIcons {
    /// The most bytes of an icon's text (an emoji with its modifiers).
    private static let longestIcon = 12

    /// Whether the block `node` is such an icon.
    static func isIcon(_ node: HTMLNode) -> Bool {
        guard let text = node.firstChild, text.isText, text.nextSibling == nil, text.utf8Data.count <= longestIcon,
            let box = node.parent, box.isElement
        else { return false }
        var previous = node.previousSibling
        while let sibling = previous {
            if sibling.isElement || (sibling.isText && sibling.utf8Data.contains(where: { $0 > 0x20 })) { return false }
            previous = sibling.previousSibling
        }
        let symbols = text.data.unicodeScalars.filter { !$0.properties.isWhitespace }
        guard !symbols.isEmpty, symbols.count <= 4,
            !symbols.contains(where: { $0.properties.isAlphabetic || $0.properties.numericType != nil })
        else { return false }
        // Words follow in the box.
        var next = node.nextSibling
        while let sibling = next {
            if sibling.isElement, sibling.textLength(collapsingWhitespace: true, excluding: .nonRendered) > 0 {
                return true
            }
            next = sibling.nextSibling
        }
        return false
    }
}
