import Gemini
import ReadingList

/// Where rendered pages are kept between requests. A page is stored with
/// the library revision it was rendered at and only given back while the
/// library is still at that revision, so a change anywhere (an action
/// here, the command line, the fetch worker) is seen on the next request.
public protocol PageCache: Sendable {
    /// The page stored under `key` when it was rendered at `revision`.
    func page(for key: PageKey, at revision: LibraryRevision) -> Response?
    /// Keeps `page` under `key`, rendered at `revision`.
    func store(_ page: Response, for key: PageKey, at revision: LibraryRevision)
}

/// What a rendered page depends on: its canonical URL (with the host, as
/// feeds name it) and who is looking (owners see their actions).
public struct PageKey: Sendable, Hashable {
    /// The canonical URL: `gemini://host[:port]/path?query`.
    public let url: String
    /// The audience the page was rendered for.
    public let audience: Audience

    /// The key for `url` rendered for `audience`.
    public init(url: String, audience: Audience) {
        self.url = url
        self.audience = audience
    }

    /// Bytes the key takes in memory, roughly.
    var size: Int { url.utf8.count + 32 }
}

/// A cache that keeps nothing (`page-cache = 0`, and benchmarks of rendering).
public struct NoPageCache: PageCache {
    /// The cache that keeps nothing.
    public init() {}
    public func page(for key: PageKey, at revision: LibraryRevision) -> Response? { nil }
    public func store(_ page: Response, for key: PageKey, at revision: LibraryRevision) {}
}
