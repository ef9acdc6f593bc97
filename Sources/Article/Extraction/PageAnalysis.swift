import HTML

/// Per-node facts about a parsed page, in flat arrays indexed by node id,
/// computed in one walk down the tree (what each element is) and one walk
/// back up (how much text, link text and punctuation each subtree holds).
/// Everything the extractor decides later reads these arrays instead of
/// walking subtrees again.
struct PageAnalysis {
    /// What one node is, as bits.
    struct Flags: OptionSet {
        let rawValue: UInt32
        static let element = Flags(rawValue: 1 << 0)
        static let text = Flags(rawValue: 1 << 1)
        /// Never article text: scripts, styles, form controls, hidden elements.
        static let nonContent = Flags(rawValue: 1 << 2)
        /// `nav`, `aside`, `footer`, or a navigation/banner/… `role`.
        static let structuralBoilerplate = Flags(rawValue: 1 << 3)
        /// Boilerplate by its class or id (or a `<header>`).
        static let namedBoilerplate = Flags(rawValue: 1 << 4)
        /// Named boilerplate only through share/social words.
        static let shareOnly = Flags(rawValue: 1 << 5)
        /// Named boilerplate by a word for what the page hides ("sr-only").
        static let namedHiding = Flags(rawValue: 1 << 16)
        /// Named boilerplate only through date and time words.
        static let namedDateOnly = Flags(rawValue: 1 << 17)
        /// A `<header>` inside an article, a section, the main content or
        /// an aside: that story's or entry's header, not the page's banner.
        static let storyHeader = Flags(rawValue: 1 << 18)
        /// Named boilerplate only as a list of tags (`ClassHints.isTagsOnly`).
        static let namedTagsOnly = Flags(rawValue: 1 << 19)
        /// Named boilerplate only by where it sits in a frame (`ClassHints.isPlaceOnly`).
        static let namedPlaceOnly = Flags(rawValue: 1 << 20)
        /// A caption by its class or id.
        static let caption = Flags(rawValue: 1 << 6)
        /// A photo credit or copyright line by its class or id.
        static let credit = Flags(rawValue: 1 << 11)
        /// An element child that starts a block (other than `<br>`).
        static let hasBlockChild = Flags(rawValue: 1 << 7)
        /// Inside a hyperlink (an `<a>` with an `href`).
        static let inLink = Flags(rawValue: 1 << 8)
        /// A hyperlink (`HTMLNode.isHyperlink`): an `<a>` without an `href`
        /// is a placeholder, and its words are ordinary text.
        static let hyperlink = Flags(rawValue: 1 << 15)
        /// Marked as the article body with `itemprop=articleBody`.
        static let articleBodyProperty = Flags(rawValue: 1 << 9)
        /// A `<figure>` or inside one.
        static let inFigure = Flags(rawValue: 1 << 10)
        /// Inside code or preformatted text (`pre`, `code`…), where class
        /// names are a highlighter's ("keyword", "comment", "meta"), never
        /// the page's furniture.
        static let inCode = Flags(rawValue: 1 << 12)
        /// A heading or inside one: its words are the heading's, whatever
        /// the class names or ids around them say ("promotion-controversy").
        static let inHeading = Flags(rawValue: 1 << 14)
        /// Hidden by the page itself (`hidden`, `aria-hidden`, `display: none`).
        static let hidden = Flags(rawValue: 1 << 13)
    }

    let document: HTMLDocument
    let count: Int
    /// The nodes in the tree in document order (pre-order), the document node first.
    private(set) var order: [Int32] = []
    private(set) var parent: [Int32]
    private(set) var firstChild: [Int32]
    private(set) var nextSibling: [Int32]
    private(set) var previousSibling: [Int32]
    private(set) var tags: [HTMLTag]
    private(set) var flags: [Flags]
    /// Readability-style class/id weight: -25, 0, +25 or +50.
    private(set) var weight: [Int8]
    /// Characters of visible text below the node (whitespace runs count one).
    private(set) var textLength: [Int32]
    /// The part of `textLength` inside links.
    private(set) var linkLength: [Int32]
    /// The characters of `textLength` outside links in scripts written
    /// without spaces (see `SpacelessScript`), which `linkDensity` weighs twice.
    private(set) var spacelessText: [Int32]
    /// Commas (and their CJK and Arabic forms, and semicolons) in that text.
    private(set) var commas: [Int32]
    /// Characters of non-link text in paragraphs of at least 25 characters below the node.
    private(set) var paragraphText: [Int32]
    /// Hyperlinks (`<a>` with an `href`) below the node.
    private(set) var linkCount: [Int32]
    /// Nodes in the node's subtree, itself included (non-content ones not counted).
    private(set) var subtreeSize: [Int32]

    static let none: Int32 = -1

    private var classHints = ClassHintCache()

    init(document: HTMLDocument) {
        self.document = document
        count = document.nodeCount
        parent = [Int32](repeating: Self.none, count: count)
        firstChild = [Int32](repeating: Self.none, count: count)
        nextSibling = [Int32](repeating: Self.none, count: count)
        previousSibling = [Int32](repeating: Self.none, count: count)
        tags = [HTMLTag](repeating: .unknown, count: count)
        flags = [Flags](repeating: [], count: count)
        weight = [Int8](repeating: 0, count: count)
        textLength = [Int32](repeating: 0, count: count)
        linkLength = [Int32](repeating: 0, count: count)
        spacelessText = [Int32](repeating: 0, count: count)
        commas = [Int32](repeating: 0, count: count)
        paragraphText = [Int32](repeating: 0, count: count)
        linkCount = [Int32](repeating: 0, count: count)
        subtreeSize = [Int32](repeating: 0, count: count)
        order.reserveCapacity(count)
        walkDown()
        measure()
    }

    // MARK: Reading the arrays

    @inline(__always) func isElement(_ node: Int32) -> Bool { flags[Int(node)].contains(.element) }
    @inline(__always) func isText(_ node: Int32) -> Bool { flags[Int(node)].contains(.text) }
    @inline(__always) func tag(_ node: Int32) -> HTMLTag { tags[Int(node)] }
    @inline(__always) func has(_ node: Int32, _ flag: Flags) -> Bool { flags[Int(node)].contains(flag) }

    /// Whether the node is a hyperlink: an `<a>` with an `href`.
    @inline(__always) func isHyperlink(_ node: Int32) -> Bool { flags[Int(node)].contains(.hyperlink) }

    /// Share of the node's text that sits inside links (0 when it has no
    /// text), a character outside links in a script written without spaces
    /// counting twice (see `SpacelessScript`).
    @inline(__always) func linkDensity(_ node: Int32) -> Double {
        let length = textLength[Int(node)] + spacelessText[Int(node)]
        return length > 0 ? Double(linkLength[Int(node)]) / Double(length) : 0
    }

    /// The node's children, first to last.
    func children(of node: Int32) -> [Int32] {
        var result: [Int32] = []
        var child = firstChild[Int(node)]
        while child != Self.none {
            result.append(child)
            child = nextSibling[Int(child)]
        }
        return result
    }

    /// The node's last child (`none` when it has none).
    func lastChild(of node: Int32) -> Int32 {
        var child = firstChild[Int(node)]
        guard child != Self.none else { return Self.none }
        while nextSibling[Int(child)] != Self.none { child = nextSibling[Int(child)] }
        return child
    }

    /// Whether the node is a paragraph: a `p`-like element, or a flat
    /// container (no block child) such as a `div` holding only text.
    func isParagraph(_ node: Int32) -> Bool {
        let tag = tags[Int(node)]
        guard flags[Int(node)].contains(.element) else { return false }
        if ExtractionTags.paragraph.contains(tag) { return true }
        return ExtractionTags.paragraphWhenFlat.contains(tag) && !flags[Int(node)].contains(.hasBlockChild)
    }

    /// Whether a `<time>` stands below `node` (a date line marked as one).
    func holdsTime(_ node: Int32) -> Bool {
        var stack = children(of: node)
        while let current = stack.popLast() {
            guard isElement(current) else { continue }
            if tags[Int(current)] == .time { return true }
            stack.append(contentsOf: children(of: current))
        }
        return false
    }

    /// Whether `ancestor` is `node` or above it.
    func isAncestor(_ ancestor: Int32, of node: Int32) -> Bool {
        var current = node
        while current != Self.none {
            if current == ancestor { return true }
            current = parent[Int(current)]
        }
        return false
    }

    /// The nodes above `node`, nearest first.
    func ancestors(of node: Int32) -> [Int32] {
        var result: [Int32] = []
        var current = parent[Int(node)]
        while current != Self.none {
            result.append(current)
            current = parent[Int(current)]
        }
        return result
    }

    /// The visible text of a (small) subtree, whitespace collapsed, leaving
    /// out non-content nodes.
    func text(of node: Int32) -> String {
        Self.collapsed(gatheredText(of: node, outsideLinks: false))
    }

    /// The text of a subtree outside links, whitespace collapsed.
    func textOutsideLinks(of node: Int32) -> String {
        Self.collapsed(gatheredText(of: node, outsideLinks: true))
    }

    /// The bytes of the text nodes below `node` in document order, with a
    /// space before each block and `<br>`, leaving out non-content nodes
    /// (and links, when `outsideLinks`).
    private func gatheredText(of node: Int32, outsideLinks: Bool) -> [UInt8] {
        var bytes: [UInt8] = []
        if isText(node) {
            bytes.append(contentsOf: document.node(HTMLNodeID(rawValue: node)).utf8Data)
            return bytes
        }
        var current = firstChild[Int(node)]
        while current != Self.none {
            var enter = false
            if isText(current) {
                bytes.append(contentsOf: document.node(HTMLNodeID(rawValue: current)).utf8Data)
            } else if isElement(current), !has(current, .nonContent), !(outsideLinks && isHyperlink(current)) {
                if ExtractionTags.block.contains(tags[Int(current)]) || tags[Int(current)] == .br { bytes.append(0x20) }
                enter = true
            }
            current = next(after: current, within: node, enteringChildren: enter)
        }
        return bytes
    }

    /// The node after `node` in document order below `root`: its first
    /// child when `enteringChildren`, else the next sibling of it or of
    /// the nearest ancestor that has one; `none` past the end of `root`.
    func next(after node: Int32, within root: Int32, enteringChildren: Bool) -> Int32 {
        if enteringChildren, isElement(node), firstChild[Int(node)] != Self.none { return firstChild[Int(node)] }
        var current = node
        while current != root {
            let sibling = nextSibling[Int(current)]
            if sibling != Self.none { return sibling }
            current = parent[Int(current)]
            if current == Self.none { break }
        }
        return Self.none
    }

    /// `bytes` as text with each run of whitespace one space, none at the ends.
    static func collapsed(_ bytes: [UInt8]) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var pendingSpace = false
        for byte in bytes {
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D {
                pendingSpace = !result.isEmpty
            } else {
                if pendingSpace { result.append(0x20) }
                pendingSpace = false
                result.append(byte)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    // MARK: Building

    /// Records the links between nodes, then visits every node in document
    /// order to classify it.
    private mutating func walkDown() {
        for index in 0..<count {
            let node = document.node(HTMLNodeID(index: index))
            if let up = node.parent { parent[index] = up.id.rawValue }
            if let down = node.firstChild { firstChild[index] = down.id.rawValue }
            if let next = node.nextSibling { nextSibling[index] = next.id.rawValue }
            if let previous = node.previousSibling { previousSibling[index] = previous.id.rawValue }
            switch node.kind {
            case .element: classify(node, index: index)
            case .text: flags[index] = .text
            default: break
            }
        }
        // Pre-order from the document node; nodes the parser left out of the tree are never reached.
        var current: Int32 = 0
        while current != Self.none {
            let index = Int(current)
            order.append(current)
            let up = parent[index]
            if up != Self.none {
                if !flags[Int(up)].isDisjoint(with: [.inLink, .hyperlink]) { flags[index].insert(.inLink) }
                if flags[Int(up)].contains(.inFigure) { flags[index].insert(.inFigure) }
                // Whatever is inside a script, style or hidden element is not content either.
                if flags[Int(up)].contains(.nonContent) { flags[index].insert(.nonContent) }
                if flags[Int(up)].contains(.inCode) || ExtractionTags.code.contains(tags[Int(up)]) {
                    flags[index].insert(.inCode)
                    flags[index].subtract(Self.namedFlags)
                    weight[index] = 0
                    // A link in preformatted code (a declaration whose types link to their docs) is the
                    // code's text: a block of it is no list of links.
                    if flags[index].contains(.hyperlink), isInsidePreformatted(current) {
                        flags[index].remove(.hyperlink)
                    }
                }
                if flags[Int(up)].contains(.inHeading) { flags[index].insert(.inHeading) }
                if flags[index].contains(.element), ExtractionTags.block.contains(tags[index]) {
                    flags[Int(up)].insert(.hasBlockChild)
                }
            }
            if tags[index] == .header, !isBanner(current) { flags[index].insert(.storyHeader) }
            // A code element's own class names are its highlighter's too (`<code class="python keyword">`).
            if ExtractionTags.code.contains(tags[index]) { flags[index].subtract(Self.namedFlags) }
            if HTMLTagSet.headings.contains(tags[index]) { flags[index].insert(.inHeading) }
            if flags[index].contains(.inHeading) { flags[index].subtract(Self.namedFlags) }
            if firstChild[index] != Self.none {
                current = firstChild[index]
                continue
            }
            while current != Self.none, nextSibling[Int(current)] == Self.none { current = parent[Int(current)] }
            if current != Self.none { current = nextSibling[Int(current)] }
        }
    }

    /// What scopes a header to a part of the page: HTML makes a `<header>`
    /// the page's banner unless it sits in one of these.
    private static let sectioning: HTMLTagSet = [.article, .aside, .main, .section]

    /// Whether the `<header>` `node` is the page's banner (the site's
    /// name, its menus): not inside an article, a section, the main
    /// content or an aside, as HTML reads a header.
    private func isBanner(_ node: Int32) -> Bool {
        var current = parent[Int(node)]
        while current != Self.none {
            if Self.sectioning.contains(tags[Int(current)]) { return false }
            current = parent[Int(current)]
        }
        return true
    }

    /// The flags that come from class names and ids.
    private static let namedFlags: Flags = [
        .namedBoilerplate, .shareOnly, .namedHiding, .namedDateOnly, .namedTagsOnly, .namedPlaceOnly, .caption,
        .credit,
    ]

    /// ARIA roles of the page's furniture; "status" is a message about the page itself (arXiv's "HTML
    /// conversions sometimes display errors… failed: tikz-cd", a spinner's "Loading…"), never the story.
    private static let boilerplateRoles: Set<String> = [
        "navigation", "banner", "contentinfo", "complementary", "menu", "menubar", "search", "dialog", "alertdialog",
        "toolbar", "tablist", "tab", "status",
    ]

    private mutating func classify(_ node: HTMLNode, index: Int) {
        var nodeFlags: Flags = .element
        let tag =
            node.namespace == .html ? node.tag : (node.tag == .svg ? .svg : (node.tag == .math ? .math : .unknown))
        tags[index] = tag
        // SVG is pictures; MathML is text, except the TeX source it may carry along.
        if node.namespace == .svg && tag == .unknown { nodeFlags.insert(.nonContent) }
        if node.namespace == .mathML, tag == .unknown, node.tagName.hasPrefix("annotation") {
            nodeFlags.insert(.nonContent)
        }
        // A button in a table's cell is the cell's value; a MathJax source script is a formula.
        if ExtractionTags.nonContent.contains(tag), tag != .button || !Self.sitsInTableCell(node),
            tag != .script || MathText.scriptTeX(node) == nil
        {
            nodeFlags.insert(.nonContent)
        }
        // A quotation's own footer names its source ("— Colophon, Oxford"): no page furniture.
        if ExtractionTags.boilerplate.contains(tag), tag != .footer || node.parent?.isHTML(.blockquote) != true {
            nodeFlags.insert(.structuralBoilerplate)
        }
        // A custom element named a footer is one (Distill's <distill-footer>, a web component's <site-footer>).
        if tag == .unknown, node.namespace == .html, node.tagName.hasSuffix("-footer") {
            nodeFlags.insert(.structuralBoilerplate)
        }
        if tag == .figure { nodeFlags.insert(.inFigure) }
        if tag == .header { nodeFlags.insert(.namedBoilerplate) }
        if node.isHyperlink { nodeFlags.insert(.hyperlink) }

        if node.attributeCount > 0 {
            let classes = node.attribute("class")
            // A formula hidden while a picture shows it is still the formula.
            if InlineStyle(of: node).hides(node, classes: classes), !MathText.wrapsMath(node) {
                nodeFlags.formUnion([.nonContent, .hidden])
            }
            if let role = node.attribute("role"), Self.boilerplateRoles.contains(role.lowercased()) {
                nodeFlags.insert(.structuralBoilerplate)
            }
            var hints = ClassHints.none
            // MathJax 3's own elements carry its names, not the page's ("CtxtMenu_Attached_0" is no menu).
            if let classes, tag != .unknown || !node.tagName.hasPrefix("mjx-") {
                hints = classHints.hints(classes)
                // What a control beside it opens ("expand-content expand-hidden") is not hidden for good,
                // nor what is hidden on narrow screens only ("hidden md:block", Bootstrap 3's "hidden-xs").
                if hints.isHiding, ToggledContent.isShownByAControl(node) || HidingClasses.showsFromAWidth(classes) {
                    hints = ClassHints(classes, keepingHidden: true)
                }
            }
            // Ids are mostly unique: worth scanning, not remembering.
            if let value = node.attribute("id"), !Self.isSlugOfItsHeading(value, node) {
                hints = ClassHints.merged(hints, ClassHints(value))
            }
            weight[index] = Int8(hints.weight)
            // As in Readability, links are never boilerplate by name (a heading's
            // self-link is often class="header" or "anchor"), nor are the page's frame elements.
            let exempt: HTMLTagSet = [.body, .html, .article, .main, .a]
            // A table of code lines named for its highlighter carries the highlighter's names, not the page's
            // (a GitHub gist's "highlight … js-code-nav-container" is no navigation).
            if hints.isBoilerplate && !exempt.contains(tag) && !(tag == .table && CodeLayout.isNamedCode(node)) {
                nodeFlags.insert(.namedBoilerplate)
                if hints.isShareOnly { nodeFlags.insert(.shareOnly) }
                if hints.isHiding { nodeFlags.insert(.namedHiding) }
                if hints.isDateOnly { nodeFlags.insert(.namedDateOnly) }
                if hints.isTagsOnly { nodeFlags.insert(.namedTagsOnly) }
                if hints.isPlaceOnly { nodeFlags.insert(.namedPlaceOnly) }
            }
            if hints.isCaption { nodeFlags.insert(.caption) }
            if hints.isCredit { nodeFlags.insert(.credit) }
            // A code editor's lines are code, as a <pre> is (see `CodeEditors`).
            if hints.isCode, CodeEditors.lines(of: node) != nil { nodeFlags.insert(.inCode) }
            if let property = node.attribute("itemprop")?.lowercased() {
                if property == "articlebody" {
                    // The page says this is the article's body: a strong hint, as good as a content class name.
                    nodeFlags.insert(.articleBodyProperty)
                    weight[index] = Int8(clamping: Int(weight[index]) + 25)
                }
                // schema.org's name for a picture's credit ("Credit… Doug Mills/The New York Times").
                if property == "copyrightholder" { nodeFlags.insert(.credit) }
            }
            // A part of a caption that an attribute names a credit (Gannett's <span data-c-credit>).
            if node.parent?.isHTML(.figcaption) == true, Self.isNamedCredit(node) { nodeFlags.insert(.credit) }
        }
        flags[index] = nodeFlags
    }

    /// Whether an attribute of `node`, a part of a picture's caption, names
    /// it a credit: `data-c-credit` (as the Gannett papers mark the
    /// photographer set after the caption's words, "…on Tuesday.</span><span
    /// class="gnt_em_fo_cr" data-c-credit="…">Jane Roe/USA TODAY NETWORK"),
    /// `data-credit`, or an `aria-label` "Image credit".
    static func isNamedCredit(_ node: HTMLNode) -> Bool {
        node.attributes.contains { attribute in
            attribute.name.contains("credit")
                || (attribute.name == "aria-label" && attribute.value.lowercased().contains("credit"))
        }
    }

    /// Whether `node` sits in a table cell, a few wrappers deep at most: a
    /// button there is the cell's value ("Full support 97", which opens
    /// that browser's history in a compatibility table), not a control.
    static func sitsInTableCell(_ node: HTMLNode) -> Bool {
        var current = node.parent
        for _ in 0..<4 {
            guard let element = current, element.isElement else { return false }
            if element.isHTML(.td) || element.isHTML(.th) { return true }
            current = element.parent
        }
        return false
    }

    /// Whether `id` is made from the words of the heading that opens `node`
    /// (`<section id="file-menu-shell-and-editor"><h3>File menu (Shell and
    /// Editor)</h3>`, as Sphinx, pandoc and R Markdown write sections): the
    /// author's words, which say nothing of the page's furniture ("menu",
    /// "related work", "social media" are sections like any other).
    static func isSlugOfItsHeading(_ id: String, _ node: HTMLNode) -> Bool {
        guard id.utf8.count >= 4 else { return false }
        for child in node.elementChildren.prefix(3) where HTMLTagSet.headings.contains(child.tag) {
            let heading = TitleCleaner.comparable(child.textContent(collapsingWhitespace: true, excluding: .nonRendered))
            let slug = TitleCleaner.comparable(id)
            return !slug.isEmpty && (heading == slug || (slug.count >= 8 && heading.hasPrefix(slug)))
        }
        return false
    }

    /// Whether `node`, inside code, is inside a `<pre>` (not only inline `<code>`).
    private func isInsidePreformatted(_ node: Int32) -> Bool {
        var current = parent[Int(node)]
        while current != Self.none, flags[Int(current)].contains(.inCode) || tags[Int(current)] == .pre {
            if tags[Int(current)] == .pre { return true }
            current = parent[Int(current)]
        }
        return false
    }

    /// Adds each node's text figures to its parent's, last node first, so
    /// every subtree's totals are ready in one pass.
    private mutating func measure() {
        for position in stride(from: order.count - 1, through: 0, by: -1) {
            let node = Int(order[position])
            let nodeFlags = flags[node]
            if nodeFlags.contains(.nonContent) {
                continue
            } else if nodeFlags.contains(.text) {
                measureText(node)
            } else if nodeFlags.contains(.element) {
                if nodeFlags.contains(.hyperlink) { linkCount[node] += 1 }
                if textLength[node] >= 25, isParagraph(Int32(node)) {
                    paragraphText[node] = textLength[node] - linkLength[node]
                }
                if linkLength[node] > 0, HTMLTagSet.headings.contains(tags[node]), isLinkedWordsHeading(node) {
                    linkLength[node] = 0
                }
            }
            subtreeSize[node] += 1
            let up = Int(parent[node])
            guard up >= 0 else { continue }
            subtreeSize[up] += subtreeSize[node]
            textLength[up] += textLength[node]
            linkLength[up] += linkLength[node]
            spacelessText[up] += spacelessText[node]
            commas[up] += commas[node]
            paragraphText[up] += paragraphText[node]
            linkCount[up] += linkCount[node]
        }
    }

    /// Whether the heading `node`, measured, has words of its own around
    /// its links (at least a third of its text outside them): then its
    /// links are words of the heading (a signature whose types link to
    /// their docs, `pub fn len(&self) -> usize`; a name beside its
    /// permalink, "func Retry ¶"), and the heading no link to another
    /// page: a block of such headings is no list of links. A heading that
    /// is one link (a teaser's title) stays link text.
    private func isLinkedWordsHeading(_ node: Int) -> Bool {
        let outside = textLength[node] - linkLength[node]
        return outside >= Self.headingWordsOutsideLinks && outside * 3 >= textLength[node]
    }

    /// The fewest characters outside links that make a heading's links its words.
    private static let headingWordsOutsideLinks: Int32 = 3

    private mutating func measureText(_ node: Int) {
        let data = document.node(HTMLNodeID(index: node)).utf8Data
        var length: Int32 = 0
        var commaCount: Int32 = 0
        var spaceless: Int32 = 0
        var inSpace = true
        var previous: UInt8 = 0
        var beforePrevious: UInt8 = 0
        for byte in data {
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0C, 0x0D:
                if !inSpace { length += 1 }
                inSpace = true
            default:
                inSpace = false
                if byte & 0xC0 != 0x80 { length += 1 }
                if SpacelessScript.startsCharacter(byte, after: previous) { spaceless += 1 }
                if byte == 0x2C || byte == 0x3B {
                    commaCount += 1
                } else if byte == 0x8C && (previous == 0xD8 || (previous == 0xBC && beforePrevious == 0xEF)) {
                    commaCount += 1  // ، and ，
                } else if byte == 0x81 && previous == 0x80 && beforePrevious == 0xE3 {
                    commaCount += 1  // 、
                } else if byte == 0x9B && previous == 0xBC && beforePrevious == 0xEF {
                    commaCount += 1  // ；
                }
            }
            beforePrevious = previous
            previous = byte
        }
        if inSpace && length > 0 { length -= 1 }
        textLength[node] = length
        commas[node] = commaCount
        if flags[node].contains(.inLink) {
            linkLength[node] = length
        } else {
            spacelessText[node] = spaceless
        }
    }
}
