/// Times a page gives relative to when it was served ("12 min ago",
/// "3 hours ago", "just now"): true for a moment, wrong once the page is
/// saved and read later.
enum RelativeTimes {
    /// Units of time as pages abbreviate them, singular and plural.
    static let units: Set<Substring> = [
        "s", "sec", "secs", "second", "seconds", "m", "min", "mins", "minute", "minutes", "h", "hr", "hrs", "hour",
        "hours", "d", "day", "days", "w", "wk", "wks", "week", "weeks", "mo", "month", "months", "y", "yr", "yrs",
        "year", "years",
    ]

    /// Whether `text` is only a relative time: "12 min ago", "an hour ago",
    /// "5m ago", "just now" (in English, any case).
    static func isRelativeTime(_ text: String) -> Bool {
        guard text.utf8.count <= 40 else { return false }
        let words = text.lowercased().split { !($0.isLetter || $0.isNumber) }
        if words == ["just", "now"] { return true }
        guard words.last == "ago" else { return false }
        let amount = words.dropLast()
        switch amount.count {
        case 1:
            // "5m ago", "2h ago".
            let word = amount[amount.startIndex]
            let digits = word.prefix { $0.isASCII && $0.isNumber }
            return !digits.isEmpty && units.contains(word.dropFirst(digits.count))
        case 2:
            let number = amount[amount.startIndex]
            let isAmount = number == "a" || number == "an" || number.allSatisfy { $0.isASCII && $0.isNumber }
            return isAmount && units.contains(amount[amount.startIndex + 1])
        default: return false
        }
    }
}
