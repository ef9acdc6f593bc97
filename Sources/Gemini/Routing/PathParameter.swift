import Foundation

/// A type a route's `:name` segment can be converted to. A segment that
/// does not convert makes the route not match (so `/articles/:id` with an
/// `Int` id leaves `/articles/new` to another route, or to 51).
public protocol PathParameter: Sendable {
    /// The value a decoded path segment stands for, or nil when it is not one.
    init?(pathSegment: String)
}

extension String: PathParameter {
    public init?(pathSegment: String) { self = pathSegment }
}

extension Int: PathParameter {
    /// Only the canonical spelling converts (`12`, not `012` or `+12`), so each
    /// resource has one URL.
    public init?(pathSegment: String) {
        guard let value = Int(pathSegment), String(value) == pathSegment else { return nil }
        self = value
    }
}

extension Int64: PathParameter {
    /// Only the canonical spelling converts.
    public init?(pathSegment: String) {
        guard let value = Int64(pathSegment), String(value) == pathSegment else { return nil }
        self = value
    }
}

extension UUID: PathParameter {
    public init?(pathSegment: String) { self.init(uuidString: pathSegment) }
}
