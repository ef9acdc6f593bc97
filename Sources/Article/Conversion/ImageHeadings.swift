import HTML

/// Headings set as pictures of their words (`<h2><img alt="Results"></h2>`:
/// a drawn title, a heading in a special typeface): such a heading is its
/// pictures' alt text, not a picture. A headline drawn so outside a
/// heading has the shape of a line of lettering (`isLettering`).
enum ImageHeadings {
    /// The words of heading `node` when it has no text of its own but
    /// pictures with alt text (icons, hidden pictures and permalink marks
    /// aside): their alt texts on one line; nil otherwise.
    static func words(of node: HTMLNode) -> String? {
        var alts: [String] = []
        var hasText = false
        node.walkDescendants { child in
            if child.isText {
                hasText = child.utf8Data.contains { !($0 == 0x20 || ($0 >= 0x09 && $0 <= 0x0D)) }
                return hasText ? .stop : .skipChildren
            }
            guard child.isElement, !(child.attributeCount > 0 && BodyConverter.isHidden(child)) else {
                return .skipChildren
            }
            if child.isHTML(.img), !isIcon(child), let alt = child.attribute("alt").map(BodyConverter.oneLine),
                !alt.isEmpty
            {
                alts.append(alt)
            }
            return .enterChildren
        }
        guard !hasText, !alts.isEmpty else { return nil }
        return alts.joined(separator: " ")
    }

    /// The most pixels high a picture of one line of lettering is.
    static let lineOfLettering = 60

    /// Whether a picture `width` by `height` pixels is shaped as one line
    /// of lettering (a title drawn as a GIF, 185 x 18): low and at least
    /// four times as wide as high, never a photo's shape. Unknown sizes are
    /// no lettering.
    static func isLettering(width: Int?, height: Int?) -> Bool {
        guard let width, let height, height > 0 else { return false }
        return height <= lineOfLettering && width >= 4 * height
    }

    /// The headline drawn as a line of lettering over a page's text: the
    /// alt text of the page's first picture so shaped that no link holds
    /// (a logo links to the site's home); the title of a page that has no
    /// other (Paul Graham's essays saved without their `<title>`).
    static func letteringHeadline(in document: HTMLDocument) -> String? {
        var found: String?
        document.body?.walkDescendants { node in
            guard node.isElement, !node.isHTML(.a) else { return .skipChildren }
            if node.isHTML(.img),
                isLettering(
                    width: ListNumbering.integer(node.attribute("width")),
                    height: ListNumbering.integer(node.attribute("height"))),
                let alt = node.attribute("alt").map(BodyConverter.oneLine), !alt.isEmpty
            {
                found = alt
                return .stop
            }
            return .enterChildren
        }
        return found
    }

    /// Whether `image` is an icon beside words (a link mark, an emoji): 32
    /// pixels or less each way.
    private static func isIcon(_ image: HTMLNode) -> Bool {
        let width = ListNumbering.integer(image.attribute("width"))
        let height = ListNumbering.integer(image.attribute("height"))
        return (width ?? 100) <= 32 && (height ?? 100) <= 32
    }
}
