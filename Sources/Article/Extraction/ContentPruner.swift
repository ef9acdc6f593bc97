import Foundation
import HTML

/// Decides which nodes inside the chosen subtrees are not article text:
/// non-content and hidden elements, page furniture by tag or role, named
/// boilerplate that holds little of the article (unless its own text is
/// the story's: `NamedStoryText`), photo credits, captions
/// outside figures (a figure's caption labels its image), link-dense
/// blocks, advertising labels, "Related: …" lines, paragraphs
/// that only link elsewhere on the same site, hover cards inside
/// paragraphs, the heading that repeats the title, and the short label
/// left in front of a list that was dropped.
struct ContentPruner {
    let page: PageAnalysis
    let roots: [Int32]
    let titleWords: String
    let site: SiteMatcher?
    /// Reader comments found by their structure.
    let comments: CommentThreads?
    /// When to stop: once it has passed, the walk marks nothing more.
    let deadline: ConversionDeadline
    /// Tells the standfirst among the short lines in the headline's header.
    let standfirst: Standfirst
    /// Tells the page's own picture set in the headline's header.
    let hero: HeroPicture

    /// The texts of the subtrees the rules read.
    let texts: SubtreeTexts

    /// Bits over node ids: the topmost excluded nodes.
    private(set) var excluded: [UInt64]
    /// Nodes excluded as lists of links (their labels may follow them out).
    private var linkBlocks: [Int32] = []
    /// Blocks kept whole: the ones that hold an item's price and its store
    /// link in a list of products or deals (see `ProductOffers`), the
    /// author's lists of references (`isReferenceList`), and grids of cells
    /// laid out as tables (`GridTables`).
    private var keptWhole: Set<Int32> = []
    /// Whether the root being walked is a discussion's thread (see `isReplyOfDiscussion`).
    private var inDiscussion = false
    /// The blocks around an item's offer, up to the box that holds two or
    /// more: never dropped as lists of links, since the offer would go
    /// with them ("Get it on Amazon for $169" beside "Also at Walmart").
    private var aroundOffers: Set<Int32> = []
    /// The items of a box of products: the largest block around each offer
    /// that holds no other (a product's name, its price, its store link).
    private var offerItems: Set<Int32> = []
    /// Boxes showing one picture, each with the caption beside it that is
    /// left out of the text but labels the picture (see `boxLabelled(byCaption:)`).
    private(set) var pictureCaptions: [HTMLNodeID: HTMLNodeID] = [:]
    /// The lists of links of a page that is a table of contents (see
    /// `ContentsPage`), kept whole with what holds them.
    var contents: ContentsPage?

    init(
        page: PageAnalysis, roots: [Int32], title: String?, description: String? = nil, url: URL?,
        comments: CommentThreads? = nil, deadline: ConversionDeadline = .none, leadImage: URL? = nil
    ) {
        self.page = page
        self.comments = comments
        self.deadline = deadline
        self.roots = roots
        self.titleWords = title.map(WordSequence.normalized) ?? ""
        standfirst = Standfirst(page: page, description: description)
        hero = HeroPicture(page: page, leadImage: leadImage)
        self.site = url.flatMap(SiteMatcher.init(pageURL:))
        texts = SubtreeTexts(page: page, deadline: deadline)
        excluded = [UInt64](repeating: 0, count: (page.count + 63) / 64)
    }

    @inline(__always) func isExcluded(_ node: Int32) -> Bool {
        excluded[Int(node) >> 6] & (1 << UInt64(node & 63)) != 0
    }

    @inline(__always) mutating func exclude(_ node: Int32) {
        if !keptWhole.isEmpty, keptWhole.contains(node) { return }
        excluded[Int(node) >> 6] |= 1 << UInt64(node & 63)
    }

    /// The most nodes a subtree may have for its text to be read as a whole.
    static let smallSubtree: Int32 = 200

    /// Walks every root's subtree and marks what to leave out.
    mutating func run() {
        let rootParagraphs = max(1, roots.reduce(Int32(0)) { $0 + page.paragraphText[Int($1)] })
        excludeComments()
        keptWhole = ProductOffers(page: page).find(in: roots)
        markOfferItems()
        for root in roots {
            // A post's signature gathered beside the post's words as a root of its own goes too.
            if isTitleHeading(root) || (roots.count > 1 && isPostSignature(root)) {
                exclude(root)
                continue
            }
            inDiscussion = comments?.isThread(root) ?? false
            var node = page.firstChild[Int(root)]
            while node != PageAnalysis.none, !deadline.isPassed {
                let leaveOut = page.isElement(node) && shouldExclude(node, rootParagraphs: rootParagraphs)
                if leaveOut { exclude(node) }
                // A formula, a player and an embedded post are taken whole.
                let tag = page.tags[Int(node)]
                let enter =
                    !leaveOut && tag != .math && !ExtractionTags.embeds.contains(tag) && !keptWhole.contains(node)
                    && !isEmbeddedPost(node) && !isStoryHeader(node)
                node = page.next(after: node, within: root, enteringChildren: enter)
            }
        }
        // Buttons and forms that ask the reader to subscribe, sign up or comment, with the lines that ask around them.
        if !deadline.isPassed {
            for box in RequestBoxes(page: page, texts: texts).find(in: roots, isExcluded: isExcluded) { exclude(box) }
        }
        excludeStoryCards()
        if !deadline.isPassed { excludeReplies() }
        for block in linkBlocks {
            // A heading goes with a list of links to other stories, not with a
            // note of one or two links in a paragraph under it ("Main article: …"). A link to the article's
            // material (a file block before a row of buttons) is no label.
            if let label = previousElementSibling(of: block), !isExcluded(label), looksLikeLabel(label),
                !isLoneLinkToMaterial(label),
                !isHeading(label) || page.linkCount[Int(block)] >= 3
                    || ExtractionTags.lists.contains(page.tags[Int(block)])
            {
                exclude(label)
            }
        }
        trimLeadingDatelines()
        trimPromotionNotes()
        trimTrailingPromotions()
        if !deadline.isPassed { excludeRepetitions() }
    }

    /// The blocks with text and no block inside, left in the roots, in order.
    private func leafBlocks() -> [Int32] {
        var blocks: [Int32] = []
        for root in roots where !isExcluded(root) {
            var node = root
            while node != PageAnalysis.none {
                var enter = true
                if isExcluded(node) || page.has(node, .nonContent) {
                    enter = false
                } else if page.isElement(node), isLeafBlock(node) {
                    enter = false
                    if page.textLength[Int(node)] > 0 { blocks.append(node) }
                }
                node =
                    node == root && !enter
                    ? PageAnalysis.none : page.next(after: node, within: root, enteringChildren: enter)
            }
        }
        return blocks
    }

    // MARK: Repetitions

    /// Tags of containers that set text apart from the flow.
    private static let setApart: HTMLTagSet = [.blockquote, .aside, .figure, .figcaption]
    /// Class words of boxes that repeat a line of the article for show.
    private static let setApartWords = ["quote", "highlight", "callout", "pull"]

    /// Whether `node` or a container above it (within its root) sets its
    /// text apart from the flow: a quote, an aside, a figure, or a box
    /// whose class names a (pull) quote, a highlight or a callout. The
    /// answers for containers are kept in `known`, so each is looked at
    /// once however many blocks it holds (thousands of nested lists).
    private func isSetApart(_ node: Int32, known: inout [Int32: Bool]) -> Bool {
        if setsApart(node) { return true }
        // The containers above, nearest first, up to the root or one already answered.
        var unanswered: [Int32] = []
        var answer = false
        var element = page.parent[Int(node)]
        while element != PageAnalysis.none, !roots.contains(element) {
            if let found = known[element] {
                answer = found
                break
            }
            unanswered.append(element)
            element = page.parent[Int(element)]
        }
        for container in unanswered.reversed() {
            answer = answer || setsApart(container)
            known[container] = answer
        }
        return answer
    }

    /// Whether `element` itself sets its text apart (see `isSetApart`).
    private func setsApart(_ element: Int32) -> Bool {
        if Self.setApart.contains(page.tags[Int(element)]) { return true }
        let attribute = page.document.node(HTMLNodeID(rawValue: element)).attribute("class")
        guard let classes = attribute?.lowercased() else { return false }
        return Self.setApartWords.contains { classes.contains($0) }
    }

    /// Pull quotes, highlight boxes and captions that repeat the article's
    /// own words go (see `RepeatedBlocks`), and so does a paragraph that
    /// repeats the headline; code is never a repetition.
    private mutating func excludeRepetitions() {
        var leaves: [(node: Int32, text: String, length: Int, isSetApart: Bool)] = []
        var setApart: [Int32: Bool] = [:]
        for node in leafBlocks() {
            if deadline.isPassed { return }
            // Code says what it says as often as it needs to: a listing shown twice, a command named like the page.
            if ExtractionTags.code.contains(page.tags[Int(node)]) || page.has(node, .inCode) { continue }
            let text = texts.text(of: node)
            // An entry of a table of contents that names the page's title leads to the part so named.
            if !titleWords.isEmpty, page.textLength[Int(node)] <= Int32(2 * titleWords.utf8.count),
                WordSequence.normalized(text) == titleWords, contents?.holds(node, page: page) != true
            {
                exclude(node)
                continue
            }
            if HTMLTagSet.headings.contains(page.tags[Int(node)]) { continue }  // headings always stay
            leaves.append((node, text, Int(page.textLength[Int(node)]), isSetApart(node, known: &setApart)))
        }
        // The words are compared only when some block may be a repetition.
        guard leaves.contains(where: { RepeatedBlocks.mayRepeat(length: $0.length, isSetApart: $0.isSetApart) }) else { return }
        let blocks = leaves.map {
            RepeatedBlocks.Block(node: $0.node, runs: RepeatedBlocks.runs(of: $0.text), length: $0.length, isSetApart: $0.isSetApart)
        }
        // In a discussion taken whole, posts quote each other to answer: no quote there is a pull quote.
        let discussions = roots.filter { comments?.isThread($0) ?? false }
        let repeated = RepeatedBlocks.repeated(blocks).filter { node in
            !isInCreditedQuote(node) && !discussions.contains { page.isAncestor($0, of: node) }
        }
        for node in repeated { exclude(node) }
        excludeLeftoversOfRepetitions(repeated)
    }

    /// Whether `node` is a reply, or a part of one, in a discussion taken
    /// whole as the article (see `CommentThreads.discussion(around:)`): its
    /// class names comments (GitHub's `timeline-comment`, `comment-body`),
    /// which says what it is, not that it is no part of the article.
    private func isReplyOfDiscussion(_ node: Int32) -> Bool {
        inDiscussion && CommentMarks.isMarked(page.document.node(HTMLNodeID(rawValue: node)))
    }

    /// Whether `node` is, or is inside, the heading over a reply of a
    /// discussion taken whole: its links name the member and date the reply
    /// ("<a>tom</a> commented <a>Mar 2, 2024</a>", as GitHub's timeline
    /// heads each comment), so it says whose the reply is.
    private func isInReplyHeading(_ node: Int32) -> Bool {
        guard inDiscussion else { return false }
        var current = node
        for _ in 0..<3 where current != PageAnalysis.none {
            if HTMLTagSet.headings.contains(page.tags[Int(current)]) { return true }
            current = page.parent[Int(current)]
        }
        return false
    }

    /// Leaves out the short words set beside the heading `node` of a reply
    /// in its header (a role badge: "Member", "Author").
    private mutating func excludeBadges(beside node: Int32) {
        let parent = page.parent[Int(node)]
        guard parent != PageAnalysis.none else { return }
        var sibling = page.firstChild[Int(parent)]
        while sibling != PageAnalysis.none {
            if sibling != node, page.isElement(sibling), page.textLength[Int(sibling)] <= Self.longestBadge,
                !NamedStoryText.endsASentence(texts.text(of: sibling))
            {
                exclude(sibling)
            }
            sibling = page.nextSibling[Int(sibling)]
        }
    }

    /// The longest role badge beside a reply's heading.
    static let longestBadge: Int32 = 20

    /// Whether `node` is in a quote whose markup names the member who wrote
    /// it: a forum post quoting an earlier post of the thread (Discourse's
    /// `<aside class="quote" data-username="ann">`, XenForo's `<blockquote
    /// data-quote="ann">`). Such a quote repeats the earlier words on
    /// purpose, to answer them: it is no pull quote.
    private func isInCreditedQuote(_ node: Int32) -> Bool {
        for element in page.ancestors(of: node).prefix(while: { !roots.contains($0) }) {
            let tag = page.tags[Int(element)]
            guard tag == .aside || tag == .blockquote else { continue }
            let box = page.document.node(HTMLNodeID(rawValue: element))
            if box.hasAttribute("data-username") || box.hasAttribute("data-quote") { return true }
        }
        return false
    }

    /// The most characters left in a pull quote's box once its quote has
    /// gone that are still only its attribution (a `<cite>`, "— The mayor").
    static let longestAttribution: Int32 = 80

    /// A box that set a repeated quote apart goes with what is left in it
    /// (the quote's `<cite>`, a credit, the quotation marks).
    private mutating func excludeLeftoversOfRepetitions(_ repeated: [Int32]) {
        var removed: [Int32: Int32] = [:]
        for node in repeated {
            guard let box = outermostSetApartBox(of: node) else { continue }
            removed[box, default: 0] += page.textLength[Int(node)]
        }
        for (box, length) in removed where page.textLength[Int(box)] - length <= Self.longestAttribution {
            exclude(box)
        }
    }

    /// The outermost container above `node` (within its root) that sets
    /// text apart and holds no more than one repeated block could.
    private func outermostSetApartBox(of node: Int32) -> Int32? {
        var box: Int32?
        for element in page.ancestors(of: node).prefix(while: { !roots.contains($0) }) {
            guard page.textLength[Int(element)] <= Int32(RepeatedBlocks.longest) + Self.longestAttribution else {
                break
            }
            if setsApart(element) { box = element }
        }
        return box
    }

    // MARK: The end of the article

    /// How many blocks with text at the end of the article may be promotions.
    static let trailingBlocksChecked = 16
    /// The longest block read as a promotion.
    static let longestPromotion: Int32 = 300

    /// After the article's last paragraph, short blocks that ask the reader
    /// to do something else (follow, subscribe, read more, download the
    /// app, comment), notes on the comments' rules, the date of the page's last change ("Last updated on
    /// November 3, 2024", as Nextra closes a page), headings over comments, and the link lists under a
    /// heading that introduces more
    /// stories ("More Great Stories", "Don't miss"), go.
    private mutating func trimTrailingPromotions() {
        let blocks = leafBlocks()
        var pendingLinks: [Int32] = []
        // Whether some of them are items with a link in a sentence ("Could an astronaut <a>use gravity</a>?"),
        // which only a label that announces more stories takes along.
        var pendingTeasers = false
        for node in blocks.reversed().prefix(Self.trailingBlocksChecked) {
            let length = page.textLength[Int(node)]
            if length > Self.longestPromotion || isInKeptWhole(node) { return }
            let text = texts.text(of: node)
            let density = page.linkDensity(node)
            if TextLabels.isCallToAction(text) || (length <= 60 && CommentThreads.announcesComments(text))
                || CommentThreads.statesCommentRules(text) || (length <= 80 && ChangeDateLines.isChangeDate(text))
            {
                exclude(node)
                pendingLinks.forEach { exclude($0) }
                pendingLinks.removeAll()
                pendingTeasers = false
            } else if pendingLinks.isEmpty, isHeading(node), headsOnlyWhatWentOut(node) {
                exclude(node)  // the stories under "More Local News" went as cards
            } else if density >= 0.5, page.tags[Int(node)] == .li || page.tags[Int(node)] == .p {
                pendingLinks.append(node)  // more stories, if a heading above says so
            } else if density >= 0.25, page.tags[Int(node)] == .li, length <= 120 {
                pendingLinks.append(node)
                pendingTeasers = true
            } else if !pendingLinks.isEmpty, !pendingTeasers, length <= 60, looksLikeLabel(node) || isHeading(node),
                let first = pendingLinks.last, isRightBefore(node, first)
            {
                // The author's "Further reading" stays, with all above it.
                if let list = nextElementSibling(of: node), labelsReferences(node, over: list) { return }
                // A label over a list of links at the end: "More Great Stories".
                exclude(node)
                pendingLinks.forEach { exclude($0) }
                pendingLinks.removeAll()
            } else {
                return
            }
        }
    }

    /// Whether `node` stands in an element taken whole (a glossary's term
    /// over its linked meaning is no label over a list of links).
    private func isInKeptWhole(_ node: Int32) -> Bool {
        guard !keptWhole.isEmpty else { return false }
        var current = node
        while current != PageAnalysis.none {
            if keptWhole.contains(current) { return true }
            if roots.contains(current) { return false }
            current = page.parent[Int(current)]
        }
        return false
    }

    /// Marks the blocks around the offers in `keptWhole` (see
    /// `aroundOffers`) and the item each belongs to (see `offerItems`):
    /// in a small box that holds two or more offers, every block from the
    /// offer up to the box; elsewhere the lists around it.
    private mutating func markOfferItems() {
        var offersBelow: [Int32: Int] = [:]
        for offer in keptWhole {
            var up = page.parent[Int(offer)]
            while up != PageAnalysis.none, !roots.contains(up) {
                offersBelow[up, default: 0] += 1
                up = page.parent[Int(up)]
            }
        }
        for offer in keptWhole {
            var around: [Int32] = []
            var item = offer
            var small = true
            var up = page.parent[Int(offer)]
            while up != PageAnalysis.none, !roots.contains(up), page.subtreeSize[Int(up)] <= Self.largestOfferBox {
                around.append(up)
                if offersBelow[up, default: 0] > 1 { break }
                small = small && page.textLength[Int(up)] <= Self.longestOfferItem && isSmall(up)
                if small { item = up }
                up = page.parent[Int(up)]
            }
            if let box = around.last, offersBelow[box, default: 0] > 1 {
                aroundOffers.formUnion(around)
                if item != offer { offerItems.insert(item) }
                continue
            }
            up = page.parent[Int(offer)]
            while up != PageAnalysis.none, !roots.contains(up), [.ul, .ol, .li].contains(page.tags[Int(up)]),
                aroundOffers.insert(up).inserted
            {
                up = page.parent[Int(up)]
            }
        }
    }

    /// The most nodes of a box of products.
    static let largestOfferBox: Int32 = 600

    /// The most characters of an item of a box of products.
    static let longestOfferItem: Int32 = 400

    /// Whether `node` is inside an item of a box of products (see `offerItems`): its name stays beside its offer.
    private func isInOfferItem(_ node: Int32) -> Bool {
        guard !offerItems.isEmpty else { return false }
        var current = node
        while current != PageAnalysis.none, !roots.contains(current) {
            if offerItems.contains(current) { return true }
            current = page.parent[Int(current)]
        }
        return false
    }

    /// Tags of what shows something without text: a picture, a player, a formula.
    private static let shownWithoutText: HTMLTagSet = [
        .img, .picture, .svg, .video, .audio, .iframe, .object, .embed, .canvas, .math,
    ]

    /// Whether the heading `node`, with no block with text kept after it,
    /// heads only what was left out: blocks with words follow it, and
    /// nothing shown without words (a picture, a player) is kept after
    /// it. A heading over nothing at all ("Questions" closing a post, a
    /// trait's implementation in Rust's docs) stays.
    private func headsOnlyWhatWentOut(_ node: Int32) -> Bool {
        var wentOut = false
        var sibling = page.nextSibling[Int(node)]
        while sibling != PageAnalysis.none {
            if page.textLength[Int(sibling)] > 0 {
                if keepsText(sibling) { return false }
                wentOut = true
            }
            sibling = page.nextSibling[Int(sibling)]
        }
        return wentOut && !showsAnythingAfter(node)
    }

    /// Whether any of the text below `node` is kept (not left out).
    private func keepsText(_ node: Int32) -> Bool {
        var current = node
        while current != PageAnalysis.none {
            let kept = !isExcluded(current) && !page.has(current, .nonContent)
            if kept, page.isText(current), page.textLength[Int(current)] > 0 { return true }
            current = page.next(after: current, within: node, enteringChildren: kept)
        }
        return false
    }

    /// Whether anything the article keeps follows `node` (a block with no
    /// block with text after it): a picture, a player or a formula.
    private func showsAnythingAfter(_ node: Int32) -> Bool {
        for root in roots where !isExcluded(root) && (root > node || page.isAncestor(root, of: node)) {
            var current = root > node ? root : page.next(after: node, within: root, enteringChildren: false)
            while current != PageAnalysis.none {
                let shown = page.isElement(current) && !isExcluded(current) && !page.has(current, .nonContent)
                if shown, Self.shownWithoutText.contains(page.tags[Int(current)]) { return true }
                current = page.next(after: current, within: root, enteringChildren: shown)
            }
        }
        return false
    }

    /// The longest block read as a request before the story.
    static let longestLeadingPromotion: Int32 = 400
    /// The longest note read as a request further down the story.
    static let longestPromotionNote: Int32 = 300

    /// A note set apart in bold or italics that links somewhere and asks
    /// the reader to do something goes: at the top of the story (among
    /// the first three blocks: "Start your day with our newsletter. Sign
    /// up…") whatever its request, further down when it asks as a request
    /// does ("Like this article? Subscribe to our free newsletter", see
    /// `TextLabels.isCallToAction`). So does a block in any style that asks
    /// so with a link whose own words ask ("… newsletter. Sign up here.").
    /// Prose that mentions subscribing stays.
    /// A short block that asks so and links only to social networks goes
    /// wherever it stands, in any style ("Follow us on Twitter").
    private mutating func trimPromotionNotes() {
        for (position, node) in leafBlocks().enumerated() {
            let index = Int(node)
            let isLeading = position < 3
            let longest = isLeading ? Self.longestLeadingPromotion : Self.longestPromotionNote
            guard page.textLength[index] <= longest, page.linkCount[index] > 0,
                page.subtreeSize[index] <= Self.smallSubtree
            else { continue }
            // The style first: it looks at a few nodes, the request reads the whole text.
            let isNote = StyledText.allWords(
                of: page.document.node(HTMLNodeID(rawValue: node)), in: StyledText.noteStyles, budget: 64)
            if isNote {
                let text = texts.text(of: node)
                if isLeading ? TextLabels.asksAnywhere(text) : TextLabels.isCallToAction(text) { exclude(node) }
            } else if holdsActionLink(node), case let text = texts.text(of: node), TextLabels.isCallToAction(text) {
                exclude(node)  // "The Daily Briefing newsletter brings you the day's news. Sign up here."
            } else if page.textLength[index] <= TextLabels.shortRequest,
                LinkTargets.everyLink(of: node, page: page, leadsTo: { ShareLinks.isOnSocialNetwork(URLReference($0)) }),
                case let text = texts.text(of: node), TextLabels.isCallToAction(text), TextLabels.asksTheReader(text)
            {
                exclude(node)  // "Follow us on Twitter and Facebook for more updates."
            }
        }
    }

    /// Whether a link in `node`, a small block, asks the reader to act in
    /// its own words ("Sign up here.", "Subscribe now": `TextLabels.isActionLink`).
    private func holdsActionLink(_ node: Int32) -> Bool {
        var current = node
        while current != PageAnalysis.none {
            if page.isHyperlink(current) {
                let length = page.textLength[Int(current)]
                if length > 0, length <= Int32(TextLabels.longestActionLink) + LinkAnnouncements.longest,
                    TextLabels.isActionLink(LinkAnnouncements.withoutAnnouncements(page.text(of: current)))
                {
                    return true
                }
                current = page.next(after: current, within: node, enteringChildren: false)
                continue
            }
            current = page.next(after: current, within: node, enteringChildren: true)
        }
        return false
    }

    /// Whether a block of `length` characters, `text`, is the publisher's
    /// note about its page (see `PublisherNotes`): a line about the print
    /// edition or the agency's feed the story came from, a paywall's line,
    /// the label of a player that reads the story aloud, or the readers' rating.
    private func isPublisherNote(_ text: String, length: Int32) -> Bool {
        if PublisherNotes.isPrintEditionLine(text) || PublisherNotes.isSyndicationNote(text)
            || PublisherNotes.isPaywallLine(text)
        {
            return true
        }
        return length <= 100 && (PublisherNotes.isRatingLine(text) || PublisherNotes.isSpokenVersionLine(text))
    }

    /// Teaser cards for other stories (see `StoryCards`) go, unless they
    /// would take half the article's text with them; a container of cards
    /// may take its label ("Related stories") along.
    private mutating func excludeStoryCards() {
        for root in roots where !isExcluded(root) {
            let found = StoryCards(page: page).find(in: [root])
            let cards = found.cards.filter { !isExcluded($0) }
            let cardText = cards.reduce(Int32(0)) { $0 + page.textLength[Int($1)] }
            guard !cards.isEmpty, cardText * 2 < page.textLength[Int(root)] else { continue }
            // A product's card in a box of products is no story's: its offer goes nowhere without it.
            for card in cards where !aroundOffers.contains(card) { exclude(card) }
            linkBlocks.append(contentsOf: found.groups.filter { $0 != root && !aroundOffers.contains($0) })
        }
    }

    /// Whether `node` is a post of a social network embedded with its embed code (see `EmbeddedPosts`).
    private func isEmbeddedPost(_ node: Int32) -> Bool {
        page.tags[Int(node)] == .blockquote && EmbeddedPosts.isPost(page.document.node(HTMLNodeID(rawValue: node)))
    }

    private func isHeading(_ node: Int32) -> Bool {
        HTMLTagSet.headings.contains(page.tags[Int(node)])
    }

    /// Comment threads inside the roots, with the headings that announce
    /// them, while the roots hold article text of their own.
    private mutating func excludeComments() {
        guard let comments else { return }
        for thread in comments.threads where !isExcluded(thread) {
            guard let root = roots.first(where: { page.isAncestor($0, of: thread) }), root != thread,
                comments.isComments(thread, within: root)
            else { continue }
            exclude(thread)
            if let heading = comments.headings[thread] { exclude(heading) }
        }
    }

    /// Before the first long paragraph, short blocks that only give a date
    /// (a `<time>`, or text that reads as one) or a byline ("By …") go, and
    /// so do short lines above the headline (a kicker: "Review"). The time
    /// that opens a live blog's first entry stays (see `LiveEntryTimes`).
    private mutating func trimLeadingDatelines() {
        // Datelines lead the article: look at its first few blocks only, so a
        // page of many short lines costs no more than a few date parses.
        var blocksLeft = Self.leadingBlocksChecked
        // Short lines before the headline: a kicker ("Review", "Analysis") labels the story, it is not part of it.
        var kickers: [Int32] = []
        for root in roots where !isExcluded(root) {
            var node = root
            while node != PageAnalysis.none {
                var enter = true
                if isExcluded(node) {
                    enter = false
                    if isTitleHeading(node) {
                        kickers.forEach { exclude($0) }
                        kickers.removeAll()
                    }
                } else if page.isElement(node), isBylineBlock(node) {
                    enter = false
                    exclude(node)
                } else if page.isElement(node), isLeafBlock(node) {
                    enter = false
                    let length = page.textLength[Int(node)]
                    // Prose ends the search; a standfirst set as a heading does not (the Express's `<h3>`), nor
                    // one that shows the page's description before the byline (Corriere's `summary-art`).
                    if length >= 100, !HTMLTagSet.headings.contains(page.tags[Int(node)]),
                        !WordSequence.holds(WordSequence.normalized(texts.text(of: node)), standfirst.descriptionWords)
                    {
                        return
                    }
                    if length > 0 {
                        blocksLeft -= 1
                        if blocksLeft < 0 { return }
                    }
                    if length > 0, length < 80, !HTMLTagSet.headings.contains(page.tags[Int(node)]), isDateline(node),
                        !LiveEntryTimes(page: page, texts: texts).opensAnEntry(node)
                    {
                        exclude(node)
                    } else if length > 0, length <= Self.longestKicker, page.linkCount[Int(node)] == 0 {
                        kickers.append(node)
                    }
                }
                node =
                    node == root && !enter
                    ? PageAnalysis.none : page.next(after: node, within: root, enteringChildren: enter)
            }
        }
    }

    /// Whether `node` is a byline block: a short box of lines that is not a
    /// leaf block (a date over the writer's name and role, with buttons
    /// beside them), holding a `<time>` and no heading, no sentence.
    private func isBylineBlock(_ node: Int32) -> Bool {
        let length = page.textLength[Int(node)]
        guard length > 0, length <= Self.longestBylineBlock, page.has(node, .hasBlockChild),
            ExtractionTags.block.contains(page.tags[Int(node)]), page.linkDensity(node) < 0.5
        else { return false }
        var dated = false
        var stack = page.children(of: node)
        while let current = stack.popLast() {
            guard page.isElement(current) else { continue }
            let tag = page.tags[Int(current)]
            if HTMLTagSet.headings.contains(tag) || tag == .p || tag == .figure { return false }
            if tag == .time { dated = true }
            stack.append(contentsOf: page.children(of: current))
        }
        return dated && !texts.text(of: node).contains(". ") && !NamedStoryText.endsASentence(texts.text(of: node))
    }

    /// The longest byline block, in characters.
    static let longestBylineBlock: Int32 = 150

    /// The longest line above the headline read as its kicker.
    static let longestKicker: Int32 = 30

    /// How many leading blocks with text may be a dateline.
    static let leadingBlocksChecked = 12

    private func isLeafBlock(_ node: Int32) -> Bool {
        let tag = page.tags[Int(node)]
        return (ExtractionTags.block.contains(tag) || page.isParagraph(node)) && !page.has(node, .hasBlockChild)
    }

    private func isDateline(_ node: Int32) -> Bool {
        if page.holdsTime(node) { return true }
        let text = texts.text(of: node)
        // Only a date, a byline beside it: "On May 12, 2021, the council voted" opens the story.
        if HeadlineLines.date(in: text) != nil { return true }
        let words = text.split(separator: " ")
        guard words.count >= 2 else { return false }
        let isEnglish = ["By", "by", "BY"].contains(words[0])
        guard isEnglish || AuthorNames.opensWithIntroduction(text) else { return false }
        // A longer byline names its writers ("By Jane Roe and Tom Lee for The Times"); "By the time…" names none,
        // and another language's introduction must name someone ("di Mario Rossi"; not "Von Anfang an war klar").
        return (isEnglish && words.count <= 6) || !HeadlineLines.names(in: text).isEmpty
    }

    // MARK: Rules

    private mutating func shouldExclude(_ node: Int32, rootParagraphs: Int32) -> Bool {
        let index = Int(node)
        let tag = page.tags[index]
        if let contents, contents.kept.contains(node) {
            if contents.lists.contains(node) { keptWhole.insert(node) }
            return false
        }
        if !page.has(node, .hidden), isTabRow(node) {
            keptWhole.insert(node)  // tabs drawn as links (a "nav-tabs" list) name the panels after them
            return false
        }
        if page.has(node, .nonContent) {
            if page.has(node, .hidden) { return true }
            // An icon drawn in SVG that names what it means stays for the converter (a table's "Yes").
            if tag == .svg { return DrawnIcon.label(of: page.document.node(HTMLNodeID(rawValue: node))) == nil }
            // So does an example of code shown in a <textarea> (see `ShownCode`).
            if tag == .textarea { return !ShownCode.isShownCode(page.document.node(HTMLNodeID(rawValue: node))) }
            // And a GitHub gist's script, which the converter links to (see `EmbedCodes`).
            if tag == .script { return EmbedCodes.script(page.document.node(HTMLNodeID(rawValue: node))) == nil }
            return !ExtractionTags.embeds.contains(tag)
        }
        if page.has(node, .structuralBoilerplate) {
            guard tag == .aside else { return true }
            if isInfoboxAside(node) {
                keptWhole.insert(node)  // its values are often links alone ("Homeworld" over "Shili")
                return false
            }
            return !isQuoteAside(node) && !isNoteAside(node)
                && !NamedStoryText(page: page, texts: texts, roots: roots).isNoteAmidStory(node)
        }
        if inDiscussion, HTMLTagSet.headings.contains(tag) { excludeBadges(beside: node) }
        if isEmbeddedPost(node) { return false }  // a tweet's links and share-like class names are the post
        // Code is taken whole: only what the page hides or never shows goes.
        if page.has(node, .inCode) { return false }
        if page.has(node, .inLink), isLinkAnnouncement(node) { return true }  // ", opens new tab"
        if isStoryHeader(node) {
            takeApart(header: node)
            return false
        }
        if isPostFurniture(node) || isPostSignature(node) { return true }
        // A box of products named as a widget holds the items' offers, which are the story's.
        if page.has(node, .namedBoilerplate), Double(page.paragraphText[index]) < 0.3 * Double(rootParagraphs),
            !isInHeaderedTableCell(node), !aroundOffers.contains(node), !isReplyOfDiscussion(node),
            !NamedStoryText(page: page, texts: texts, roots: roots).isStoryText(node), !holdsPictureCaption(node)
        {
            // Share/social names also mark embedded posts: keep those that hold real text.
            let ownText = page.textLength[index] - page.linkLength[index]
            if !page.has(node, .shareOnly) || ownText < 100 {
                guard let heading = partHeading(of: node) else { return true }
                keepOnly(heading, of: node)  // a part's header: its heading stays
                return false
            }
        }
        // Credits go (a part of the document under its own heading, a manual's "Copyright" section with its
        // authors, is no credit line); captions loose in the text go too, but inside a figure they label its image
        // (and what holds the picture itself is no caption, though its class names say so: "withoutCaption");
        // a table's <caption> titles the table.
        if (page.has(node, .credit) && !holdsImage(node) && !opensWithHeading(node))
            || (page.has(node, .caption) && tag != .caption && !page.has(node, .inFigure) && !holdsImage(node)
                && !isCaptionInPictureTable(node) && !isLegendBesidePicture(node) && !isEditorPictureCaption(node)
                && !isNumberOpeningLine(node))
        {
            // Beside its picture in a box of their own, it labels the picture.
            if let box = boxLabelled(byCaption: node) {
                pictureCaptions[HTMLNodeID(rawValue: box)] = HTMLNodeID(rawValue: node)
            }
            return true
        }
        // A grid of cells laid out as a table is read whole, as a data table is (its cells are short, often links).
        if tag == .div || tag == .section, GridTables.isTable(page.document.node(HTMLNodeID(rawValue: node))) {
            keptWhole.insert(node)
            return false
        }
        let length = page.textLength[index]
        guard length > 0 else {
            // Linked pictures of other stories under "You may also like:".
            return page.linkCount[index] > 0 && isSmall(node) && followsRequestLabel(node) && onlyLinkedPictures(node)
        }
        let density = page.linkDensity(node)
        // A block inside a link is that link's words, and a card whose links all lead to one page is one link:
        // a link preview the author put in the story ("An external article title", its description).
        if ExtractionTags.linkListContainers.contains(tag), density > 0.5, page.paragraphText[index] < 200,
            tag != .table || !isDataTable(node), !sharesASentence(node), !aroundOffers.contains(node),
            !page.has(node, .inLink), StoryCards(page: page).target(of: node) == nil, !isLoneLinkToMaterial(node),
            !isInOfferItem(node),
            !holdsPlayer(node), !LiveEntryTimes(page: page, texts: texts).opensAnEntry(node),
            !isHeadingBesideItsPermalink(node), !isInReplyHeading(node),
            !NamedStoryText(page: page, texts: texts, roots: roots).isNameOverWords(node),
            !LinkTargets.onlyMail(node, page: page), !ManualReferences.only(in: node, page: page)
        {
            if isReferenceList(node) || isGlossary(node) {
                keptWhole.insert(node)
                return false
            }
            linkBlocks.append(node)
            return true
        }
        // Text is gathered only from small subtrees, so nested wrappers never make this quadratic.
        let isSmall = page.subtreeSize[index] <= Self.smallSubtree
        if length < 40, isSmall {
            let text = texts.text(of: node)
            if !ExtractionTags.inline.contains(tag), TextLabels.isAdvertisingLabel(text) { return true }
            if TextLabels.isShareLabel(text) { return true }  // "Click To Tweet" beside its sentence
            if !ExtractionTags.inline.contains(tag), TextLabels.isControlLabel(text) { return true }  // "Text size"
        }
        if page.isHyperlink(node), length <= Self.longestButton, isSmall, isButtonLink(node, text: texts.text(of: node)) {
            return true  // "Print Recipe", "Purchase Licensing Rights"
        }
        if length <= TextLabels.longestTagLine, isSmall, page.linkCount[index] > 0,
            !ExtractionTags.inline.contains(tag),
            !HTMLTagSet.headings.contains(tag), TextLabels.isTagLine(texts.text(of: node))
        {
            return true  // "Tags: a, b, c", "Filed under …"
        }
        if length <= TextLabels.longestTagLine, isSmall, page.linkCount[index] > 0, !ExtractionTags.inline.contains(tag),
            TextLabels.isHashtagLine(texts.text(of: node)), page.textOutsideLinks(of: node).allSatisfy(\.isWhitespace)
        {
            return true  // a post's hashtags, each a link to the tag's page: "#statistics #research"
        }
        if isNoteTagLine(node) { return true }
        if isStepBar(node) { return true }  // "Prev | Up | Home | Next"
        if [.p, .div, .li, .section].contains(tag), density >= 0.6, isSmall, page.isParagraph(node),
            let label = linkLabel(node), !TextLabels.isMaterialLabel(label), !leadsToOneFile(node),
            !isInOfferItem(node), !ManualReferences.only(in: node, page: page)
        {
            linkBlocks.append(node)
            return true
        }
        if tag == .p || tag == .div || tag == .li || tag == .ul, density >= 0.5, isSmall, followsRequestLabel(node) {
            linkBlocks.append(node)  // "Don't miss" over links to other stories, in the middle of the story
            return true
        }
        if length <= PublisherNotes.longest, isSmall, !ExtractionTags.inline.contains(tag),
            !HTMLTagSet.headings.contains(tag), isPublisherNote(texts.text(of: node), length: length)
        {
            // A player's label goes, and the player stays ("Listen to this article" beside an <audio>).
            guard holdsPlayer(node) else { return true }
            for child in page.children(of: node) where page.textLength[Int(child)] > 0 && !holdsPlayer(child) {
                exclude(child)
            }
            return false
        }
        if tag == .p, density >= 0.9, isSmall, isPromotion(node) {
            linkBlocks.append(node)
            return true
        }
        if ExtractionTags.inline.contains(tag), page.linkLength[index] == length, length > 50,
            page.linkCount[index] >= 2, nearestBlock(above: node) == .p
        {
            // The name a card opens from is a word of the sentence: only the card goes.
            if let name = linkOpeningACard(node) {
                var card = page.nextSibling[Int(name)]
                while card != PageAnalysis.none {
                    if page.isElement(card) { exclude(card) }
                    card = page.nextSibling[Int(card)]
                }
                return false
            }
            return true  // a hover card or inline widget inside a paragraph
        }
        if isTitleHeading(node) { return true }
        if isLabelledBox(node) { return true }
        return false
    }

    /// Whether `node`, an inline element inside a link, only announces how
    /// the link behaves (see `LinkAnnouncements`) beside the link's own words.
    private func isLinkAnnouncement(_ node: Int32) -> Bool {
        let length = page.textLength[Int(node)]
        guard length > 0, length <= LinkAnnouncements.longest, ExtractionTags.inline.contains(page.tags[Int(node)]),
            !page.isHyperlink(node)
        else { return false }
        var link = page.parent[Int(node)]
        while link != PageAnalysis.none, !page.isHyperlink(link) { link = page.parent[Int(link)] }
        guard link != PageAnalysis.none, page.textLength[Int(link)] > length else { return false }
        return LinkAnnouncements.isAnnouncement(texts.text(of: node))
    }

    /// The most characters of a link read as a button, with the words it
    /// announces its behaviour in (", opens new tab").
    static let longestButton: Int32 = 40 + LinkAnnouncements.longest

    /// Whether the link `node`, whose words are `text`, is a button of the
    /// page's, standing on its own (no words of a sentence beside it): a
    /// control's words ("Print Recipe", "Jump to Recipe"), or an offer to
    /// license the picture beside it ("Purchase Licensing Rights").
    private func isButtonLink(_ node: Int32, text: String) -> Bool {
        let words = LinkAnnouncements.withoutAnnouncements(text)
        if PublisherNotes.offersPictureRights(words) { return true }
        guard TextLabels.isControlLabel(words) else { return false }
        // Past the inline wrappers that hold only the link.
        var button = node
        while case let parent = page.parent[Int(button)], parent != PageAnalysis.none,
            ExtractionTags.inline.contains(page.tags[Int(parent)]), page.textLength[Int(parent)] == page.textLength[Int(node)]
        {
            button = parent
        }
        for siblings in [page.previousSibling, page.nextSibling] {
            var sibling = siblings[Int(button)]
            while sibling != PageAnalysis.none, page.isText(sibling) {
                let said = page.document.node(HTMLNodeID(rawValue: sibling)).data
                if said.unicodeScalars.contains(where: WordSequence.isWordScalar) { return false }
                sibling = siblings[Int(sibling)]
            }
        }
        return true
    }

    /// Whether the block right before `node` is a short label that asks the
    /// reader to go elsewhere ("Don't miss", "See more", "Leggi anche").
    private func followsRequestLabel(_ node: Int32) -> Bool {
        guard let label = previousElementSibling(of: node), page.textLength[Int(label)] <= 40,
            page.linkCount[Int(label)] == 0, page.subtreeSize[Int(label)] <= Self.smallSubtree
        else { return false }
        return TextLabels.isRequestHeading(texts.text(of: label))
    }

    /// The most characters of a box read as the page's furniture under a label of its own.
    static let longestLabelledBox: Int32 = 600

    /// Whether `node` is a box of the page's furniture under a heading of
    /// its own: a call to action ("Sign up for our newsletter", "Follow
    /// us") over a few short lines, or a "Highlights" label over a list;
    /// or such a heading standing alone; or the label of a highlights list
    /// right after it.
    private mutating func isLabelledBox(_ node: Int32) -> Bool {
        let index = Int(node)
        let tag = page.tags[index]
        let length = page.textLength[index]
        guard length > 0, length <= Self.longestLabelledBox, page.subtreeSize[index] <= Self.smallSubtree else {
            return false
        }
        if HTMLTagSet.headings.contains(tag) || (page.isParagraph(node) && length <= 40) {
            let text = texts.text(of: node)
            if TextLabels.isNavigationLabel(text) { return true }  // "Home" set as a heading
            guard TextLabels.isHighlightsLabel(text), let list = nextElementSibling(of: node),
                ExtractionTags.lists.contains(page.tags[Int(list)]),
                page.textLength[Int(list)] <= Self.longestLabelledBox
            else { return HTMLTagSet.headings.contains(tag) && length <= 80 && TextLabels.isRequestHeading(text) }
            exclude(list)
            return true
        }
        guard [.div, .section, .aside, .form].contains(tag), let label = firstBlockWithText(in: node) else {
            return false
        }
        let text = texts.text(of: label)
        let isHeadingLike = HTMLTagSet.headings.contains(page.tags[Int(label)]) || page.textLength[Int(label)] <= 40
        if isHeadingLike, TextLabels.isRequestHeading(text) { return true }
        return TextLabels.isHighlightsLabel(text) && page.paragraphText[index] < length / 2
    }

    /// The first element with text below `node` that holds no block (its label, in a box).
    private func firstBlockWithText(in node: Int32) -> Int32? {
        var current = page.firstChild[Int(node)]
        while current != PageAnalysis.none {
            if page.isText(current), page.textLength[Int(current)] > 0 { return nil }
            if page.isElement(current), !page.has(current, .nonContent), page.textLength[Int(current)] > 0 {
                if !page.has(current, .hasBlockChild) { return current }
                current = page.firstChild[Int(current)]
                continue
            }
            current = page.nextSibling[Int(current)]
        }
        return nil
    }

    /// Whether a block dense with links only links to share its own words
    /// ("Click to tweet" around a sentence): the sentence is the article's.
    private func sharesASentence(_ node: Int32) -> Bool {
        guard page.subtreeSize[Int(node)] <= Self.smallSubtree else { return false }
        return LinkTargets.onlyShare(node, page: page) && !TextLabels.isShareLabel(texts.text(of: node))
    }

    /// Whether a table holds data rather than a menu: at least two rows
    /// of two or more cells in which some cell has words or a number
    /// outside links (a column of links beside names, dates or places:
    /// "1 | Ann Smith | Harbour FC"), or a first row of two or more cells
    /// of words (`<th>`s, or cells without links) above at least two rows
    /// of links (a list of players under "Name | Club"), or a `<thead>` of
    /// such words above any row (a column of links under "Specification").
    /// A grid of links without such a header is a menu.
    private func isDataTable(_ table: Int32) -> Bool {
        var rows = 0
        var headerWidth = 0
        var rowsUnderHeader = 0
        var inHead = false
        var headMarked = false
        var stack = Array(page.children(of: table).reversed())
        while let node = stack.popLast() {
            switch page.tags[Int(node)] {
            case .thead, .tbody, .tfoot:
                inHead = page.tags[Int(node)] == .thead
                stack.append(contentsOf: Array(page.children(of: node).reversed()))
            case .tr:
                let cells = page.children(of: node).filter { page.tags[Int($0)] == .td || page.tags[Int($0)] == .th }
                if inHead {
                    headMarked = headMarked || (!cells.isEmpty && cells.allSatisfy(isHeaderCell))
                } else if headMarked, !cells.isEmpty {
                    return true
                }
                guard cells.count >= 2 else { continue }
                if headerWidth == 0, rows == 0, cells.allSatisfy(isHeaderCell) {
                    headerWidth = cells.count
                    continue
                }
                if headerWidth > 0, cells.count >= headerWidth - 1 { rowsUnderHeader += 1 }
                if cells.contains(where: holdsDataOutsideLinks) { rows += 1 }
                if rows >= 2 || rowsUnderHeader >= 2 { return true }
            default: continue
            }
        }
        return false
    }

    /// Whether `node` is, or sits a few wrappers deep in, a cell of a table
    /// that marks its headers (`<th>` or `<thead>`): a data table's words
    /// are its own, whatever class names say ("date", "author",
    /// "row-header"). Tables that lay out a page mark no headers.
    private func isInHeaderedTableCell(_ node: Int32) -> Bool {
        var cell = node
        for _ in 0..<6 {
            guard cell != PageAnalysis.none else { return false }
            let tag = page.tags[Int(cell)]
            if tag == .td || tag == .th { break }
            if tag == .table { return false }
            cell = page.parent[Int(cell)]
        }
        guard cell != PageAnalysis.none, page.tags[Int(cell)] == .td || page.tags[Int(cell)] == .th else {
            return false
        }
        var table = page.parent[Int(cell)]
        while table != PageAnalysis.none, page.tags[Int(table)] != .table { table = page.parent[Int(table)] }
        guard table != PageAnalysis.none else { return false }
        for section in page.children(of: table) {
            switch page.tags[Int(section)] {
            case .thead: return true
            case .tbody, .tfoot, .tr:
                let rows = page.tags[Int(section)] == .tr ? [section] : page.children(of: section)
                for row in rows where page.tags[Int(row)] == .tr {
                    if page.children(of: row).contains(where: { page.tags[Int($0)] == .th }) { return true }
                }
            default: continue
            }
        }
        return false
    }

    /// Whether a cell of a table's first row reads as a header: a `<th>`
    /// with words outside links, or any cell with words and no link.
    private func isHeaderCell(_ cell: Int32) -> Bool {
        let text = page.textLength[Int(cell)]
        let links = page.linkLength[Int(cell)]
        return page.tags[Int(cell)] == .th ? text > links : text > 0 && links == 0
    }

    /// Whether a table cell has words outside its links: two characters or
    /// more, or a number ("1", "7").
    private func holdsDataOutsideLinks(_ cell: Int32) -> Bool {
        let outside = page.textLength[Int(cell)] - page.linkLength[Int(cell)]
        if outside >= 2 { return true }
        guard outside == 1 else { return false }
        return page.textOutsideLinks(of: cell).unicodeScalars.contains { ("0"..."9").contains($0) }
    }

    /// Whether a paragraph that only links elsewhere on the same site
    /// promotes other pages rather than continuing the article: one of a
    /// run of such paragraphs ("You may also like…"), written in capitals
    /// ("CLICK HERE TO GET THE APP"), or a step to the next or previous
    /// page ("Next Auto News"). A paragraph that is one link of its
    /// own ("Read the first part") stays and becomes a link line.
    private func isPromotion(_ node: Int32) -> Bool {
        guard let site, site.linksOnlyWithinSite(node, page: page) else { return false }
        let text = texts.text(of: node)
        let letters = text.unicodeScalars.filter { $0.properties.isAlphabetic }
        if letters.count >= 12, !letters.contains(where: { $0.properties.isLowercase }) { return true }
        if Self.isStepToAnotherPage(text) { return true }
        for neighbour in [previousElementSibling(of: node), nextElementSibling(of: node)] {
            guard let neighbour, page.tags[Int(neighbour)] == .p, page.linkDensity(neighbour) >= 0.9,
                page.subtreeSize[Int(neighbour)] <= Self.smallSubtree, site.linksOnlyWithinSite(neighbour, page: page)
            else { continue }
            return true
        }
        return false
    }

    /// Words that lead to the next or previous page of a site.
    private static let stepWords = ["next", "previous", "prev", "older", "newer", "←", "→", "«", "»", "‹", "›"]

    /// Whether a link's text leads to the next or previous page ("Next Auto
    /// News", "← Older posts", "Previous article »").
    static func isStepToAnotherPage(_ text: String) -> Bool {
        let lower = text.lowercased().trimmingEdges(" -–—:|")
        return stepWords.contains { lower.hasPrefix($0) || lower.hasSuffix($0) }
    }

    /// The label of `Related: <a>Other story</a>`: a short label ending in
    /// a colon or a bar, then links (in brackets or not: `[Related: <a>Other
    /// story</a>]`, Le Monde's `Lire aussi | <a>…</a>`), or a label that
    /// points to another story without either ("Lire aussi <a>…</a>");
    /// `nil` for other blocks.
    private func linkLabel(_ node: Int32) -> String? {
        // All its words in links below it: no label outside them (the walk below would find none).
        if !page.has(node, .inLink), page.textLength[Int(node)] == page.linkLength[Int(node)] { return nil }
        let brackets = " \u{A0}[]()"
        let outside = page.textOutsideLinks(of: node).trimmingEdges(brackets)
        let endsAsLabel = outside.hasSuffix(":") || outside.hasSuffix("|")
        guard (endsAsLabel && WordSequence.words(outside).count <= 3) || TextLabels.pointsToAnotherStory(outside)
        else { return nil }
        return texts.text(of: node).trimmingEdges(brackets).hasPrefix(outside) ? outside : nil
    }

    /// Whether a block that is a paragraph holds links to one file ("The
    /// full report (PDF)", a data set and its Download button), or to one
    /// page of another site with no block of links beside it (a source,
    /// where a run of such blocks is a list of links): the article's own
    /// material, where one link to another page of the same site is a teaser.
    private func isLoneLinkToMaterial(_ node: Int32) -> Bool {
        guard let site, page.isParagraph(node), let target = LinkTargets.onlyTarget(of: node, page: page),
            LinkTargets.isPage(target)
        else { return false }
        if LinkTargets.isFile(target) { return true }
        guard !site.linksOnlyWithinSite(node, page: page) else { return false }
        return [previousElementSibling(of: node), nextElementSibling(of: node)].allSatisfy { neighbour in
            guard let neighbour else { return true }
            return page.linkCount[Int(neighbour)] == 0 || page.linkDensity(neighbour) < 0.5
        }
    }

    /// Whether `node`, a small box, holds a player (`<audio>`, `<video>`):
    /// the story's recording, whose box of links to it elsewhere ("Listen
    /// on: Apple Podcasts, Spotify") is no list of links to take it along.
    private func holdsPlayer(_ node: Int32) -> Bool {
        holds([.audio, .video], in: node)
    }

    /// Whether `node`, a small box, is or holds an element of `tags`.
    private func holds(_ tags: HTMLTagSet, in node: Int32) -> Bool {
        guard page.subtreeSize[Int(node)] <= Self.smallSubtree else { return false }
        var current = node
        while current != PageAnalysis.none {
            if tags.contains(page.tags[Int(current)]) { return true }
            current = page.next(after: current, within: node, enteringChildren: true)
        }
        return false
    }

    /// Whether every link of `node` leads to one file to download.
    private func leadsToOneFile(_ node: Int32) -> Bool {
        LinkTargets.onlyTarget(of: node, page: page).map(LinkTargets.isFile) ?? false
    }

    /// Whether `node` is the headline again: a heading with the title's
    /// words, or some of them ("Title" under "Issue #87: Title"), before
    /// any of the story's prose, or with the title's words and more
    /// anywhere ("Title | Health"). Further down, a heading with the
    /// title's words or some of them names a part of the story (a
    /// newsletter's first item, a recipe card under the post's title).
    func isTitleHeading(_ node: Int32) -> Bool {
        guard !titleWords.isEmpty, HTMLTagSet.headings.contains(page.tags[Int(node)]), page.isElement(node),
            Int(page.textLength[Int(node)]) <= 2 * titleWords.utf8.count + 40
        else {
            return false
        }
        let heading = WordSequence.normalized(texts.text(of: node))
        guard !heading.isEmpty else { return false }
        if heading == titleWords { return !hasStoryProseBefore(node) }
        // A numbered part named as the document is a chapter: "1 Measuring Program Resource Use" in the manual
        // of that title.
        if let space = heading.firstIndex(of: " "), heading[..<space].allSatisfy(\.isNumber),
            heading[heading.index(after: space)...] == titleWords
        {
            return false
        }
        // Words stand in words whole, and a title of a word or two is a name a part may repeat ("Nettle" heads
        // "8 Traditional Nettle Soup"); only an <h1> holding it is the headline again (Texinfo's "Nettle: a
        // low-level cryptographic library" over the manual called "Nettle").
        guard heading.utf8.count > 20, titleWords.utf8.count > 20 || page.tags[Int(node)] == .h1 else { return false }
        // The whole title and more ("Title | Health") is the headline again wherever it stands.
        if WordSequence.holds(heading, titleWords) { return true }
        return WordSequence.holds(titleWords, heading) && !hasStoryProseBefore(node)
    }

    /// The most characters of paragraphs before a heading that still stands at the top of the story (a kicker,
    /// a byline, a line of dates).
    static let textAboveHeadline: Int32 = 80

    /// Whether paragraphs of the story come before `node` in its root.
    private func hasStoryProseBefore(_ node: Int32) -> Bool {
        var current = node
        var before: Int32 = 0
        while current != PageAnalysis.none, !roots.contains(current) {
            var sibling = page.previousSibling[Int(current)]
            while sibling != PageAnalysis.none {
                if page.isElement(sibling), !isExcluded(sibling) { before += page.paragraphText[Int(sibling)] }
                if before >= Self.textAboveHeadline { return true }
                sibling = page.previousSibling[Int(sibling)]
            }
            current = page.parent[Int(current)]
        }
        // The roots before this one come before it on the page.
        for root in roots.prefix(while: { $0 != current }) where !isExcluded(root) {
            before += page.paragraphText[Int(root)]
        }
        return before >= Self.textAboveHeadline
    }

    private func nearestBlock(above node: Int32) -> HTMLTag? {
        var current = page.parent[Int(node)]
        while current != PageAnalysis.none, ExtractionTags.inline.contains(page.tags[Int(current)]) {
            current = page.parent[Int(current)]
        }
        return current == PageAnalysis.none ? nil : page.tags[Int(current)]
    }

    /// The link that opens `node`, an inline element that holds it and,
    /// after it, only elements that are no links but hold some (a hover
    /// card: "<a>Kristi Noem</a><span><img><a>…</a><a>MORE</a></span>"), so
    /// that the link reads as part of the sentence around `node`.
    private func linkOpeningACard(_ node: Int32) -> Int32? {
        var child = page.firstChild[Int(node)]
        while child != PageAnalysis.none, page.isText(child), page.textLength[Int(child)] == 0 {
            child = page.nextSibling[Int(child)]
        }
        guard child != PageAnalysis.none, page.isHyperlink(child), page.linkCount[Int(child)] == 1 else { return nil }
        var rest = page.nextSibling[Int(child)]
        var cardLinks: Int32 = 0
        while rest != PageAnalysis.none {
            if page.isElement(rest) {
                if page.isHyperlink(rest) { return nil }
                cardLinks += page.linkCount[Int(rest)]
            } else if page.textLength[Int(rest)] > 0 {
                return nil
            }
            rest = page.nextSibling[Int(rest)]
        }
        return cardLinks > 0 ? child : nil
    }

    /// The element just before `node`, with nothing but whitespace between.
    private func previousElementSibling(of node: Int32) -> Int32? {
        adjacentElement(of: node, in: page.previousSibling)
    }

    /// The element just after `node`, with nothing but whitespace between.
    private func nextElementSibling(of node: Int32) -> Int32? {
        adjacentElement(of: node, in: page.nextSibling)
    }

    /// The first element along `siblings` from `node`, unless text comes first.
    private func adjacentElement(of node: Int32, in siblings: [Int32]) -> Int32? {
        var sibling = siblings[Int(node)]
        while sibling != PageAnalysis.none {
            if page.isElement(sibling) { return sibling }
            if page.isText(sibling), page.textLength[Int(sibling)] > 0 { return nil }
            sibling = siblings[Int(sibling)]
        }
        return nil
    }

    /// Whether `node` is the author's list of references under a label
    /// that says so ("Further reading", "Sources"; "See also" or "Links"
    /// when most of its links lead to other sites), its links as text
    /// without the thumbnails of teasers for other stories.
    private func isReferenceList(_ node: Int32) -> Bool {
        guard let label = previousElementSibling(of: node), !isExcluded(label), labelsReferences(label, over: node)
        else { return false }
        return !holdsPicture(node)
    }

    /// Whether `label` says that `list`, the list after it, is the author's
    /// references or links (see `isReferenceList`).
    private func labelsReferences(_ label: Int32, over list: Int32) -> Bool {
        // A wiki's heading holds its "[edit]" link.
        let isHeading = HTMLTagSet.headings.contains(page.tags[Int(label)])
        guard page.textLength[Int(label)] <= 40, page.linkCount[Int(label)] == 0 || isHeading,
            page.subtreeSize[Int(label)] <= Self.smallSubtree,
            let kind = TextLabels.listLabel(texts.text(of: label))
        else { return false }
        return kind == .references || site?.linksMostlyElsewhere(list, page: page) == true
    }

    /// The most nodes of a list searched for a picture.
    private static let largestReferenceList: Int32 = 5_000

    /// Whether a picture is in `node`'s subtree (teasers for stories carry
    /// thumbnails; references do not); a list too large to search counts as having one.
    private func holdsPicture(_ node: Int32) -> Bool {
        guard page.subtreeSize[Int(node)] <= Self.largestReferenceList else { return true }
        return pictures(in: node, shownBy: [.img, .picture, .svg, .video]).shown > 0
    }

    /// Whether `node`'s subtree is small enough to be read whole.
    private func isSmall(_ node: Int32) -> Bool { page.subtreeSize[Int(node)] <= Self.smallSubtree }

    /// Whether `node` shows pictures, each inside a link, and nothing else
    /// (a row of thumbnails of other stories); its subtree is small.
    private func onlyLinkedPictures(_ node: Int32) -> Bool {
        let found = pictures(in: node, shownBy: [.img])
        return found.shown > 0 && found.linked == found.shown
    }

    /// Whether an `<img>` is in `node`'s small subtree.
    /// Whether `node`, named a caption, is a cell of a small table that
    /// holds a picture: a table laid out as a figure, the picture in one row
    /// and its caption in the next (as Blogger sets captioned pictures).
    private func isCaptionInPictureTable(_ node: Int32) -> Bool {
        var current = page.parent[Int(node)]
        for _ in 0..<4 where current != PageAnalysis.none {
            if page.tags[Int(current)] == .table { return holdsImage(current) }
            current = page.parent[Int(current)]
        }
        return false
    }

    /// Whether `node`, named a caption, is part of a numbered figure's
    /// legend set beside its picture or its table in a box that is no `<figure>`
    /// (`div.figure` holding the picture, "Fig 1. …" and a paragraph that
    /// explains it; PubMed Central's `div.table-wrap` holding "Table 1", its
    /// caption and the table): the box (its parent or grandparent) shows a
    /// picture or a table, and it opens with the figure's number or one of
    /// its captions does. A loose caption without one (a news photo's) still goes.
    private func isLegendBesidePicture(_ node: Int32) -> Bool {
        var box = page.parent[Int(node)]
        for _ in 0..<2 where box != PageAnalysis.none {
            if holdsImage(box) || setsOutTable(box) { return holdsNumberedLegend(box) }
            box = page.parent[Int(box)]
        }
        return false
    }

    /// Whether `node`, named a caption, is only the number that opens a line
    /// of the text: a short inline label ("Theorem 1", "Fig. 3.1") with more
    /// words after it in its parent (Sphinx's `<span class="caption-number">`
    /// before a theorem's title, "Theorem 1 (Consistency)").
    private func isNumberOpeningLine(_ node: Int32) -> Bool {
        let index = Int(node)
        let parent = page.parent[index]
        guard ExtractionTags.inline.contains(page.tags[index]), page.textLength[index] <= Self.longestNumberLabel,
            parent != PageAnalysis.none, page.textLength[Int(parent)] > page.textLength[index]
        else { return false }
        return FigureLabel.opens(texts.text(of: node), orStatement: true)
    }

    /// The longest label of a number read as opening its line, in characters.
    static let longestNumberLabel: Int32 = 24

    /// Whether one of `box`'s children, or of their children, is a `<table>`.
    private func setsOutTable(_ box: Int32) -> Bool {
        page.document.node(HTMLNodeID(rawValue: box)).elementChildren.contains { child in
            child.isHTML(.table) || child.elementChildren.contains { $0.isHTML(.table) }
        }
    }

    /// Whether `node`'s words, or a caption in its small subtree, open with a
    /// figure's label and number ("Fig 1.", "Figure 2:", "Table 3", "Abb. 4"):
    /// PubMed Central sets "Figure 1" in a link of its own over the caption.
    private func holdsNumberedLegend(_ node: Int32) -> Bool {
        var opening = ""
        page.document.node(HTMLNodeID(rawValue: node)).walkDescendants { child in
            if child.isText {
                opening += String(decoding: child.utf8Data, as: UTF8.self)
                return opening.utf8.count >= 40 ? .stop : .skipChildren
            }
            return child.isElement && !HTMLTagSet.nonRendered.contains(child.tag) ? .enterChildren : .skipChildren
        }
        if FigureLabel.opens(opening) { return true }
        var current = node
        while current != PageAnalysis.none {
            if page.has(current, .caption), page.textLength[Int(current)] > 0 {
                let text = page.document.node(HTMLNodeID(rawValue: current)).textContent()
                if FigureLabel.opens(text) { return true }
                current = page.next(after: current, within: node, enteringChildren: false)
                continue
            }
            current = page.next(after: current, within: node, enteringChildren: true)
        }
        return false
    }

    func holdsImage(_ node: Int32) -> Bool {
        isSmall(node) && pictures(in: node, shownBy: [.img]).shown > 0
    }

    /// How many elements with one of `tags` are in `node`'s subtree, and
    /// how many of them inside a link.
    private func pictures(in node: Int32, shownBy tags: HTMLTagSet) -> (shown: Int, linked: Int) {
        var shown = 0
        var linked = 0
        var current = node
        while current != PageAnalysis.none {
            let tag = page.tags[Int(current)]
            // An empty box a script turns into a picture shows one too.
            if tags.contains(tag)
                || (tags.contains(.img) && (tag == .div || tag == .span) && page.textLength[Int(current)] == 0
                    && ImageSource.isPlaceholder(page.document.node(HTMLNodeID(rawValue: current))))
            {
                shown += 1
                if page.has(current, .inLink) { linked += 1 }
            }
            current = page.next(after: current, within: node, enteringChildren: true)
        }
        return (shown, linked)
    }

    /// A short line that introduces what follows: "More:", "You may also like…".
    /// Whether no words stand between the end of `label` and `block` in
    /// reading order: a label introduces what follows it, not a list
    /// further on past another item's words (the last line of an FAQ's
    /// answer is no label over the next answer's links).
    private func isRightBefore(_ label: Int32, _ block: Int32) -> Bool {
        var current = page.next(after: label, within: 0, enteringChildren: false)
        for _ in 0..<Self.smallSubtree {
            if current == PageAnalysis.none || current == block { return current == block }
            if page.isText(current), page.textLength[Int(current)] > 0, !page.has(current, .nonContent) { return false }
            let enter = page.isElement(current) && !page.has(current, .nonContent) && !isExcluded(current)
            current = page.next(after: current, within: 0, enteringChildren: enter)
        }
        return false
    }

    private func looksLikeLabel(_ node: Int32) -> Bool {
        let length = page.textLength[Int(node)]
        // A short block of code is the story's, never a label (a Squarespace code block over a button block).
        guard length > 0, length <= 50, !holds([.pre], in: node) else { return false }
        let text = texts.text(of: node)
        if text.hasSuffix("...") || text.hasSuffix("…") || text.hasSuffix(":") { return true }
        guard let last = text.last else { return false }
        return !".!?。".contains(last)
    }
}
