import HTML

/// A story's or an entry's own `<header>` (one inside an article, a
/// section, the main content or an aside, or one that holds the
/// headline, as pandoc's title block does, or a block named a header that
/// holds it: Brightspot's `Page-articleHeader`) is taken apart rather than
/// dropped whole as a page's banner is: what a reader reads in it stays,
/// the furniture around that goes.
/// - Headings stay in an entry's header (a live blog's "Power cuts affect
///   40,000 homes"); in the header that holds the headline, the headline
///   and the headings beside it (a kicker, a subtitle) go.
/// - Prose (a standfirst of 80 characters or more with few links) stays,
///   and so does a figure with its caption (the lead picture), without
///   its photo credit, or the picture the page names as its own (see
///   `HeroPicture`) without one; after the headline, so does a shorter
///   standfirst (see `Standfirst`).
/// - A `<time>` stays in an entry's header ("13.48 GMT" over the entry);
///   the headline's header gives the page's date, which the metadata reads.
/// - Everything else goes: links, badges, counters, buttons, bylines, a
///   `<details>` box folded away.
extension ContentPruner {
    private enum HeaderPart { case kept, dropped, opened }

    /// Whether `node` is a story's or an entry's `<header>`: inside an
    /// article, a section, the main content or an aside, or, outside them,
    /// holding the headline (a heading with the title's words), which
    /// the site's banner never does (pandoc's title block, with the
    /// title, the author and the abstract); so is a block whose class
    /// names it a header and that holds the headline.
    func isStoryHeader(_ node: Int32) -> Bool {
        if page.has(node, .storyHeader) { return true }
        guard page.tags[Int(node)] == .header || page.has(node, .namedPlaceOnly),
            page.subtreeSize[Int(node)] <= Self.smallSubtree
        else { return false }
        var current = page.firstChild[Int(node)]
        while current != PageAnalysis.none {
            if isTitleHeading(current) { return true }
            current = page.next(after: current, within: node, enteringChildren: true)
        }
        return false
    }

    /// Leaves out the furniture of the story header `header`.
    mutating func takeApart(header: Int32) {
        let isHeadlines = holdsHeadline(header)
        // After the headline: whether it has been passed, and whether a block with text has followed it.
        var pastHeadline = false
        var besideHeadline = false
        var node = page.firstChild[Int(header)]
        while node != PageAnalysis.none {
            var part = headerPart(node, inHeadlines: isHeadlines)
            let hasText = page.isElement(node) && page.textLength[Int(node)] > 0
            if part == .dropped, pastHeadline, hasText,
                standfirst.isStandfirst(
                    node, besideHeadline: besideHeadline,
                    body: page.next(after: header, within: 0, enteringChildren: false))
            {
                part = .kept
            }
            if isHeadlines, page.isElement(node), page.tags[Int(node)] == .h1 || isTitleHeading(node) {
                pastHeadline = true
                besideHeadline = true
            } else if part != .opened, hasText {
                besideHeadline = false
            }
            if part == .dropped { exclude(node) }
            if part == .kept, page.tags[Int(node)] == .figure { excludeCredits(in: node) }
            node = page.next(after: node, within: header, enteringChildren: part == .opened)
        }
    }

    private func headerPart(_ node: Int32, inHeadlines: Bool) -> HeaderPart {
        let index = Int(node)
        let length = page.textLength[index]
        if page.isText(node) { return length == 0 || length >= StoryOpening.shortestProse ? .kept : .dropped }
        guard page.isElement(node) else { return .kept }
        // A disclosure widget in a header (MDN's "Baseline" box) is the page's, folded away until opened.
        if page.has(node, .nonContent) || page.has(node, .structuralBoilerplate) || page.tags[index] == .details {
            return .dropped
        }
        let tag = page.tags[index]
        if HTMLTagSet.headings.contains(tag) { return inHeadlines || isTitleHeading(node) ? .dropped : .kept }
        if tag == .time { return inHeadlines ? .dropped : .kept }
        if tag == .figure { return holdsImage(node) && holdsCaption(node) ? .kept : .dropped }
        // The page's own picture over the headline, without a caption (DEV's cover in
        // <div class="crayons-article__cover">): the story's lead picture, no logo or avatar.
        if inHeadlines, length == 0, hero.showsLeadPicture(node) { return .kept }
        if page.has(node, .namedBoilerplate) { return .dropped }
        let isProse =
            length >= StoryOpening.shortestProse && page.linkDensity(node) < 0.25
            && (page.isParagraph(node) || !page.has(node, .hasBlockChild))
        if isProse { return .kept }
        return page.has(node, .hasBlockChild) || (length == 0 && page.firstChild[index] != PageAnalysis.none)
            ? .opened : .dropped
    }

    /// Leaves out the photo credits in the figure `figure` ("Alex Wong |
    /// Getty Images" above its caption), as in the story's own figures.
    private mutating func excludeCredits(in figure: Int32) {
        var node = page.firstChild[Int(figure)]
        while node != PageAnalysis.none {
            let isCredit = page.isElement(node) && page.has(node, .credit) && !holdsImage(node)
            if isCredit { exclude(node) }
            node = page.next(after: node, within: figure, enteringChildren: !isCredit)
        }
    }

    /// Whether `header` holds the story's headline: an `<h1>`, or a heading
    /// whose words are the title's.
    private func holdsHeadline(_ header: Int32) -> Bool {
        var node = page.firstChild[Int(header)]
        while node != PageAnalysis.none {
            if page.isElement(node), page.tags[Int(node)] == .h1 || isTitleHeading(node) { return true }
            node = page.next(after: node, within: header, enteringChildren: true)
        }
        return false
    }

    /// Whether the figure `node` has a caption with words.
    private func holdsCaption(_ node: Int32) -> Bool {
        var current = page.firstChild[Int(node)]
        while current != PageAnalysis.none {
            if page.isElement(current), page.tags[Int(current)] == .figcaption, page.textLength[Int(current)] > 0 {
                return true
            }
            current = page.next(after: current, within: node, enteringChildren: true)
        }
        return false
    }
}
