import Foundation

/// Dates in gempaper's JSON: ISO 8601 in UTC. Most are written in whole
/// seconds; the dates of the owner's reading (when a place was opened, a
/// passage kept) keep their milliseconds, so the order of what was read in
/// one second survives an export. Both forms are read back.
enum JSONDates {
    nonisolated(unsafe) private static let whole: ISO8601DateFormatter = {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter
    }()

    nonisolated(unsafe) private static let fractional: ISO8601DateFormatter = {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter
    }()

    private static let lock = NSLock()

    /// `date` as text, with milliseconds when it has them.
    static func string(_ date: Date) -> String {
        let milliseconds = date.millisecondsSince1970
        let rounded = Date(millisecondsSince1970: milliseconds)
        lock.lock()
        defer { lock.unlock() }
        return milliseconds % 1000 == 0 ? whole.string(from: rounded) : fractional.string(from: rounded)
    }

    /// The date `text` writes, with or without fractional seconds.
    static func date(_ text: String) -> Date? {
        lock.lock()
        defer { lock.unlock() }
        return fractional.date(from: text) ?? whole.date(from: text)
    }

    /// Reads both forms.
    static let decoding = JSONDecoder.DateDecodingStrategy.custom { decoder in
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = date(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(text)' is not an ISO 8601 date")
        }
        return date
    }
}

/// A date written to the millisecond in gempaper's JSON (see `JSONDates`).
@propertyWrapper
public struct PreciseDate: Codable, Sendable, Equatable {
    /// The date.
    public var wrappedValue: Date

    /// Wraps `wrappedValue`.
    public init(wrappedValue: Date) { self.wrappedValue = wrappedValue }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = JSONDates.date(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(text)' is not an ISO 8601 date")
        }
        wrappedValue = date
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(JSONDates.string(wrappedValue))
    }
}
