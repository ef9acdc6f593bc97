import Gemini

/// Keeps every page at one URL: a request that spells a page differently
/// (parameters in another order, a default value written out, a stray `?`)
/// is sent to the canonical spelling with a permanent redirect, so
/// bookmarks, links and the page cache all agree.
enum Canonical {
    /// The path and query `request` was sent with, as written.
    static func target(of request: Request) -> String {
        let path = request.url.path.isEmpty ? "/" : request.url.path
        return request.url.query.map { "\(path)?\($0)" } ?? path
    }

    /// Throws a 31 redirect to `canonical` unless `request` was sent exactly so.
    static func redirectUnlessCanonical(_ request: Request, to canonical: String) throws {
        if target(of: request) != canonical {
            throw ResponseError(.redirect(to: canonical, permanent: true))
        }
    }

    /// For pages that take no parameters: a query is dropped with a redirect.
    static func requireNoQuery(_ request: Request) throws {
        try redirectUnlessCanonical(request, to: request.path.encoded)
    }
}
