import Foundation
import Problems

/// Fetches http and https pages: follows redirects itself (counting them,
/// spotting loops, refusing other schemes), refuses a page whose type
/// gempaper cannot save before downloading it, and names the media type
/// (sniffed when the server gave none) and charset of what came back.
struct HTTPPageFetcher {
    let settings: FetchSettings

    /// The status codes that redirect.
    static let redirects: Set<Int> = [301, 302, 303, 307, 308]

    func fetch(_ text: String, cancellation: FetchCancellation?) throws -> FetchedPage {
        guard let start = URL(string: text), let scheme = start.scheme?.lowercased(),
            ["http", "https"].contains(scheme),
            let host = start.host, !host.isEmpty
        else {
            throw Problem.badInput("'\(Problem.oneLine(text, maxBytes: 200))' is not an http or https URL")
        }
        let deadline = Date().addingTimeInterval(settings.totalTimeout)
        var current = start
        var visited: [String] = [Self.key(start)]
        while true {
            let answer = try HTTPTransfer.get(
                current, settings: settings, deadline: deadline, cancellation: cancellation,
                inspect: Self.inspect(current))
            if Self.redirects.contains(answer.status), let location = answer.header("location"), !location.isEmpty {
                current = try next(
                    after: current, location: location, status: answer.status, asked: text, visited: &visited)
                continue
            }
            if let problem = HTTPStatusProblem.problem(status: answer.status, url: current.absoluteString) {
                throw problem
            }
            return try page(answer, asked: text)
        }
    }

    /// The URL a redirect leads to, checked: an http(s) URL not visited
    /// before, within the redirect limit.
    private func next(after current: URL, location: String, status: Int, asked: String, visited: inout [String]) throws
        -> URL
    {
        guard let target = URL(string: location, relativeTo: current)?.absoluteURL, target.host?.isEmpty == false else {
            throw Problem.permanent(
                "\(current.absoluteString) redirects to '\(Problem.oneLine(location, maxBytes: 200))', which is not a URL"
            )
        }
        let scheme = target.scheme?.lowercased() ?? ""
        guard scheme == "http" || scheme == "https" else {
            throw Problem.permanent(
                "\(current.absoluteString) redirects to \(Problem.oneLine(target.absoluteString, maxBytes: 200)), which is not an http or https URL",
                hint: "gempaper follows redirects to web pages only; save that URL itself if you trust it")
        }
        let key = Self.key(target)
        if visited.contains(key) {
            throw Problem.permanent(
                "\(asked) redirects in a loop: after \(visited.count) redirect\(visited.count == 1 ? "" : "s") it is back at \(target.absoluteString)",
                hint: "the site is misconfigured; try again later or report it to its owner")
        }
        guard visited.count <= settings.maxRedirects else {
            throw Problem.permanent(
                "\(asked) redirects more than \(settings.maxRedirects) times (last to \(target.absoluteString))",
                hint: "the site is misconfigured; try the last URL yourself")
        }
        visited.append(key)
        return target
    }

    /// Refuses, from its header fields, a successful answer of a type gempaper does not save.
    private static func inspect(_ url: URL) -> HTTPTransfer.Inspector {
        let shown = url.absoluteString
        return { status, headers in
            guard (200..<300).contains(status), let type = headers["content-type"].flatMap(MediaType.init) else {
                return nil
            }
            do {
                _ = try PageKind.of(type.essence, url: shown)
                return nil
            } catch let problem as Problem {
                return problem
            } catch {
                return nil
            }
        }
    }

    private func page(_ answer: HTTPAnswer, asked: String) throws -> FetchedPage {
        let finalURL = answer.url.absoluteString
        let declared = answer.header("content-type").flatMap(MediaType.init)
        let mediaType = declared?.essence ?? ContentSniffer.mediaType(of: answer.body, url: finalURL)
        _ = try PageKind.of(mediaType, url: finalURL)
        return FetchedPage(
            url: asked, finalURL: finalURL, bytes: answer.body, mediaType: mediaType, charset: declared?.charset)
    }

    /// A URL without its fragment: two redirects to the same key are a loop.
    private static func key(_ url: URL) -> String {
        var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        components?.fragment = nil
        return components?.string ?? url.absoluteString
    }
}
