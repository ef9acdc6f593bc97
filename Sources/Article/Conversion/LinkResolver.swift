import Problems

/// Turns the `href` and `src` values of one page into the targets of
/// gemtext link lines: absolute (resolved against `<base href>` or the
/// page's address), cleaned (no invisible characters, no tracking
/// parameters, no user name or password: `URLCredentials`, a mistyped
/// scheme repaired: `SchemeTypos`), and only where
/// following them makes sense.
struct LinkResolver {
    /// What relative references are resolved against, when known.
    private let base: URLReference?
    /// The page's own addresses without fragment, for spotting same-page links.
    private let pageAddresses: [String]

    /// Schemes whose links do nothing useful outside the page (scripts,
    /// inline data, browser internals, the reader's own disk).
    private static let droppedSchemes: Set<String> = ["javascript", "vbscript", "data", "about", "blob", "file"]

    /// A resolver for a page at `pageURL` (absolute, or nil when unknown)
    /// whose `<base href>` is `baseHref`; `otherAddresses` are more
    /// addresses of the same page (its canonical URL, say).
    init(pageURL: String?, baseHref: String?, otherAddresses: [String] = []) {
        let page = pageURL.map(URLReference.init).flatMap { $0.isAbsolute ? $0 : nil }
        var base = page
        if let baseHref, !baseHref.isEmpty {
            let reference = URLReference(baseHref)
            if reference.isAbsolute {
                base = reference.resolved(against: reference)
            } else if let page {
                base = reference.resolved(against: page) ?? page
            }
        }
        self.base = base
        let others = otherAddresses.map(URLReference.init).filter(\.isAbsolute)
        self.pageAddresses = ([page].compactMap { $0 } + others).map(\.stringWithoutFragment)
    }

    /// The target for a link's `href`, or nil when the link is dropped:
    /// empty, fragment-only or otherwise pointing at this same page,
    /// `javascript:` and the like, `mailto:` without an address, and the
    /// share buttons of social networks ("Click to tweet": the sentence
    /// stays as text). A redirector's link leads straight to the address
    /// it sends readers on to (`RedirectLinks`).
    func link(_ href: String) -> String? {
        guard var target = resolve(href, keepingSamePage: false), !ShareLinks.isShareLink(target) else { return nil }
        if let destination = RedirectLinks.destination(of: target),
            let direct = resolve(destination, keepingSamePage: false)
        {
            target = direct
        }
        if target.scheme == Array("mailto".utf8) {
            guard let first = target.path.first, first != UInt8(ascii: "?") else { return nil }
        }
        return target.string
    }

    /// Whether `href` jumps to a place in this same page: a fragment alone
    /// ("#fnref3"), or the page's own address with one ("cleaning.html#fnref3"
    /// on cleaning.html, as bookdown writes its links back from its notes).
    func jumpsWithinPage(_ href: String) -> Bool {
        if href.drop(while: { $0 == " " }).first == "#" { return true }
        guard let fragment = URLReference(href).fragment, !fragment.isEmpty,
            let target = resolve(href, keepingSamePage: true), target.isAbsolute
        else { return false }
        return pageAddresses.contains(target.stringWithoutFragment)
    }

    /// Whether `href` leads to a page of the site this page is on (the same
    /// host), such as a wiki's help pages.
    func leadsWithinSite(_ href: String) -> Bool {
        guard let site = base?.authority, let target = resolve(href, keepingSamePage: true)?.authority else {
            return false
        }
        return target.count == site.count && zip(target, site).allSatisfy { $0 | 0x20 == $1 | 0x20 }
    }

    /// The target for a resource such as an image's `src`, or nil when it
    /// cannot be fetched on its own (empty, inline `data:`, `javascript:`).
    func resource(_ src: String) -> String? {
        resolve(src, keepingSamePage: true)?.string
    }

    /// Whether an `href` runs a script instead of leading somewhere.
    static func runsScript(_ href: String?) -> Bool {
        guard let href else { return false }
        return URLReference(href).schemeName.map { $0.lowercased() == "javascript" || $0.lowercased() == "vbscript" }
            ?? false
    }

    /// `address` without tracking parameters (unchanged when it has none).
    static func withoutTrackers(_ address: String) -> String {
        var reference = URLReference(address)
        guard let query = reference.query, let scheme = reference.scheme, URLReference.isWeb(scheme) else {
            return address
        }
        let kept = TrackingParameters.removed(from: query)
        guard kept != query else { return address }
        reference.query = kept
        return reference.string
    }

    private func resolve(_ raw: String, keepingSamePage: Bool) -> URLReference? {
        let reference = URLReference(SchemeTypos.repaired(raw))  // "ttps://", "http//"
        if reference.bytes.isEmpty { return nil }
        if !reference.isAbsolute && reference.authority == nil && reference.path.isEmpty && reference.query == nil {
            return nil  // "#section": a jump inside the page
        }
        var target = reference
        if let base, let resolved = reference.resolved(against: base) {
            target = resolved
        } else if !reference.isAbsolute && base != nil {
            return nil
        }
        if let scheme = target.schemeName, Self.droppedSchemes.contains(scheme) { return nil }
        if !keepingSamePage, target.isAbsolute, pageAddresses.contains(target.stringWithoutFragment) {
            return nil
        }
        if let query = target.query, let scheme = target.scheme, URLReference.isWeb(scheme) {
            target.query = TrackingParameters.removed(from: query)
        }
        // A user name and password, in the link or in the address it is
        // relative to, never reach a page.
        if let authority = target.authority, authority.contains(UInt8(ascii: "@")) {
            target = URLReference(URLCredentials.strip(target.string).url)
        }
        return target
    }
}
