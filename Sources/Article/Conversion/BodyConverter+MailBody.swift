import HTML

/// A mail message that HyperKitty (Mailman 3's archive) shows as its
/// plain text in a box its stylesheet keeps the lines of (`<div
/// class="email">` … `<div class="email-body">`), where the page's own
/// markup keeps none: its paragraphs apart and its wrapped lines joined,
/// as `MailText` reads a message in a `<pre>`. HyperKitty takes the
/// quote marks off the quoted lines and sets them in a box of their own
/// (`quoted-text`, behind a `quoted-switch` link "..."): they are quotes.
extension BodyConverter {
    /// Whether `node` is HyperKitty's box of a message's plain text: named
    /// `email-body` in a box named `email`, holding no block but the
    /// quoted parts (a message rendered from Markdown holds paragraphs, and
    /// is read as any text).
    static func isArchivedMailBody(_ node: HTMLNode) -> Bool {
        guard node.attributeCount > 0, node.hasClass("email-body"), let parent = node.parent, parent.hasClass("email")
        else { return false }
        return !node.elementChildren.contains { child in
            ElementRoles.blocks.contains(child.tag) && !child.hasClass("quoted-text") && !child.hasClass("quoted-switch")
        }
    }

    /// Writes the message in `node` (see `isArchivedMailBody`).
    mutating func archivedMailBody(_ node: HTMLNode) {
        flush()
        var text = ""
        for child in node.children where !content.isExcluded(child.id) {
            if child.isText {
                text += String(decoding: child.utf8Data, as: UTF8.self)
            } else if child.isElement, child.hasClass("quoted-text") {
                let lines = child.textContent().split(separator: "\n", omittingEmptySubsequences: false)
                if !text.isEmpty, !text.hasSuffix("\n") { text += "\n" }
                text += lines.map { "> " + String($0).trimmingEdges(" \t") }.joined(separator: "\n") + "\n"
            } else if child.isElement, child.tag == .br {
                text += "\n"
            } else if child.isElement, !child.hasClass("quoted-switch"), !ElementRoles.skipped.contains(child.tag) {
                text += child.textContent()
            }
        }
        // The template's indentation before the message's first line is no part of it.
        writeMail(String(text.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }))
    }
}
