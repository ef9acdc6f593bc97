import HTML

/// A box of the story that the page's script shows once the page is laid
/// out: WeChat's article body (`<div id="js_content" style="visibility:
/// hidden;">`, made visible by its script), and pages that fade their text
/// in. `visibility: hidden` on a box in the page's flow that holds
/// paragraphs of prose is this, not hidden content; a small box hidden so
/// (a tooltip, a menu of links, a copy set apart to measure text) stays
/// hidden, and so does whatever `display: none`, `hidden` or `aria-hidden`
/// hides.
enum RevealedContent {
    /// The least text outside links, in bytes, of a box the script reveals:
    /// a few sentences (about 130 characters of Chinese, 70 words of English).
    static let leastText = 400

    /// Whether `node`, hidden by `style` (its own inline style, which
    /// hides it from sight only), holds the story's text.
    static func holdsStory(_ node: HTMLNode, style: InlineStyle) -> Bool {
        guard node.namespace == .html, ElementRoles.blocks.contains(node.tag), node.firstChild != nil,
            !ByteSearch.contains(style.compact, absolute), !ByteSearch.contains(style.compact, fixed)
        else { return false }
        var text = 0
        var linked = 0
        node.walkDescendants { child in
            if child.isText {
                text += child.utf8Data.count(where: { $0 > 0x20 })
                return .skipChildren
            }
            guard child.isElement, !HTMLTagSet.nonRendered.contains(child.tag) else { return .skipChildren }
            if child.isHyperlink {
                let length = child.textLength(collapsingWhitespace: true, excluding: .nonRendered)
                text += length
                linked += length
                return .skipChildren
            }
            return .enterChildren
        }
        // A menu or a list of links is no story.
        return text - linked >= leastText && linked * 3 <= text
    }

    private static let absolute = Array("position:absolute".utf8)
    private static let fixed = Array("position:fixed".utf8)
}
