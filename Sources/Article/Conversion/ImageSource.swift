import HTML
import Pictures

/// Where an image element gets its picture, lazy loading included: pages
/// that load images by script keep the real address in `data-src` (and
/// similar) and put a placeholder in `src`.
enum ImageSource {
    /// Attributes holding the real address of a lazily loaded image, most telling first.
    private static let lazyAttributes = [
        "data-src", "data-lazy-src", "data-original", "data-lazy", "data-url", "data-hi-res-src", "data-full-src",
        "data-orig-file",
    ]
    /// Attributes holding a `srcset`-style list of candidates.
    private static let candidateAttributes = ["srcset", "data-srcset", "data-lazy-srcset"]

    /// The address the element names for its picture (not yet resolved),
    /// or nil when it names none that can be fetched: a lazy-loading
    /// attribute's, else the best of its `srcset` and `src` (the widest up
    /// to about 1600 px, see `PictureChoice`).
    static func reference(of node: HTMLNode) -> String? {
        for name in lazyAttributes {
            if let value = node.attribute(name), isUsable(value) { return value }
        }
        let source = node.attribute("src").flatMap { isUsable($0) ? $0 : nil }
        let srcset = candidateAttributes.lazy.compactMap { node.attribute($0) }.first { firstCandidate($0) != nil }
        return PictureChoice.best(
            imageSrcset: srcset, imageSrc: source, displayWidth: ListNumbering.integer(node.attribute("width")))
    }

    /// The address a `<picture>` offers for its `<img>`: the first of its
    /// `<source>`s a wide screen would use, of a type gempaper keeps, else
    /// the image's own (`reference(of:)`).
    static func reference(ofPicture node: HTMLNode, image: HTMLNode?) -> String? {
        let sources = node.elementChildren.filter { $0.isHTML(.source) }.compactMap { source -> PictureSource? in
            guard let srcset = candidateAttributes.lazy.compactMap({ source.attribute($0) }).first else { return nil }
            return PictureSource(srcset: srcset, media: source.attribute("media"), type: source.attribute("type"))
        }
        let displayWidth = image.flatMap { ListNumbering.integer($0.attribute("width")) }
        if let chosen = PictureChoice.best(sources: sources, imageSrcset: nil, imageSrc: nil, displayWidth: displayWidth)
        {
            return chosen
        }
        if let image, let own = reference(of: image) { return own }
        // No source fits a wide screen: any source is better than none.
        return sources.lazy.compactMap { PictureChoice.best(PictureCandidate.parse(srcset: $0.srcset), displayWidth: displayWidth)?.url }.first
    }

    /// Whether `node` is an empty `<div>` or `<span>` that a script turns
    /// into a picture: it names a picture's address in a lazy-loading
    /// attribute (`<div class="js-delayed-image-load" data-src="….jpg"
    /// data-alt="…">`) and holds nothing else.
    static func isPlaceholder(_ node: HTMLNode) -> Bool {
        guard node.namespace == .html, node.tag == .div || node.tag == .span, node.attributeCount > 0,
            node.children.allSatisfy({ $0.kind == .comment || ($0.isText && $0.utf8Data.allSatisfy { $0 <= 0x20 }) })
        else { return false }
        return lazyAttributes.contains { name in node.attribute(name).map(looksLikeImage) ?? false }
    }

    /// Whether the link around `node` has text of its own (then it gets a
    /// link line labelled with it, and the picture needs none).
    static func anchorHasText(around node: HTMLNode) -> Bool {
        var ancestor = node.parent
        while let current = ancestor, !current.isHyperlink { ancestor = current.parent }
        guard let anchor = ancestor else { return false }
        return !anchor.textContent(collapsingWhitespace: true).isEmpty
    }

    /// The first address of a `srcset` value (`a.jpg 1x, b.jpg 2x` → `a.jpg`).
    static func firstCandidate(_ srcset: String) -> String? {
        var bytes = srcset.utf8[...]
        bytes = bytes.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0C || $0 == 0x0D || $0 == 0x2C }
        var url = bytes.prefix { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0C && $0 != 0x0D }
        while url.last == 0x2C { url = url.dropLast() }
        return url.isEmpty ? nil : String(Substring(url))
    }

    /// Whether `value` may name a real picture: not empty, not inline
    /// `data:` (a placeholder, or too big for a link line).
    private static func isUsable(_ value: String) -> Bool {
        let trimmed = value.utf8.drop { $0 <= 0x20 }
        guard !trimmed.isEmpty else { return false }
        let scheme = trimmed.prefix(5).map { $0 | 0x20 }
        return scheme != Array("data:".utf8)
    }

    /// Whether a link target's path ends like a picture file (`.jpg`, `.png`…).
    static func looksLikeImage(_ url: String) -> Bool {
        guard let ext = LinkTargets.pathExtension(of: url) else { return false }
        return ["jpg", "jpeg", "png", "gif", "webp", "avif", "svg", "bmp", "tif", "tiff"].contains(ext)
    }
}
