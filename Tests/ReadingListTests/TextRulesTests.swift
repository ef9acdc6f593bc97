import Foundation
import Problems
import Testing

@testable import ReadingList

@Suite struct TextRulesTests {
    @Test(arguments: [
        ("https://Example.COM/Path?b=2&a=1", "https://example.com/Path?b=2&a=1"),
        ("https://example.com", "https://example.com/"),
        ("http://example.com:80/x", "http://example.com/x"),
        ("https://example.com:8443/x", "https://example.com:8443/x"),
        ("gemini://capsule.example:1965/log/", "gemini://capsule.example/log/"),
        ("https://example.com/a#section-2", "https://example.com/a"),
        ("https://example.com/a?utm_source=rss&utm_medium=feed&id=7&fbclid=abc", "https://example.com/a?id=7"),
        ("https://example.com/a?utm_source=rss", "https://example.com/a"),
        ("  https://example.com./a  ", "https://example.com/a"),
        ("https://example.com/caf%C3%A9", "https://example.com/caf%C3%A9"),
    ])
    func urlsAreCanonicalised(input: String, canonical: String) throws {
        #expect(try CanonicalURL.normalize(input) == canonical)
    }

    @Test(arguments: [
        ("https://www.Example.com/a", "example.com"), ("gemini://capsule.example/", "capsule.example"),
        ("nonsense", ""),
    ])
    func siteOfAURL(url: String, site: String) {
        #expect(CanonicalURL.site(of: url) == site)
    }

    @Test(arguments: [
        ("Example.COM", "example.com"), ("www.example.com.", "example.com"),
        ("https://www.example.com/x", "example.com"),
    ])
    func sitesAsPeopleWriteThem(text: String, site: String) {
        #expect(CanonicalURL.siteName(text) == site)
    }

    @Test(arguments: [
        ("swift", #"("swift")"#),
        ("swift concurrency", #"("swift") AND ("concurrency")"#),
        (#""red house" door"#, #"("red house") AND ("door")"#),
        ("light*", #"("light" *)"#),
        ("a -b -\"c d\"", #"(("a")) NOT "b" NOT "c d""#),
        ("a OR b c", #"("a" OR "b") AND ("c")"#),
        (#"say "hi""#, #"("say") AND ("hi")"#),
        (#"x"y"#, #"("x""y")"#),
    ])
    func searchesBecomeSafeFTSExpressions(text: String, expression: String) throws {
        #expect(try SearchQuery(text).expression == expression)
    }

    @Test func gemtextBecomesSearchableText() {
        let gemtext = """
            # Title
            Paragraph one.
            => https://example.com/hidden Shown label
            => https://example.com/bare
            * item
            > quoted
            ```alt
            # not a heading
            ```

            """
        #expect(PlainText.fromGemtext(gemtext) == "Title\nParagraph one.\nShown label\nitem\nquoted\n# not a heading")
    }

    @Test(arguments: [("one two  three\nfour", 4), ("", 0), ("日本語の文", 5), ("mixed 日本 text", 4)])
    func wordsAreCounted(text: String, words: Int) {
        #expect(PlainText.wordCount(text) == words)
    }

    @Test func readingTimeRoundsUp() {
        #expect(PlainText.readingMinutes(words: 0) == 0)
        #expect(PlainText.readingMinutes(words: 1) == 1)
        #expect(PlainText.readingMinutes(words: 230) == 1)
        #expect(PlainText.readingMinutes(words: 231) == 2)
    }
}
