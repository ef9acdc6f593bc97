import Foundation

/// A language tag fit for a MIME type's `lang=` parameter (BCP 47 in form:
/// `en`, `pt-BR`, `zh-Hant-TW`): subtags of 1 to 8 ASCII letters and digits
/// joined by hyphens, the first of 2 to 8 letters. An article's language
/// comes from the page it was saved from, so anything else (spaces,
/// semicolons, line breaks) is refused rather than sent in a header.
struct LanguageTag {
    /// The tag as written, `_` read as `-` (`en_GB` is common on the web).
    let text: String

    /// The longest tag accepted.
    static let maximumLength = 35

    init?(_ value: String) {
        let text = value.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "_", with: "-")
        let subtags = text.split(separator: "-", omittingEmptySubsequences: false)
        guard text.utf8.count <= Self.maximumLength, let first = subtags.first,
            (2...8).contains(first.utf8.count), first.utf8.allSatisfy(Self.isLetter),
            subtags.dropFirst().allSatisfy({
                (1...8).contains($0.utf8.count)
                    && $0.utf8.allSatisfy { Self.isLetter($0) || (0x30...0x39).contains($0) }
            })
        else { return nil }
        self.text = text
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
}
