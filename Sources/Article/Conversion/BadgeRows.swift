import HTML

/// A row of status badges that opens a project's README (`<p><a><img
/// src="https://img.shields.io/crates/v/x.svg" alt="crates.io"></a> <a><img
/// src="…/actions/workflows/ci.yml/badge.svg" alt="build status"></a></p>`):
/// small pictures of a build's state, a version or a licence, each linking
/// to the service that draws it. Furniture of the project's page, no part of
/// what the README says.
enum BadgeRows {
    /// Whether the block `node` holds nothing but linked pictures (and white
    /// space), each of them a badge: its address, or the one it was copied
    /// from (`data-canonical-src`, as GitHub's image proxy keeps it), names a
    /// badge or a badge service, or its alt text names a badge.
    static func isBadgeRow(_ node: HTMLNode) -> Bool {
        var badges = 0
        for child in node.children {
            if child.isText {
                if child.utf8Data.contains(where: { $0 > 0x20 }) { return false }
                continue
            }
            guard child.isElement else { continue }
            let picture: HTMLNode? = child.isHTML(.img) ? child : child.isHyperlink ? onlyPicture(in: child) : nil
            guard let picture, isBadge(picture) else { return false }
            badges += 1
        }
        return badges > 0
    }

    /// The one `<img>` a link holds, with no words beside it (a `<picture>` around it counts as it).
    private static func onlyPicture(in link: HTMLNode) -> HTMLNode? {
        var found: HTMLNode?
        var clean = true
        link.walkDescendants { node in
            if node.isText {
                if node.utf8Data.contains(where: { $0 > 0x20 }) { clean = false }
                return clean ? .skipChildren : .stop
            }
            guard node.isElement else { return .skipChildren }
            if node.isHTML(.img) {
                if found != nil { clean = false }
                found = node
                return clean ? .skipChildren : .stop
            }
            return .enterChildren
        }
        return clean ? found : nil
    }

    /// Whether the picture `img` is a badge.
    private static func isBadge(_ img: HTMLNode) -> Bool {
        for name in ["src", "data-canonical-src"] {
            guard let address = img.attribute(name)?.lowercased() else { continue }
            if badgeAddressParts.contains(where: { address.contains($0) }) { return true }
        }
        guard let alt = img.attribute("alt")?.lowercased() else { return false }
        return badgeWords.contains { alt.contains($0) }
    }

    /// Parts of a badge's address: the word, and the services that draw them.
    private static let badgeAddressParts = ["badge", "shields.io", "badgen.net"]

    /// Words of a badge's alt text.
    private static let badgeWords = ["badge", "build status", "build passing", "coverage status"]
}
