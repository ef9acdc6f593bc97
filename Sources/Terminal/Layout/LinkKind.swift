/// Where a link leads, relative to the capsule the document belongs to.
enum LinkKind: Hashable {
    /// A relative link, or a gemini:// link to the base URL's host and port.
    case sameCapsule
    /// A gemini:// link to another host (or port).
    case otherGeminiHost
    /// Any other scheme: https, gopher, mailto, ...
    case otherProtocol

    /// The glyph between a link's label and its target.
    var arrow: String {
        switch self {
        case .sameCapsule: "→"
        case .otherGeminiHost: "⇒"
        case .otherProtocol: "↗"
        }
    }

    /// The SGR colour of the link's number and label.
    var colour: String {
        switch self {
        case .sameCapsule: "34"
        case .otherGeminiHost: "35"
        case .otherProtocol: "33"
        }
    }
}

/// Sorts link URLs into `LinkKind`s and shortens them for display.
struct LinkClassifier {
    /// Host (lowercased) and port of the base URL, when it is a gemini:// URL.
    private let base: (host: String, port: String)?

    /// A classifier for links in a document served from `baseURL`.
    init(baseURL: String?) {
        base = baseURL.flatMap { url in
            let parts = Self.split(url)
            guard parts.scheme == "gemini", let authority = parts.authority else { return nil }
            return Self.hostAndPort(authority)
        }
    }

    /// The kind of `url` and what to show as its target: the path for a
    /// same-capsule gemini:// URL, the URL as written otherwise.
    func classify(_ url: String) -> (kind: LinkKind, target: String) {
        let parts = Self.split(url)
        switch parts.scheme {
        case nil where parts.authority == nil:
            return (.sameCapsule, url)
        case nil, "gemini":
            guard let base, let authority = parts.authority,
                Self.hostAndPort(authority) == base
            else { return (.otherGeminiHost, url) }
            return (.sameCapsule, parts.rest.isEmpty ? "/" : parts.rest)
        default:
            return (.otherProtocol, url)
        }
    }

    /// A URL's scheme (lowercased, nil for a relative reference), its
    /// authority (after `//`) and the rest (path, query, fragment).
    private static func split(_ url: String) -> (scheme: String?, authority: Substring?, rest: String) {
        var rest = Substring(url)
        var scheme: String?
        if let colon = rest.firstIndex(of: ":"), isScheme(rest[..<colon]) {
            scheme = rest[..<colon].lowercased()
            rest = rest[rest.index(after: colon)...]
        }
        guard rest.hasPrefix("//") else { return (scheme, nil, String(rest)) }
        rest = rest.dropFirst(2)
        let end = rest.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }) ?? rest.endIndex
        return (scheme, rest[..<end], String(rest[end...]))
    }

    private static func isScheme(_ text: Substring) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCIILetter else { return false }
        return text.unicodeScalars.allSatisfy {
            $0.isASCIILetter || $0.isASCIIDigit || "+-.".unicodeScalars.contains($0)
        }
    }

    /// Host (lowercased, without user info) and port (1965 when absent).
    private static func hostAndPort(_ authority: Substring) -> (host: String, port: String) {
        var hostPort = authority
        if let at = hostPort.lastIndex(of: "@") { hostPort = hostPort[hostPort.index(after: at)...] }
        var host = hostPort
        var port = "1965"
        if let colon = hostPort.lastIndex(of: ":"), !hostPort[colon...].contains("]") {
            host = hostPort[..<colon]
            let digits = hostPort[hostPort.index(after: colon)...]
            if !digits.isEmpty { port = String(digits) }
        }
        return (host.lowercased(), port)
    }
}

extension Unicode.Scalar {
    fileprivate var isASCIILetter: Bool { (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) }
    fileprivate var isASCIIDigit: Bool { (0x30...0x39).contains(value) }
}
