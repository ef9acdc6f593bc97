import Foundation
import HTML

/// Embeds that a page writes as an element its host's script fills in,
/// which shows nothing without it: a Flourish chart
/// (`<div class="flourish-embed" data-src="visualisation/123">`), an
/// Infogram chart (`<div class="infogram-embed" data-id="…">`), a CodePen
/// pen (`<p class="codepen" data-user="…" data-slug-hash="…">`), a GitHub
/// gist (`<script src="https://gist.github.com/USER/ID.js">`), and the
/// posts of an AMP page (`<amp-instagram data-shortcode>`,
/// `<amp-twitter data-tweetid>`, `<amp-facebook data-href>`): the page
/// where a reader sees the work, and the label of its link line.
enum EmbedCodes {
    /// A work's page and its link line's label ("Chart: Ships' dues", "Code", "Post").
    struct Embed: Equatable {
        let page: String
        let label: String
    }

    /// The embed a `<div>` or `<p>` stands for, found by the class its
    /// host's embed code gives it and the attribute naming the work.
    static func box(_ node: HTMLNode) -> Embed? {
        // Cheap first: every one of them names its work in a data attribute.
        guard node.attributeCount >= 2,
            let name = node.attribute("data-src") ?? node.attribute("data-id") ?? node.attribute("data-slug-hash"),
            !name.isEmpty, let classes = node.attribute("class")?.lowercased()
        else { return nil }
        let names = classes.split(whereSeparator: \.isWhitespace)
        let title = node.attribute("data-title") ?? node.attribute("data-pen-title")
        func labelled(_ kind: EmbeddedPlayers.Kind) -> String {
            guard let title = title.map(BodyConverter.oneLine), !title.isEmpty else { return kind.rawValue }
            return "\(kind.rawValue): \(title)"
        }
        if names.contains("flourish-embed"), node.attribute("data-src") == name {
            // "visualisation/123" or "story/45", sometimes with a query ("?123456").
            let parts = name.prefix { $0 != "?" && $0 != "#" }.split(separator: "/")
            guard parts.count == 2, let page = EmbeddedPlayers.flourishPage(of: parts) else { return nil }
            return Embed(page: page, label: labelled(.chart))
        }
        if names.contains("infogram-embed"), node.attribute("data-id") == name, isIdentifier(name) {
            return Embed(page: "https://infogram.com/" + name, label: labelled(.chart))
        }
        if names.contains("codepen"), node.attribute("data-slug-hash") == name, isIdentifier(name),
            let user = node.attribute("data-user"), isIdentifier(user)
        {
            return Embed(page: "https://codepen.io/\(user)/pen/\(name)", label: labelled(.code))
        }
        return nil
    }

    /// The gist a `<script>` shows ("https://gist.github.com/USER/ID.js",
    /// one file of it with "?file=NAME"): its page, labelled "Code" or
    /// "Code: NAME".
    static func script(_ node: HTMLNode) -> Embed? {
        guard let source = node.attribute("src"), source.hasPrefix("https://gist.github.com/"),
            var components = URLComponents(string: source), components.path.hasSuffix(".js")
        else { return nil }
        let file = components.queryItems?.first { $0.name == "file" }?.value.flatMap { $0.isEmpty ? nil : $0 }
        components.path.removeLast(".js".count)
        components.query = nil
        guard let page = components.string else { return nil }
        guard let file else { return Embed(page: page, label: EmbeddedPlayers.Kind.code.rawValue) }
        // GitHub's anchor of a gist's file: "tides.py" is "#file-tides-py".
        let anchor = "file-" + String(file.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
        return Embed(page: page + "#" + anchor, label: "\(EmbeddedPlayers.Kind.code.rawValue): \(file)")
    }

    /// The post an AMP page's embed element shows, named by its
    /// identifier: `<amp-twitter data-tweetid>`, `<amp-instagram
    /// data-shortcode>`, `<amp-facebook data-href>`, `<amp-tiktok data-src>`.
    static func ampPost(_ node: HTMLNode) -> Embed? {
        let page: String
        switch node.tagName {
        case "amp-twitter":
            guard let id = node.attribute("data-tweetid"), !id.isEmpty, id.allSatisfy(\.isNumber) else { return nil }
            page = "https://twitter.com/i/status/" + id
        case "amp-instagram":
            guard let code = node.attribute("data-shortcode"), isIdentifier(code) else { return nil }
            page = "https://www.instagram.com/p/\(code)/"
        case "amp-facebook", "amp-tiktok":
            guard let address = node.attribute("data-href") ?? node.attribute("data-src"),
                address.hasPrefix("https://")
            else { return nil }
            page = address
        default:
            return nil
        }
        return Embed(page: page, label: EmbeddedPosts.postLabel(ofPage: page))
    }

    /// Whether `text` is a host's identifier of a work: ASCII letters,
    /// digits, '-' and '_'.
    private static func isIdentifier(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x2D
                || byte == 0x5F
        }
    }
}
