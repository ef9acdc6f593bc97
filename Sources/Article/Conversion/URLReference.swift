/// A URL or relative reference taken apart the way RFC 3986 (appendix B)
/// does: scheme, authority, path, query and fragment, as UTF-8 bytes.
///
/// Parsing cleans what pages write in `href` and `src` the way browsers
/// do first: surrounding spaces and control characters are trimmed, tabs
/// and line breaks removed, `\` read as `/` in http(s) addresses, and
/// spaces, quotes, angle brackets, control characters, non-ASCII text and
/// stray `%` signs percent-encoded, so the result can stand on a gemtext
/// link line. Resolution follows RFC 3986 section 5.2, dot segments and all.
struct URLReference: Equatable {
    /// The scheme in lower case (`https`), or nil for a relative reference.
    var scheme: [UInt8]?
    /// What follows `//` up to the path, or nil when there is no `//`.
    var authority: [UInt8]?
    /// The path, possibly empty.
    var path: [UInt8]
    /// What follows `?`, or nil when there is no `?`.
    var query: [UInt8]?
    /// What follows `#`, or nil when there is no `#`.
    var fragment: [UInt8]?

    /// The reference written in `text`, cleaned and taken apart.
    init(_ text: String) {
        let cleaned = URLReference.clean(Array(text.utf8))
        self.init(parsing: cleaned)
    }

    /// The reference `bytes`, already cleaned.
    private init(parsing bytes: [UInt8]) {
        var index = 0
        scheme = nil
        if let colon = bytes.firstIndex(where: { $0 == UInt8(ascii: ":") || URLReference.endsScheme($0) }),
            bytes[colon] == UInt8(ascii: ":"), URLReference.isScheme(bytes[..<colon])
        {
            scheme = bytes[..<colon].map(URLReference.lowercased)
            index = colon + 1
        }
        authority = nil
        if bytes.count >= index + 2 && bytes[index] == UInt8(ascii: "/") && bytes[index + 1] == UInt8(ascii: "/") {
            let start = index + 2
            var end = start
            while end < bytes.count && !URLReference.endsScheme(bytes[end]) { end += 1 }
            authority = bytes[start..<end].map(URLReference.lowercased)
            index = end
        }
        var end = index
        while end < bytes.count && bytes[end] != UInt8(ascii: "?") && bytes[end] != UInt8(ascii: "#") { end += 1 }
        path = Array(bytes[index..<end])
        index = end
        query = nil
        if index < bytes.count && bytes[index] == UInt8(ascii: "?") {
            var end = index + 1
            while end < bytes.count && bytes[end] != UInt8(ascii: "#") { end += 1 }
            query = Array(bytes[(index + 1)..<end])
            index = end
        }
        fragment = nil
        if index < bytes.count && bytes[index] == UInt8(ascii: "#") {
            fragment = URLReference.encodeHashes(bytes[(index + 1)...])
        }
        if let scheme, URLReference.isWeb(scheme), authority != nil, path.isEmpty { path = [UInt8(ascii: "/")] }
    }

    private init(
        scheme: [UInt8]?, authority: [UInt8]?, path: [UInt8], query: [UInt8]?, fragment: [UInt8]?
    ) {
        self.scheme = scheme
        self.authority = authority
        self.path = path
        self.query = query
        self.fragment = fragment
    }

    /// Whether the reference names its scheme (it is absolute).
    var isAbsolute: Bool { scheme != nil }

    /// The scheme as a string (`https`), or nil for a relative reference.
    var schemeName: String? { scheme.map { String(decoding: $0, as: UTF8.self) } }

    /// The reference written out again.
    var string: String { String(decoding: bytes, as: UTF8.self) }

    /// The reference written out again, without its fragment.
    var stringWithoutFragment: String {
        var copy = self
        copy.fragment = nil
        return copy.string
    }

    /// The reference written out, as UTF-8 bytes.
    var bytes: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(path.count + (authority?.count ?? 0) + (query?.count ?? 0) + 16)
        if let scheme {
            out += scheme
            out.append(UInt8(ascii: ":"))
        }
        if let authority {
            out += [UInt8(ascii: "/"), UInt8(ascii: "/")]
            out += authority
        }
        out += path
        if let query {
            out.append(UInt8(ascii: "?"))
            out += query
        }
        if let fragment {
            out.append(UInt8(ascii: "#"))
            out += fragment
        }
        return out
    }

    /// This reference resolved against `base` (RFC 3986, 5.2.2); nil when
    /// it is relative and `base` cannot have relative references (`mailto:`).
    func resolved(against base: URLReference) -> URLReference? {
        if let scheme {
            // http:foo with the base's own scheme is relative, as browsers read it.
            if authority == nil, base.scheme == scheme, URLReference.isWeb(scheme), base.authority != nil,
                path.first != UInt8(ascii: "/")
            {
                var relative = self
                relative.scheme = nil
                return relative.resolved(against: base)
            }
            var target = self
            target.path = URLReference.removingDotSegments(path)
            return target
        }
        guard let baseScheme = base.scheme, base.authority != nil || base.path.first == UInt8(ascii: "/") else {
            return nil
        }
        var target = URLReference(
            scheme: baseScheme, authority: base.authority, path: [], query: query, fragment: fragment)
        if let authority {
            target.authority = authority
            target.path = URLReference.removingDotSegments(path)
            if URLReference.isWeb(baseScheme) && target.path.isEmpty { target.path = [UInt8(ascii: "/")] }
        } else if path.isEmpty {
            target.path = base.path
            target.query = query ?? base.query
        } else if path.first == UInt8(ascii: "/") {
            target.path = URLReference.removingDotSegments(path)
        } else {
            target.path = URLReference.removingDotSegments(URLReference.merge(base: base, path: path))
        }
        return target
    }

    /// RFC 3986, 5.2.3: the base's path up to its last `/`, then `path`.
    private static func merge(base: URLReference, path: [UInt8]) -> [UInt8] {
        if base.authority != nil && base.path.isEmpty { return [UInt8(ascii: "/")] + path }
        guard let slash = base.path.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return Array(base.path[...slash]) + path
    }

    /// RFC 3986, 5.2.4: `.` and `..` segments interpreted and removed.
    static func removingDotSegments(_ path: [UInt8]) -> [UInt8] {
        guard path.contains(UInt8(ascii: ".")) else { return path }
        let slash = UInt8(ascii: "/")
        let dot = UInt8(ascii: ".")
        var input = path[...]
        var output: [UInt8] = []
        output.reserveCapacity(path.count)
        func starts(_ prefix: [UInt8]) -> Bool { input.starts(with: prefix) }
        while !input.isEmpty {
            if starts([dot, dot, slash]) {
                input = input.dropFirst(3)
            } else if starts([dot, slash]) {
                input = input.dropFirst(2)
            } else if starts([slash, dot, slash]) {
                input = input.dropFirst(2)
            } else if input.elementsEqual([slash, dot]) {
                input = [slash]
            } else if starts([slash, dot, dot, slash]) || input.elementsEqual([slash, dot, dot]) {
                input = starts([slash, dot, dot, slash]) ? input.dropFirst(3) : [slash]
                if let last = output.lastIndex(of: slash) {
                    output.removeSubrange(last...)
                } else {
                    output.removeAll()
                }
            } else if input.elementsEqual([dot]) || input.elementsEqual([dot, dot]) {
                input = []
            } else {
                var end = input.index(after: input.startIndex)
                while end < input.endIndex && input[end] != slash { end += 1 }
                output += input[input.startIndex..<end]
                input = input[end...]
            }
        }
        return output
    }

    // MARK: Cleaning what pages write

    /// The bytes of an attribute value as a browser reads a URL from it.
    static func clean(_ raw: [UInt8]) -> [UInt8] {
        let raw = InvisibleCharacters.removed(from: raw)
        var start = 0
        var end = raw.count
        while start < end && raw[start] <= 0x20 { start += 1 }
        while end > start && raw[end - 1] <= 0x20 { end -= 1 }
        let trimmed = raw[start..<end]
        let web = startsWithWebScheme(trimmed)
        var out: [UInt8] = []
        out.reserveCapacity(trimmed.count)
        var index = trimmed.startIndex
        var pathEnded = false
        while index < trimmed.endIndex {
            let byte = trimmed[index]
            switch byte {
            case 0x09, 0x0A, 0x0D:
                break
            case UInt8(ascii: "\\") where web && !pathEnded:
                out.append(UInt8(ascii: "/"))
            case UInt8(ascii: "%"):
                if index + 2 < trimmed.endIndex, isHex(trimmed[index + 1]), isHex(trimmed[index + 2]) {
                    out.append(byte)
                } else {
                    percentEncode(byte, into: &out)
                }
            default:
                if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { pathEnded = true }
                if needsEncoding(byte) { percentEncode(byte, into: &out) } else { out.append(byte) }
            }
            index += 1
        }
        return out
    }

    /// Whether `byte` may not appear as it is in a URL on a link line.
    @inline(__always)
    private static func needsEncoding(_ byte: UInt8) -> Bool {
        switch byte {
        case 0...0x20, 0x7F...0xFF: return true
        case UInt8(ascii: "\""), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "`"), UInt8(ascii: "{"),
            UInt8(ascii: "}"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "\\"):
            return true
        default: return false
        }
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    @inline(__always)
    private static func percentEncode(_ byte: UInt8, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "%"))
        out.append(hexDigits[Int(byte >> 4)])
        out.append(hexDigits[Int(byte & 0x0F)])
    }

    /// A fragment with every further `#` encoded.
    private static func encodeHashes(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        var out: [UInt8] = []
        for byte in bytes {
            if byte == UInt8(ascii: "#") { percentEncode(byte, into: &out) } else { out.append(byte) }
        }
        return out
    }

    @inline(__always)
    private static func isHex(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x66)
    }

    @inline(__always)
    private static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }

    /// Whether `byte` ends a scheme or authority (`/`, `?`, `#`).
    @inline(__always)
    private static func endsScheme(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
    }

    /// RFC 3986: ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ).
    private static func isScheme(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard let first = bytes.first, (first | 0x20) >= 0x61 && (first | 0x20) <= 0x7A else { return false }
        return bytes.allSatisfy { byte in
            let lower = byte | 0x20
            return (lower >= 0x61 && lower <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2B
                || byte == 0x2D || byte == 0x2E
        }
    }

    /// Whether `scheme` (lower case) is http or https.
    static func isWeb(_ scheme: [UInt8]) -> Bool {
        scheme == Array("https".utf8) || scheme == Array("http".utf8)
    }

    private static func startsWithWebScheme(_ bytes: ArraySlice<UInt8>) -> Bool {
        let lower = bytes.prefix(6).map(lowercased)
        return lower.starts(with: "http:".utf8) || lower.starts(with: "https:".utf8) || bytes.first == 0x2F
            || bytes.first == UInt8(ascii: "\\")
    }
}
