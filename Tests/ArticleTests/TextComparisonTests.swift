import Testing

@testable import Article

/// The text comparisons every rule of the converter leans on: the byte
/// search behind `contains(_:)` and titles folded to letters and digits.
@Suite struct TextComparisonTests {
    @Test(arguments: [
        ("comment-list", "comment", true), ("js-comments", "comment", true), ("commen", "comment", false),
        ("subscribe now", "now", true), ("now", "now", true), ("no", "now", false), ("", "a", false),
        ("anything", "", false), ("café au lait", "é a", true), ("cafe\u{301}", "café", false),
        ("日本語の文章", "語の", true), ("日本語の文章", "語文", false), ("aaab", "aab", true), ("ababac", "abac", true),
    ])
    func findsTextByItsBytes(_ text: String, _ wanted: String, _ found: Bool) {
        #expect(text.contains(wanted) == found)
        // A substring of a larger text searches only its own part.
        let framed = "[" + text + "]"
        let inner = framed.dropFirst().dropLast()
        #expect(inner.contains(wanted) == found)
    }

    @Test func searchesOnlyTheSubstringsOwnBytes() {
        let text = "newsletter signup"
        let head = text.prefix(10)
        #expect(head.contains("letter"))
        #expect(!head.contains("signup"))
        #expect(!text.suffix(6).contains("news"))
    }

    @Test(arguments: [
        ("The Verge's 2024 REVIEW", ["the", "verge", "s", "2024", "review"]), ("snake_case—and CamelCase", ["snake_case", "and", "camelcase"]),
        ("ÉCOLE Straße Ǆemal", ["école", "straße", "ǆemal"]), ("Ünïcode-ASCII mix", ["ünïcode", "ascii", "mix"]),
        ("नमस्ते दुनिया", ["नमस्ते", "दुनिया"]), ("  ", []), ("日本語の文章", ["日本語の文章"]),
    ])
    func splitsTextIntoLowerCaseWords(_ text: String, _ words: [String]) {
        #expect(WordSequence.words(text) == words)
    }

    @Test(arguments: [
        ("The Verge", "theverge"), ("  BBC News — Home! 24/7 ", "bbcnewshome247"), ("Ünïcode Straße 42", "ünïcodestraße42"),
        ("日本 ニュース", "日本ニュース"), ("", ""), ("-- ** --", ""),
    ])
    func foldsTitlesToLowerCaseLettersAndDigits(_ title: String, _ folded: String) {
        #expect(TitleCleaner.comparable(title) == folded)
    }
}
