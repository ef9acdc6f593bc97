import Foundation
import HTML
import Testing

@testable import Article

/// Blocks that are one link inside a story: the article's own material (a
/// report's PDF, a data set, the source of a figure) stays wherever it
/// leads, while teasers for other pages of the site, labelled requests
/// ("Related:") and runs of links to other sites go.
@Suite struct MaterialLinkTests {
    /// The story with `insert` between its paragraphs, in a page with navigation and a sidebar.
    static func probe(_ insert: String) -> ExtractionProbe {
        ExtractionProbe(
            ExtractionStructureTests.page(
                post: TestPage.paragraphs("a", count: 2) + insert + TestPage.paragraphs("b", count: 2), after: ""))
    }

    @Test func aLoneLinkToAFileStaysWhereverItIsSet() {
        #expect(Self.probe("<div><a href=\"/files/report-2024.pdf\">The full report (PDF, 2 MB)</a></div>").keeps(
            "The full report (PDF, 2 MB)"))
        let fileBlock = """
            <div class="wp-block-file"><a href="/files/data.csv">Library visits by branch, 2024</a>\
            <a href="/files/data.csv" class="wp-block-file__button" download>Download</a></div>
            """
        #expect(Self.probe(fileBlock).keeps("Library visits by branch, 2024"))
        #expect(Self.probe("<p>Download: <a href=\"/files/budget.xlsx\">the council's budget</a></p>").keeps(
            "the council's budget"))
    }

    @Test func aLoneLinkToAnotherSiteStaysUnlessItIsOneOfARun() {
        #expect(Self.probe("<div><a href=\"https://stats.example.org/t4\">Visits to public libraries, 2010-2024</a></div>")
            .keeps("Visits to public libraries"))
        let run = (1...4).map { "<div><a href=\"https://spam\($0).example.net/\">Download premium themes free</a></div>" }
        #expect(!Self.probe(run.joined()).keeps("premium themes"))
        // One link to another page of the same site is a teaser.
        #expect(!Self.probe("<div><a href=\"/2019/11/bridge\">A new bridge for the town</a></div>").keeps("new bridge"))
        // An app's link is no source ("Share on WhatsApp").
        #expect(!Self.probe("<div><a href=\"whatsapp://send?text=story\">Send the story to a friend</a></div>")
            .keeps("Send the story"))
    }

    @Test func aLinkLabelledAsTheStorysSourceStaysAndOthersGo() {
        let source = "<p>Source: <a href=\"https://stats.example.org/t4\">National statistics office, table 4</a></p>"
        #expect(Self.probe(source).keeps("National statistics office, table 4"))
        #expect(Self.probe(source.replacingOccurrences(of: "Source:", with: "Quelle:")).keeps("National statistics"))
        // A manual's module names the code it documents (Python's and Node.js's reference pages).
        let code = "<p><strong>Source code:</strong> <a href=\"https://github.com/python/cpython/tree/3.11/"
            + "Lib/urllib/robotparser.py\">Lib/urllib/robotparser.py</a></p>"
        #expect(Self.probe(code).keeps("Lib/urllib/robotparser.py"))
        let related = "<p>Related: <a href=\"/2019/11/bridge\">A new bridge for the town</a></p>"
        #expect(!Self.probe(related).keeps("new bridge"))
        let standards = "<p>Our Standards: <a href=\"https://trust.example.org/\">The Herald Trust Principles</a></p>"
        #expect(!Self.probe(standards).keeps("Trust Principles"))
    }
}
