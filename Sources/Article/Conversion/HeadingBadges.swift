import HTML

/// A badge set in a heading beside its words (VitePress's `<span
/// class="VPBadge tip">beta</span>`, Bootstrap's `badge`, Docusaurus'
/// `badge--secondary`): a word of its own, drawn in a box right after the
/// heading's last word with no space in the markup, which must not join
/// it ("The Setup Wizard beta", never "The Setup Wizardbeta").
enum HeadingBadges {
    /// Whether the inline element `node` is named a badge by its class.
    static func isBadge(_ node: HTMLNode) -> Bool {
        guard node.attributeCount > 0, let classes = node.attribute("class") else { return false }
        return classes.utf8.count >= 5 && classes.lowercased().contains("badge")
    }
}
