import Foundation
import HTML
import TestSupport
import Testing

@testable import Article

/// Pages built to hurt: extraction finishes, finds what text there is, and
/// never walks a subtree once per ancestor. Sizes are chosen so that a
/// quadratic path would take minutes, not so that a timer decides.
@Suite struct ExtractionBadInputTests {
    @Test func aHundredThousandNestedDivs() {
        let depth = 100_000
        let html =
            String(repeating: "<div class=\"wrap\">", count: depth) + "<p>\(TestPage.prose("deep"))</p>"
            + String(repeating: "</div>", count: depth)
        let probe = ExtractionProbe(html)
        #expect(probe.keeps("(deep 4)"))
    }

    @Test func nestedHeadingsAndCustomElements() {
        let html =
            String(repeating: "<h2><div><x-box>", count: 400) + "Library funding approved"
            + String(repeating: "</x-box></div></h2>", count: 400) + TestPage.paragraphs("body")
        let probe = ExtractionProbe(TestPage.page(body: html))
        #expect(probe.keeps("(body-4 4)"))
    }

    @Test func twentyThousandLinkListsWithLabels() {
        let block = "<p>More:</p><ul><li><a href=\"/a\">A story</a></li><li><a href=\"/b\">B story</a></li></ul>"
        let html = TestPage.page(
            body: "<div class=\"story\">\(TestPage.paragraphs("body"))\(String(repeating: block, count: 20_000))</div>")
        let probe = ExtractionProbe(html)
        #expect(probe.keeps("(body-4 4)"))
        #expect(!probe.keeps("A story"))
        #expect(!probe.keeps("More:"))
    }

    @Test func aHugeClassAttribute() {
        let huge = String(repeating: "a", count: 1_000_000)
        let html = TestPage.page(body: "<div class=\"\(huge) comment\"><p>Hi</p></div>\(TestPage.paragraphs("body"))")
        let probe = ExtractionProbe(html)
        #expect(probe.keeps("(body-1 1)"))
        #expect(!probe.keeps("Hi"))
    }

    @Test func binaryGarbageAndNulBytes() {
        var random = SeededRandom(seed: 7)
        for round in 0..<20 {
            var bytes = (0..<20_000).map { _ in UInt8.random(in: 0...255, using: &random) }
            if round % 2 == 0 { bytes += Array("<p>\(TestPage.prose("after"))\u{0}</p>".utf8) }
            let document = HTMLDocument.parse(bytes)
            let (_, content) = ContentExtractor.extractArticle(from: document, url: nil)
            if let content {
                #expect(content.roots.allSatisfy { $0.index < document.nodeCount })
            }
        }
    }

    @Test func truncatedAndUnterminatedMarkup() {
        let pages = [
            "<html><body><p>\(TestPage.prose("cut"))",
            "<p>\(TestPage.prose("open"))<script>var unterminated = 'x",
            "<p>\(TestPage.prose("comment"))<!-- never closed <p>hidden",
            "<div class=\"x\" id=\"y",
        ]
        for page in pages {
            _ = ExtractionProbe(page).lines
        }
        #expect(ExtractionProbe(pages[0]).keeps("(cut 4)"))
        #expect(!ExtractionProbe(pages[1]).keeps("unterminated"))
        #expect(!ExtractionProbe(pages[2]).keeps("hidden"))
    }
}
