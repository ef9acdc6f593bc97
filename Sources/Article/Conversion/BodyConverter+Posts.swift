import HTML

extension BodyConverter {
    /// What an embedded post's parts are: its address, the element giving
    /// its date, and the block whose own words sign it.
    struct PostParts {
        /// The post's address, from its last link to a post (or the embed's `cite`).
        var address: String?
        /// The element that dates the post: a `<time>`, else the last link to the post.
        var dateElement: HTMLNode?
        /// The block around the date whose words (outside its blocks) are the signature.
        var signatureBlock: HTMLNode?
        /// In a post without a date, the link to its writer's profile
        /// whose words are their handle (TikTok's "@harbourcat"): the signature.
        var handleLink: HTMLNode?
    }

    /// An embedded post as one quote: its text, then "— AUTHOR (@handle),
    /// DATE", then one link line to the post (the links inside its text,
    /// shortened addresses and picture links, and its "View on …" buttons
    /// are left out).
    mutating func embeddedPost(_ node: HTMLNode) {
        flush()
        let parts = postParts(of: node)
        var lines: [String] = []
        collectPostLines(node, parts: parts, into: &lines)
        endPostLine(&lines)
        var signature = ""
        if let block = parts.signatureBlock {
            inlineOnly += 1
            for child in block.children where !content.isExcluded(child.id) && child != parts.dateElement {
                if child.isElement && (ElementRoles.blocks.contains(child.tag) || isLink(child, to: parts.address)) {
                    continue
                }
                visit(child)
            }
            inlineOnly -= 1
            signature = takeBlockText()
        } else if let handle = parts.handleLink {
            signature = Self.oneLine(handle.textContent())
        }
        var date = ""
        if let element = parts.dateElement {
            var dateLines: [String] = []
            collectPostLines(element, parts: PostParts(), into: &dateLines)
            endPostLine(&dateLines)
            let text = dateLines.joined(separator: " ")
            if EmbeddedPosts.readsAsDate(text) {
                date = text
            } else if signature.isEmpty, !text.hasPrefix("http") {
                signature = text  // "A post shared by …": the link names its author
            }
        }
        attachments.removeAll()
        attachedLinks.removeAll()
        weakLinks.removeAll()
        let author = EmbeddedPosts.author(from: signature)
        let byline = [author, date].filter { !$0.isEmpty }.joined(separator: ", ")
        if !isCompact { writer.separate(compact: false) }
        for line in lines { writer.quote(marked: line, plain: line) }
        if !byline.isEmpty { writer.quote(marked: "— " + byline, plain: "— " + byline) }
        if let address = parts.address, shownMedia.insert(address).inserted {
            writer.link(address, label: author.isEmpty ? "The post" : "Post by \(author)")
        }
    }

    /// Finds the post's address, its date and its signature in the embed.
    private func postParts(of node: HTMLNode) -> PostParts {
        var parts = PostParts()
        var lastLink: HTMLNode?
        var time: HTMLNode?
        var handleLink: HTMLNode?
        node.walkDescendants { child in
            if child.isHTML(.a), let href = child.attribute("href"), let url = links.link(href),
                EmbeddedPosts.isPostAddress(url)
            {
                parts.address = url
                lastLink = child
            } else if handleLink == nil, child.isHTML(.a), let href = child.attribute("href"),
                EmbeddedPosts.isHandleLink(text: child.textContent(), href: href)
            {
                handleLink = child
            } else if time == nil, child.isHTML(.time) {
                time = child
            }
            return .enterChildren
        }
        if parts.address == nil, let cite = node.attribute("cite"), let url = links.link(cite),
            EmbeddedPosts.isPostAddress(url)
        {
            parts.address = url
        }
        parts.dateElement = time ?? lastLink
        guard let dateElement = parts.dateElement else {
            parts.handleLink = handleLink
            return parts
        }
        var block = dateElement.parent
        while let current = block, current != node, !ElementRoles.blocks.contains(current.tag) {
            block = current.parent
        }
        parts.signatureBlock = block
        return parts
    }

    /// Whether `node` is a link to `address`.
    private func isLink(_ node: HTMLNode, to address: String?) -> Bool {
        guard let address, node.isHTML(.a), let href = node.attribute("href") else { return false }
        return links.link(href) == address
    }

    /// Gathers the post's text below `node` line by line: blocks and `<br>`
    /// end lines; the date, the signature's own words and the links to the
    /// post that are only its buttons stay out.
    private mutating func collectPostLines(_ node: HTMLNode, parts: PostParts, into lines: inout [String]) {
        let signs = node == parts.signatureBlock
        for child in node.children where !content.isExcluded(child.id) {
            if child.isText {
                if !signs { inline.append(child.utf8Data) }
                continue
            }
            guard child.isElement, child.namespace == .html, !ElementRoles.skipped.contains(child.tag),
                child.attributeCount == 0 || !Self.isHidden(child), child != parts.dateElement,
                child != parts.handleLink
            else { continue }
            if child.isHTML(.br) {
                lineBreakInBlock()
            } else if ElementRoles.blocks.contains(child.tag) {
                endPostLine(&lines)
                collectPostLines(child, parts: parts, into: &lines)
                endPostLine(&lines)
            } else if !signs {
                if isLink(child, to: parts.address),
                    EmbeddedPosts.isViewButton(BodyConverter.oneLine(child.textContent(collapsingWhitespace: true)))
                        || !child.textContent().contains(where: { !$0.isWhitespace })
                {
                    continue
                }
                if child.isHTML(.a), isLink(child, to: parts.address) {
                    // A link to the post around blocks of text (a caption): its lines.
                    collectPostLines(child, parts: parts, into: &lines)
                    continue
                }
                inlineOnly += 1
                visit(child)
                inlineOnly -= 1
            }
        }
    }

    /// Ends the line being gathered: its text lines join `lines`, but for
    /// the buttons ("View on Mastodon").
    private mutating func endPostLine(_ lines: inout [String]) {
        let text = takeBlockText()
        for line in text.split(separator: "\n") where !line.isEmpty && !EmbeddedPosts.isViewButton(String(line)) {
            lines.append(String(line))
        }
    }
}
