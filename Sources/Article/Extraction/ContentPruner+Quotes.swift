/// An `<aside>` in the story is the page's sidebar, left out whole, unless
/// it sets a quote apart: a forum post quoting an earlier one (Discourse's
/// `<aside class="quote">` with the quoted member's name over a
/// `<blockquote>`), which the post's next words answer. A pull quote that
/// repeats the story's words still goes, as a repetition (`RepeatedBlocks`).
extension ContentPruner {
    /// The most characters outside the quote an aside holding a quote may
    /// have: a line that says whose words they are ("mkovacs:").
    static let longestQuoteHeading: Int32 = 80

    /// Whether the aside `node` is a quote: its words are a `<blockquote>`'s
    /// but for a short line naming who said them, with few links.
    func isQuoteAside(_ node: Int32) -> Bool {
        let index = Int(node)
        guard page.tags[index] == .aside, page.subtreeSize[index] <= 200, page.linkDensity(node) < 0.5 else {
            return false
        }
        var quoted: Int32 = 0
        var current = page.firstChild[index]
        while current != PageAnalysis.none {
            let isQuote = page.tags[Int(current)] == .blockquote
            if isQuote { quoted += page.textLength[Int(current)] }
            current = page.next(after: current, within: node, enteringChildren: !isQuote)
        }
        return quoted > 0 && page.textLength[index] - quoted <= Self.longestQuoteHeading
    }
}
