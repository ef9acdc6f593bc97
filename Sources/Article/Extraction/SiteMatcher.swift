import Foundation
import HTML

/// Tells links within the page's own site from links elsewhere, comparing
/// registrable domains (`www.example.co.uk` and `video.example.co.uk` are
/// one site).
struct SiteMatcher {
    let site: String

    /// A matcher for the site `pageURL` belongs to; `nil` without a host.
    init?(pageURL: URL) {
        guard let host = pageURL.host, !host.isEmpty else { return nil }
        site = Self.registrableDomain(host)
    }

    /// The last two labels of `host`, or three for `example.co.uk`-style
    /// names (a two-letter country code after a short second level).
    static func registrableDomain(_ host: String) -> String {
        let labels = host.lowercased().split(separator: ".").filter { !$0.isEmpty }
        if labels.count >= 3, labels[labels.count - 1].count == 2, labels[labels.count - 2].count <= 3 {
            return labels.suffix(3).joined(separator: ".")
        }
        return labels.suffix(2).joined(separator: ".")
    }

    /// Whether every link in `node`'s subtree leads to a page of this site
    /// (relative links do), and there is at least one.
    func linksOnlyWithinSite(_ node: Int32, page: PageAnalysis) -> Bool {
        var found = false
        var stack = [node]
        while let current = stack.popLast() {
            guard page.isElement(current) else { continue }
            if page.isHyperlink(current) {
                let link = page.document.node(HTMLNodeID(rawValue: current))
                let href = (link.attribute("href") ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
                if href.isEmpty || href.hasPrefix("#") || href.lowercased().hasPrefix("javascript:") { continue }
                if let host = URL(string: href)?.host ?? Self.hostOfUnparsable(href),
                    Self.registrableDomain(host) != site
                {
                    return false
                }
                found = true
            }
            stack.append(contentsOf: page.children(of: current))
        }
        return found
    }

    /// The host of an absolute address `URL` will not parse (spaces, odd characters).
    private static func hostOfUnparsable(_ href: String) -> String? {
        guard let range = href.range(of: "://") else { return nil }
        let rest = href[range.upperBound...]
        let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" && $0 != ":" }
        return host.isEmpty ? nil : String(host)
    }
}
