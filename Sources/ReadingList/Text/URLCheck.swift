import Foundation
import Problems

/// What is wrong with a URL someone typed, said with what to type instead:
/// a path or a host without a scheme, a `//host` without one, words that
/// are no URL, another scheme, no host, a port out of range. Nothing is
/// looked up on the network. The command line, the capsule's `/add` and
/// the fetcher all check URLs here, so they say the same things.
public enum URLCheck {
    /// The parts of `text` (surrounding spaces ignored) when it is an
    /// absolute URL of one of `schemes` (any case: `HTTPS://` too) with a
    /// host and a port from 1 to 65535; bad input saying what is wrong otherwise.
    public static func components(of text: String, schemes: Set<String> = CanonicalURL.schemes) throws
        -> URLComponents
    {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let shown = Problem.oneLine(trimmed, maxBytes: 200)
        let example = example(for: schemes)
        guard !trimmed.isEmpty else { throw Problem.badInput("the URL is empty", hint: "give a whole address, such as \(example)") }
        if schemelessHost(trimmed) != nil {
            throw Problem.badInput(
                "'\(shown)' has no scheme", hint: "write it in full: \(preferred(schemes))://\(shown)")
        }
        if trimmed.hasPrefix("//") {
            throw Problem.badInput(
                "'\(shown)' has no scheme", hint: "write it in full: \(preferred(schemes)):\(shown)")
        }
        if trimmed.hasPrefix("/") {
            throw Problem.badInput(
                "'\(shown)' is a path without a site",
                hint: "write the whole address, such as \(preferred(schemes))://example.com\(shown)")
        }
        guard let components = URLComponents(string: trimmed), let scheme = components.scheme?.lowercased() else {
            throw Problem.badInput("'\(shown)' is not a URL", hint: "give a whole address, such as \(example)")
        }
        guard schemes.contains(scheme) else {
            throw Problem.badInput(
                "'\(shown)' has the scheme '\(scheme)'",
                hint: schemes == ["gemini"]
                    ? "give a gemini:// URL" : "gempaper saves http, https and gemini pages")
        }
        guard let host = components.host, !host.isEmpty else {
            throw Problem.badInput("'\(shown)' has no host name", hint: "write it in full, such as \(example)")
        }
        if let port = components.port, !(1...65_535).contains(port) { throw badPort(port, in: shown) }
        return components
    }

    /// `text` with `scheme://` in front when it was typed without one and
    /// starts with a host name (`example.org/post`, `localhost:1965`); as
    /// it was otherwise (a bare word stays a bare word, to be refused).
    public static func withScheme(_ text: String, _ scheme: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.hasPrefix("//") { return "\(scheme):\(trimmed)" }
        return schemelessHost(trimmed) == nil ? trimmed : "\(scheme)://\(trimmed)"
    }

    /// The problem of a port outside 1–65535.
    public static func badPort(_ port: Int, in url: String) -> Problem {
        .badInput(
            "'\(url)' has the port \(port), but ports go from 1 to 65535",
            hint: "leave the port out for the usual one (80 for http, 443 for https, 1965 for gemini)")
    }

    /// The host `text` starts with when it has no scheme (`example.org/a`,
    /// `localhost:8080`, `192.0.2.1`); nil when it has one or starts otherwise.
    private static func schemelessHost(_ text: String) -> Substring? {
        guard !text.contains("://"), !text.hasPrefix("/") else { return nil }
        let host = text.prefix { $0 != "/" && $0 != ":" && $0 != "?" && $0 != "#" }
        guard !host.isEmpty, !host.contains(where: \.isWhitespace) else { return nil }
        let lowered = host.lowercased()
        // `mailto:someone@example.com` names a scheme: `mailto` has no dot.
        let looksLikeHost = lowered == "localhost" || (host.contains(".") && !host.hasPrefix(".") && !host.hasSuffix("."))
        return looksLikeHost ? host : nil
    }

    private static func preferred(_ schemes: Set<String>) -> String {
        schemes.contains("https") ? "https" : schemes.sorted().first ?? "https"
    }

    private static func example(for schemes: Set<String>) -> String {
        schemes.contains("https") ? "https://example.com/page" : "gemini://geminiprotocol.net/"
    }
}
