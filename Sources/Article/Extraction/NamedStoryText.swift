import HTML

/// Tells, of an element whose class or id names page furniture, whether
/// its own text is the story's all the same. A name is a guess from a few
/// letters ("ad" in the skip target `after-ad-1`, "tag" in LaTeXML's
/// `ltx_ref_tag`, "time" in a recipe's `wprm-recipe-time-container`,
/// "paywall" around story paragraphs the page shows); where the element
/// stands and what it reads like say more:
/// - a name for a list of tags means links to other pages: a block of
///   text with one in a few sentences or none is no tag list (mandoc's
///   "Bl-tag" option lists);
/// - a name for what the page hides (`hidden`, `sr-only`,
///   `visually-hidden`…) always means furniture;
/// - a date or time name means furniture for text that reads as a date
///   or a time of day, and for any text that leads the story (its
///   reading time); after the story's prose it may be the story's ("Prep
///   Time 15 mins" in a recipe);
/// - a name for where something sits in a frame ("header", "sidebar")
///   names a box's parts in the story as well as the page's: a short
///   line with no link (a permalink mark aside) that heads the text after it is that text's
///   title or heading (a callout's `callout-header`, a code block's
///   `codeHeader`, Notion's `notion-header-block` around an `<h2>`), and
///   a box of prose after the story's prose is the story's (a typeset
///   sidebar: its title, then paragraphs);
/// - a few words inside a sentence are the sentence's ("Table 1 reports",
///   "Figure 1: Visitation heat maps…");
/// - a paragraph, or a box of paragraphs, of sentences with the story's
///   prose on both sides is the story's (an author's bio after the end or
///   a promotion of a line or two still goes);
/// - a box of details set as labels and values after the story's prose is
///   the story's (a recipe card's "Course Dessert" named `…-meta-container`).
struct NamedStoryText {
    let page: PageAnalysis
    let texts: SubtreeTexts
    let roots: [Int32]

    /// Whether `node`, named as furniture, holds the story's own text.
    func isStoryText(_ node: Int32) -> Bool {
        let index = Int(node)
        // A <header> is furniture by its tag, whatever it is called.
        guard page.tags[index] != .header, page.textLength[index] > 0 else { return false }
        if page.has(node, .namedHiding) { return ScreenReaderTwins(page: page).speaksForShownWords(node) }
        if page.has(node, .namedDateOnly) { return isStoryTime(node) }
        // Tags are links to the site's tag pages: a block of text named so, with no more than a link to
        // another page in a few sentences, is something else.
        if page.has(node, .namedTagsOnly), page.textLength[index] >= Self.shortestProse,
            linksToOtherPages(in: node) * Self.charactersPerLinkInProse <= Int(page.textLength[index])
        {
            return true
        }
        if page.has(node, .namedPlaceOnly),
            headsTheTextAfterIt(node) || isProseBoxAfterStory(node) || isNameOverWords(node)
        {
            return true
        }
        // A figure's caption named by its place in the figure (Expressive Code's `<figcaption class="header">`
        // over a code block, naming its file) is the figure's own.
        if page.has(node, .namedPlaceOnly), page.tags[index] == .figcaption { return true }
        return isInsideASentence(node) || isProseAmidStory(node) || holdsOnlyStoryTimes(node)
            || holdsLabelledDetails(node) || isLabelledDetail(node)
    }

    // MARK: Details set as labels and values

    /// The most characters of a box of details.
    private static let longestDetails: Int32 = 600

    /// Whether `node` holds details of the story set as labels and their
    /// values (see `LabelledValues`: a recipe card's "Course Dessert",
    /// "Yield: 8 slices"), after the story's prose: they and the box's
    /// headings are most of its words, and few of them are links.
    private func holdsLabelledDetails(_ node: Int32) -> Bool {
        let index = Int(node)
        guard page.textLength[index] <= Self.longestDetails, page.subtreeSize[index] <= Self.smallSubtree,
            page.linkDensity(node) < 0.25
        else { return false }
        var labelled: Int32 = 0
        var headed: Int32 = 0
        var current = node
        while current != PageAnalysis.none {
            if page.isElement(current), page.textLength[Int(current)] > 0 {
                if HTMLTagSet.headings.contains(page.tags[Int(current)]) {
                    headed += page.textLength[Int(current)]  // the box's title: "French Apple Tart"
                    current = page.next(after: current, within: node, enteringChildren: false)
                    continue
                }
                if LabelledValues.labelsAValue(page.document.node(HTMLNodeID(rawValue: current))) {
                    labelled += page.textLength[Int(page.parent[Int(current)])]
                    current = page.next(after: page.parent[Int(current)], within: node, enteringChildren: false)
                    continue
                }
            }
            current = page.next(after: current, within: node, enteringChildren: true)
        }
        return labelled > 0 && 2 * (labelled + headed) >= page.textLength[index] && followsStoryProse(node)
    }

    /// Whether `node` is the value beside its label on a line of such
    /// details (a recipe card's "Author: Jane Baker", the name in Tasty
    /// Recipes' `tasty-recipes-author-name`): the line keeps its value, not
    /// only its label.
    private func isLabelledDetail(_ node: Int32) -> Bool {
        var label = page.previousSibling[Int(node)]
        while label != PageAnalysis.none, !page.isElement(label) { label = page.previousSibling[Int(label)] }
        guard label != PageAnalysis.none,
            LabelledValues.labelsAValue(page.document.node(HTMLNodeID(rawValue: label)))
        else { return false }
        return holdsLabelledDetails(page.parent[Int(node)])
    }

    // MARK: Parts of a box

    /// The longest line read as the title of what follows it.
    static let longestTitle: Int32 = 120

    /// Whether `node` is a short line with no link that heads the text
    /// right after it: the next element holds words and is no furniture.
    /// A header of two lines (a heading over a dek or a byline) is none.
    private func headsTheTextAfterIt(_ node: Int32) -> Bool {
        let index = Int(node)
        guard page.textLength[index] <= Self.longestTitle, linksNowhereElse(node),
            page.subtreeSize[index] <= Self.smallSubtree, !holds(Self.controls, node), linesOfText(in: node) <= 1
        else { return false }
        var next = page.nextSibling[index]
        while next != PageAnalysis.none, !page.isElement(next) {
            if page.textLength[Int(next)] > 0 { return false }
            next = page.nextSibling[Int(next)]
        }
        return next != PageAnalysis.none && page.textLength[Int(next)] > 0 && !isPassedOver(next)
    }

    /// Whether `node` is a name that introduces the words after it: one
    /// link and a colon, nothing else ("<a>woolgatherer</a>:"), right before
    /// a block of prose without links. A Tumblr post's reblog trail names
    /// each blog so (in its `reblog-header`) over the part it wrote, as
    /// "Jane wrote:" opens a quote.
    func isNameOverWords(_ node: Int32) -> Bool {
        let index = Int(node)
        guard page.linkCount[index] == 1, page.textLength[index] <= 60,
            page.textOutsideLinks(of: node).trimmingEdges(" \u{A0}\n\t") == ":"
        else { return false }
        var next = page.nextSibling[index]
        while next != PageAnalysis.none, !page.isElement(next) {
            if page.textLength[Int(next)] > 0 { return false }
            next = page.nextSibling[Int(next)]
        }
        return next != PageAnalysis.none && page.textLength[Int(next)] >= Self.namedWords
            && page.linkDensity(next) < 0.2
    }

    /// The fewest characters of the block a name introduces (see `isNameOverWords`).
    static let namedWords: Int32 = 80

    /// Whether `node` holds no link, or only a permalink mark ("Example ¶":
    /// a link of a symbol or two beside its words).
    private func linksNowhereElse(_ node: Int32) -> Bool {
        let index = Int(node)
        guard page.linkCount[index] > 0 else { return true }
        let linkLength = page.linkLength[index]
        return page.linkCount[index] == 1 && linkLength <= 4 && linkLength < page.textLength[index]
    }

    /// How many blocks below `node` hold words with no block of words
    /// inside: the lines it shows (its words inline are none).
    private func linesOfText(in node: Int32) -> Int {
        var lines = 0
        var current = page.next(after: node, within: node, enteringChildren: true)
        while current != PageAnalysis.none {
            let isLine =
                page.isElement(current) && page.textLength[Int(current)] > 0
                && ExtractionTags.block.contains(page.tags[Int(current)]) && !page.has(current, .hasBlockChild)
            if isLine { lines += 1 }
            current = page.next(after: current, within: node, enteringChildren: !isLine && page.isElement(current))
        }
        return lines
    }

    /// Whether `node` is a box of prose (its paragraphs most of its text,
    /// the rest a title; few links; no form) after the story's prose.
    private func isProseBoxAfterStory(_ node: Int32) -> Bool {
        let index = Int(node)
        guard page.paragraphText[index] >= Self.shortestProse, page.linkDensity(node) < 0.25,
            2 * page.paragraphText[index] >= page.textLength[index],
            let last = lastParagraph(in: node), Self.endsASentence(texts.text(of: last)), !holds(Self.controls, node)
        else { return false }
        return followsStoryProse(node)
    }

    // MARK: Dates and times

    /// Whether `node`, named for a date or a time, is the story's: not a
    /// time relative to when the page was served ("12 min ago", wrong once
    /// the page is saved); inside a sentence ("[12:40] This bridge pays…");
    /// or after the story's prose, unless it reads as a date or a time (a
    /// dateline, an "Updated" line): a length of time there is a recipe's
    /// ("Prep Time 15 mins"), and a time of day alone that opens a box is
    /// the time of the entry it opens ("11:21" over a live blog's entry);
    /// before any prose, the time that opens a live blog's first entry
    /// (see `LiveEntryTimes`).
    private func isStoryTime(_ node: Int32) -> Bool {
        let text = page.subtreeSize[Int(node)] <= Self.smallSubtree ? texts.text(of: node) : ""
        if RelativeTimes.isRelativeTime(text) { return false }
        if isInsideASentence(node) { return true }
        // The first entry of a live blog opens with its time as the later ones do, with no prose before it.
        guard followsStoryProse(node) else { return LiveEntryTimes(page: page, texts: texts).opensAnEntry(node) }
        return !readsAsTime(node) || (opensABox(node) && isTimeOfDayOnly(node, text: text))
    }

    /// Whether `node` is the first thing with words in a box (not a root)
    /// that holds more words after it: the time over a live blog's entry,
    /// not one left loose between paragraphs beside a date.
    private func opensABox(_ node: Int32) -> Bool {
        let box = page.parent[Int(node)]
        guard box != PageAnalysis.none, !roots.contains(box),
            page.textLength[Int(box)] - page.textLength[Int(node)] >= Self.shortestSentence
        else { return false }
        var before = page.previousSibling[Int(node)]
        while before != PageAnalysis.none {
            if page.textLength[Int(before)] > 0 { return false }
            before = page.previousSibling[Int(before)]
        }
        return true
    }

    /// Whether `node`, whose text is `text`, a short line, gives a time of
    /// day and no date ("11:48", "[12:40]", "13.48 GMT"). Its text nodes are
    /// read one by one: inline parts side by side run together
    /// (`<time>11:48</time><span>12 min ago</span>`).
    private func isTimeOfDayOnly(_ node: Int32, text: String) -> Bool {
        guard !text.isEmpty, text.utf8.count <= HeadlineLines.longestLine, HeadlineLines.date(in: text) == nil
        else { return false }
        var current = node
        while current != PageAnalysis.none {
            if page.isText(current), page.textLength[Int(current)] > 0 {
                let words = page.document.node(HTMLNodeID(rawValue: current)).data
                    .split { !($0.isNumber || $0 == ":" || $0 == ".") }
                if words.contains(where: Self.isClockTime) { return true }
            }
            current = page.next(after: current, within: node, enteringChildren: true)
        }
        return false
    }

    /// The most parts of a box of times read one by one.
    private static let timesInABox = 8

    /// Whether `node` (named as furniture: a recipe's `…-meta-container`)
    /// holds nothing but parts named for a time that are each the story's
    /// ("Prep Time 15 mins", "Cook Time 1 hr").
    private func holdsOnlyStoryTimes(_ node: Int32) -> Bool {
        var parts = 0
        var child = page.firstChild[Int(node)]
        while child != PageAnalysis.none {
            defer { child = page.nextSibling[Int(child)] }
            guard page.textLength[Int(child)] > 0 else { continue }
            parts += 1
            guard parts <= Self.timesInABox, page.isElement(child), page.has(child, .namedDateOnly),
                isStoryTime(child)
            else { return false }
        }
        return parts > 0
    }

    /// Whether `node` reads as a date or a time of day, or holds one.
    private func readsAsTime(_ node: Int32) -> Bool {
        if holds([.time], node) { return true }
        guard page.subtreeSize[Int(node)] <= Self.smallSubtree else { return false }
        let text = texts.text(of: node)
        if HeadlineLines.date(in: text) != nil { return true }
        // "10:42", "13.48 GMT".
        return text.split { !($0.isNumber || $0 == ":" || $0 == ".") }.contains(where: Self.isClockTime)
    }

    /// Whether `word` is a time of day on a clock ("11:48", "13.48").
    static func isClockTime(_ word: Substring) -> Bool {
        let parts = word.split(separator: ":", omittingEmptySubsequences: false)
        let dotted = parts.count == 2 ? parts : word.split(separator: ".", omittingEmptySubsequences: false)
        guard dotted.count == 2, (1...2).contains(dotted[0].count), dotted[1].count == 2 else { return false }
        return dotted.allSatisfy { $0.allSatisfy { $0.isASCII && $0.isNumber } }
    }

    // MARK: Words inside a sentence

    /// Whether `node` is a few words set inline in a block whose other
    /// text is longer and reads as prose, not as a byline or a dateline.
    private func isInsideASentence(_ node: Int32) -> Bool {
        let index = Int(node)
        guard ExtractionTags.inline.contains(page.tags[index]), !page.has(node, .hasBlockChild) else { return false }
        var block = page.parent[index]
        while block != PageAnalysis.none, ExtractionTags.inline.contains(page.tags[Int(block)]) {
            block = page.parent[Int(block)]
        }
        // The sentence is a block of inline text only, not a box of paragraphs the element stands between.
        guard block != PageAnalysis.none, !page.has(block, .hasBlockChild),
            page.subtreeSize[Int(block)] <= Self.smallSubtree
        else { return false }
        let own = page.textLength[index]
        // Furniture beside it is no sentence around it (the next author's card in LaTeXML's block of authors).
        let others = page.textLength[Int(block)] - own - furnitureText(in: block, besides: node)
        guard others >= Self.shortestSentence, others >= own else { return false }
        let text = texts.text(of: block)
        return HeadlineLines.date(in: text) == nil && HeadlineLines.names(in: text).isEmpty
            && (text.utf8.count > HeadlineLines.longestLine || Self.endsASentence(text))
    }

    /// How many characters of the small `block` are in elements named as
    /// furniture other than `node` (outermost ones only).
    private func furnitureText(in block: Int32, besides node: Int32) -> Int32 {
        var total: Int32 = 0
        var current = page.firstChild[Int(block)]
        while current != PageAnalysis.none {
            let isFurniture = current != node && page.has(current, .namedBoilerplate)
            if isFurniture { total += page.textLength[Int(current)] }
            current = page.next(after: current, within: block, enteringChildren: !isFurniture && current != node)
        }
        return total
    }

    // MARK: Paragraphs amid the story

    /// Whether `node` is prose (paragraphs of sentences, few links) with
    /// more of the story's prose before and after it.
    private func isProseAmidStory(_ node: Int32) -> Bool {
        let index = Int(node)
        let length = page.textLength[index]
        guard length >= Self.shortestProse, page.linkDensity(node) < 0.25,
            Double(page.paragraphText[index]) >= 0.8 * Double(length),
            let last = lastParagraph(in: node), Self.endsASentence(texts.text(of: last)), !holds(Self.controls, node)
        else { return false }
        return storyProse(beside: node, after: false) && storyProse(beside: node, after: true)
    }

    /// Whether the aside `node` is a note the author set in the story (a
    /// message box: Zenn's `<aside class="msg message">`, Starlight's
    /// `starlight-aside--note`): named as a note, a box of a sentence or
    /// more with few links and no form, with the story's text right before
    /// it and the story going on after it. An aside named otherwise is the
    /// page's, wherever it stands.
    func isNoteAmidStory(_ node: Int32) -> Bool {
        let index = Int(node)
        guard let classes = page.document.node(HTMLNodeID(rawValue: node)).attribute("class")?.lowercased(),
            Self.noteWords.contains(where: { classes.contains($0) })
        else { return false }
        guard page.textLength[index] >= Self.shortestSentence, page.subtreeSize[index] <= Self.smallSubtree,
            page.linkDensity(node) < 0.25, let last = lastParagraph(in: node),
            Self.endsASentence(texts.text(of: last)), !holds(Self.controls, node)
        else { return false }
        return storyText(beside: node, after: false) && storyText(beside: node, after: true)
    }

    /// Words in the class of an aside that is a note of the story.
    private static let noteWords = [
        "msg", "message", "note", "alert", "warning", "caution", "important", "tip", "admonition", "callout",
    ]

    /// Whether the nearest block with text before (or after) `node` in its
    /// root, past furniture and figures, is the story's: text with few
    /// links, or, after it, a heading.
    private func storyText(beside node: Int32, after: Bool) -> Bool {
        nearestBlock(beside: node, after: after) { sibling in
            if page.has(sibling, .inHeading) { return after ? true : nil }
            return page.isText(sibling) || !isPassedOver(sibling) ? page.linkDensity(sibling) < 0.5 : nil
        }
    }

    /// A form and its controls: a box that holds them asks for something (to sign up, to subscribe),
    /// whatever its sentences say.
    private static let controls: HTMLTagSet = [.form, .input, .button, .select, .textarea]

    /// Whether some of the story's prose comes before `node` in its root.
    private func followsStoryProse(_ node: Int32) -> Bool {
        var current = node
        var budget = Self.siblingsRead
        while current != PageAnalysis.none, !roots.contains(current) {
            var sibling = page.previousSibling[Int(current)]
            while sibling != PageAnalysis.none {
                if isStoryProse(sibling) { return true }
                budget -= 1
                if budget == 0 { return false }
                sibling = page.previousSibling[Int(sibling)]
            }
            current = page.parent[Int(current)]
        }
        return false
    }

    /// The last paragraph with text in `node` (itself when it is one).
    private func lastParagraph(in node: Int32) -> Int32? {
        var current = node
        while !page.isParagraph(current) {
            var child = page.firstChild[Int(current)]
            var chosen = PageAnalysis.none
            while child != PageAnalysis.none {
                if page.isElement(child), page.textLength[Int(child)] > 0 { chosen = child }
                child = page.nextSibling[Int(child)]
            }
            guard chosen != PageAnalysis.none else { return nil }
            current = chosen
        }
        return page.subtreeSize[Int(current)] <= Self.smallSubtree ? current : nil
    }

    /// Whether the nearest block with text before (or after) `node` in its
    /// root, past furniture, headings and figures, is the story's prose.
    private func storyProse(beside node: Int32, after: Bool) -> Bool {
        nearestBlock(beside: node, after: after) { sibling in
            if page.isText(sibling) { return page.textLength[Int(sibling)] >= Self.shortestProse }
            return isPassedOver(sibling) ? nil : isStoryProse(sibling)
        }
    }

    /// What `verdict` says of the nearest block with text before (or after)
    /// `node` in its root, reading on past the blocks it says nothing of
    /// (nil); false when none within `siblingsRead` blocks says anything.
    private func nearestBlock(beside node: Int32, after: Bool, verdict: (Int32) -> Bool?) -> Bool {
        var current = node
        var budget = Self.siblingsRead
        while current != PageAnalysis.none, !roots.contains(current) {
            var sibling = after ? page.nextSibling[Int(current)] : page.previousSibling[Int(current)]
            while sibling != PageAnalysis.none {
                let index = Int(sibling)
                if page.textLength[index] > 0, let said = verdict(sibling) { return said }
                budget -= 1
                if budget == 0 { return false }
                sibling = after ? page.nextSibling[index] : page.previousSibling[index]
            }
            current = page.parent[Int(current)]
        }
        return false
    }

    /// Whether `node` is furniture, a heading or a figure, which stand
    /// between paragraphs of the story without ending it.
    private func isPassedOver(_ node: Int32) -> Bool {
        page.has(node, .nonContent) || page.has(node, .structuralBoilerplate) || page.has(node, .namedBoilerplate)
            || page.has(node, .inHeading) || page.has(node, .inFigure)
    }

    /// Whether `node` holds the story's prose: a paragraph of some length, few links.
    private func isStoryProse(_ node: Int32) -> Bool {
        page.isElement(node) && !isPassedOver(node) && page.paragraphText[Int(node)] >= Self.shortestProse
            && page.linkDensity(node) < 0.5
    }

    // MARK: Shared

    /// How many links in `node` lead to another page (not jumps within
    /// this one, such as a manual's permalink to each option).
    private func linksToOtherPages(in node: Int32) -> Int {
        guard page.linkCount[Int(node)] > 0 else { return 0 }
        var count = 0
        var current = node
        while current != PageAnalysis.none {
            if page.isHyperlink(current), LinkTargets.address(of: current, page: page) != nil { count += 1 }
            current = page.next(after: current, within: node, enteringChildren: true)
        }
        return count
    }

    /// Whether `node` is or holds an element with one of `tags`.
    private func holds(_ tags: HTMLTagSet, _ node: Int32) -> Bool {
        var current = node
        while current != PageAnalysis.none {
            if page.isElement(current), tags.contains(page.tags[Int(current)]) { return true }
            current = page.next(after: current, within: node, enteringChildren: true)
        }
        return false
    }

    /// The fewest characters of prose around or in a kept element.
    private static let shortestProse: Int32 = 80
    /// The fewest characters of text per link to another page in a block
    /// that reads as text, not as a list of links (a few sentences).
    private static let charactersPerLinkInProse = 200
    /// The fewest characters of a sentence's other words.
    private static let shortestSentence: Int32 = 20
    /// The most siblings read on the way to the story's prose: it stands
    /// near, and a long list of named items costs no more than a short one.
    private static let siblingsRead = 64
    /// The most nodes a subtree may have for its text to be read.
    private static let smallSubtree: Int32 = 200

    /// Whether `text` ends as a sentence does (a closing quote or bracket
    /// may follow the stop).
    static func endsASentence(_ text: String) -> Bool {
        let trimmed = text.reversed().drop { "\"'”’»)]".contains($0) || $0.isWhitespace }
        guard let last = trimmed.first else { return false }
        return ".!?…。！？".contains(last)
    }
}
