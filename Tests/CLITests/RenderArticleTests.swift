import Foundation
import TestSupport
import Testing

/// `gempaper render` on converted articles, as saved by older versions
/// (link lines numbered `[3]`, permalink marks in headings) and as saved
/// now: one table of contents, numbered like `--section`; code and URLs
/// never split.
@Suite struct RenderArticleTests {
    static let longURL = "https://coast.example/reports/" + String(repeating: "harbour-lights-", count: 8) + "final.pdf"
    static let wideCode = "let lamps = [" + (1...20).map { "\"lamp\($0)\"" }.joined(separator: ", ") + "]"

    /// An article as the converter wrote them before: its own contents
    /// (numbered its own way), `[N]` link numbers, permalink marks.
    static let oldArticle = """
        # Harbour Lights

        => https://coast.example/news/lights Source: The Coast
        By Ann Lee · 2024-03-12 · 4 min read

        Contents
        * 1. The repairs ¶
        * 1.1. New lamps
        * 2. What fishermen say

        The harbour lights were switched on again after the port authority[1] finished the repairs.
        => https://coast.example/port [1] port authority

        ## The repairs ¶

        Work began in March, and the report[2] tells the rest.
        => \(longURL) [2] report

        ### New lamps #

        ```swift
        \(wideCode)
        ```

        ## What fishermen say Permalink

        They are glad.
        """

    /// The same article as the converter writes them now.
    static let newArticle = """
        # Harbour Lights

        => https://coast.example/news/lights Source: The Coast
        By Ann Lee · 2024-03-12 · 4 min read

        Contents
        * 1. The repairs
        * 1.1. New lamps
        * 2. What fishermen say

        The harbour lights were switched on again after the port authority finished the repairs.
        => https://coast.example/port port authority

        ## The repairs

        Work began in March, and the report tells the rest.
        => \(longURL) The report on the repairs, with pictures of the new lamps and the old ones

        ### New lamps

        ```swift
        \(wideCode)
        ```

        ## What fishermen say

        They are glad.
        """

    static func render(_ article: String, _ options: [String] = []) throws -> [String] {
        let run = try BuiltBinary.run(["render", "--width", "50"] + options, input: Data(article.utf8))
        #expect(run.status == 0, "\(run.stderr)")
        return run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test(arguments: [oldArticle, newArticle])
    func oneTableOfContentsUnderTheDetailsNumberedLikeSection(_ article: String) throws {
        let lines = try Self.render(article)
        #expect(lines.filter { $0 == "Contents" }.count == 1, "one table of contents")
        let start = try #require(lines.firstIndex(of: "Contents"))
        #expect(lines[start - 2].hasPrefix("By Ann Lee"), "under the title and details")
        #expect(
            Array(lines[(start + 1)...(start + 4)]) == [
                "1. The repairs", "  2. New lamps", "3. What fishermen say", "",
            ])
        #expect(lines[start + 5].hasPrefix("The harbour lights were"))
        // Each entry's number opens the document at that entry's heading.
        for (number, heading) in [(1, "## The repairs"), (2, "### New lamps"), (3, "## What fishermen say")] {
            #expect(try Self.render(article, ["--section", "\(number)"]).first == heading)
        }
    }

    @Test func headingsLoseTheirPermalinkMarks() throws {
        let lines = try Self.render(Self.oldArticle)
        #expect(lines.contains("## The repairs"))
        #expect(lines.contains("### New lamps"))
        #expect(lines.contains("## What fishermen say"))
        #expect(!lines.contains { $0.contains("¶") || $0.contains("Permalink") || $0.hasSuffix(" #") })
    }

    @Test(arguments: [oldArticle, newArticle])
    func codeIsNeverWrappedAndURLsNeverSplit(_ article: String) throws {
        let lines = try Self.render(article)
        #expect(lines.contains(Self.wideCode), "the code line is whole, wider than the 50 columns")
        let url = try #require(lines.first { $0.contains(Self.longURL) }, "the URL is whole on one line")
        #expect(url.hasPrefix("    ↗ "), "under its label, after the link number's indent")
        // Prose still wraps at the width.
        let prose = lines.filter { !$0.contains(Self.longURL) && $0 != Self.wideCode }
        #expect(prose.allSatisfy { $0.count <= 50 }, "\(prose.filter { $0.count > 50 })")
    }

    @Test func oldArticlesKeepTheirLinkNumbersNewOnesAreNumberedInOrder() throws {
        let old = try Self.render(Self.oldArticle)
        #expect(old.contains("[1] port authority ↗ https://coast.example/port"))
        #expect(old.contains("[2] report"))
        #expect(old.contains("=> Source: The Coast"), "unnumbered among numbered links")
        let new = try Self.render(Self.newArticle)
        #expect(new.contains("[1] Source: The Coast"))
        #expect(new.contains("[2] port authority ↗ https://coast.example/port"))
        #expect(new.contains("[3] The report on the repairs, with pictures of"))
    }
}
