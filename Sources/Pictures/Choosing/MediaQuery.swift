import Foundation

/// Just enough of CSS media queries to pick a `<source>` for a wide
/// screen: `(min-width: N)` and `(max-width: N)` in `px` or `em`, `all`,
/// `screen`, joined by `and`, alternatives by commas. A query with
/// anything else (print, orientation, resolution) is taken as not for us.
enum MediaQuery {
    /// The viewport width the queries are evaluated for, in CSS pixels.
    static let viewportWidth = 1600.0

    static func matchesWideScreen(_ query: String) -> Bool {
        let lower = query.lowercased()
        if lower.trimmingCharacters(in: .whitespaces).isEmpty { return true }
        return lower.split(separator: ",").contains { alternative in
            alternative.components(separatedBy: " and ").allSatisfy { matches(condition: $0) }
        }
    }

    private static func matches(condition: String) -> Bool {
        var text = condition.trimmingCharacters(in: .whitespaces)
        if text == "all" || text == "screen" || text == "only screen" { return true }
        guard text.hasPrefix("("), text.hasSuffix(")") else { return false }
        text = String(text.dropFirst().dropLast())
        let parts = text.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, let width = pixels(parts[1]) else { return false }
        switch parts[0] {
        case "min-width": return viewportWidth >= width
        case "max-width": return viewportWidth <= width
        default: return false
        }
    }

    private static func pixels(_ value: String) -> Double? {
        if value.hasSuffix("px") { return Double(value.dropLast(2)) }
        if value.hasSuffix("em") { return Double(value.dropLast(2)).map { $0 * 16 } }
        return Double(value)
    }
}
