import HTML

/// An icon drawn by an icon font's ligature: Google's Material Icons and
/// Material Symbols spell the icon's name as the element's text
/// (`<i class="material-icons">chevron_left</i>`, `<span
/// class="material-symbols-outlined">search</span>`), which the font draws
/// as one glyph. The name is no word of the page: "chevron_left Browse All
/// Posts" is "Browse All Posts".
enum IconLigatures {
    /// The longest icon name, in bytes.
    private static let longestName = 40

    /// Whether `node` is an icon font's element holding only its icon's name.
    static func isIconName(_ node: HTMLNode) -> Bool {
        guard node.attributeCount > 0, ElementRoles.icons.contains(node.tag), let classes = node.attribute("class"),
            classes.utf8.count >= 14, classes.contains("material-icons") || classes.contains("material-symbols"),
            let text = node.firstChild, text.isText, text.nextSibling == nil, text.utf8Data.count <= longestName
        else { return false }
        let name = text.utf8Data.drop { $0 <= 0x20 }.reversed().drop { $0 <= 0x20 }
        return !name.isEmpty
            && name.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: "_") }
    }
}
