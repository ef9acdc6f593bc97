import Foundation

/// Small rules about text in a book.
enum BookText {
    /// `text` trimmed, or "Untitled" when nothing is left (a title may not be empty).
    static func nonEmpty(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? "Untitled" : trimmed
    }
}

/// Dates as a book writes them.
enum BookDate {
    private static let utc = TimeZone(identifier: "UTC")!

    /// `YYYY-MM-DDThh:mm:ssZ`, as `dcterms:modified` wants it.
    static func stamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        let p = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return String(
            format: "%04d-%02d-%02dT%02d:%02d:%02dZ", p.year ?? 1970, p.month ?? 1, p.day ?? 1, p.hour ?? 0,
            p.minute ?? 0, p.second ?? 0)
    }
}

/// Language tags in a book.
enum BookLanguage {
    /// `tag` when it is a well-formed BCP 47 tag (`en`, `pt-BR`, `zh-Hant`), else nil.
    static func valid(_ tag: String?) -> String? {
        guard let tag = tag?.trimmingCharacters(in: .whitespaces), !tag.isEmpty else { return nil }
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...8).contains(first.count),
            first.unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic }),
            parts.dropFirst().allSatisfy({
                (1...8).contains($0.count)
                    && $0.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
            })
        else { return nil }
        return tag
    }
}
