import HTML

/// Content that a control in the page shows with a click: a panel of tabs
/// (`role="tabpanel"`, which alternates with its sibling panels), and a
/// block that a control right before it opens and closes (an expander's
/// body after its `aria-expanded` header, an answer after its question's
/// button), as `<details>` shows its content. The page hides it until the
/// reader asks, so it is no hidden text: the extractor and the converter
/// keep it, whatever hides it for now (`hidden`, `display: none`, a class
/// named "expand-hidden").
enum ToggledContent {
    /// Whether a click in the page shows `node`.
    static func isShownByAControl(_ node: HTMLNode) -> Bool {
        guard node.isElement, node.attributeCount > 0 else { return false }
        if isTabPanel(node) || node.attributeEquals("hidden", "until-found") { return true }
        return isToggled(node)
    }

    /// Whether `node` is a panel of tabs (`role="tabpanel"`).
    static func isTabPanel(_ node: HTMLNode) -> Bool {
        guard let role = node.attribute("role") else { return false }
        return role.utf8.count == 8 && role.lowercased() == "tabpanel"
    }

    /// Whether `node`, a block, follows the control that opens it: an
    /// element that says it expands something (`aria-expanded`,
    /// `aria-controls`), a button or a `<summary>`; or an element holding a
    /// control whose `aria-controls` names `node` (an accordion's heading
    /// around its button).
    static func isToggled(_ node: HTMLNode) -> Bool {
        guard node.namespace == .html, ElementRoles.blocks.contains(node.tag) else { return false }
        var previous = node.previousSibling
        while let sibling = previous, !sibling.isElement { previous = sibling.previousSibling }
        guard let control = previous else { return false }
        if isControl(control) { return !(isPlainButton(control) && isMenuOrDialog(node)) }
        guard let id = node.attribute("id"), !id.isEmpty, control.firstChild != nil else { return false }
        var visited = 0
        for inner in control.descendants where inner.isElement {
            visited += 1
            if visited > controlSearchLimit { return false }
            if inner.attributeCount > 0, let controlled = inner.attribute("aria-controls"),
                controlled.split(separator: " ").contains(where: { $0 == id })
            {
                return true
            }
        }
        return false
    }

    /// The most elements looked at inside the element before a block for
    /// the control that names it.
    private static let controlSearchLimit = 24

    /// Whether `node` is a button that names nothing it opens (no
    /// `aria-controls`, no `aria-expanded`): it may unfold what follows it,
    /// or open a menu or a dialog over the page.
    private static func isPlainButton(_ node: HTMLNode) -> Bool {
        guard node.isHTML(.button) || node.attribute("role")?.lowercased() == "button" else { return false }
        return !node.hasAttribute("aria-expanded") && !node.hasAttribute("aria-controls")
    }

    /// The roles of what opens over the page rather than in the story.
    private static let overlayRoles: Set<String> = ["menu", "menubar", "listbox", "dialog", "alertdialog"]

    /// Whether `node`, after a plain button, is what the button opens over
    /// the page (a menu or a dialog by its role, a modal box by
    /// `aria-modal`: a cookie notice's settings), not the story's words it
    /// unfolds (a transcript after "Show transcript").
    private static func isMenuOrDialog(_ node: HTMLNode) -> Bool {
        if node.attributeEquals("aria-modal", "true") { return true }
        guard let role = node.attribute("role") else { return false }
        return overlayRoles.contains(role.lowercased())
    }

    /// Whether `node` is a control that opens what follows it.
    private static func isControl(_ node: HTMLNode) -> Bool {
        if node.isHTML(.button) || node.isHTML(.summary) { return true }
        guard node.attributeCount > 0 else { return false }
        if node.hasAttribute("aria-expanded") || node.hasAttribute("aria-controls") { return true }
        return node.attribute("role")?.lowercased() == "button"
    }
}
