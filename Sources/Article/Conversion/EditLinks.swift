import HTML

/// A documentation page's link to edit its own source ("Edit this page",
/// "Edit on GitHub", "Suggest an edit"), which documentation generators
/// set at the top or foot of every page (MkDocs Material's pencil icon
/// titled "Edit this page", Docusaurus's, Read the Docs' "Edit on
/// GitHub"): it acts on the page and is no part of it. Only a link that
/// stands alone goes, its words exactly such a phrase (its text, or the
/// title or label of an icon); a sentence that links those words keeps them.
enum EditLinks {
    /// Whether the link `node` is such a link.
    static func isEditLink(_ node: HTMLNode) -> Bool {
        guard node.isHyperlink, let href = node.attribute("href"), leadsToSource(href),
            let words = words(of: node), phrases.contains(words)
        else { return false }
        return standsAlone(node)
    }

    /// Whether `href` leads to a page's source on a forge or beside the
    /// docs: its path holds "edit", "/blob/", "/tree/", "/src/" or "_sources".
    private static func leadsToSource(_ href: String) -> Bool {
        ["edit", "/blob/", "/tree/", "/src/", "_sources"].contains { href.contains($0) }
    }

    /// What such links say, lower-cased.
    private static let phrases: Set<String> = [
        "edit this page", "edit this page on github", "edit page", "edit on github", "edit on gitlab",
        "edit on bitbucket", "edit on codeberg", "suggest an edit", "suggest edits", "improve this page",
        "view page source", "view source of this page",
    ]

    /// The link's words, lower-cased and collapsed; its title or label when
    /// it shows none (an icon); nil when they are too long to be a phrase.
    private static func words(of node: HTMLNode) -> String? {
        guard var text = node.textContent(atMost: 40, collapsingWhitespace: true, excluding: .nonRendered) else {
            return nil
        }
        if text.isEmpty, node.attributeCount > 0 {
            text = node.attribute("title") ?? node.attribute("aria-label") ?? ""
        }
        guard text.utf8.count <= 40 else { return nil }
        return text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Whether nothing but blocks, links and white space stand beside `node`
    /// in its parent: no words of a sentence around it.
    private static func standsAlone(_ node: HTMLNode) -> Bool {
        guard let parent = node.parent else { return true }
        for sibling in parent.children where sibling != node {
            if sibling.isText {
                if sibling.utf8Data.contains(where: { $0 > 0x20 }) { return false }
            } else if sibling.isElement, sibling.namespace == .html, !sibling.isHyperlink,
                !ElementRoles.blocks.contains(sibling.tag), !ElementRoles.skipped.contains(sibling.tag),
                sibling.textLength(collapsingWhitespace: true, excluding: .nonRendered) > 0
            {
                return false
            }
        }
        return true
    }
}
