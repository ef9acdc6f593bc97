import Foundation

/// Dates as the capsule writes them, always in UTC.
enum DateText {
    /// `2024-05-03`: list lines, article metadata, Gemini feeds.
    static func day(_ date: Date) -> String {
        let parts = components(date)
        return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
    }

    /// `2024-05-03T14:07:00Z`: Atom.
    static func timestamp(_ date: Date) -> String {
        let parts = components(date)
        return String(
            format: "%04d-%02d-%02dT%02d:%02d:%02dZ", parts.year!, parts.month!, parts.day!, parts.hour!, parts.minute!,
            parts.second!)
    }

    private static func components(_ date: Date) -> DateComponents {
        calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    }

    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()
}
