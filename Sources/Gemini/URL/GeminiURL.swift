#if canImport(Glibc)
    import Glibc
#endif

/// An absolute URL taken apart the way Gemini needs it: scheme, host, port,
/// path and query, as written (the path and query stay percent-encoded).
/// The scheme and host are lower-cased, so equal URLs compare equal.
public struct GeminiURL: Sendable, Hashable, CustomStringConvertible {
    /// Why a text is not a usable absolute URL; `message` says so in words.
    public struct ParseError: Error, Sendable, Equatable, CustomStringConvertible {
        /// One line for a person, e.g. `URLs with a fragment (#...) are not allowed`.
        public let message: String
        public var description: String { message }
        init(_ message: String) { self.message = message }
    }

    /// Port used when a gemini URL names none.
    public static let defaultPort = 1965

    /// The scheme, lower-cased (`gemini`).
    public let scheme: String
    /// The host, lower-cased, without brackets for an IPv6 address or a trailing dot.
    public let host: String
    /// The port written in the URL, if any.
    public let port: Int?
    /// The path as written (percent-encoded): empty or starting with `/`.
    public let path: String
    /// The query as written (percent-encoded), without the `?`; nil when there is no `?`.
    public let query: String?

    /// The port to connect to: the written one or 1965.
    public var effectivePort: Int { port ?? Self.defaultPort }

    /// Whether the host is an IPv6 address (written in brackets).
    public var hostIsIPv6: Bool { host.contains(":" as Character) }

    /// `host` or `[host]` for IPv6, with `:port` when a port was written.
    public var authority: String {
        let name = hostIsIPv6 ? "[\(host)]" : host
        return port.map { "\(name):\($0)" } ?? name
    }

    /// `host:port`, with brackets around an IPv6 address: how known hosts name a server.
    public static func hostAndPort(_ host: String, _ port: Int) -> String {
        host.contains(":" as Character) ? "[\(host)]:\(port)" : "\(host):\(port)"
    }

    /// The URL written out again: `scheme://authority/path?query`.
    public var description: String {
        var text = "\(scheme)://\(authority)\(path)"
        if let query { text += "?\(query)" }
        return text
    }

    /// Parses an absolute URL. A fragment is refused, or dropped when
    /// `droppingFragment` is true (a client may be handed one; a server never).
    public init(_ text: String, droppingFragment: Bool = false) throws(ParseError) {
        // The delimiters are ASCII: they are looked for byte by byte (quicker
        // than by Character, and a combining mark after one does not hide it).
        var rest = Substring(text)
        guard let scheme = Self.scheme(of: text) else {
            throw ParseError("'\(Self.shortened(text))' is not an absolute URL (expected gemini://host/path)")
        }
        rest = Substring(rest.utf8.dropFirst(scheme.utf8.count + 1))
        if let hash = rest.utf8.firstIndex(of: UInt8(ascii: "#")) {
            guard droppingFragment else { throw ParseError("URLs with a fragment (#...) are not allowed in requests") }
            rest = rest[..<hash]
        }
        guard rest.utf8.starts(with: "//".utf8) else {
            throw ParseError("the URL has no host (expected \(scheme)://host/path)")
        }
        rest = Substring(rest.utf8.dropFirst(2))
        let authorityEnd =
            rest.utf8.firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") } ?? rest.endIndex
        let authority = rest[..<authorityEnd]
        rest = rest[authorityEnd...]
        guard !authority.utf8.contains(UInt8(ascii: "@")) else {
            throw ParseError("URLs with user information (user@host) are not allowed")
        }
        let (host, port) = try Self.splitAuthority(authority)
        self.scheme = scheme.lowercased()
        self.host = host
        self.port = port
        if let question = rest.utf8.firstIndex(of: UInt8(ascii: "?")) {
            path = String(rest[..<question])
            query = String(rest[rest.utf8.index(after: question)...])
        } else {
            path = String(rest)
            query = nil
        }
    }

    /// A URL from its parts (the path and query already percent-encoded).
    public init(scheme: String = "gemini", host: String, port: Int? = nil, path: String, query: String? = nil) {
        self.scheme = scheme.lowercased()
        self.host = HostName.canonical(host) ?? host.lowercased()
        self.port = port
        self.path = path
        self.query = query
    }

    /// The scheme of `text` when it starts with one (`letter *(letter / digit / + - .) ":"`).
    public static func scheme(of text: String) -> String? {
        guard let colon = text.utf8.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let candidate = text[..<colon]
        guard let first = candidate.unicodeScalars.first, first.isASCIILetter,
            candidate.unicodeScalars.allSatisfy({
                $0.isASCIILetter || $0.isASCIIDigit || "+-.".unicodeScalars.contains($0)
            })
        else { return nil }
        return String(candidate)
    }

    /// The URL that `reference` (absolute, or relative to this one) points to,
    /// as RFC 3986 section 5.2 resolves it: how redirects and links are followed.
    public func resolving(_ reference: String) throws(ParseError) -> GeminiURL {
        var reference = Substring(reference.trimmingASCIIWhitespace())
        if let hash = reference.firstIndex(of: "#") { reference = reference[..<hash] }
        if Self.scheme(of: String(reference)) != nil { return try GeminiURL(String(reference)) }
        if reference.hasPrefix("//") { return try GeminiURL("\(scheme):\(reference)") }
        var referencePath = reference
        var referenceQuery: Substring? = nil
        if let question = reference.firstIndex(of: "?") {
            referencePath = reference[..<question]
            referenceQuery = reference[reference.index(after: question)...]
        }
        let newPath: String
        var newQuery = referenceQuery.map(String.init)
        if referencePath.isEmpty {
            newPath = path
            if referenceQuery == nil { newQuery = query }
        } else if referencePath.hasPrefix("/") {
            newPath = DotSegments.remove(from: String(referencePath))
        } else {
            let folder = path.isEmpty ? "/" : String(path[...(path.lastIndex(of: "/") ?? path.startIndex)])
            newPath = DotSegments.remove(from: (folder.hasPrefix("/") ? folder : "/") + referencePath)
        }
        return GeminiURL(scheme: scheme, host: host, port: port, path: newPath, query: newQuery)
    }

    private static func splitAuthority(_ authority: Substring) throws(ParseError) -> (String, Int?) {
        var hostPart: Substring
        var portPart: Substring? = nil
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { throw ParseError("unclosed '[' in the host") }
            hostPart = authority[authority.index(after: authority.startIndex)..<close]
            let after = authority[authority.index(after: close)...]
            if !after.isEmpty {
                guard after.hasPrefix(":") else { throw ParseError("unexpected text after the IPv6 address") }
                portPart = after.dropFirst()
            }
            guard IPAddress.isIPv6(String(hostPart)) else { throw ParseError("'\(hostPart)' is not an IPv6 address") }
        } else {
            hostPart = authority
            if let colon = authority.lastIndex(of: ":") {
                hostPart = authority[..<colon]
                portPart = authority[authority.index(after: colon)...]
            }
            if hostPart.hasSuffix(".") { hostPart = hostPart.dropLast() }
            guard !hostPart.isEmpty else { throw ParseError("the URL has no host") }
            guard hostPart.unicodeScalars.allSatisfy(isHostCharacter) else {
                throw ParseError("'\(shortened(String(hostPart)))' is not a host name")
            }
        }
        var port: Int? = nil
        if let portPart, !portPart.isEmpty {
            guard portPart.count <= 5, portPart.unicodeScalars.allSatisfy(\.isASCIIDigit), let number = Int(portPart),
                (1...65535).contains(number)
            else { throw ParseError("'\(shortened(String(portPart)))' is not a port number") }
            port = number
        }
        if hostPart.unicodeScalars.contains(where: { !$0.isASCII }) {
            guard let ascii = HostName.canonical(String(hostPart)) else {
                throw ParseError("'\(shortened(String(hostPart)))' is not a host name")
            }
            return (ascii, port)
        }
        return (hostPart.lowercased(), port)
    }

    private static func isHostCharacter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value > 0x7F { return true }
        return scalar.isASCIILetter || scalar.isASCIIDigit || "-._~!$&'()*+,;=".unicodeScalars.contains(scalar)
    }

    static func shortened(_ text: String) -> String {
        text.count > 60 ? String(text.prefix(57)) + "..." : text
    }
}

/// Removal of `.` and `..` segments from a path as written (RFC 3986 5.2.4);
/// a `..` at the root stays at the root.
enum DotSegments {
    static func remove(from path: String) -> String {
        guard path.contains("." as Character) else { return path }
        var output: [Substring] = []
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        for (index, segment) in segments.enumerated() {
            let isLast = index == segments.count - 1
            switch segment {
            case ".":
                if isLast { output.append("") }
            case "..":
                if output.count > 1 { output.removeLast() }
                if isLast { output.append("") }
            default:
                output.append(segment)
            }
        }
        let joined = output.joined(separator: "/")
        return path.hasPrefix("/") && !joined.hasPrefix("/") ? "/" + joined : joined
    }
}

/// Checks of IP address text.
enum IPAddress {
    static func isIPv6(_ text: String) -> Bool {
        var address = in6_addr()
        return inet_pton(AF_INET6, text, &address) == 1
    }

    static func isIPv4(_ text: String) -> Bool {
        var address = in_addr()
        return inet_pton(AF_INET, text, &address) == 1
    }
}

extension Unicode.Scalar {
    var isASCIILetter: Bool { (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) }
    var isASCIIDigit: Bool { (0x30...0x39).contains(value) }
}

extension String {
    func trimmingASCIIWhitespace() -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return self[start...end]
    }
}
