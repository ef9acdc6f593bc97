import Foundation
import HTML

/// Where the links of a small block lead: one address or several, and
/// whether that is a file to download (a report's PDF, a data set) rather
/// than another page. A block that is one link to a file or to another
/// site (a source, a document) belongs to the article; one link to
/// another page of the same site is more often a teaser.
enum LinkTargets {
    /// Extensions of files a link hands over rather than pages it opens.
    static let fileExtensions: Set<String> = [
        "pdf", "csv", "tsv", "txt", "json", "ipynb", "zip", "gz", "tgz", "xz", "7z", "xls", "xlsx", "doc", "docx",
        "ppt", "pptx", "odt", "ods", "odp", "epub", "mobi", "mp3", "m4a", "ogg", "wav", "flac", "mp4", "webm",
    ]

    /// The one address every link below `node` leads to (in-page anchors
    /// and scripts aside), or `nil` when there are none or several.
    static func onlyTarget(of node: Int32, page: PageAnalysis) -> String? {
        var target: String?
        var stack = [node]
        while let current = stack.popLast() {
            guard page.isElement(current) else { continue }
            if page.isHyperlink(current) {
                guard let href = address(of: current, page: page) else { continue }
                if let target, target != href { return nil }
                target = href
            }
            stack.append(contentsOf: page.children(of: current))
        }
        return target
    }

    /// Whether `href` leads to something on the web (`http`, `https` or a
    /// relative address), not to an app (`whatsapp:`, `mailto:`, `tel:`).
    static func isPage(_ href: String) -> Bool {
        guard let colon = href.firstIndex(of: ":") else { return true }
        let scheme = href[..<colon].lowercased()
        if scheme == "http" || scheme == "https" { return true }
        // A colon after a slash, a question mark or a hash is no scheme's ("/a:b", "?t=1:2").
        return scheme.contains { $0 == "/" || $0 == "?" || $0 == "#" }
    }

    /// The address a hyperlink leads to (its `href`, trimmed), or `nil`
    /// for an in-page anchor, a script or an empty one.
    static func address(of link: Int32, page: PageAnalysis) -> String? {
        let href = (page.document.node(HTMLNodeID(rawValue: link)).attribute("href") ?? "")
            .trimmingCharacters(in: .whitespacesAndNewlines)
        if href.isEmpty || href.hasPrefix("#") || href.lowercased().hasPrefix("javascript:") { return nil }
        return href
    }

    /// Whether the links of `node` only share the page (`ShareLinks`), with
    /// in-page anchors and scripts beside them (a "Link copied" control):
    /// a share bar, however dense with links, leads to nothing to read.
    static func onlyShare(_ node: Int32, page: PageAnalysis) -> Bool {
        everyLink(of: node, page: page) { ShareLinks.isShareLink(URLReference($0)) }
    }

    /// Whether every link of `node` writes to someone (`mailto:` with an
    /// address): a list of a manual's authors or maintainers with their
    /// addresses names people, however dense with links, and leads to no
    /// other page. A "mail this" share link names no one (`mailto:?subject=`).
    static func onlyMail(_ node: Int32, page: PageAnalysis) -> Bool {
        everyLink(of: node, page: page) { href in
            href.prefix(7).lowercased() == "mailto:" && href.count > 7 && !href.dropFirst(7).hasPrefix("?")
        }
    }

    /// Whether `node` holds a link that leads somewhere (see `address`) and
    /// every such link's address is one `isWanted` accepts; in-page anchors
    /// and scripts beside them are passed over.
    static func everyLink(of node: Int32, page: PageAnalysis, leadsTo isWanted: (String) -> Bool) -> Bool {
        var found = 0
        var stack = [node]
        while let current = stack.popLast() {
            guard page.isElement(current) else { continue }
            if page.isHyperlink(current) {
                guard let href = address(of: current, page: page) else { continue }
                guard isWanted(href) else { return false }
                found += 1
                continue
            }
            stack.append(contentsOf: page.children(of: current))
        }
        return found > 0
    }

    /// Whether `href` names a file to download by its path's extension.
    static func isFile(_ href: String) -> Bool {
        pathExtension(of: href).map(fileExtensions.contains) ?? false
    }

    /// The extension of the last part of an address's path, lower-cased
    /// (`pdf` for `/files/report.PDF?v=2`), or `nil` when it has none.
    static func pathExtension(of url: String) -> String? {
        var path = url.utf8[...]
        if let end = path.firstIndex(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }) {
            path = path[..<end]
        }
        guard let dot = path.lastIndex(of: UInt8(ascii: ".")),
            !path[dot...].contains(UInt8(ascii: "/"))
        else { return nil }
        return String(decoding: path[path.index(after: dot)...].map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
    }
}
