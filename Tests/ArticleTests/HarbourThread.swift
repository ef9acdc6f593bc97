import Testing

@testable import Article

/// What every forum's copy of the tests' harbour thread must read as: ann's
/// opening post "Silt in the inner basin" of 2024-03-14, tom's reply of the
/// same day quoting her, jenna's of the next day; each forum's test sets
/// the thread in its own markup and names its own furniture.
enum HarbourThread {
    /// Checks that `page`, converted as saved from `url`, is titled, signed
    /// and dated by ann's post, reads her words, then "## tom, 2024-03-14"
    /// over his quote of her signed "— ann" (and his answer, with
    /// `answers`), then "## jenna, 2024-03-15" over `jennaOpens` (and her
    /// code, with `code`), and holds none of `furniture`.
    static func expect(
        _ page: String, url: String, jennaOpens: String, answers: Bool = false, code: Bool = false,
        furniture: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let article = try Convert.page(page, url: url)
        let body = Convert.body(of: article)
        #expect(article.title == "Silt in the inner basin", sourceLocation: sourceLocation)
        #expect(article.metadata.author == "ann", sourceLocation: sourceLocation)
        #expect(article.metadata.published.map { String($0.prefix(10)) } == "2024-03-14", sourceLocation: sourceLocation)
        let opening = try #require(body.range(of: "I took soundings along the inner basin"), sourceLocation: sourceLocation)
        let tom = try #require(body.range(of: "\n## tom, 2024-03-14\n\n"), sourceLocation: sourceLocation)
        let quote = try #require(
            body.range(of: "\n> I have written to the harbour master with the figures.\n> — ann\n\n"),
            sourceLocation: sourceLocation)
        let jenna = try #require(body.range(of: "\n## jenna, 2024-03-15\n\n" + jennaOpens), sourceLocation: sourceLocation)
        #expect(opening.upperBound < tom.lowerBound && tom.upperBound < quote.upperBound, sourceLocation: sourceLocation)
        #expect(quote.upperBound < jenna.lowerBound, sourceLocation: sourceLocation)
        if answers {
            let answer = try #require(
                body.range(of: "\nI took soundings along the north quay in January"), sourceLocation: sourceLocation)
            #expect(quote.upperBound <= answer.upperBound && answer.upperBound < jenna.lowerBound, sourceLocation: sourceLocation)
        }
        if code {
            let block = try #require(
                body.range(of: "```\nfor depth in readings:\n    print(f\"{depth:.2f} m\")\n```"), sourceLocation: sourceLocation)
            #expect(jenna.upperBound < block.lowerBound, sourceLocation: sourceLocation)
        }
        for item in furniture {
            #expect(!body.contains(item), "\(item)", sourceLocation: sourceLocation)
        }
    }
}
