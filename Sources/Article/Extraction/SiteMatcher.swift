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
        var onlyWithin = true
        visitLinks(in: node, page: page) { isWithin in
            found = true
            onlyWithin = isWithin
            return isWithin
        }
        return found && onlyWithin
    }

    /// Whether most links in `node`'s subtree lead to other sites.
    func linksMostlyElsewhere(_ node: Int32, page: PageAnalysis) -> Bool {
        var within = 0
        var elsewhere = 0
        visitLinks(in: node, page: page) { isWithin in
            if isWithin { within += 1 } else { elsewhere += 1 }
            return true
        }
        return elsewhere > within
    }

    /// Calls `body` with whether each link below `node` (not an in-page
    /// anchor or a script) stays on this site, until `body` returns false.
    private func visitLinks(in node: Int32, page: PageAnalysis, _ body: (Bool) -> Bool) {
        var stack = [node]
        while let current = stack.popLast() {
            guard page.isElement(current) else { continue }
            if page.isHyperlink(current) {
                guard let href = LinkTargets.address(of: current, page: page) else { continue }
                let host = URL(string: href)?.host ?? Self.hostOfUnparsable(href)
                if !body(host.map { Self.registrableDomain($0) == site } ?? true) { return }
            }
            stack.append(contentsOf: page.children(of: current))
        }
    }

    /// The host of an absolute address `URL` will not parse (spaces, odd characters).
    private static func hostOfUnparsable(_ href: String) -> String? {
        guard let range = href.range(of: "://") else { return nil }
        let rest = href[range.upperBound...]
        let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" && $0 != ":" }
        return host.isEmpty ? nil : String(host)
    }
}
