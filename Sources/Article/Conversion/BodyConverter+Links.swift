import HTML

/// Links: each becomes a link line after its block, labelled with its
/// words; links to one address side by side are one link.
extension BodyConverter {
    /// The last link registered in the current block and where its text
    /// ends, so that the next link to the same address right after it
    /// (only spaces between) joins it: `<a>D</a><a>ata</a>` is one link
    /// "Data".
    ///
    /// A joined link's label (its words from `start` to `end`) is made once,
    /// when the run of links ends (`settleJoinedLink`), not at each link
    /// joined: a page of 100,000 links side by side costs its size, not
    /// its size squared.
    struct JoinedLink {
        let url: String
        /// Where the first link's text starts in the current paragraph.
        let start: Int
        /// Where the last link's text ends.
        var end: Int
        /// Its entry in `attachments`.
        var attachment: Int
        /// Whether links joined it since its label was made.
        var labelIsDue = false
    }

    mutating func link(_ node: HTMLNode) {
        guard wordsOnlyDepth == 0, let href = node.attribute("href"), let url = links.link(href) else {
            if let href = node.attribute("href"), links.jumpsWithinPage(href),
                Self.isBackReference(node) || Self.isPermalink(node)
            {
                return
            }
            if inline.joinsLastWord, Self.isBareNoteReference(node) {
                // A footnote's number set as a plain link right after the word it annotates: "century.[1]".
                inline.append("[")
                visitChildren(node)
                inline.append("]")
                return
            }
            let runsScript = node.attributeEquals("role", "button") || LinkResolver.runsScript(node.attribute("href"))
            if runsScript { scriptLinkDepth += 1 }
            visitChildren(node)
            if runsScript { scriptLinkDepth -= 1 }
            return
        }
        if MentionLinks.isMentionInText(node), links.leadsWithinSite(href) || MentionLinks.isMarkedMention(node) {
            visitChildren(node)  // "@tom" or "#boats" in a post's sentence: its words, no link line
            return
        }
        if linkCard(node, url: url) { return }
        // Its words are a control's ("Download"), not more of the link's label.
        if isButtonForLastLink(node, url: url) { return }
        let fallback =
            (node.attribute("aria-label") ?? node.attribute("title") ?? Self.unloadedCardTitle(node)).map(Self.oneLine)
            ?? ""
        openLinks.append(OpenLink(url: url, start: inline.count, fallbackLabel: fallback))
        visitChildren(node)
        if cellDepth > 0, let start = openLinks.last?.start, labelText(from: start).isEmpty,
            !attachedLinks.contains(url)
        {
            // A link without words in a table's cell (an icon): the cell shows its label or address.
            inline.append(fallback.isEmpty ? LinkLabels.shownAddress(url) : fallback)
        }
        register(openLinks.removeLast())
    }

    /// Whether `node` is a button for the link right before it: a link to
    /// the same address, with only white space between, set as a control
    /// (a `download` attribute, `role="button"`, a class naming a button),
    /// as a file block sets "Download" beside the file's name.
    private func isButtonForLastLink(_ node: HTMLNode, url: String) -> Bool {
        guard let last = lastLink, last.url == url, last.end <= inline.count, isBlank(last.end..<inline.count) else {
            return false
        }
        if node.hasAttribute("download") || node.attributeEquals("role", "button") { return true }
        guard let classes = node.attribute("class")?.lowercased() else { return false }
        return classes.split(whereSeparator: { $0.isWhitespace }).contains { name in
            name == "btn" || name.hasPrefix("btn-") || name.hasSuffix("button") || name.contains("button_")
                || name.contains("button-")
        }
    }

    /// Marks the end of an address shown cut short inside its link: pages
    /// that print a link's address as its words hide its tail from sight
    /// (Mastodon's `<span class="invisible">ates</span>` after
    /// "priyaraman.net/posts/no-more-g") and show "…" there, so the text
    /// and the label say "no-more-g…", never a shorter address. `hidden` is
    /// the element left out; only the address's own tail counts.
    mutating func markCutAddress(_ hidden: HTMLNode) {
        guard let open = openLinks.last, inline.count > open.start, hidden.isElement,
            let tail = hidden.textContent(atMost: 200), !tail.isEmpty, !tail.contains(where: \.isWhitespace),
            let href = Self.enclosingLink(of: hidden)?.attribute("href"), href.hasSuffix(tail)
        else { return }
        inline.append("…")
    }

    /// The link around `node`, a few elements up at most.
    static func enclosingLink(of node: HTMLNode) -> HTMLNode? {
        var ancestor = node.parent
        for _ in 0..<4 {
            guard let current = ancestor, current.isElement else { return nil }
            if current.isHyperlink { return current }
            ancestor = current.parent
        }
        return nil
    }

    /// Symbols that footnotes use for their way back to the text (`↩︎`,
    /// `↑`, Wikipedia's `^`), with the variation selectors that style them.
    private static let backReferenceSymbols: Set<Unicode.Scalar> = [
        "\u{21A9}", "\u{2191}", "\u{2934}", "\u{21E7}", "\u{21D1}", "\u{2B8C}", "^", "\u{FE0E}", "\u{FE0F}",
    ]

    /// Whether `node`, a jump inside the page, is a footnote's link back to
    /// where it was cited: its text is only an arrow (or caret), maybe in
    /// brackets (Distill's "[↩]"). It leads nowhere off the page and its
    /// arrow is not the article's text.
    private static func isBackReference(_ node: HTMLNode) -> Bool {
        var sawSymbol = false
        for scalar in node.textContent().unicodeScalars
        where !scalar.properties.isWhitespace && scalar != "[" && scalar != "]" {
            guard backReferenceSymbols.contains(scalar) else { return false }
            sawSymbol = true
        }
        return sawSymbol
    }

    /// Whether `node`, a jump inside the page, is a permalink to the
    /// paragraph or block it ends: its text is only a mark (`¶`, `§`, `#`),
    /// with nothing after it in its element (xml2rfc ends every paragraph of
    /// an RFC with `<a class="pilcrow">¶</a>`). A mark linked inside a sentence stays.
    private static func isPermalink(_ node: HTMLNode) -> Bool {
        var next = node.nextSibling
        while let sibling = next {
            guard sibling.isText, !sibling.utf8Data.contains(where: { $0 > 0x20 }) else { return false }
            next = sibling.nextSibling
        }
        return HeadingDecoration.isSymbolMark(node)
    }

    /// Whether `node`, met where a line's text starts, holds a note's links
    /// back to the places that cite it (Wikipedia's "^ a b"): only jumps
    /// inside the page labelled with a mark of a few characters, after a
    /// back-reference symbol. The note's text follows them.
    static func isBackReferences(_ node: HTMLNode) -> Bool {
        guard node.firstChild != nil, node.namespace == .html, !node.isHTML(.a) else { return false }
        var sawSymbol = false
        var links = 0
        var fits = true
        let isWhole = node.walkDescendants(limit: 31) { child in
            if child.isElement, child.isHTML(.a) {
                let label = child.textContent().filter { !$0.isWhitespace }
                guard let href = child.attribute("href"), href.drop(while: { $0 == " " }).first == "#",
                    !label.isEmpty, label.count <= 3
                else {
                    fits = false
                    return .stop
                }
                links += 1
                return .skipChildren
            }
            if child.isText {
                for scalar in String(decoding: child.utf8Data, as: UTF8.self).unicodeScalars
                where !scalar.properties.isWhitespace {
                    guard backReferenceSymbols.contains(scalar) else {
                        fits = false
                        return .stop
                    }
                    sawSymbol = true
                }
            }
            return .enterChildren
        }
        return isWhole && fits && sawSymbol && links > 0
    }

    /// Records a link whose text ends here: a link line to come after the
    /// block, labelled with the link's words (or, when they say nothing on
    /// their own, the words around it). A link without text or a label
    /// of its own is dropped; the same target twice in one block is listed
    /// once, and links to it side by side are one link, as is a link to it
    /// inside another (`<a href=x><div><a href=x>`: the inner one ends
    /// first, the outer one when its block does).
    mutating func register(_ link: OpenLink) {
        if let last = lastLink, last.url == link.url, link.start <= last.end || isBlank(last.end..<link.start),
            let index = linkAttachment(link.url, near: last.attachment)
        {
            lastLink = JoinedLink(
                url: link.url, start: min(last.start, link.start), end: inline.count, attachment: index,
                labelIsDue: true)
            return
        }
        settleJoinedLink()
        var label = labelText(from: link.start)
        if label.isEmpty {
            // A link around a picture already has its line after the picture's ("Link from picture 1: …"):
            // its title ("Click for larger image") makes no second one.
            if shownMedia.contains(link.url) { return }
            label = link.fallbackLabel
        }
        guard !label.isEmpty, attachedLinks.insert(link.url).inserted else { return }
        lastLink = JoinedLink(url: link.url, start: link.start, end: inline.count, attachment: attachments.count)
        if LinkLabels.isWeak(label) {
            weakLinks.append(WeakLink(url: link.url, range: link.start..<inline.count))
        }
        attachments.append(.link(url: link.url, label: label))
    }

    /// The index of the link line to `url` among `attachments` (there is
    /// at most one), looked for at `guess` first.
    private func linkAttachment(_ url: String, near guess: Int) -> Int? {
        func isLink(_ attachment: Attachment) -> Bool {
            if case .link(url, _) = attachment { true } else { false }
        }
        if guess < attachments.count, isLink(attachments[guess]) { return guess }
        return attachments.lastIndex(where: isLink)
    }

    /// Gives the link that others joined its label, the words of them all.
    /// Done before the attachments are read or the paragraph's text
    /// changes other than by growing (a line break, the end of the block).
    mutating func settleJoinedLink() {
        guard let joined = lastLink, joined.labelIsDue else { return }
        lastLink?.labelIsDue = false
        guard joined.attachment < attachments.count, case .link(joined.url, _) = attachments[joined.attachment] else {
            return
        }
        attachments[joined.attachment] = .link(url: joined.url, label: labelText(from: joined.start, to: joined.end))
    }

    /// Records the links still open as ending here (their text so far is
    /// their label in this block); they go on in the next block.
    mutating func registerOpenLinks() {
        for index in openLinks.indices where openLinks[index].start < inline.count {
            register(openLinks[index])
            openLinks[index].start = inline.count
        }
        settleJoinedLink()
    }

    /// Gives the weak links of the block labels made of the words around
    /// them, now that the block's text is complete.
    mutating func labelWeakLinks() {
        guard !weakLinks.isEmpty else { return }
        var next = 0
        for index in attachments.indices where next < weakLinks.count {
            guard case .link(let url, _) = attachments[index], url == weakLinks[next].url else { continue }
            let label = LinkLabels.context(of: weakLinks[next].range, in: inline.bytes, url: url)
            attachments[index] = .link(url: url, label: label)
            next += 1
        }
    }

    /// The paragraph's text from `start` to `end` (or to its end) as a
    /// label (`InlineText.label(in:)`), its bytes counted as work.
    private func labelText(from start: Int, to end: Int? = nil) -> String {
        let upper = max(end ?? inline.count, 0)
        let lower = min(max(start, 0), upper)
        deadline.count(upper - lower)
        return inline.label(in: lower..<upper)
    }

    /// `inline.isBlank(_:)`, its bytes counted as work.
    private func isBlank(_ range: Range<Int>) -> Bool {
        deadline.count(range.count)
        return inline.isBlank(range)
    }

    /// A line break (`<br>`) in the paragraph. The second in a row ends a
    /// paragraph, as the blank line it makes shows: what came before goes
    /// out with its links, which so follow their own words.
    mutating func lineBreak() {
        guard inline.endsWithLineBreak, inlineOnly == 0, !isCompact else { return lineBreakInBlock() }
        settleJoinedLink()
        flush()
    }

    /// A line break that never ends the block (between a post's lines).
    mutating func lineBreakInBlock() {
        settleJoinedLink()
        inline.lineBreak()
    }
}
