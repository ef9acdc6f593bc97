import HTML

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
    /// or nil when it names none that can be fetched.
    static func reference(of node: HTMLNode) -> String? {
        for name in lazyAttributes {
            if let value = node.attribute(name), isUsable(value) { return value }
        }
        if let source = node.attribute("src"), isUsable(source) { return source }
        for name in candidateAttributes {
            if let value = node.attribute(name), let first = firstCandidate(value), isUsable(first) { return first }
        }
        return nil
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
        var path = url.utf8[...]
        if let end = path.firstIndex(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }) {
            path = path[..<end]
        }
        guard let dot = path.lastIndex(of: UInt8(ascii: ".")) else { return false }
        let ext = String(decoding: path[path.index(after: dot)...].map { $0 | 0x20 }, as: UTF8.self)
        return ["jpg", "jpeg", "png", "gif", "webp", "avif", "svg", "bmp", "tif", "tiff"].contains(ext)
    }
}
