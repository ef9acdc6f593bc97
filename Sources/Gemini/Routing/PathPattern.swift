/// A route's path: literal segments and `:name` parameters, e.g.
/// `/articles/:id/sections/:n`. A trailing `/` is part of the pattern.
public struct PathPattern: Sendable, CustomStringConvertible {
    enum Segment: Sendable, Equatable {
        case literal(String)
        case parameter(String)
    }

    let segments: [Segment]
    let hasTrailingSlash: Bool
    public let description: String

    /// The names of the `:parameters`, in order.
    public var parameterNames: [String] {
        segments.compactMap { if case .parameter(let name) = $0 { name } else { nil } }
    }

    /// Whether the pattern has no parameters (it matches one path only).
    var isLiteral: Bool { parameterNames.isEmpty }

    /// Parses `text`; a malformed pattern is a programming error and stops the program.
    public init(_ text: String) {
        precondition(text.hasPrefix("/"), "a route pattern starts with '/': \(text)")
        description = text
        let pieces = text.split(separator: "/", omittingEmptySubsequences: true)
        hasTrailingSlash = text.count > 1 && text.hasSuffix("/")
        segments = pieces.map { piece in
            if piece.hasPrefix(":") {
                precondition(piece.count > 1, "a route parameter needs a name: \(text)")
                return .parameter(String(piece.dropFirst()))
            }
            return .literal(String(piece))
        }
        let names = parameterNames
        precondition(Set(names).count == names.count, "route parameter names repeat in \(text)")
    }

    /// The parameter values when `path` has this pattern's segments (trailing
    /// slash not compared), nil otherwise.
    func captures(_ path: RequestPath) -> [String]? {
        guard path.segments.count == segments.count else { return nil }
        var values: [String] = []
        for (segment, value) in zip(segments, path.segments) {
            switch segment {
            case .literal(let literal): if literal != value { return nil }
            case .parameter: values.append(value)
            }
        }
        return values
    }
}
