import HTML

/// The story's own pictures among the blocks around the chosen content,
/// such as the lead picture above the body (see `StoryOpening`).
enum StoryPictures {
    /// Whether `node` is a picture of the story: a `<figure>` showing one,
    /// or a block that shows one with a caption (looked for in small
    /// subtrees only), not inside a link (a teaser for another story) nor
    /// under a heading of its own (a player's box), with links only in a
    /// `<figure>` and in less than half its words (a credit's or a
    /// licence's link in the caption, not a linked headline), and with an
    /// address to show (a caption without its picture is no picture).
    static func isPicture(_ node: Int32, in page: PageAnalysis) -> Bool {
        let links = page.linkLength[Int(node)]
        guard page.subtreeSize[Int(node)] <= 200, !page.has(node, .inLink),
            links * 2 < page.textLength[Int(node)] || links == 0
        else { return false }
        var shows = false
        var captioned = page.tags[Int(node)] == .figure
        var figure = captioned
        var stack = [node]
        while let current = stack.popLast() {
            guard page.isElement(current), !page.has(current, .nonContent) || page.tags[Int(current)] == .img else {
                continue
            }
            switch page.tags[Int(current)] {
            case .img:
                if ImageSource.reference(of: page.document.node(HTMLNodeID(rawValue: current))) != nil { shows = true }
            case .video: shows = true
            case .h1, .h2, .h3, .h4, .h5, .h6: return false
            case .figure, .figcaption:
                captioned = true
                figure = true
            default: if page.has(current, .caption) { captioned = true }
            }
            stack.append(contentsOf: page.children(of: current))
        }
        // Links only in a figure's caption: a box of an avatar and a name linking to its page is a byline.
        return shows && captioned && (figure || links == 0)
    }
}
