import Foundation

/// The number of an item of a tracker that its page sets beside the
/// item's title ("1234 – Logger drops soundings after midnight", as
/// Bugzilla titles a bug; "Logger drops soundings after midnight #87", as
/// Gitea and Forgejo head an issue; "#87 - …"): no words of the title. It
/// is told by the page's address, which holds the same number as one of
/// its parts ("show_bug.cgi?id=1234", "/issues/87"); a number the address
/// does not hold ("1984 – a novel") stays.
enum ItemNumbers {
    /// The separators between a leading number and the title.
    private static let separators = [" – ", " - ", " — ", " | ", ": "]
    /// The most characters of a number part: a word ("Bug", "Issue") and the number.
    private static let longestPart = 16

    /// `title` without the number of the item at `url` that opens or closes it, alone or after a
    /// word ("Bug 1234"), set off by a separator or, with its '#', by a space.
    static func withoutNumber(_ title: String, url: URL?) -> String {
        guard let url, title.contains(where: \.isNumber) else { return title }
        let numbers = Set(
            url.absoluteString.split { "/?&=#;.".contains($0) }.filter { $0.allSatisfy(\.isNumber) }.map(String.init))
        guard !numbers.isEmpty else { return title }
        var text = title
        for separator in separators {
            guard let range = text.range(of: separator), text.distance(from: text.startIndex, to: range.lowerBound)
                <= longestPart
            else { continue }
            if isNumber(text[..<range.lowerBound], among: numbers), text[range.upperBound...].contains(" ") {
                text = String(text[range.upperBound...])
                break
            }
        }
        let words = text.split(separator: " ")
        guard words.count >= 3 else { return text }
        if let last = words.last, last.hasPrefix("#"), isNumber(last, among: numbers) {
            return words.dropLast().joined(separator: " ")
        }
        if let first = words.first, first.hasPrefix("#"), isNumber(first, among: numbers) {
            return words.dropFirst().joined(separator: " ")
        }
        return text
    }

    /// Whether `part` is one of `numbers`, with its '#' or after one word of letters ("Bug 1234", "Issue #87").
    private static func isNumber(_ part: Substring, among numbers: Set<String>) -> Bool {
        let words = part.split(separator: " ")
        guard let last = words.last, words.count == 1 || (words.count == 2 && words[0].allSatisfy(\.isLetter)) else {
            return false
        }
        let digits = last.hasPrefix("#") ? last.dropFirst() : last
        return !digits.isEmpty && numbers.contains(String(digits))
    }
}
