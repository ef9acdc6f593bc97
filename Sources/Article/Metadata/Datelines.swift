import HTML

/// The dates a page shows readers under its headline: the text of `<time>`
/// elements and of elements whose class or id names a date or a
/// publication ("date", "dateline", "publish", "posted", "timestamp"),
/// when it is short and reads as a date ("Nov 19, 2019, 10:31 pm CST",
/// "19 NOV 2019"). Not a change's date ("updated"), nor one in navigation,
/// sidebars, related stories or comments, nor one above the page's first
/// `<h1>` (a masthead's "Wednesday, November 20, 2019").
enum Datelines {
    private static let dateWords = ["date", "publish", "posted", "timestamp"].map { Array($0.utf8) }
    private static let otherWords = ["update", "modif", "related", "comment", "picker"].map { Array($0.utf8) }
    /// The most elements looked at: a dateline stands near the headline.
    private static let reach = 300
    private static let skipped: HTMLTagSet = [.head, .script, .style, .template, .noscript, .svg, .nav, .footer, .aside]

    /// The ISO 8601 form of the first date shown after the first `<h1>`
    /// (from the start of a page without one, `underHeading` false),
    /// within `reach` elements and before the first long paragraph: in an
    /// element marked as a date, or a short line that is only a date (see
    /// `HeadlineLines.date(in:)`), dates of numbers read in `order`. A separate walk, made only when the
    /// page's structured dates leave the day in doubt.
    static func first(in document: HTMLDocument, underHeading: Bool, order: DayOrder = .unknown) -> String? {
        var found: String?
        // The text of the last line read as an unmarked dateline: a wrapper inside it with the same text says no more.
        var lastRead = ""
        walkUnderHeadline(of: document, underHeading: underHeading) { node in
            if node.attributeCount > 0, CommentMarks.isMarked(node) { return .skipChildren }
            let nodeMark = mark(of: node)
            if nodeMark == .other { return .enterChildren }
            let isMarked = nodeMark == .date
            guard isMarked || isLine(node), let raw = shortText(of: node) else { return .enterChildren }
            guard isMarked || (raw != lastRead && ISODate.mayHoldDate(raw)) else {
                return .enterChildren
            }
            if !isMarked, isInsideOther(node) { return .skipChildren }
            if !isMarked { lastRead = raw }
            let text = ShownText.of(node)
            guard
                let date = isMarked
                    ? ISODate.normalize(text, order: order) : HeadlineLines.date(in: text, order: order)
            else {
                return isMarked ? .skipChildren : .enterChildren
            }
            found = date
            return .stop
        }
        return found
    }

    /// The lines of the first short line after the first `<h1>` (within
    /// the same reach as `first(in:underHeading:)`) that opens with a
    /// byline's introduction ("By Peter Okafor | 12 May 2021"), or holds a
    /// part that does and names someone ("2024年03月05日　作者：李明"), for pages
    /// that mark no byline: a separate walk, made only when no other
    /// source names the author.
    static func byline(in document: HTMLDocument, underHeading: Bool) -> [String]? {
        var found: [String]?
        walkUnderHeadline(of: document, underHeading: underHeading) { node in
            if node.attributeCount > 0, CommentMarks.isMarked(node) { return .skipChildren }
            guard isLine(node), let raw = shortText(of: node) else { return .enterChildren }
            let opens = AuthorNames.opensWithIntroduction(raw)
            let introduced = opens ? nil : HeadlineLines.introducedPart(of: raw)
            guard opens || introduced != nil else { return .enterChildren }
            if isInsideOther(node) { return .skipChildren }
            // Line by line: "Par Claire Dubois<br>Publié le 5 mars 2024" names her on its first.
            found = introduced.map { [$0] } ?? ShownText.lines(of: node)
            return .stop
        }
        return found
    }

    /// The most elements after the article's last long paragraph looked at for its closing byline.
    private static let closingReach = 12

    /// The date of a byline that closes the article, after its last long
    /// paragraph ("Written by Ingrid Holm. Published March 1, 2021."): a
    /// short line among the few elements that follow it, outside
    /// navigation, sidebars, footers, related stories and comments, that
    /// says it gives the publication's date (see
    /// `HeadlineLines.namesPublication`). A separate walk of the whole
    /// page, made only when the page gives no other date.
    /// A line whose date the pointer's tooltip says is the publication's
    /// gives that one (see `tooltipDate(in:order:)`).
    static func closingByline(in document: HTMLDocument, order: DayOrder = .unknown) -> String? {
        closingLine(in: document) { node, raw in
            guard ISODate.mayHoldDate(raw) else { return nil }
            let text = ShownText.of(node)
            guard HeadlineLines.namesPublication(text) else { return nil }
            return tooltipDate(in: node, order: order) ?? HeadlineLines.date(in: text, order: order)
        }
    }

    /// The most lines before the headline looked at, in its box and the box around it.
    private static let overHeadlineReach = 3

    /// The publication's date a short line right over the page's first
    /// `<h1>` gives when it says it is the publication's ("Von Moritz
    /// Bachmann publiziert am 25. September 2018", a blog's hero setting
    /// its byline above the headline): one of the few elements before the
    /// headline in its box, or before that box. A masthead's date over a
    /// headline ("Wednesday, November 20, 2019") says no such thing and is
    /// not taken. A separate look, made only when the page gives no other date.
    static func overHeadline(in document: HTMLDocument, order: DayOrder = .unknown) -> String? {
        guard var current = document.elements(.h1).first else { return nil }
        for _ in 0..<2 {
            var line = current.previousSibling
            var looked = 0
            while let node = line, looked < overHeadlineReach {
                line = node.previousSibling
                guard node.isElement else { continue }
                looked += 1
                guard !skipped.contains(node.tag), isLine(node), let raw = shortText(of: node), ISODate.mayHoldDate(raw),
                    !isInsideOther(node)
                else { continue }
                let text = ShownText.of(node)
                if HeadlineLines.namesPublication(text), let date = HeadlineLines.date(in: text, order: order) {
                    return date
                }
            }
            guard let parent = current.parent, parent.isElement, !parent.isHTML(.body) else { return nil }
            current = parent
        }
        return nil
    }

    /// The most elements of a line looked at for a tooltip.
    private static let tooltipReach = 8

    /// The publication's date a tooltip in the line `node` gives (its
    /// `data-tooltip`, `title` or `aria-label` naming a publication, see
    /// `HeadlineLines.namesPublication`), where the line itself shows
    /// another: Zhihu shows "编辑于 2024-03-06 18:30" (edited on) over the
    /// tooltip "发布于 2024-03-04 10:12" (published on). Nil when it has none.
    private static func tooltipDate(in node: HTMLNode, order: DayOrder) -> String? {
        var found: String?
        node.walkElements(limit: tooltipReach) { child in
            guard child.attributeCount > 0 else { return .enterChildren }
            for name in ["data-tooltip", "title", "aria-label"] {
                guard let value = child.attribute(name), value.utf8.count <= HeadlineLines.longestLine,
                    HeadlineLines.namesPublication(value), let date = HeadlineLines.date(in: value, order: order)
                else { continue }
                found = date
                return .stop
            }
            return .enterChildren
        }
        return found
    }

    /// The lines of a byline that closes the article, where
    /// `closingByline(in:order:)` looks for its date: the first short line
    /// that opens with a byline's introduction ("Written by Ingrid Holm.
    /// Published March 1, 2021.", "By Jane Doe"). A separate walk, made
    /// only when no other source names the author.
    static func closingAuthorLines(in document: HTMLDocument) -> [String]? {
        closingLine(in: document) { node, raw in
            AuthorNames.opensWithIntroduction(raw) ? ShownText.lines(of: node) : nil
        }
    }

    /// What `read` finds in the first short line among the `closingReach`
    /// elements after the page's last long paragraph that it reads
    /// something in (given the element and its text, whitespace
    /// collapsed), outside navigation, sidebars, footers, related stories
    /// and comments.
    private static func closingLine<Found>(
        in document: HTMLDocument, read: (HTMLNode, String) -> Found?
    ) -> Found? {
        var found: Found?
        // Elements since the last long paragraph; nil before the first.
        var sinceParagraph: Int?
        document.body?.walkDescendants { node in
            guard node.isElement, !skipped.contains(node.tag) else { return .skipChildren }
            if node.attributeCount > 0, CommentMarks.isMarked(node) { return .skipChildren }
            if mark(of: node) == .other { return .skipChildren }
            if node.tag == .p, PageTags.isLong(node) {
                sinceParagraph = 0
                found = nil
                return .skipChildren
            }
            guard let seen = sinceParagraph, seen < closingReach else { return .enterChildren }
            sinceParagraph = seen + 1
            guard found == nil, isLine(node), let raw = shortText(of: node), let result = read(node, raw) else {
                return .enterChildren
            }
            found = result
            return .skipChildren
        }
        return found
    }

    /// Whether `node` is or stands in related stories, comments or a
    /// change's note (an element named so, see `Mark.other`): none of its
    /// lines is the article's. The classes of `<body>` and `<html>` name
    /// the page's features (WeChat's `comment_feature`), not a part of it.
    private static func isInsideOther(_ node: HTMLNode) -> Bool {
        mark(of: node) == .other
            || node.ancestors.contains {
                $0.isElement && !$0.isHTML(.body) && !$0.isHTML(.html) && mark(of: $0) == .other
            }
    }

    /// The text of `node`, whitespace collapsed, when it is short enough
    /// for a line under a headline (read no further than that).
    private static func shortText(of node: HTMLNode) -> String? {
        node.textContent(atMost: HeadlineLines.longestLine, collapsingWhitespace: true, excluding: .nonRendered)
    }

    /// Elements that may hold a line of their own under a headline: not a
    /// heading (another story's, or a section's), not a link (a teaser's).
    private static let notLines: HTMLTagSet = [.h1, .h2, .h3, .h4, .h5, .h6, .a, .button, .select, .option, .label]

    private static func isLine(_ node: HTMLNode) -> Bool { node.namespace == .html && !notLines.contains(node.tag) }

    /// Walks the elements after the first `<h1>` (from the start without
    /// one), skipping navigation, sidebars and footers, until `visit`
    /// stops, `reach` elements are seen or a long paragraph starts the text.
    /// An article's own `<footer>` is read: met before the text, it is the
    /// article's header in all but name (Drupal's themes set the byline and
    /// date in `<footer class="node__meta">` over the body). A box named an
    /// advertisement is passed over: its long paragraph is no start of the
    /// text (LWN's `<blockquote class="ad">` asking readers to subscribe,
    /// between the headline and the byline).
    private static func walkUnderHeadline(
        of document: HTMLDocument, underHeading: Bool, visit: (HTMLNode) -> HTMLWalkStep
    ) {
        var looking = !underHeading
        var looked = 0
        document.body?.walkDescendants { node in
            guard node.isElement, !skipped.contains(node.tag) || isArticleFooter(node) else { return .skipChildren }
            guard looking else {
                if node.tag == .h1 { looking = true }
                return node.tag == .h1 ? .skipChildren : .enterChildren
            }
            looked += 1
            if looked > reach || (node.tag == .p && PageTags.isLong(node)) { return .stop }
            if node.attributeCount > 0, namesAdvertisement(node) { return .skipChildren }
            return visit(node)
        }
    }

    /// Whether the class of `node` names an advertisement: a word "ad" or
    /// "ads", or one that starts with "advert" ("ad-slot", "header-ads",
    /// "advertisement"; not "shadow", "add-comment" nor "adventure").
    private static func namesAdvertisement(_ node: HTMLNode) -> Bool {
        guard let value = node.attribute("class") else { return false }
        return value.lowercased().split { !$0.isLetter }.contains { word in
            word == "ad" || word == "ads" || word.hasPrefix("advert")
        }
    }

    /// Whether `node` is the `<footer>` of an `<article>`, a child of it.
    private static func isArticleFooter(_ node: HTMLNode) -> Bool {
        node.tag == .footer && node.parent?.isHTML(.article) == true
    }

    /// What an element's tag and names say of the date it may show.
    private enum Mark {
        /// A date (`<time>`, `class="date"`), and not a change's.
        case date
        /// A change's date, related stories, comments: not itself a dateline.
        case other
        /// Nothing: a line to read by its words.
        case none
    }

    /// What `node`'s tag and names say of the date it may show.
    private static func mark(of node: HTMLNode) -> Mark {
        var mark: Mark = node.tag == .time ? .date : .none
        for name in ["class", "id", "itemprop"] {
            guard let value = node.attribute(name) else { continue }
            let lowered = Array(value.lowercased().utf8)
            if otherWords.contains(where: { ByteSearch.contains(lowered, $0) }) { return .other }
            if dateWords.contains(where: { ByteSearch.contains(lowered, $0) }) { mark = .date }
        }
        return mark
    }
}
