import HTML

/// An icon drawn inline in SVG (`<svg aria-label="Yes">`, or with a
/// `<title>`): in a table's cell its name is what the cell says.
enum DrawnIcon {
    /// What the SVG element `node` means, from its `aria-label` or its
    /// `<title>`; nil when it says nothing or is hidden from readers.
    static func label(of node: HTMLNode) -> String? {
        guard node.namespace == .svg, node.tag == .svg, !node.attributeEquals("aria-hidden", "true") else { return nil }
        let title = node.elementChildren.first { $0.namespace == .svg && $0.tag == .title }
        let label = node.attribute("aria-label") ?? title?.textContent()
        return label.map(BodyConverter.oneLine).flatMap { $0.isEmpty ? nil : $0 }
    }
}
