import Foundation
import Problems

/// The rules that decide when two URLs are the same article, and what a
/// URL's site is.
public enum CanonicalURL {
    /// The schemes the library keeps.
    public static let schemes: Set<String> = ["http", "https", "gemini"]

    /// Query parameters that only track where a click came from; dropped.
    static let trackingParameters: Set<String> = [
        "fbclid", "gclid", "dclid", "gbraid", "wbraid", "msclkid", "mc_cid", "mc_eid", "igshid", "_hsenc", "_hsmi",
        "mkt_tok", "yclid", "oly_anon_id", "oly_enc_id", "vero_id", "__s",
    ]

    /// `text` as the library's canonical form of the URL: scheme and host in
    /// lower case, no user name or password, no default port, no fragment,
    /// no tracking parameters (`utm_*`, `fbclid`, ...), `/` for an empty
    /// path. Bad input when it is not an absolute http, https or gemini URL
    /// with a host.
    public static func normalize(_ text: String) throws -> String {
        let trimmed = URLCredentials.strip(text.trimmingCharacters(in: .whitespacesAndNewlines)).url
        var components = try URLCheck.components(of: trimmed, schemes: schemes)
        let shown = Problem.oneLine(trimmed, maxBytes: 200)
        let scheme = components.scheme!.lowercased()
        let host = components.host!
        components.scheme = scheme
        var cleanHost = host.lowercased()
        while cleanHost.hasSuffix(".") { cleanHost.removeLast() }
        components.host = cleanHost
        if let port = components.port, port == defaultPort(of: scheme) { components.port = nil }
        if components.percentEncodedPath.isEmpty { components.percentEncodedPath = "/" }
        if let items = components.percentEncodedQueryItems {
            let kept = items.filter { item in
                let name = item.name.lowercased()
                return !name.hasPrefix("utm_") && !trackingParameters.contains(name)
            }
            components.percentEncodedQueryItems = kept.isEmpty ? nil : kept
        }
        components.fragment = nil
        guard let result = components.string else { throw Problem.badInput("'\(shown)' is not a URL") }
        return result
    }

    /// The site of a URL: its host in lower case without a leading `www.`
    /// (`https://www.Example.com/a` → `example.com`). Empty when there is none.
    public static func site(of url: String) -> String {
        guard let host = URLComponents(string: url)?.host else { return "" }
        return siteName(host)
    }

    /// How a person names a site (`Example.com`, `www.example.com.`, or a
    /// whole URL) in the form the library stores: `example.com`.
    public static func siteName(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.contains("://"), let host = URLComponents(string: trimmed)?.host {
            return siteName(host)
        }
        var host = trimmed.lowercased()
        while host.hasSuffix(".") { host.removeLast() }
        if host.hasPrefix("www.") { host.removeFirst(4) }
        return host
    }

    static func defaultPort(of scheme: String) -> Int? {
        switch scheme {
        case "http": 80
        case "https": 443
        case "gemini": 1965
        default: nil
        }
    }
}
