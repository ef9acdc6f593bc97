/// The identity of an article in the library: a positive whole number given
/// when the article is saved. It never changes and is never given to another
/// article, even after this one is deleted, so a link to it stays honest.
public struct ArticleID: RawRepresentable, Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The number, as shown to people (`gempaper read 42`).
    public let rawValue: Int64

    /// The id with number `rawValue`.
    public init(rawValue: Int64) { self.rawValue = rawValue }

    /// The id with number `value`.
    public init(_ value: Int64) { self.rawValue = value }

    /// The id written as `text` (`42`), or nil when it is not a positive whole number.
    public init?(_ text: String) {
        guard let value = Int64(text), value > 0 else { return nil }
        self.rawValue = value
    }

    public static func < (lhs: ArticleID, rhs: ArticleID) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { String(rawValue) }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(Int64.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
