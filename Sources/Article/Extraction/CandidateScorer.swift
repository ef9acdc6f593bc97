import HTML

/// Finds the element that holds the article, in the manner of Readability:
/// every paragraph scores its parent fully, its grandparent half and further
/// ancestors less (more for commas and length); each candidate's score is
/// scaled by the share of its text outside links; the best candidate is then
/// widened to the common ancestor of close rivals, to a parent scoring
/// higher, and past wrappers with a single child.
struct CandidateScorer {
    let page: PageAnalysis
    /// Reader comments found by their structure: never scored while the
    /// page has article text outside them.
    let comments: CommentThreads?
    /// Score of each candidate (valid where `isCandidate`).
    private(set) var score: [Double]
    private(set) var isCandidate: [Bool]
    /// Nodes left out of scoring (boilerplate and what is below it).
    private(set) var isRemoved: [Bool]
    /// The points of the paragraphs scored in each subtree, each counted
    /// in full: how much of the page's scored text the subtree holds.
    private(set) var heldPoints: [Double]

    init(page: PageAnalysis, comments: CommentThreads? = nil) {
        self.page = page
        self.comments = comments
        score = [Double](repeating: 0, count: page.count)
        isCandidate = [Bool](repeating: false, count: page.count)
        isRemoved = [Bool](repeating: false, count: page.count)
        heldPoints = [Double](repeating: 0, count: page.count)
    }

    /// The best candidate and its score, or `nil` when the page has no
    /// paragraph long enough to score.
    mutating func chooseRoot() -> (node: Int32, score: Double)? {
        var found = scoreCandidates(strippingUnlikely: true)
        if found == nil || page.paragraphText[Int(found!.node)] < 50 {
            found = scoreCandidates(strippingUnlikely: false) ?? found
        }
        guard let found else { return nil }
        var best = found.node
        let bestScore = found.score
        best = widenToRivals(best, bestScore: bestScore)
        best = climbWhileScoreRises(best)
        best = widenToHolderOfText(best)
        best = skipSingleChildWrappers(best)
        best = intoMainCell(best)
        best = widenToDocumentPart(best)
        return (best, isCandidate[Int(best)] ? score[Int(best)] : bestScore)
    }

    // MARK: Scoring

    /// Scores every candidate; named boilerplate that holds little of the
    /// page's paragraph text is left out when `strippingUnlikely`.
    mutating func scoreCandidates(strippingUnlikely: Bool) -> (node: Int32, score: Double)? {
        for index in 0..<page.count {
            score[index] = 0
            isCandidate[index] = false
            isRemoved[index] = false
            heldPoints[index] = 0
        }
        let pageParagraphs = Double(page.paragraphText[0])
        for node in page.order {
            let index = Int(node)
            let up = page.parent[index]
            if up != PageAnalysis.none, isRemoved[Int(up)] {
                isRemoved[index] = true
                continue
            }
            guard page.isElement(node) else { continue }
            if page.has(node, .nonContent) || page.has(node, .structuralBoilerplate) {
                isRemoved[index] = true
            } else if let comments, comments.isComments(node, within: 0) {
                isRemoved[index] = true
            } else if strippingUnlikely, page.has(node, .namedBoilerplate),
                Double(page.paragraphText[index]) < 0.3 * pageParagraphs
            {
                isRemoved[index] = true
            }
        }

        for node in page.order where page.isElement(node) && !isRemoved[Int(node)] {
            let index = Int(node)
            if page.isParagraph(node) {
                if page.textLength[index] >= 25 {
                    addParagraph(to: page.parent[index], length: page.textLength[index], commas: page.commas[index])
                }
                continue
            }
            if page.tags[index] == .ul || page.tags[index] == .ol {
                // A list of prose items scores its container as one paragraph would.
                let prose = proseItems(of: node)
                if prose.count >= 2 { addParagraph(to: page.parent[index], length: prose.length, commas: prose.commas) }
                continue
            }
            guard ExtractionTags.looseTextContainers.contains(page.tags[index]) else { continue }
            // Runs of loose text between block children act as paragraphs of this element.
            var length: Int32 = 0
            var commas: Int32 = 0
            var child = page.firstChild[index]
            while true {
                let endsRun =
                    child == PageAnalysis.none || isRemoved[Int(child)]
                    || (page.isElement(child) && ExtractionTags.block.contains(page.tags[Int(child)]))
                if endsRun {
                    if length >= 25 { addParagraph(to: node, length: length, commas: commas) }
                    length = 0
                    commas = 0
                } else {
                    length += page.textLength[Int(child)]
                    commas += page.commas[Int(child)]
                }
                if child == PageAnalysis.none { break }
                child = page.nextSibling[Int(child)]
            }
        }

        for node in page.order.reversed() where node > 0 && heldPoints[Int(node)] != 0 {
            heldPoints[Int(page.parent[Int(node)])] += heldPoints[Int(node)]
        }
        var best: Int32 = PageAnalysis.none
        var bestScore = -Double.infinity
        for index in 0..<page.count where isCandidate[index] && !isRemoved[index] {
            score[index] *= 1 - page.linkDensity(Int32(index))
            if score[index] > bestScore {
                best = Int32(index)
                bestScore = score[index]
            }
        }
        return best == PageAnalysis.none ? nil : (best, bestScore)
    }

    /// The items of a list that are prose (no blocks inside, 50 characters
    /// or more, mostly outside links): how many, and their length and commas.
    private func proseItems(of list: Int32) -> (count: Int, length: Int32, commas: Int32) {
        var result = (count: 0, length: Int32(0), commas: Int32(0))
        var item = page.firstChild[Int(list)]
        while item != PageAnalysis.none {
            let index = Int(item)
            if page.tags[index] == .li, page.isElement(item), !isRemoved[index], !page.has(item, .hasBlockChild),
                page.textLength[index] >= 50, page.linkDensity(item) < 0.3
            {
                result.count += 1
                result.length += page.textLength[index]
                result.commas += page.commas[index]
            }
            item = page.nextSibling[index]
        }
        return result
    }

    /// Gives a paragraph's points to its parent `first` (in full), the
    /// grandparent (half) and three more ancestors (a third of their level).
    private mutating func addParagraph(to first: Int32, length: Int32, commas: Int32) {
        let points = 1 + Double(commas) + Double(min(length / 100, 3))
        if first > 0 { heldPoints[Int(first)] += points }
        var node = first
        var level = 0
        while node > 0, level < 5 {
            let tag = page.tags[Int(node)]
            if tag == .html { break }
            startCandidate(node)
            let divider = level == 0 ? 1.0 : (level == 1 ? 2.0 : Double(level * 3))
            score[Int(node)] += points / divider
            node = page.parent[Int(node)]
            level += 1
        }
    }

    private mutating func startCandidate(_ node: Int32) {
        let index = Int(node)
        guard !isCandidate[index] else { return }
        isCandidate[index] = true
        var base = 0.0
        switch page.tags[index] {
        case .div: base = 5
        case .pre, .td, .blockquote: base = 3
        case .address, .ol, .ul, .dl, .dd, .dt, .li, .form: base = -3
        case .h1, .h2, .h3, .h4, .h5, .h6, .th: base = -5
        default: break
        }
        score[index] = base + Double(page.weight[index])
    }

    // MARK: Widening the choice

    private func isTop(_ node: Int32) -> Bool {
        node <= 0 || page.tags[Int(node)] == .body || page.tags[Int(node)] == .html
    }

    /// When another candidate scores nearly as well and the two meet within
    /// three levels above the best, the article spans both: take the
    /// element where they meet.
    private func widenToRivals(_ start: Int32, bestScore: Double) -> Int32 {
        var best = start
        var rivals: [(score: Double, node: Int32)] = []
        for index in 0..<page.count where isCandidate[index] && !isRemoved[index] {
            rivals.append((score[index], Int32(index)))
        }
        rivals.sort { $0.score > $1.score }
        var ancestorsOfBest = page.ancestors(of: best)
        for rival in rivals.prefix(6).dropFirst() {
            guard rival.score >= 0.6 * bestScore else { break }
            if ancestorsOfBest.contains(rival.node) || page.isAncestor(best, of: rival.node) { continue }
            let ancestorsOfRival = Set(page.ancestors(of: rival.node))
            guard let meeting = ancestorsOfBest.firstIndex(where: { ancestorsOfRival.contains($0) }) else { continue }
            let common = ancestorsOfBest[meeting]
            if !isTop(common), meeting <= 3 {
                best = common
                ancestorsOfBest = page.ancestors(of: best)
            }
        }
        return best
    }

    /// Climbs to a parent whose score beats the current one, as long as the
    /// parents on the way keep at least a third of the score.
    private func climbWhileScoreRises(_ start: Int32) -> Int32 {
        guard isCandidate[Int(start)] else { return start }
        var last = score[Int(start)]
        let threshold = last / 3
        var node = page.parent[Int(start)]
        while !isTop(node) {
            let index = Int(node)
            if isCandidate[index] {
                if score[index] < threshold { break }
                if score[index] > last { return node }
                last = score[index]
            }
            node = page.parent[index]
        }
        return start
    }

    /// How many times the best's points an ancestor must hold (more than) to be taken for it.
    static let holderPoints = 2.0

    /// A candidate that scores best by its name (a box named "…Body" around
    /// one example, beside the article's paragraphs in other boxes) stands
    /// for the best-scoring ancestor that holds more than twice the points
    /// of text it holds and scores above it once its name is set aside:
    /// the article is that ancestor's text, which the low scores of the
    /// wrappers in between (scored from afar) kept the climb from reaching.
    ///
    /// Near it (`namedHolderLevels` up), an ancestor named as content
    /// too need only hold more text: the names say the same, and the best
    /// is a part of the story named so (a podcast's `transcript-body` after
    /// the show notes), the holder the story, whose score the parts
    /// scored from afar keep low.
    private func widenToHolderOfText(_ start: Int32) -> Int32 {
        let weight = page.weight[Int(start)]
        guard isCandidate[Int(start)], weight > 0 else { return start }
        let unnamed = score[Int(start)] - Double(weight)
        let points = heldPoints[Int(start)] * Self.holderPoints
        var holder = start
        var holderScore = unnamed
        var node = page.parent[Int(start)]
        var level = 1
        while !isTop(node) {
            let index = Int(node)
            let isNamedHolder =
                level <= Self.namedHolderLevels && page.weight[index] >= weight
                && heldPoints[index] > heldPoints[Int(holder)] && isSectionUnderHeading(start, in: node)
            if isCandidate[index], !isRemoved[index],
                isNamedHolder || (score[index] > holderScore && heldPoints[index] > points)
            {
                holder = node
                holderScore = score[index]
            }
            node = page.parent[index]
            level += 1
        }
        return holder
    }

    /// Whether the child of `holder` that holds `node` comes right after a
    /// section's heading (an `<h2>` to `<h6>`): a part of the text the
    /// holder cuts in sections ("Transcript" over the transcript).
    private func isSectionUnderHeading(_ node: Int32, in holder: Int32) -> Bool {
        var branch = node
        while page.parent[Int(branch)] != holder {
            branch = page.parent[Int(branch)]
            if branch == PageAnalysis.none { return false }
        }
        var before = page.previousSibling[Int(branch)]
        while before != PageAnalysis.none, !page.isElement(before) {
            if page.textLength[Int(before)] > 0 { return false }
            before = page.previousSibling[Int(before)]
        }
        guard before != PageAnalysis.none else { return false }
        let tag = page.tags[Int(before)]
        return HTMLTagSet.headings.contains(tag) && tag != .h1
    }

    /// How many levels above the best an ancestor named as content may stand and hold only more of its text.
    static let namedHolderLevels = 2

    /// A candidate that is its parent's only child stands for the parent,
    /// and so does one whose parent holds nothing else but the headings
    /// before it (`<section><h2>…</h2><div class="section-content">`): a
    /// heading belongs to the text it heads, and the article around the
    /// section is found from the section (see `withSiblings`), not from
    /// inside it.
    private func skipSingleChildWrappers(_ start: Int32) -> Int32 {
        var node = start
        while true {
            let up = page.parent[Int(node)]
            guard !isTop(up), onlyChild(node, of: up) || isHeaded(node, in: up) else { return node }
            node = up
        }
    }

    /// Whether `node`'s siblings in `parent` are headings before it and
    /// nothing else with text.
    private func isHeaded(_ node: Int32, in parent: Int32) -> Bool {
        var headings = 0
        var passedNode = false
        var child = page.firstChild[Int(parent)]
        while child != PageAnalysis.none {
            defer { child = page.nextSibling[Int(child)] }
            if child == node {
                passedNode = true
            } else if page.isElement(child), !page.has(child, .nonContent), !isEmptyAnchor(child) {
                guard !passedNode, HTMLTagSet.headings.contains(page.tags[Int(child)]) else { return false }
                headings += 1
            } else if page.isText(child), page.textLength[Int(child)] > 0 {
                return false
            }
        }
        return headings > 0
    }

    /// Whether `node` is an empty `<a>` or `<span>`: an anchor with no text
    /// and no element in it, such as the copies of `<a name="x"/>` (XHTML
    /// read as HTML leaves that `<a>` open, and the parser opens it again
    /// after the blocks it was in, around their white space).
    private func isEmptyAnchor(_ node: Int32) -> Bool {
        let tag = page.tags[Int(node)]
        guard tag == .a || tag == .span, page.textLength[Int(node)] == 0 else { return false }
        var child = page.firstChild[Int(node)]
        while child != PageAnalysis.none {
            if page.isElement(child) { return false }
            child = page.nextSibling[Int(child)]
        }
        return true
    }

    /// The share of a layout table's text its main cell holds, in percent.
    static let mainCellShare: Int32 = 80
    /// The most characters of prose outside links another cell may hold beside the main one.
    static let otherCellProse: Int32 = 200

    /// A layout table chosen whole (a cell without blocks counts as a
    /// paragraph of its row, so a page laid out in a table lifts the row and
    /// the table) narrows to the cell that holds the article: the one cell
    /// with most of the table's text, beside cells of links (a menu column)
    /// or a few words. A table with prose in two cells stays whole.
    private func intoMainCell(_ start: Int32) -> Int32 {
        guard [.table, .tbody, .tr].contains(page.tags[Int(start)]) else { return start }
        let total = page.textLength[Int(start)]
        var main = PageAnalysis.none
        var stack = [start]
        while let node = stack.popLast() {
            for child in page.children(of: node) where page.isElement(child) {
                switch page.tags[Int(child)] {
                case .tbody, .thead, .tfoot, .tr: stack.append(child)
                case .td, .th:
                    let length = page.textLength[Int(child)]
                    if length * 100 >= total * Self.mainCellShare {
                        main = child
                    } else if Double(length) * (1 - page.linkDensity(child)) > Double(Self.otherCellProse) {
                        return start
                    }
                default: continue
                }
            }
        }
        return main == PageAnalysis.none ? start : main
    }

    private func onlyChild(_ node: Int32, of parent: Int32) -> Bool {
        var child = page.firstChild[Int(parent)]
        while child != PageAnalysis.none {
            if child != node {
                if page.isElement(child) { return false }
                if page.isText(child), page.textLength[Int(child)] > 0 { return false }
            }
            child = page.nextSibling[Int(child)]
        }
        return true
    }

    // MARK: Siblings

    /// The best candidate plus those of its siblings that look like more of
    /// the article: candidates scoring a fifth of the best, parts of the
    /// same kind (see `isAnotherPart`), and paragraphs long enough with few
    /// links (or short ones that end a sentence).
    func withSiblings(_ best: Int32, bestScore: Double) -> [Int32] {
        let up = page.parent[Int(best)]
        guard up != PageAnalysis.none else { return [best] }
        let threshold = max(10, bestScore * 0.2)
        let isCutInParts = isOfDocumentCutInParts(best)
        var roots: [Int32] = []
        var sibling = page.firstChild[Int(up)]
        while sibling != PageAnalysis.none {
            defer { sibling = page.nextSibling[Int(sibling)] }
            if sibling == best {
                roots.append(sibling)
                continue
            }
            guard page.isElement(sibling), !isRemoved[Int(sibling)] else { continue }
            if (isCandidate[Int(sibling)] && score[Int(sibling)] >= threshold)
                || isAnotherPart(sibling, of: best, inPartsOfOneLevel: isCutInParts)
            {
                roots.append(sibling)
            } else if page.isParagraph(sibling) {
                let length = page.textLength[Int(sibling)]
                let density = page.linkDensity(sibling)
                if length > 80 && density < 0.25 {
                    roots.append(sibling)
                } else if length > 0, length < 80, density == 0, endsSentence(page.text(of: sibling)) {
                    roots.append(sibling)
                }
            }
        }
        return roots
    }

    /// Whether `sibling` is another part of the article cut in parts of one
    /// kind: `<section>`s, or `<div>`s with the same class (or with
    /// headings of one level, in a document cut in such parts, see
    /// `isOfDocumentCutInParts`, or the sibling holding more prose outside
    /// code than the best), that open with a heading and hold prose with
    /// few links. A short section (the synopsis before the long one, the
    /// notes after it; a class's method details after its description)
    /// scores far below the longest, yet is as much the article; a box of
    /// related links is dense with links, one named so ("related") is
    /// furniture, and a box without a heading of its own (an author's note,
    /// an advertisement) is no section. A `<div>` that holds only a
    /// `<section>` is a section (xml2rfc wraps each of an RFC's sections in
    /// `<div id="introduction">`, beside sections it does not wrap).
    private func isAnotherPart(_ sibling: Int32, of best: Int32, inPartsOfOneLevel: Bool) -> Bool {
        let tag = partTag(best)
        guard tag == .section || tag == .div, partTag(sibling) == tag, holdsPartText(sibling),
            let heading = openingHeading(sibling)
        else { return false }
        guard tag == .div else { return true }
        // `<div>`s of one kind: one class; or headings of one level, in a document cut in three or more such
        // parts (a Texinfo manual's chapters beside its appendix), or over more prose than the best holds, which
        // won on a block of code (DocBook's "refsynopsisdiv" over the "refsect1" of a function's details, its
        // paragraphs too deep in boxes to score it).
        let classes = page.document.node(HTMLNodeID(rawValue: best)).attribute("class")
        if let classes, !classes.isEmpty, classes == page.document.node(HTMLNodeID(rawValue: sibling)).attribute("class") {
            return true
        }
        return openingHeading(best) == heading
            && (inPartsOfOneLevel || proseOutsideCode(sibling) > proseOutsideCode(best))
    }

    /// Whether `node` holds prose, or entries of text that are no paragraphs
    /// (an RFC's references, a definition list), with few links (the
    /// article's references cite addresses: more of their words are links).
    private func holdsPartText(_ node: Int32) -> Bool {
        let index = Int(node)
        guard page.paragraphText[index] > 0 || page.textLength[index] - page.linkLength[index] >= 200 else {
            return false
        }
        return page.linkDensity(node) < (isReferences(node) ? 0.5 : 0.25)
    }

    /// The least paragraph text of a part beside another (a teaser's
    /// excerpt under its headline is shorter).
    static let shortestPart: Int32 = 400

    /// Whether `part`, a `<div>` or `<section>` opening with a heading, is
    /// one part of a document cut in three or more: two or more elements
    /// of its kind beside it open with a heading of the same level and hold
    /// the text of a part, each at least `shortestPart` of prose and
    /// together at least a quarter as much as `part`.
    private func isOfDocumentCutInParts(_ part: Int32) -> Bool {
        let tag = partTag(part)
        guard tag == .div || tag == .section, let level = openingHeading(part) else { return false }
        var count = 0
        var prose: Int32 = 0
        var sibling = page.firstChild[Int(page.parent[Int(part)])]
        while sibling != PageAnalysis.none {
            if sibling != part, page.isElement(sibling), !isRemoved[Int(sibling)], partTag(sibling) == tag,
                page.paragraphText[Int(sibling)] >= Self.shortestPart, holdsPartText(sibling),
                openingHeading(sibling) == level
            {
                count += 1
                prose += page.paragraphText[Int(sibling)]
            }
            sibling = page.nextSibling[Int(sibling)]
        }
        return count >= 2 && 4 * prose >= page.paragraphText[Int(part)]
    }

    /// How many levels above the best the part of a document that holds it may stand.
    static let partLevels = 3

    /// The part of a document cut in three or more parts under headings of
    /// one level (a Texinfo manual's chapters and appendices, each a
    /// `<div>` under its `<h2>`) that holds `start`, when the other parts
    /// hold at least a quarter as much prose: the whole document is the
    /// article (`withSiblings` gathers the parts), though a licence's long
    /// list in an appendix scores above every chapter, whose text its
    /// sections share. Only the nearest headed element above is looked at.
    private func widenToDocumentPart(_ start: Int32) -> Int32 {
        var node = start
        for _ in 0..<Self.partLevels {
            node = page.parent[Int(node)]
            guard !isTop(node) else { return start }
            let tag = partTag(node)
            guard tag == .div || tag == .section, openingHeading(node) != nil else { continue }
            return isOfDocumentCutInParts(node) ? node : start
        }
        return start
    }

    /// The characters of paragraph text in `node` outside `<pre>` blocks.
    private func proseOutsideCode(_ node: Int32) -> Int32 {
        var code: Int32 = 0
        var current = page.next(after: node, within: node, enteringChildren: true)
        while current != PageAnalysis.none {
            let isCode = page.tags[Int(current)] == .pre
            if isCode { code += page.paragraphText[Int(current)] }
            let enter = page.isElement(current) && !isCode && page.paragraphText[Int(current)] > 0
            current = page.next(after: current, within: node, enteringChildren: enter)
        }
        return page.paragraphText[Int(node)] - code
    }

    /// Whether the first heading in `node` names a list of references
    /// ("References", "5.2. Informative References").
    private func isReferences(_ node: Int32) -> Bool {
        var current = page.next(after: node, within: node, enteringChildren: true)
        var steps = 0
        while current != PageAnalysis.none, steps < 8 {
            if page.isElement(current), HTMLTagSet.headings.contains(page.tags[Int(current)]) {
                let heading = page.document.node(HTMLNodeID(rawValue: current))
                guard let text = heading.textContent(atMost: 60, collapsingWhitespace: true) else { return false }
                // Without its number: "5.2. Informative References".
                let name = String(text.drop { $0.isNumber || $0 == "." || $0.isWhitespace })
                return TextLabels.listLabel(name) == .references || name.lowercased().hasSuffix(" references")
            }
            steps += 1
            current = page.next(after: current, within: node, enteringChildren: true)
        }
        return false
    }

    /// The tag of the part `node` is: its own, or `<section>` for a `<div>`
    /// whose only content is one `<section>`.
    private func partTag(_ node: Int32) -> HTMLTag {
        let tag = page.tags[Int(node)]
        guard tag == .div else { return tag }
        var only = PageAnalysis.none
        var child = page.firstChild[Int(node)]
        while child != PageAnalysis.none {
            if page.isElement(child) {
                guard only == PageAnalysis.none else { return tag }
                only = child
            } else if page.isText(child), page.textLength[Int(child)] > 0 {
                return tag
            }
            child = page.nextSibling[Int(child)]
        }
        return only != PageAnalysis.none && page.tags[Int(only)] == .section ? .section : tag
    }

    /// The tag of the heading whose text is the first text in `node`
    /// (`h2` for a part under `<h2>Details</h2>`), or `nil` when other
    /// text comes first.
    private func openingHeading(_ node: Int32) -> HTMLTag? {
        var current = page.next(after: node, within: node, enteringChildren: true)
        while current != PageAnalysis.none {
            if page.isText(current), page.textLength[Int(current)] > 0 {
                guard page.has(current, .inHeading) else { return nil }
                var heading = page.parent[Int(current)]
                while heading != PageAnalysis.none, !HTMLTagSet.headings.contains(page.tags[Int(heading)]) {
                    heading = page.parent[Int(heading)]
                }
                return heading == PageAnalysis.none ? nil : page.tags[Int(heading)]
            }
            let enter = page.isElement(current) && !isRemoved[Int(current)] && !page.has(current, .nonContent)
            current = page.next(after: current, within: node, enteringChildren: enter)
        }
        return nil
    }

    private func endsSentence(_ text: String) -> Bool {
        text.hasSuffix(".") || text.contains(". ")
    }
}
