import HTML

/// The opening of a story set in a container of its own before the body (a
/// lede, a drop-cap introduction, a summary box): the paragraphs before the
/// chosen content, in reading order, that belong to the same story.
///
/// From the first chosen root, the blocks before it are read backwards,
/// level by level up the tree (at most `levels`), until the headline: prose
/// (paragraphs, or containers of paragraphs, with few links) and the lead
/// picture (a figure, or a picture with its caption) are the opening;
/// short blocks without many links (a byline, a date, an avatar, an
/// advertising slot) are passed over; anything else (navigation, a list
/// of links, a long block that is not prose) ends the search, and so does
/// reaching the top of the page. Only when the headline is reached is the
/// opening taken: what lies between the headline and the body is the
/// story's, also inside the block that holds the headline (an article's
/// `<header>` with the headline, the standfirst and the lead picture),
/// read backwards from its end up to the headline or to furniture. A
/// lead picture right before the body is taken in any case.
struct StoryOpening {
    let page: PageAnalysis
    /// The title's words (see `WordSequence.normalized`), to know the headline.
    let titleWords: String

    /// How many levels above the first root the headline is looked for.
    static let levels = 4
    /// The shortest text read as a paragraph of the opening.
    static let shortestProse: Int32 = 80

    /// The longest caption of a lead picture, in characters.
    static let longestCaption: Int32 = 600

    private enum Kind { case headline, prose, picture, passable, barrier }

    /// `roots` with the opening blocks before the first of them added in front.
    func including(_ roots: [Int32]) -> [Int32] {
        guard let first = roots.first else { return roots }
        var opening: [Int32] = []  // nearest first
        // The picture right before the body, with nothing but passable blocks between.
        var leadPicture: Int32?
        var node = first
        for level in 0..<Self.levels {
            var sibling = page.previousSibling[Int(node)]
            while sibling != PageAnalysis.none {
                switch kind(of: sibling) {
                case .headline:
                    opening.append(contentsOf: headerOpening(sibling))
                    return opening.reversed() + roots
                case .prose: opening.append(sibling)
                case .picture:
                    if level == 0, opening.isEmpty, leadPicture == nil { leadPicture = sibling }
                    opening.append(sibling)
                case .passable: break
                case .barrier: return (leadPicture.map { [$0] } ?? []) + roots
                }
                sibling = page.previousSibling[Int(sibling)]
            }
            node = page.parent[Int(node)]
            if node == PageAnalysis.none || [.body, .html].contains(page.tags[Int(node)]) { break }
        }
        return (leadPicture.map { [$0] } ?? []) + roots
    }

    /// The opening inside `block`, which holds the headline: its blocks
    /// after the headline, nearest the body first, up to the headline or
    /// to a block that is no part of the story (a list of links, a box of
    /// share buttons).
    private func headerOpening(_ block: Int32) -> [Int32] {
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
                case .prose, .picture: opening.append(child)
                case .passable: break
                case .barrier: return opening
                }
                child = page.previousSibling[Int(child)]
            }
            guard inner != PageAnalysis.none else { return opening }
            container = inner
        }
        return opening
    }

    private func kind(of node: Int32) -> Kind {
        let index = Int(node)
        if page.isText(node) { return page.textLength[index] == 0 ? .passable : .barrier }
        guard page.isElement(node), !page.has(node, .nonContent) else { return .passable }
        if holdsHeadline(node) { return .headline }
        let length = page.textLength[index]
        let density = page.linkDensity(node)
        if length > 0, page.has(node, .structuralBoilerplate) || density >= 0.5 { return .barrier }
        if StoryPictures.isPicture(node, in: page) { return length <= Self.longestCaption ? .picture : .barrier }
        if length == 0 { return .passable }
        if HTMLTagSet.headings.contains(page.tags[index]) { return .passable }  // a subtitle
        if holdsPicture(node) { return .passable }  // a picture without a caption: an avatar, a logo
        let isProse =
            length >= Self.shortestProse && density < 0.25 && !page.has(node, .namedBoilerplate)
            && (page.isParagraph(node) || page.paragraphText[index] * 10 >= length * 7)
        if isProse { return .prose }
        return length < Self.shortestProse ? .passable : .barrier
    }

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

    /// Whether `node` is the story's headline or holds it: an `<h1>`, or a
    /// heading whose words are the title's.
    private func holdsHeadline(_ node: Int32) -> Bool {
        var stack = [node]
        while let current = stack.popLast() {
            guard page.isElement(current), !page.has(current, .nonContent) else { continue }
            let tag = page.tags[Int(current)]
            if tag == .h1 { return true }
            if HTMLTagSet.headings.contains(tag) {
                if !titleWords.isEmpty, page.textLength[Int(current)] <= 2 * Int32(titleWords.utf8.count) + 40,
                    WordSequence.normalized(page.text(of: current)) == titleWords
                {
                    return true
                }
                continue
            }
            stack.append(contentsOf: page.children(of: current))
        }
        return false
    }
}
