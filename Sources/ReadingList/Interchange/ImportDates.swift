import Foundation

/// Dates as exports write them: Unix time in seconds (milliseconds or
/// microseconds when the number is that large), or ISO 8601.
enum ImportDates {
    static func parse(_ text: String?) -> Date? {
        guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        if let number = Double(text), number > 0 {
            let seconds = number > 1e14 ? number / 1e6 : number > 1e11 ? number / 1e3 : number
            return Date(timeIntervalSince1970: seconds)
        }
        for options: ISO8601DateFormatter.Options in [
            [.withInternetDateTime, .withFractionalSeconds], [.withInternetDateTime], [.withFullDate],
        ] {
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = options
            if let date = formatter.date(from: text) { return date }
        }
        return nil
    }
}
