import HTML

/// A page whose text is a table of contents: a manual's or a book's index
/// page (DocBook's `<div class="toc">` of chapters and sections, Node.js's
/// API index, rustdoc's list of all items) holds its title and lists of
/// links to its parts, and nothing the scorer reads as prose, so the
/// article found holds no text once its lists of links go. Looked for only
/// then: the lists of links that stand outside the page's furniture, in
/// the page's main region (its `<main>`, the element given the role
/// "main", an `<article>`) when the longest of them stands in one, else
/// beside it in its parent; and only when they hold as many links as the
/// rest of the page (a menu in a column beside an index set in paragraphs
/// is no contents).
struct ContentsPage {
    /// Where the page's text is read from.
    let root: Int32
    /// The lists kept whole.
    let lists: Set<Int32>
    /// The lists and the elements between them and `root`: none of them goes as a block of links.
    let kept: Set<Int32>

    /// The page's contents, or nil when it holds no list of links outside its furniture.
    init?(page: PageAnalysis) {
        var found: [Int32] = []
        // The links shown outside the lists found, but for those to write to someone (no page of the site).
        var otherLinks: Int32 = 0
        var node = page.firstChild[0]
        while node != PageAnalysis.none {
            let enter: Bool
            if !page.isElement(node) || Self.isFurniture(node, page: page) {
                enter = false
            } else if ExtractionTags.lists.contains(page.tags[Int(node)]), page.linkCount[Int(node)] > 0,
                page.linkDensity(node) >= 0.5
            {
                found.append(node)  // the outermost list: the lists inside it are its entries' sections
                enter = false
            } else {
                if page.isHyperlink(node), !Self.isMailLink(node, page: page) { otherLinks += 1 }
                enter = true
            }
            node = page.next(after: node, within: 0, enteringChildren: enter)
        }
        guard let longest = found.max(by: { page.linkCount[Int($0)] < page.linkCount[Int($1)] }) else { return nil }
        // In the page's main region, its lists and what holds them all; else the longest and the lists beside it,
        // with what stands beside them.
        let region = page.ancestors(of: longest).first { Self.isMainRegion($0, page: page) }
        let lists =
            region.map { region in found.filter { page.isAncestor(region, of: $0) } }
            ?? found.filter { page.parent[Int($0)] == page.parent[Int(longest)] }
        var root = longest
        for list in lists where !page.isAncestor(root, of: list) {
            root = page.ancestors(of: root).first { page.isAncestor($0, of: list) } ?? PageAnalysis.none
        }
        if lists.count == 1 || region == nil { root = page.parent[Int(longest)] }
        // A menu beside a page of other links (a column of a layout table beside an index set in paragraphs) is none.
        let listLinks = lists.reduce(0) { $0 + page.linkCount[Int($1)] }
        otherLinks += found.reduce(0) { $0 + page.linkCount[Int($1)] } - listLinks
        guard root != PageAnalysis.none, listLinks >= otherLinks else { return nil }
        var kept = Set(lists)
        for list in lists {
            for above in page.ancestors(of: list) {
                if above == root || !kept.insert(above).inserted { break }
            }
        }
        self.root = root
        self.lists = Set(lists)
        self.kept = kept
    }

    /// Whether `node` stands in one of the lists.
    func holds(_ node: Int32, page: PageAnalysis) -> Bool {
        page.ancestors(of: node).contains { lists.contains($0) }
    }

    /// Whether `node` is the page's furniture: hidden or never shown, a
    /// navigation bar, a header, footer or aside by tag, role or name.
    private static func isFurniture(_ node: Int32, page: PageAnalysis) -> Bool {
        page.has(node, .nonContent) || page.has(node, .structuralBoilerplate) || page.has(node, .namedBoilerplate)
    }

    /// Whether the link `node` leads to a mailbox.
    private static func isMailLink(_ node: Int32, page: PageAnalysis) -> Bool {
        page.document.node(HTMLNodeID(rawValue: node)).attribute("href")?.lowercased().hasPrefix("mailto:") == true
    }

    /// Whether `node` is the page's main region.
    private static func isMainRegion(_ node: Int32, page: PageAnalysis) -> Bool {
        let tag = page.tags[Int(node)]
        if tag == .main || tag == .article { return true }
        guard tag == .div || tag == .section else { return false }
        return page.document.node(HTMLNodeID(rawValue: node)).attribute("role")?.lowercased() == "main"
    }
}
