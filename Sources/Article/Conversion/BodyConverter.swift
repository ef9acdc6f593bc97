import Gemtext
import HTML

/// Turns the article subtrees of a parsed page into gemtext and plain text.
///
/// One walk in document order. Text and inline elements flow into the
/// current paragraph (`InlineText`); a block element ends it (`flush`),
/// which writes it in the form the context asks for (a text line, a list
/// item, a quote) followed by the link lines of the links and images it
/// held. Headings, lists, quotes, preformatted blocks, tables and figures
/// have their own rules (see the other `BodyConverter+` files).
struct BodyConverter {
    /// A link or image met in the current block, written after it.
    enum Attachment {
        /// A link: its target, its reference number (nil where the text
        /// shows no marker, as in headings) and its label.
        case link(url: String, number: Int?, label: String)
        /// An image, a video or an embedded page: its address and label.
        case media(url: String, label: String)
    }

    /// A link whose element is still being read.
    struct OpenLink {
        let url: String
        /// Where its text starts in the current paragraph.
        var start: Int
    }

    /// The state of a list being read.
    struct ListState {
        /// The numbers of an ordered list; nil for an unordered one.
        var numbering: ListNumbering?
        /// The marker of the current item (`3.`, or empty), until its first line is written.
        var pendingMarker: String?
    }

    let document: HTMLDocument
    let content: ExtractedContent
    let links: LinkResolver
    /// The article's title, to leave out a heading that repeats it.
    let title: String?

    var writer = BodyWriter()
    var inline = InlineText()
    var attachments: [Attachment] = []
    var openLinks: [OpenLink] = []
    var nextLinkNumber = 1
    var quoteDepth = 0
    var lists: [ListState] = []
    /// Above zero while gathering one line of text (a heading, a table
    /// cell, a caption): blocks inside only separate words.
    var inlineOnly = 0
    /// Whether links get `[n]` markers in the text (not in headings).
    var markersAllowed = true
    /// Images already shown, so that a picture repeated (a lazy-loading
    /// copy, a `<noscript>` fallback) shows once.
    var shownMedia: Set<String> = []
    /// The last `<img>` that had no usable address, for `<noscript>` fallbacks.
    var lastImageWithoutSource: HTMLNodeID?

    init(document: HTMLDocument, content: ExtractedContent, links: LinkResolver, title: String?) {
        self.document = document
        self.content = content
        self.links = links
        self.title = title
    }

    /// Converts every root of the content, in order.
    mutating func convert() {
        for root in content.roots {
            visit(document.node(root))
            flush()
        }
    }

    /// Whether lines are written without blank lines between them (in lists and quotes).
    var isCompact: Bool { quoteDepth > 0 || !lists.isEmpty }

    // MARK: Walking

    mutating func visit(_ node: HTMLNode) {
        if content.isExcluded(node.id) { return }
        switch node.kind {
        case .text: inline.append(node.utf8Data)
        case .element: element(node)
        default: return
        }
    }

    mutating func visitChildren(_ node: HTMLNode) {
        for child in node.children { visit(child) }
    }

    private mutating func element(_ node: HTMLNode) {
        guard node.namespace == .html else {
            if node.tag == .math { math(node) }
            return
        }
        let tag = node.tag
        if ElementRoles.skipped.contains(tag) { return }
        if node.attributeCount > 0 && Self.isHidden(node) { return }
        switch tag {
        case .br: inlineOnly > 0 ? inline.space() : inline.lineBreak()
        case .wbr: return
        case .a: link(node)
        case .img, .image: image(node)
        case .picture: picture(node)
        case .h1, .h2, .h3, .h4, .h5, .h6: heading(node)
        case .ul, .ol, .menu, .dir: list(node)
        case .li: listItem(node)
        case .blockquote: quote(node)
        case .pre, .listing, .xmp, .plaintext: preformatted(node)
        case .code: code(node)
        case .table: table(node)
        case .figure: figure(node)
        case .video, .audio: media(node)
        case .iframe: embeddedPage(node)
        case .noscript: noscript(node)
        case .q:
            inline.append("“")
            visitChildren(node)
            inline.append("”")
        case .unknown:
            if node.tagName == "amp-img" { image(node) } else { visitChildren(node) }
        default:
            if ElementRoles.blocks.contains(tag) { block(node) } else { visitChildren(node) }
        }
    }

    /// A block with no rule of its own: its text is a paragraph (or more).
    mutating func block(_ node: HTMLNode) {
        if inlineOnly > 0 {
            inline.space()
            visitChildren(node)
            inline.space()
            return
        }
        flush()
        visitChildren(node)
        flush()
    }

    /// Whether the page hides `node`: `hidden`, `aria-hidden="true"`, or an
    /// inline style with `display: none` or `visibility: hidden`.
    static func isHidden(_ node: HTMLNode) -> Bool {
        if node.hasAttribute("hidden") || node.attributeEquals("aria-hidden", "true") { return true }
        guard let style = node.attribute("style"), style.utf8.count >= 12 else { return false }
        let compact = String(decoding: style.utf8.filter { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A }, as: UTF8.self)
            .lowercased()
        return compact.contains("display:none") || compact.contains("visibility:hidden")
    }

    // MARK: Paragraphs

    /// Ends the current paragraph: writes its text in the form the context
    /// asks for, then the link lines of what it held.
    mutating func flush() {
        guard inlineOnly == 0 else { return }
        for index in openLinks.indices {
            register(openLinks[index])
        }
        let (marked, plain) = inline.take()
        for index in openLinks.indices { openLinks[index].start = 0 }
        if marked.isEmpty {
            if !attachments.isEmpty { writer.separate(compact: isCompact) }
        } else if quoteDepth == 0, let link = wholeLink(marked: marked, plain: plain),
            lists.last?.numbering == nil
        {
            // A block that is nothing but one link reads best as a link line.
            if let index = lists.indices.last, lists[index].pendingMarker != nil {
                lists[index].pendingMarker = nil
            } else {
                writer.separate(compact: isCompact)
            }
            writer.link(link.url, label: link.label)
            writer.plainOnly(plain)
            attachments.removeFirst()
        } else {
            writeParagraph(marked: marked, plain: plain)
        }
        writeAttachments()
    }

    /// The link when a block's whole text is that link's label.
    private func wholeLink(marked: String, plain: String) -> (url: String, label: String)? {
        guard case .link(let url, let number?, let label)? = attachments.first, label == plain,
            marked.utf8.count == plain.utf8.count + 2 + String(number).utf8.count
        else { return nil }
        return (url, label)
    }

    /// Writes a paragraph's text as a text line, a list item or a quote.
    mutating func writeParagraph(marked: String, plain: String) {
        if quoteDepth > 0 {
            var prefix = ""
            if let index = lists.indices.last, let marker = lists[index].pendingMarker {
                prefix = marker.isEmpty ? "• " : marker + " "
                lists[index].pendingMarker = nil
            }
            writer.quote(marked: prefix + marked, plain: plain)
        } else if let index = lists.indices.last, let marker = lists[index].pendingMarker {
            let nesting = String(repeating: "– ", count: lists.count - 1)
            writer.listItem(marked: marked, plain: plain, prefix: nesting + (marker.isEmpty ? "" : marker + " "))
            lists[index].pendingMarker = nil
        } else {
            writer.separate(compact: isCompact)
            writer.paragraph(marked: marked, plain: plain)
        }
    }

    /// Writes the link lines of the links and media of the block just ended.
    mutating func writeAttachments() {
        for attachment in attachments {
            switch attachment {
            case .link(let url, let number?, let label): writer.link(url, label: "[\(number)] \(label)")
            case .link(let url, nil, let label): writer.link(url, label: label)
            case .media(let url, let label): writer.link(url, label: label)
            }
        }
        attachments.removeAll(keepingCapacity: true)
    }

    // MARK: Links

    private mutating func link(_ node: HTMLNode) {
        guard let href = node.attribute("href"), let url = links.link(href) else {
            visitChildren(node)
            return
        }
        openLinks.append(OpenLink(url: url, start: inline.count))
        visitChildren(node)
        register(openLinks.removeLast())
    }

    /// Records a link whose text ends here: a marker after its text and a
    /// link line to come. A link without text is dropped; the same target
    /// twice in one block shares one number.
    mutating func register(_ link: OpenLink) {
        let label = inline.label(from: link.start)
        guard !label.isEmpty else { return }
        for attachment in attachments {
            if case .link(let url, let number, _) = attachment, url == link.url {
                if let number, markersAllowed { inline.appendMarker(number) }
                return
            }
        }
        if markersAllowed {
            let number = nextLinkNumber
            nextLinkNumber += 1
            inline.appendMarker(number)
            attachments.append(.link(url: link.url, number: number, label: label))
        } else {
            attachments.append(.link(url: link.url, number: nil, label: label))
        }
    }

    // MARK: Headings and quotes

    private mutating func heading(_ node: HTMLNode) {
        if inlineOnly > 0 || isCompact {
            block(node)
            return
        }
        flush()
        let text = gatherLine(node).plain
        if !text.isEmpty && !repeatsTitle(text) {
            writer.separate(compact: false)
            writer.heading(text, level: Int(node.tag.rawValue - HTMLTag.h1.rawValue) + 1)
        }
        writeAttachments()
    }

    /// The text of `node` on one line, with and without link markers
    /// (`markers` says whether its links get them); links and images
    /// inside become attachments.
    mutating func gatherLine(_ node: HTMLNode, markers: Bool = false) -> (marked: String, plain: String) {
        let savedMarkers = markersAllowed
        markersAllowed = markers
        inlineOnly += 1
        visitChildren(node)
        inlineOnly -= 1
        // Links around the line (a card: <a><h2>…</h2><p>…</p></a>) count for it too.
        for index in openLinks.indices { register(openLinks[index]) }
        markersAllowed = savedMarkers
        let line = inline.take()
        for index in openLinks.indices { openLinks[index].start = 0 }
        return line
    }

    /// Whether a heading met before any text repeats the article's title.
    private func repeatsTitle(_ text: String) -> Bool {
        guard !writer.hasText, let title else { return false }
        return Self.comparable(text) == Self.comparable(title)
    }

    /// Text folded for comparing titles: letters and digits only, lower case.
    static func comparable(_ text: String) -> String {
        var folded = String.UnicodeScalarView()
        for scalar in text.lowercased().unicodeScalars
        where scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
            folded.append(scalar)
        }
        return String(folded)
    }

    private mutating func quote(_ node: HTMLNode) {
        if inlineOnly > 0 {
            block(node)
            return
        }
        flush()
        if !isCompact { writer.separate(compact: false) }
        quoteDepth += 1
        visitChildren(node)
        flush()
        quoteDepth -= 1
    }

    // MARK: Other inline content

    private mutating func math(_ node: HTMLNode) {
        if let alternative = node.attribute("alttext"), !alternative.isEmpty {
            inline.append(alternative)
        } else {
            inline.append(node.textContent(collapsingWhitespace: true))
        }
    }
}
