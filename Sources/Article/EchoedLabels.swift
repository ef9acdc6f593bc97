import HTML

/// A box's title that `aria-hidden` keeps from screen readers only because
/// the box's `aria-label` already says its words to them (Starlight's
/// asides: `<aside aria-label="Note"><p aria-hidden="true">Note</p>…`).
/// Sighted readers see it: it is the box's label, not hidden text.
enum EchoedLabels {
    /// Whether `node`'s words are its parent's `aria-label`.
    static func echoesParentLabel(_ node: HTMLNode) -> Bool {
        guard let parent = node.parent, parent.isElement, parent.attributeCount > 0,
            let label = parent.attribute("aria-label")
        else { return false }
        let wanted = folded(label)
        guard !wanted.isEmpty,
            let words = node.textContent(
                atMost: label.utf8.count + 16, collapsingWhitespace: true, excluding: HTMLTagSet.nonRendered)
        else { return false }
        return folded(words) == wanted
    }

    /// `text` in lower case, its white space collapsed and trimmed.
    private static func folded(_ text: String) -> String {
        text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
