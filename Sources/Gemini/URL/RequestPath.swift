/// The path of a request, percent-decoded once and with dot segments
/// removed: the one place where a requested path becomes the path that
/// routes and files see. `..` never climbs above the root, `//` counts as
/// `/`, and `gemini://host` is the same as `gemini://host/`.
public struct RequestPath: Sendable, Hashable, CustomStringConvertible {
    /// The decoded segments, e.g. `["articles", "12"]` for `/articles/12`; empty for the root.
    public let segments: [String]
    /// Whether the path ends with `/` (always false for the root, which is `/`).
    public let hasTrailingSlash: Bool

    /// The decoded path: `/` followed by the segments, and a trailing `/` when there was one.
    public var description: String {
        if segments.isEmpty { return "/" }
        return "/" + segments.joined(separator: "/") + (hasTrailingSlash ? "/" : "")
    }

    /// The path written as a URL path again, each segment percent-encoded.
    public var encoded: String {
        if segments.isEmpty { return "/" }
        return "/" + segments.map(PercentEncoding.encodePathSegment).joined(separator: "/")
            + (hasTrailingSlash ? "/" : "")
    }

    /// A path from decoded segments.
    public init(segments: [String], hasTrailingSlash: Bool = false) {
        self.segments = segments
        self.hasTrailingSlash = hasTrailingSlash && !segments.isEmpty
    }

    /// Decodes and normalises `raw`, a URL path as written (`""` or starting with `/`).
    /// Throws a one-line reason for a malformed escape, non-UTF-8 bytes, a
    /// control character, or an encoded `/` inside a segment; the controls
    /// that reorder text on screen are left out (`HiddenControls`).
    public init(decoding raw: Substring) throws(GeminiURL.ParseError) {
        var segments: [String] = []
        var trailingSlash = false
        let pieces = raw.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        for piece in pieces.dropFirst(raw.utf8.first == UInt8(ascii: "/") ? 1 : 0) {
            let segment: String
            do {
                segment = try PercentEncoding.decode(Substring(piece))
            } catch {
                switch error {
                case .malformedEscape: throw GeminiURL.ParseError("the path has a malformed %-escape")
                case .notUTF8: throw GeminiURL.ParseError("the path is not UTF-8 once %-decoded")
                case .controlCharacter: throw GeminiURL.ParseError("the path holds a control character once %-decoded")
                }
            }
            // Controls that reorder text on screen are left out; C1 controls
            // and line separators are refused as the other control characters are.
            guard let segment = HiddenControls.cleaned(segment, lineBreaks: false) else {
                throw GeminiURL.ParseError("the path holds a control character once %-decoded")
            }
            guard !segment.utf8.contains(UInt8(ascii: "/")) else {
                throw GeminiURL.ParseError("the path holds an encoded '/' (%2F)")
            }
            switch segment {
            case "", ".":
                trailingSlash = true
            case "..":
                if !segments.isEmpty { segments.removeLast() }
                trailingSlash = true
            default:
                segments.append(segment)
                trailingSlash = false
            }
        }
        self.init(segments: segments, hasTrailingSlash: trailingSlash)
    }
}
