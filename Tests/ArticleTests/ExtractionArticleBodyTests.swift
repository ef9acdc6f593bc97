import Foundation
import HTML
import Testing

@testable import Article

/// The schema.org `articleBody` a page declares steers the choice of region
/// when it clearly disagrees with the scoring, and only then.
@Suite struct ExtractionArticleBodyTests {
    private let busy = (1...6).map { number in
        "<p>Item \(number), which is long, has commas, clauses, asides, and lists, in great number, for scoring.</p>"
    }.joined()
    private let story = (1...3).map { number in
        "<p>The real story paragraph number \(number) tells what happened at the meeting last night in plain words</p>"
    }.joined()

    private func page(declaring body: String) -> String {
        let json = "{\"@context\":\"https://schema.org\",\"@type\":\"NewsArticle\",\"articleBody\":\"\(body)\"}"
        return TestPage.page(
            head: "<title>Meeting</title><script type=\"application/ld+json\">\(json)</script>",
            body: "<div class=\"story\">\(busy)</div><div class=\"other\">\(story)</div>")
    }

    private var storyText: String {
        (1...3).map { "The real story paragraph number \($0) tells what happened at the meeting last night in plain words" }
            .joined(separator: "\\n")
    }

    @Test func withoutADeclaredBodyScoringDecides() {
        let probe = ExtractionProbe(TestPage.page(body: "<div class=\"story\">\(busy)</div><div class=\"other\">\(story)</div>"))
        #expect(probe.keeps("Item 6"))
        #expect(!probe.keeps("The real story"))
    }

    @Test func aDeclaredBodyPicksTheRegionThatHoldsIt() {
        let probe = ExtractionProbe(page(declaring: storyText))
        #expect(probe.keeps("The real story paragraph number 3"))
        #expect(!probe.keeps("Item 1"))
    }

    @Test func aTruncatedTeaserDoesNotOverrideScoring() {
        let teaser = String(storyText.prefix(150)) + "..."
        let probe = ExtractionProbe(page(declaring: teaser))
        #expect(probe.keeps("Item 6"))
    }

    @Test func markupInsideTheDeclaredBodyIsIgnored() {
        let marked = storyText.replacingOccurrences(of: "\\n", with: "</p><p>")
        let probe = ExtractionProbe(page(declaring: "<p>" + marked.replacingOccurrences(of: "\"", with: "\\\"") + "</p>"))
        #expect(probe.keeps("The real story paragraph number 2"))
        #expect(!probe.keeps("Item 1"))
    }

    @Test func matcherScoresTheExactRegionHighest() throws {
        let document = HTMLDocument.parse(
            TestPage.page(body: "<div id=\"a\">\(busy)</div><div id=\"b\">\(story)</div>"))
        let page = PageAnalysis(document: document)
        let matcher = try #require(ArticleBodyMatcher(articleBody: storyText.replacingOccurrences(of: "\\n", with: "\n")))
        let match = matcher.match(page)
        let region = try #require(document.element(withID: "b"))
        #expect(match.best == region.id.rawValue)
        #expect(match.bestF1 > 0.95)
        #expect(match.f1[Int(try #require(document.element(withID: "a")).id.rawValue)] < 0.1)
    }

    @Test func tooShortADeclaredBodyIsNoGuide() {
        #expect(ArticleBodyMatcher(articleBody: "Only a handful of words here.") == nil)
    }
}
