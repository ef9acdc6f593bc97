import HTML

/// What the extractor decided is the article inside a parsed page: the
/// subtrees that hold it and, inside them, the nodes to leave out.
///
/// Walk each root in order; skip a node for which `isExcluded` is true,
/// together with everything below it (boilerplate such as share bars,
/// related-story lists and bylines, the heading that repeats the article's
/// title, photo credits, hidden and non-rendered elements).
///
/// A `<figure>`'s caption is kept (credit lines inside it are not): it is
/// the natural label of the figure's image link. Reference texts of
/// articles mostly leave captions out of the body text.
public struct ExtractedContent: Sendable {
    /// The subtrees holding the article, in document order.
    public let roots: [HTMLNodeID]
    /// One bit per node id: set for the topmost nodes to leave out.
    private let excludedBits: [UInt64]
    /// Boxes that show one picture beside its caption without a
    /// `<figure>` (WordPress's classic `div.wp-caption`), each with that
    /// caption: left out of the text, it labels the picture.
    let pictureCaptions: [HTMLNodeID: HTMLNodeID]
    /// The words of the line that opens each post of a discussion found by
    /// its structure ("tom, 2024-03-02"), by the element holding the post
    /// (see `ThreadPosts`).
    var postHeadings: [HTMLNodeID: String] = [:]
    /// The post that opens such a discussion: the topic's title as the post
    /// shows it, its writer and its day ("2024-03-02").
    var openingPost: (title: String?, author: String?, day: String?)?
    /// The block holding the title of that post when the title links to
    /// what it discusses (a story's address): the block is that one link.
    var openingLink: (block: HTMLNodeID, href: String, title: String)?

    /// Content made of `roots`, leaving out the nodes in `excluded` (with
    /// their descendants). `nodeCount` is the document's `nodeCount`.
    public init(roots: [HTMLNodeID], excluded: some Sequence<HTMLNodeID>, nodeCount: Int) {
        var bits = [UInt64](repeating: 0, count: (nodeCount + 63) / 64)
        for node in excluded where node.index >= 0 && node.index < nodeCount {
            bits[node.index >> 6] |= 1 << UInt64(node.index & 63)
        }
        self.roots = roots
        self.excludedBits = bits
        self.pictureCaptions = [:]
    }

    /// Content from a ready-made bit set (used by the extractor).
    init(roots: [HTMLNodeID], excludedBits: [UInt64], pictureCaptions: [HTMLNodeID: HTMLNodeID] = [:]) {
        self.roots = roots
        self.excludedBits = excludedBits
        self.pictureCaptions = pictureCaptions
    }

    /// The caption left out of the text that labels the one picture of
    /// `box` (see `pictureCaptions`); nil when there is none.
    func caption(ofPictureIn box: HTMLNodeID) -> HTMLNodeID? {
        pictureCaptions.isEmpty ? nil : pictureCaptions[box]
    }

    /// Whether `node` and its descendants are to be left out of the article.
    @inline(__always)
    public func isExcluded(_ node: HTMLNodeID) -> Bool {
        let index = node.index
        guard index >= 0, index >> 6 < excludedBits.count else { return false }
        return excludedBits[index >> 6] & (1 << UInt64(index & 63)) != 0
    }

    /// Whether `node` and its descendants are to be left out of the article.
    @inline(__always)
    public func isExcluded(_ node: HTMLNode) -> Bool { isExcluded(node.id) }

    /// The ids of the nodes marked as left out, in increasing order (their
    /// descendants are left out too but not listed).
    public var excludedNodes: [HTMLNodeID] {
        var nodes: [HTMLNodeID] = []
        for (word, bits) in excludedBits.enumerated() where bits != 0 {
            for bit in 0..<64 where bits & (1 << UInt64(bit)) != 0 {
                nodes.append(HTMLNodeID(index: word * 64 + bit))
            }
        }
        return nodes
    }
}
