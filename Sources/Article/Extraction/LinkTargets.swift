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
                let href = (page.document.node(HTMLNodeID(rawValue: current)).attribute("href") ?? "")
                    .trimmingCharacters(in: .whitespacesAndNewlines)
                if href.isEmpty || href.hasPrefix("#") || href.lowercased().hasPrefix("javascript:") { continue }
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

    /// Whether `href` names a file to download by its path's extension.
    static func isFile(_ href: String) -> Bool {
        let path = URLComponents(string: href)?.path ?? href
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return false }
        return fileExtensions.contains(path[path.index(after: dot)...].lowercased())
    }
}
