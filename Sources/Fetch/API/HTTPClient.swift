import Foundation
import Problems

/// gempaper's own HTTP/1.1 client: GET over plain TCP or verified TLS, one
/// request per connection, within the limits of its `FetchSettings` — the
/// size cap (`maxBytes`, after decompression: a gzip or deflate body is
/// decoded as it streams and refused the moment it passes the cap), the
/// idle and total timeouts, the redirect limit — with the head's size
/// limited too, no cookies, and a `FetchCancellation` that closes the
/// connection at once. Redirects are followed here (counted, loops spotted,
/// other schemes refused). Pages and pictures are fetched through it.
///
/// Blocking: call it from a thread that may wait, or through the `async` form.
///
///     let download = try HTTPClient(settings: settings).get(url, accept: "image/*") { head, url in
///         head.fields["content-type"]?.hasPrefix("image/") == true ? nil : Problem.permanent("\(url) is no picture")
///     }
///     download.finalURL, download.contentType, download.body
public struct HTTPClient: Sendable {
    /// Looks at a successful answer's head (and the URL it came from) before
    /// its body is downloaded; a problem refuses it.
    public typealias HeadCheck = @Sendable (_ head: HTTPResponseHead, _ url: String) -> Problem?

    /// The status codes that redirect.
    static let redirects: Set<Int> = [301, 302, 303, 307, 308]

    /// The media types a page fetch asks for: articles first, anything else
    /// last, so that a refusal can name what the server has.
    public static let pageAccept =
        "text/html,application/xhtml+xml;q=0.9,text/plain;q=0.8,text/gemini;q=0.8,*/*;q=0.1"

    /// The limits, timeouts and identity in use.
    public let settings: FetchSettings

    /// A client with `settings`.
    public init(settings: FetchSettings = FetchSettings()) {
        self.settings = settings
    }

    /// Downloads `url` (http or https), asking for `accept`, following
    /// redirects. Throws a `Problem`: bad input for what is not an http(s)
    /// URL; for an answer other than success, the problem of its status
    /// (404, 5xx, ...); otherwise what went wrong on the way, worded for a
    /// person (timeouts, a body over the cap, a certificate not trusted, a
    /// malformed answer), or what `check` refused.
    public func get(
        _ url: String, accept: String = HTTPClient.pageAccept, cancellation: FetchCancellation? = nil,
        check: HeadCheck? = nil
    ) throws -> HTTPDownload {
        guard let start = URL(string: url) else {
            throw Problem.badInput("'\(Problem.oneLine(url, maxBytes: 200))' is not an http or https URL")
        }
        let clock = TransferClock(settings: settings)
        var current = try HTTPTarget(start)
        var visited = [Self.key(start)]
        while true {
            let shown = current.url.absoluteString
            let exchange = HTTPExchange(
                target: current, settings: settings, accept: accept, clock: clock, cancellation: cancellation)
            let answer = try exchange.run { head in check?(head, shown) }
            if Self.redirects.contains(answer.head.status), let location = answer.head.fields["location"],
                !location.isEmpty
            {
                current = try next(after: current.url, location: location, asked: url, visited: &visited)
                continue
            }
            if let problem = HTTPStatusProblem.problem(status: answer.head.status, url: shown) { throw problem }
            return HTTPDownload(url: url, finalURL: shown, head: answer.head, body: answer.body)
        }
    }

    /// `get` on a thread of its own, so that waiting on the network does
    /// not hold a Swift concurrency thread.
    public func get(
        _ url: String, accept: String = HTTPClient.pageAccept, cancellation: FetchCancellation? = nil,
        check: HeadCheck? = nil
    ) async throws -> HTTPDownload {
        try await BlockingWork.run { try self.get(url, accept: accept, cancellation: cancellation, check: check) }
    }

    /// The target a redirect leads to, checked: an http(s) URL not visited
    /// before, within the redirect limit.
    private func next(after current: URL, location: String, asked: String, visited: inout [String]) throws
        -> HTTPTarget
    {
        guard let found = URL(string: location, relativeTo: current)?.absoluteURL, found.host?.isEmpty == false else {
            throw Problem.permanent(
                "\(current.absoluteString) redirects to '\(Problem.oneLine(location, maxBytes: 200))', which is not a URL"
            )
        }
        // A user name and password in the redirect are never sent, kept or shown.
        let target = URLCredentials.strip(found)
        let scheme = target.scheme?.lowercased() ?? ""
        guard scheme == "http" || scheme == "https" else {
            throw Problem.permanent(
                "\(current.absoluteString) redirects to \(Problem.oneLine(target.absoluteString, maxBytes: 200)), which is not an http or https URL",
                hint: "gempaper follows redirects to web pages only; save that URL itself if you trust it")
        }
        let key = Self.key(target)
        if visited.contains(key) { throw Problem.redirectLoop(asked, after: visited.count, at: target.absoluteString) }
        guard visited.count <= settings.maxRedirects else {
            throw Problem.tooManyRedirects(asked, limit: settings.maxRedirects, last: target.absoluteString)
        }
        visited.append(key)
        do { return try HTTPTarget(target) } catch let problem as Problem {
            throw Problem.permanent("\(current.absoluteString) redirects to \(problem.message)")
        }
    }

    /// A URL without its fragment: two redirects to the same key are a loop.
    private static func key(_ url: URL) -> String {
        var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        components?.fragment = nil
        return components?.string ?? url.absoluteString
    }
}
