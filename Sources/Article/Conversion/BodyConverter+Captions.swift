import HTML

/// Captions that pages set beside a picture without a `<figure>`: a block
/// holding one picture and a short text on one side of it reads as a
/// figure (the text labels the picture once), and a paragraph right after
/// a picture that only says the picture's alt text again is its caption,
/// not a paragraph of its own.
extension BodyConverter {
    /// The longest text (in UTF-8 bytes) beside a picture read as its caption.
    static let longestCaption = 200
    /// The most nodes looked at to tell whether a block is a captioned picture.
    static let captionSearchBudget = 64

    /// Whether `node` is a picture with its caption but no `<figure>`:
    /// exactly one picture, and text only on one side of it (before it or
    /// after it, never around it, so a sentence with a picture inside it
    /// stays a sentence), at most `longestCaption` bytes, mostly outside
    /// links, and no other blocks (lists, tables, headings, quotes, code).
    func isCaptionedPicture(_ node: HTMLNode) -> Bool {
        guard !content.roots.contains(node.id) else { return false }  // the article itself
        var budget = Self.captionSearchBudget
        var pictureSeen = false
        var textBefore = false
        var textAfter = false
        var text = 0
        var linkText = 0
        var textBlocks = 0
        for child in node.children where !content.isExcluded(child.id) {
            guard let part = captionPart(child, budget: &budget) else { return false }
            if part.pictures > 0 {
                if pictureSeen || part.pictures > 1 || part.text > 0 { return false }
                pictureSeen = true
            } else if part.text > 0 {
                if pictureSeen { textAfter = true } else { textBefore = true }
                if child.isElement, ElementRoles.blocks.contains(child.tag) { textBlocks += 1 }
            }
            text += part.text
            linkText += part.linkText
            if textBlocks > 1 || text > Self.longestCaption { return false }  // too much to be one caption
        }
        // One caption: text on one side of the picture, in one block at most.
        guard pictureSeen, textBefore != textAfter, textBlocks <= 1, text <= Self.longestCaption else { return false }
        return linkText * 2 <= text
    }

    /// What one child of a block holds: pictures, and bytes of visible text
    /// (all and inside links); nil when it holds other blocks or more
    /// nodes than `budget` allows.
    private func captionPart(
        _ node: HTMLNode, budget: inout Int
    ) -> (pictures: Int, text: Int, linkText: Int)? {
        var pictures = 0
        var text = 0
        var linkText = 0
        // Document order within the budget: an entry with `siblings` stands
        // for the node and the siblings after it, so a node with thousands
        // of children costs no more than the budget.
        var stack: [(node: HTMLNode, inLink: Bool, siblings: Bool)] = [(node, false, false)]
        while let (current, inLink, siblings) = stack.popLast() {
            budget -= 1
            if budget < 0 { return nil }
            deadline.count(1)
            if siblings, let next = current.nextSibling { stack.append((next, inLink, true)) }
            if current.isText {
                let length = Self.collapsedLength(current.utf8Data)
                text += length
                if inLink { linkText += length }
                continue
            }
            guard current.isElement, !content.isExcluded(current.id) else { continue }
            guard current.namespace == .html else { return nil }  // a formula or a drawing: not a caption
            let tag = current.tag
            if ElementRoles.skipped.contains(tag) || tag == .noscript { continue }
            if current.attributeCount > 0, Self.isHidden(current) { continue }
            switch tag {
            case .img, .picture, .video, .audio:
                if !Self.isTiny(current) { pictures += 1 }
                continue
            case .table, .pre, .blockquote, .ul, .ol, .dl, .figure, .h1, .h2, .h3, .h4, .h5, .h6, .iframe:
                return nil
            default:
                break
            }
            if let child = current.firstChild { stack.append((child, inLink || current.isHyperlink, true)) }
        }
        return (pictures, text, linkText)
    }

    /// The length of `bytes` with each run of whitespace counted as one byte and none at the ends.
    private static func collapsedLength(_ bytes: ArraySlice<UInt8>) -> Int {
        var length = 0
        var pendingSpace = false
        for byte in bytes {
            if byte <= 0x20 {
                pendingSpace = length > 0
            } else {
                length += pendingSpace ? 2 : 1
                pendingSpace = false
            }
        }
        return length
    }

    /// Whether a picture is an icon or a tracking pixel by its given size (32 px or less both ways).
    private static func isTiny(_ node: HTMLNode) -> Bool {
        let width = ListNumbering.integer(node.attribute("width")) ?? 100
        let height = ListNumbering.integer(node.attribute("height")) ?? 100
        return (width <= 32 && height <= 32) || width <= 1 || height <= 1
    }

    /// Whether a block is set as a caption: `<center>`, centred by its
    /// style, named a caption, or all its words in italics or small print.
    static func isSetAsCaption(_ node: HTMLNode) -> Bool {
        if node.tag == .center || node.tag == .figcaption { return true }
        if node.attributeCount > 0 {
            if let style = node.attribute("style")?.lowercased().filter({ !$0.isWhitespace }),
                style.contains("text-align:center")
            {
                return true
            }
            if let names = node.attribute("class"), ClassHints(names).isCaption { return true }
        }
        return StyledText.allWords(of: node, in: StyledText.captionStyles, budget: 24)
    }

    /// The most nodes walked from a picture to the block after it.
    static let adjacencyBudget = 48

    /// Whether `block` follows the last picture added in the page itself,
    /// with no words and no other picture between them: a caption set in
    /// italics sits right under its picture, while a picture the story
    /// brought from elsewhere (the lead picture above the headline) does
    /// not take the italic disclosure under the byline as its caption.
    func followsPicture(_ block: HTMLNode) -> Bool {
        guard let id = lastPictureNode else { return true }
        var current = Self.nodeAfter(document.node(id))
        var budget = Self.adjacencyBudget
        while let node = current, budget > 0 {
            budget -= 1
            if node.id == block.id { return true }
            if node.isText, node.utf8Data.contains(where: { $0 > 0x20 }) { return false }
            if node.isElement {
                if node.tag == .img || node.tag == .picture { return false }
                if !ElementRoles.skipped.contains(node.tag), let child = node.firstChild {
                    current = child
                    continue
                }
            }
            current = Self.nodeAfter(node)
        }
        return false
    }

    /// The node after `node`'s subtree in document order.
    private static func nodeAfter(_ node: HTMLNode) -> HTMLNode? {
        var current: HTMLNode? = node
        while let here = current {
            if let next = here.nextSibling { return next }
            current = here.parent
        }
        return nil
    }

    /// Remembers that the block just written showed only a picture, whose
    /// caption may come next as a paragraph.
    mutating func notePictureWithoutText() {
        if attachments.isEmpty { return }
        guard let last = attachments.last, case .media(let url, _) = last, let index = pictures.indices.last,
            pictures[index].url == url
        else {
            pictureAwaitingCaption = nil
            return
        }
        pictureAwaitingCaption = (index, writer.plainLength)
    }

    /// When `text` comes right after a picture shown on its own (nothing
    /// written between) and only says again its alt text, or is set as a
    /// caption (`blockSetAsCaption`), it becomes that picture's caption, and
    /// when it is a credit (`CreditLabels.isCreditLine`) it closes the
    /// picture's caption or alt text:
    /// the picture's link line shows it, so the gemtext does not repeat it;
    /// the plain text keeps it once. Returns whether it did.
    mutating func takeAsCaption(_ text: String) -> Bool {
        guard let (index, length) = pictureAwaitingCaption, length == writer.plainLength else { return false }
        pictureAwaitingCaption = nil
        let picture = pictures[index]
        // A credit on a line of its own under the picture closes its label ("The levee. / KXYZ").
        if CreditLabels.isCreditLine(text) {
            let shown = picture.caption ?? picture.alt ?? picture.label  // "Picture 2 / KXYZ"
            let apart = "/|".contains(text.first ?? " ") || NamedStoryText.endsASentence(shown)
            let label = shown + (apart ? " " : " — ") + text
            guard writer.gemtext.relabelLink(to: picture.url, label: label) else { return false }
            pictures[index] = StoryPicture(
                number: picture.number, url: picture.url, caption: label, alt: picture.alt, link: picture.link)
            writer.plainOnly(text)
            return true
        }
        guard picture.caption == nil, text.utf8.count <= Self.longestCaption, !TitleCleaner.comparable(text).isEmpty else {
            return false
        }
        let repeatsAlt = picture.alt.map { TitleCleaner.comparable($0) == TitleCleaner.comparable(text) } ?? false
        guard repeatsAlt || (blockSetAsCaption && writer.gemtext.relabelLink(to: picture.url, label: text)) else {
            return false
        }
        pictures[index] = StoryPicture(
            number: picture.number, url: picture.url, caption: text, alt: picture.alt, link: picture.link)
        // Where it links to is labelled by the caption too (see `relabel`).
        if let link = picture.link { writer.gemtext.relabelLink(to: link, label: text) }
        writer.plainOnly(text)
        return true
    }
}
