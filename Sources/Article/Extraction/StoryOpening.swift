import HTML

/// The opening of a story set in a container of its own before the body (a
/// lede, a drop-cap introduction, a summary box): the paragraphs before the
/// chosen content, in reading order, that belong to the same story.
///
/// From the body (the chosen root; the paragraphs gathered beside it are
/// read past), the blocks before it are read backwards, level by level up
/// the tree (at most `levels`), until the headline: prose (paragraphs, or
/// containers of paragraphs, with few links), the story's own boxes (a
/// heading over a list: a verdict with its pros and cons, "Key points")
/// and the lead picture (a figure, or a picture with its caption) are the
/// opening; short blocks without many links (a byline, a date, an avatar,
/// an advertising slot) and share bars are passed over; anything else
/// (navigation, a list of links, a long block that is not prose) ends the search, and so does
/// reaching the top of the page. Only when the headline is reached is the
/// opening taken: what lies between the headline and the body is the
/// story's, also inside the block that holds the headline (an article's
/// `<header>` with the headline, the standfirst and the lead picture),
/// read backwards from its end up to the headline or to furniture. A
/// lead picture right before the body is taken in any case. A line too
/// short for prose is the opening when it is the standfirst (see
/// `Standfirst`): one that shows the page's description, or the line
/// right under the headline that reads as a sentence.
struct StoryOpening {
    let page: PageAnalysis
    /// The title's words (see `WordSequence.normalized`), to know the headline.
    let titleWords: String
    /// Tells the standfirst among the short lines under the headline.
    let standfirst: Standfirst
    /// Finds the page's own picture set above the headline.
    let hero: HeroPicture

    /// How many levels above the body the headline is looked for.
    static let levels = 4
    /// The shortest text read as a paragraph of the opening.
    static let shortestProse: Int32 = 80

    /// The shortest title (its words' characters) a headline with a kicker is known by.
    static let shortestHeldTitle = 20
    /// The most words of a kicker set in the headline.
    static let longestKicker = 4

    /// The longest caption of a lead picture, in characters.
    static let longestCaption: Int32 = 600
    /// The longest text of a share bar read past, in characters.
    static let longestShareBar: Int32 = 200

    private enum Kind { case headline, prose, picture, passable, barrier }

    /// `roots` with the opening blocks before `body` added in front of it;
    /// the roots before `body` (its sibling paragraphs) are the story's
    /// already and are read past, so a picture between them and the body
    /// is the opening's too.
    func including(_ roots: [Int32], body: Int32) -> [Int32] {
        guard let bodyIndex = roots.firstIndex(of: body) ?? (roots.isEmpty ? nil : 0) else {
            return roots
        }
        let earlier = Set(roots[..<bodyIndex])
        let story = Array(roots[bodyIndex...])
        var opening: [Int32] = []  // nearest first
        // Taken whatever ends the search: the earlier roots, and the picture right
        // before the body with nothing but passable blocks and earlier roots between.
        var kept: [Int32] = []
        var leadPicture: Int32?
        /// The earlier roots not read past (above the headline) in front of `blocks`, nearest first.
        func joined(_ blocks: [Int32]) -> [Int32] {
            roots[..<bodyIndex].filter { !blocks.contains($0) } + blocks.reversed() + story
        }
        // The last block with text read: once the headline is reached, the one right under it.
        var lastRead = PageAnalysis.none
        let first = roots[bodyIndex]
        var node = first
        for level in 0..<Self.levels {
            var sibling = page.previousSibling[Int(node)]
            while sibling != PageAnalysis.none {
                if earlier.contains(sibling) {
                    opening.append(sibling)
                    kept.append(sibling)
                } else {
                    switch kind(of: sibling) {
                    case .headline:
                        opening.append(contentsOf: headerOpening(sibling, lastRead: &lastRead, body: first))
                        if lastRead != PageAnalysis.none, !opening.contains(lastRead),
                            kind(of: lastRead) == .passable,
                            standfirst.isStandfirst(lastRead, besideHeadline: true, body: first)
                        {
                            opening.append(lastRead)
                        }
                        // The page's own picture set above the headline opens the story, unless a picture does.
                        let picture = hero.find(before: sibling, holdsHeadline: holdsHeadline)
                        if picture != PageAnalysis.none, !opening.contains(where: { kind(of: $0) == .picture }) {
                            opening.append(picture)
                        }
                        return joined(opening)
                    case .prose: opening.append(sibling)
                    case .picture:
                        if level == 0, leadPicture == nil, opening.allSatisfy(earlier.contains) {
                            leadPicture = sibling
                            kept.append(sibling)
                        }
                        opening.append(picture(sibling))
                    case .passable:
                        // A picture right before the body whose alt text says what it shows is the lead picture.
                        if level == 0, leadPicture == nil, opening.allSatisfy(earlier.contains),
                            isDescribedPicture(sibling)
                        {
                            leadPicture = sibling
                            kept.append(sibling)
                            opening.append(sibling)
                        } else if isDescribed(sibling, body: first) || isLeadPicture(sibling) {
                            opening.append(sibling)
                        }
                    case .barrier:
                        // Furniture between the paragraphs gathered beside the body: read on from them.
                        guard let next = roots[..<bodyIndex].last(where: { !kept.contains($0) }) else {
                            // A byline with links between the headline and the opening: the standfirst under it stays.
                            if let under = standfirstUnderHeadline(before: sibling, body: first), !kept.contains(under) {
                                kept.append(under)
                            }
                            return joined(kept)
                        }
                        opening = kept
                        sibling = next
                        lastRead = PageAnalysis.none
                        continue
                    }
                }
                if page.textLength[Int(sibling)] > 0 { lastRead = sibling }
                sibling = page.previousSibling[Int(sibling)]
            }
            node = page.parent[Int(node)]
            if node == PageAnalysis.none || [.body, .html].contains(page.tags[Int(node)]) { break }
        }
        return joined(kept)
    }

    /// The opening inside `block`, which holds the headline: its blocks
    /// after the headline, nearest the body first, up to the headline or
    /// to a block that is no part of the story (a list of links, a box of
    /// share buttons). `lastRead` follows the last block with text read
    /// (the one right under the headline once it is reached); `body` is
    /// where the body starts.
    private func headerOpening(_ block: Int32, lastRead: inout Int32, body: Int32) -> [Int32] {
        var opening: [Int32] = []
        var container = block
        while !HTMLTagSet.headings.contains(page.tags[Int(container)]) {
            var child = page.lastChild(of: container)
            var inner = PageAnalysis.none
            scan: while child != PageAnalysis.none {
                switch kind(of: child) {
                case .headline:
                    inner = child
                    break scan
                case .prose: opening.append(child)
                case .picture: opening.append(picture(child))
                case .passable: if isDescribed(child, body: body) || isLeadPicture(child) { opening.append(child) }
                case .barrier:
                    // A byline with links or a share bar between: the standfirst right under the headline stays.
                    let under = lineUnderHeadline(in: container)
                    if under != PageAnalysis.none, !opening.contains(under),
                        standfirst.isStandfirst(under, besideHeadline: true, body: body)
                    {
                        opening.append(under)
                    }
                    lastRead = PageAnalysis.none
                    return opening
                }
                if page.textLength[Int(child)] > 0 { lastRead = child }
                child = page.previousSibling[Int(child)]
            }
            guard inner != PageAnalysis.none else {
                lastRead = PageAnalysis.none
                return opening
            }
            container = inner
        }
        return opening
    }

    /// The most blocks read back from furniture for the headline beside it.
    private static let headlineReach = 6

    /// The standfirst right under the headline (see `Standfirst`) when
    /// the headline stands a few blocks before `block`, among its siblings:
    /// the line right after the heading inside the block that holds it, or
    /// right after that block (an Arc XP page's `<h2>` in a box of its own
    /// after the headline's, then a byline with links); nil when there is none.
    private func standfirstUnderHeadline(before block: Int32, body: Int32) -> Int32? {
        var sibling = page.previousSibling[Int(block)]
        for _ in 0..<Self.headlineReach where sibling != PageAnalysis.none {
            guard kind(of: sibling) != .headline else {
                var under = lineUnderHeadline(in: sibling)
                if under == PageAnalysis.none {
                    under = page.nextSibling[Int(sibling)]
                    while under != PageAnalysis.none, page.textLength[Int(under)] == 0 {
                        under = page.nextSibling[Int(under)]
                    }
                }
                guard under != PageAnalysis.none, under != block,
                    standfirst.isStandfirst(under, besideHeadline: true, body: body)
                else { return nil }
                return under
            }
            sibling = page.previousSibling[Int(sibling)]
        }
        return nil
    }

    /// The block with text right after the headline inside `block`: after
    /// the heading itself, or after the nearest block around it that has
    /// one (Newspack's subtitle after its `<h1>`, an Arc XP page's `<h2>`
    /// after the box that holds the headline), or `none`.
    private func lineUnderHeadline(in block: Int32) -> Int32 {
        var under = PageAnalysis.none
        var level = block
        while !HTMLTagSet.headings.contains(page.tags[Int(level)]) {
            var holder = page.firstChild[Int(level)]
            while holder != PageAnalysis.none, !(page.isElement(holder) && holdsHeadline(holder)) {
                holder = page.nextSibling[Int(holder)]
            }
            guard holder != PageAnalysis.none else { break }
            var sibling = page.nextSibling[Int(holder)]
            while sibling != PageAnalysis.none, page.textLength[Int(sibling)] == 0 {
                sibling = page.nextSibling[Int(sibling)]
            }
            if sibling != PageAnalysis.none { under = sibling }
            level = holder
        }
        return under
    }

    /// Whether the short block `node` is the standfirst by the page's
    /// description, wherever it stands between the headline and the body.
    private func isDescribed(_ node: Int32, body: Int32) -> Bool {
        !standfirst.descriptionWords.isEmpty && page.textLength[Int(node)] > 0
            && standfirst.isStandfirst(node, besideHeadline: false, body: body)
    }

    /// The picture `block` shows, which is itself unless it is a box named
    /// as furniture (the post's facts: Chirpy's `post-meta` of the dates,
    /// the picture with its caption and the author's link) and one of its
    /// children is the picture with its caption, without links (see
    /// `StoryPictures`): that child, the facts left out.
    private func picture(_ block: Int32) -> Int32 {
        guard page.has(block, .namedBoilerplate) else { return block }
        for child in page.children(of: block) where page.isElement(child) && page.linkLength[Int(child)] == 0 {
            if StoryPictures.isPicture(child, in: page) { return child }
        }
        return block
    }

    /// Whether the block `node`, passed over as a picture without a
    /// caption, shows the picture the page names as its own (see
    /// `HeroPicture`): the lead picture a theme sets between the headline
    /// and the body (Webflow's blog templates, Drupal's image field), no
    /// avatar or logo.
    private func isLeadPicture(_ node: Int32) -> Bool {
        page.isElement(node) && hero.showsLeadPicture(node)
    }

    /// The fewest words of a picture's alt text that say what it shows.
    static let shortestDescription = 3

    /// Whether `node` is a box of one picture, without a caption but with
    /// an alt text of a few words that says what it shows, in no link:
    /// right before the body, the story's lead picture (Joomla's
    /// `<div class="item-image"><img alt="Scaffolding around the hall">`,
    /// Drupal's image field); an avatar or a logo stands in a byline or a
    /// link, with no more than a name for its alt text.
    private func isDescribedPicture(_ node: Int32) -> Bool {
        let index = Int(node)
        guard page.isElement(node), page.textLength[index] == 0, page.subtreeSize[index] <= 20,
            !page.has(node, .inLink)
        else { return false }
        var pictures: [Int32] = []
        var stack = [node]
        while let current = stack.popLast() {
            guard page.isElement(current) else { continue }
            switch page.tags[Int(current)] {
            case .img: pictures.append(current)
            case .a, .iframe, .video, .svg: return false
            default: stack.append(contentsOf: page.children(of: current))
            }
        }
        guard pictures.count == 1, let picture = pictures.first else { return false }
        let element = page.document.node(HTMLNodeID(rawValue: picture))
        guard ImageSource.reference(of: element) != nil, let alt = element.attribute("alt") else { return false }
        return alt.split(whereSeparator: \.isWhitespace).count >= Self.shortestDescription
    }

    private func kind(of node: Int32) -> Kind {
        let index = Int(node)
        if page.isText(node) { return page.textLength[index] == 0 ? .passable : .barrier }
        guard page.isElement(node), !page.has(node, .nonContent) else { return .passable }
        if holdsHeadline(node) { return .headline }
        let length = page.textLength[index]
        let density = page.linkDensity(node)
        if length > 0, length < Self.longestShareBar, page.subtreeSize[index] <= 200,
            LinkTargets.onlyShare(node, page: page)
        {
            return .passable  // a share bar between the lead picture and the body
        }
        // An article's <footer> before its body is its header in all but name: Drupal's themes set the
        // byline, the date and the author's picture in <footer class="node__meta"> over the story.
        let isFooterAbove =
            page.tags[index] == .footer && page.parent[index] != PageAnalysis.none
            && page.tags[Int(page.parent[index])] == .article
        if length > 0, (page.has(node, .structuralBoilerplate) && !isFooterAbove) || density >= 0.5 {
            return .barrier
        }
        if StoryPictures.isPicture(node, in: page) { return length <= Self.longestCaption ? .picture : .barrier }
        if length == 0 { return .passable }
        if HTMLTagSet.headings.contains(page.tags[index]) { return .passable }  // a subtitle
        if isStoryBox(node) { return .prose }
        if holdsPicture(node) { return .passable }  // a picture without a caption: an avatar, a logo
        let isProse =
            length >= Self.shortestProse && density < 0.25 && !page.has(node, .namedBoilerplate)
            && (page.isParagraph(node) || page.paragraphText[index] * 10 >= length * 7)
        if isProse { return .prose }
        return length < Self.shortestProse ? .passable : .barrier
    }

    /// Whether `node` is a box of the story's own before the body (a
    /// review's verdict with its pros and cons, a "Key points" summary): a
    /// heading over a list, with paragraphs or not, few links, and its words
    /// in those blocks (looked for in small subtrees only). A box named as
    /// furniture is none.
    private func isStoryBox(_ node: Int32) -> Bool {
        let index = Int(node)
        guard page.subtreeSize[index] <= 300, page.linkDensity(node) < 0.25,
            !page.has(node, .namedBoilerplate)
        else {
            return false
        }
        var headed = false
        var listed = false
        var blockText: Int32 = 0
        var stack = [node]
        while let current = stack.popLast() {
            guard page.isElement(current), !page.has(current, .nonContent) else { continue }
            let tag = page.tags[Int(current)]
            if HTMLTagSet.headings.contains(tag) || Self.storyBoxBlocks.contains(tag) {
                headed = headed || HTMLTagSet.headings.contains(tag)
                listed = listed || (tag == .li && page.textLength[Int(current)] > 0)
                blockText += page.textLength[Int(current)]
                continue
            }
            stack.append(contentsOf: page.children(of: current))
        }
        return headed && listed && blockText * 10 >= page.textLength[index] * 8
    }

    /// The blocks that hold a story box's words besides its headings.
    private static let storyBoxBlocks: HTMLTagSet = [.p, .li, .dt, .dd]

    /// Tags of what shows a picture or a player.
    private static let pictures: HTMLTagSet = [.img, .picture, .figure, .video, .iframe, .svg]

    /// Whether `node` shows a picture or holds a caption (looked for in
    /// small subtrees only).
    private func holdsPicture(_ node: Int32) -> Bool {
        guard page.subtreeSize[Int(node)] <= 200 else { return false }
        var stack = [node]
        while let current = stack.popLast() {
            guard page.isElement(current) else { continue }
            if Self.pictures.contains(page.tags[Int(current)]) || page.has(current, .caption) { return true }
            stack.append(contentsOf: page.children(of: current))
        }
        return false
    }

    /// Whether the words `heading` are a kicker of a few words, then the
    /// title's ("bahnstreik gdl kündigt …"), on a page without an `<h1>`
    /// (which is the headline where there is one: a share bar's heading
    /// "All sharing options for: The law that's…" is not); a title of a
    /// few words only ("Weather") may end another heading.
    private func isKickerAndTitle(_ heading: String) -> Bool {
        guard titleWords.utf8.count > Self.shortestHeldTitle, heading.hasSuffix(" " + titleWords) else {
            return false
        }
        let kicker = heading.dropLast(titleWords.count + 1)
        return kicker.split(separator: " ").count <= Self.longestKicker && !page.tags.contains(.h1)
    }

    /// Whether `node` is the story's headline or holds it: an `<h1>`, or a
    /// heading whose words are the title's, alone or after a kicker set in
    /// the heading (Der Spiegel's `<h2>` "Bahnstreik GDL kündigt …" for the
    /// title "GDL kündigt …").
    private func holdsHeadline(_ node: Int32) -> Bool {
        var stack = [node]
        while let current = stack.popLast() {
            guard page.isElement(current), !page.has(current, .nonContent) else { continue }
            let tag = page.tags[Int(current)]
            // The site's name set as an <h1> in its header is no headline.
            if tag == .h1, !PageTags.namesTheSite(page.document.node(HTMLNodeID(rawValue: current))) { return true }
            if HTMLTagSet.headings.contains(tag) {
                if !titleWords.isEmpty, page.textLength[Int(current)] <= 2 * Int32(titleWords.utf8.count) + 40 {
                    let heading = WordSequence.normalized(page.text(of: current))
                    if heading == titleWords || isKickerAndTitle(heading) { return true }
                }
                continue
            }
            stack.append(contentsOf: page.children(of: current))
        }
        return false
    }
}
