import Foundation

/// When an article was published: the moment, and the offset from UTC the
/// publisher wrote it in, so that its day and time read as the publisher's
/// (`2019-11-18T23:04:24-05:00` is the 18th, though the 19th in UTC). Every
/// place that shows a publication date formats it here; lists sort by the
/// moment alone.
public struct PublicationTime: Sendable, Hashable {
    /// The moment of publication.
    public var instant: Date
    /// Seconds east of UTC the publisher wrote the time in; nil when the page
    /// gave none, gave only a day, or wrote UTC (all three read in UTC).
    public var offset: Int?

    /// The most an offset may be: ±18 hours, as ISO 8601 and RFC 3339 allow.
    public static let largestOffset = 18 * 3600

    /// `instant` in the publisher's `offset` (seconds east of UTC); an offset
    /// of zero or beyond ±18 hours is taken as UTC.
    public init(_ instant: Date, offset: Int? = nil) {
        self.instant = instant
        self.offset = offset.flatMap { $0 != 0 && abs($0) <= Self.largestOffset ? $0 : nil }
    }

    /// `YYYY-MM-DD` on the publisher's calendar (UTC's when the offset is unknown).
    public var day: String { String(timestamp.prefix(10)) }

    /// RFC 3339 in whole seconds with the publisher's offset:
    /// `2019-11-18T23:04:24-05:00`, or `2019-11-19T04:04:24Z` in UTC.
    public var timestamp: String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: offset ?? 0) ?? .gmt
        let whole = Date(timeIntervalSince1970: instant.timeIntervalSince1970.rounded(.down))
        let p = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: whole)
        let day = "\(Self.pad(p.year ?? 1970, 4))-\(Self.pad(p.month ?? 1, 2))-\(Self.pad(p.day ?? 1, 2))"
        return day + "T\(Self.pad(p.hour ?? 0, 2)):\(Self.pad(p.minute ?? 0, 2)):\(Self.pad(p.second ?? 0, 2))" + zone
    }

    /// `Z`, or the offset as `+05:30`, `-05:00`.
    private var zone: String {
        guard let offset else { return "Z" }
        let minutes = abs(offset) / 60
        return (offset < 0 ? "-" : "+") + "\(Self.pad(minutes / 60, 2)):\(Self.pad(minutes % 60, 2))"
    }

    /// Reads an RFC 3339 timestamp (`timestamp`'s form, fractional seconds
    /// allowed) keeping its offset; nil for any other text.
    public init?(timestamp text: String) {
        guard let instant = JSONDates.date(text) else { return nil }
        self.init(instant, offset: Self.offset(in: text))
    }

    /// The offset a timestamp ends with (`+05:30`, `-0500`), in seconds; nil for `Z` or none.
    private static func offset(in text: String) -> Int? {
        guard let time = text.firstIndex(where: { $0 == "T" || $0 == "t" }),
            let sign = text[time...].lastIndex(where: { $0 == "+" || $0 == "-" })
        else { return nil }
        let digits = text[text.index(after: sign)...].filter { $0 != ":" }
        guard digits.count == 4, digits.allSatisfy(\.isASCII), let hours = Int(digits.prefix(2)),
            let minutes = Int(digits.suffix(2))
        else { return nil }
        let seconds = (hours * 60 + minutes) * 60
        return text[sign] == "-" ? -seconds : seconds
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

/// In gempaper's JSON a publication time is its `timestamp` text, and reads back with its offset.
extension PublicationTime: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let time = PublicationTime(timestamp: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(text)' is not an ISO 8601 date")
        }
        self = time
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(timestamp)
    }
}
