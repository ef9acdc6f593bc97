import HTML

/// Code a page shows in a `<textarea>` rather than a `<pre>`: an example
/// the reader may edit and run (Go's package pages, pkg.go.dev's
/// `textarea.Documentation-exampleCode`, playgrounds). It is no form's
/// field: it sends nothing (no `name`, no `<form>` around it) and holds
/// text of two lines or more. A comment box, a search field or an embed
/// code to copy in one line stay controls.
enum ShownCode {
    /// Whether the `<textarea>` `node` shows code, as above.
    static func isShownCode(_ node: HTMLNode) -> Bool {
        guard node.isHTML(.textarea), node.attribute("name") == nil, let text = node.firstChild, text.isText,
            text.nextSibling == nil
        else { return false }
        let data = text.utf8Data
        guard let lineBreak = data.firstIndex(of: 0x0A),
            data[..<lineBreak].contains(where: { $0 > 0x20 }),
            data[(lineBreak + 1)...].contains(where: { $0 > 0x20 })
        else { return false }
        return !node.ancestors.contains { $0.isHTML(.form) }
    }
}
