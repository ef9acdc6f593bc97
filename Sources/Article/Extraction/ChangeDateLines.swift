/// A line that only says when the page last changed ("Last updated on
/// November 3, 2024", "Last modified: 2024-11-03", "Page last edited 3 Nov
/// 2024"): documentation sites close their pages with it. It tells the
/// reader nothing of the story; the date is the page's, not a sentence of it.
enum ChangeDateLines {
    /// Whether `text` is such a line: a phrase naming the last change, then a date and nothing else.
    static func isChangeDate(_ text: String) -> Bool {
        let lower = text.lowercased()
        guard let phrase = phrases.first(where: { lower.hasPrefix($0) }) else { return false }
        let rest = lower.dropFirst(phrase.count).drop { $0 == " " || $0 == ":" }
        let date = rest.hasPrefix("on ") ? rest.dropFirst(3) : rest
        return !date.isEmpty && HeadlineLines.date(in: String(date)) != nil
    }

    /// The phrases that open such a line.
    private static let phrases = [
        "last updated", "last modified", "last edited", "last changed", "page last updated", "page last modified",
        "page last edited",
    ]
}
