import HTML

extension BodyConverter {
    /// `<img>`: a link line to the picture after the current block, labelled
    /// with its alt text (or title). Tracking pixels are left out; emoji and
    /// other tiny pictures with a short alt text read as that text.
    mutating func image(_ node: HTMLNode) {
        if scriptLinkDepth > 0 { return }  // a button's picture
        let width = ListNumbering.integer(node.attribute("width"))
        let height = ListNumbering.integer(node.attribute("height"))
        if (width.map { $0 <= 1 } ?? false) || (height.map { $0 <= 1 } ?? false) { return }  // a tracking pixel
        let alt = node.attribute("alt").map(Self.oneLine) ?? ""
        if cellDepth > 0 { inline.append(alt) }  // the cell says what the picture shows
        let tiny = (width ?? 100) <= 32 && (height ?? 100) <= 32
        if tiny || node.hasClass("emoji") || node.hasClass("wp-smiley") {
            if alt.unicodeScalars.count <= 4, cellDepth == 0 { inline.append(alt) }
            return
        }
        guard let reference = ImageSource.reference(of: node), var url = links.resource(reference) else {
            lastImageWithoutSource = node.id
            return
        }
        // A thumbnail inside a link to the full picture: show the full one.
        if let outer = openLinks.last, ImageSource.looksLikeImage(outer.url) { url = outer.url }
        let title = node.attribute("title").map(Self.oneLine) ?? ""
        addMedia(url, label: !alt.isEmpty ? alt : !title.isEmpty ? title : "Image")
    }

    /// `<picture>`: its `<img>`, or the first `<source>` when the image names no picture.
    mutating func picture(_ node: HTMLNode) {
        let image = node.elementChildren.first { $0.isHTML(.img) && !content.isExcluded($0.id) }
        if let image, ImageSource.reference(of: image) != nil {
            visit(image)
            return
        }
        for source in node.elementChildren where source.isHTML(.source) {
            guard let srcset = source.attribute("srcset") ?? source.attribute("data-srcset"),
                let first = ImageSource.firstCandidate(srcset), let url = links.resource(first)
            else { continue }
            let alt = image?.attribute("alt").map(Self.oneLine) ?? ""
            addMedia(url, label: alt.isEmpty ? "Image" : alt)
            return
        }
    }

    /// `<video>` and `<audio>` with an address: a link line labelled with
    /// what it is and its title ("Video: The launch"), or "Video"/"Audio".
    /// Fallback text inside is left out.
    mutating func media(_ node: HTMLNode) {
        var reference = node.attribute("src")
        if reference == nil || reference!.isEmpty {
            reference = node.elementChildren.first { $0.isHTML(.source) && $0.hasAttribute("src") }?.attribute("src")
        }
        guard let reference, let url = links.resource(reference) else { return }
        let title = (node.attribute("title") ?? node.attribute("aria-label")).map(Self.oneLine) ?? ""
        let kind: EmbeddedPlayers.Kind = node.tag == .video ? .video : .audio
        addMedia(url, label: title.isEmpty ? kind.rawValue : "\(kind.rawValue): \(title)")
    }

    /// `<iframe>`: a known video or audio player becomes a link line to the
    /// video's own page ("Video: TITLE"); another frame with a title (a
    /// map, an embedded post) a link line to it. Untitled frames of
    /// other sites are mostly ads and trackers.
    mutating func embeddedPage(_ node: HTMLNode) {
        guard let source = node.attribute("src") ?? node.attribute("data-src"), let url = links.resource(source),
            url.hasPrefix("http")
        else { return }
        let title = node.attribute("title").map(Self.oneLine) ?? ""
        if let player = EmbeddedPlayers.player(at: url) {
            let generic = title.isEmpty || title.lowercased() == player.kind.rawValue.lowercased()
                || title.lowercased().hasSuffix("video player")
            addMedia(player.page, label: generic ? player.kind.rawValue : "\(player.kind.rawValue): \(title)")
        } else if !title.isEmpty {
            addMedia(url, label: title)
        }
    }

    /// `<noscript>` after a lazily loaded image that named no picture: the
    /// `<img>` inside it (which a browser without scripts shows).
    mutating func noscript(_ node: HTMLNode) {
        guard let waiting = lastImageWithoutSource, waiting.index < node.id.index,
            node.utf8Text.contains(subsequence: Array("<img".utf8)),
            let fallback = node.parseContentAsHTML()
        else { return }
        lastImageWithoutSource = nil
        for image in fallback.elements(.img) {
            guard let reference = ImageSource.reference(of: image), let url = links.resource(reference) else {
                continue
            }
            let alt = image.attribute("alt").map(Self.oneLine) ?? ""
            addMedia(url, label: alt.isEmpty ? "Image" : alt)
        }
    }

    /// Adds a link line to a picture or media file after the current
    /// block, unless the same address was shown already.
    mutating func addMedia(_ url: String, label: String) {
        guard shownMedia.insert(url).inserted else { return }
        attachments.append(.media(url: url, label: label))
    }

    /// `<figure>` holding pictures: a link line per picture and the caption.
    /// With one picture and a caption without links, the caption is the
    /// link's label (and a line of the plain text); otherwise the
    /// pictures keep their alt text and the caption follows as a
    /// paragraph. A figure without pictures (a quote, code, a table) is an
    /// ordinary block.
    mutating func figure(_ node: HTMLNode) {
        guard inlineOnly == 0, Self.holdsOnlyPictures(node) else {
            block(node)
            return
        }
        flush()
        var captions: [HTMLNode] = []
        for child in node.children {
            if child.isHTML(.figcaption) {
                if !content.isExcluded(child.id) { captions.append(child) }
            } else {
                visit(child)
            }
        }
        // Text beside the pictures (a credit line) is a paragraph of its own.
        let beside = inline.take()
        let before = attachments.count
        var caption = (marked: "", plain: "")
        for element in captions {
            let text = gatherLine(element, markers: true)
            guard !text.marked.isEmpty else { continue }
            caption.marked += caption.marked.isEmpty ? text.marked : " " + text.marked
            caption.plain += caption.plain.isEmpty ? text.plain : " " + text.plain
        }
        let captionLinks = Array(attachments[before...])
        attachments.removeSubrange(before...)
        let media = attachments.indices.filter { index in
            if case .media = attachments[index] { return true }
            return false
        }
        writer.separate(compact: isCompact)
        if media.count == 1, captionLinks.isEmpty, !caption.plain.isEmpty,
            case .media(let url, _) = attachments[media[0]]
        {
            attachments[media[0]] = .media(url: url, label: caption.plain)
            writer.plainOnly(caption.plain)
            caption = ("", "")
        }
        if !beside.marked.isEmpty { writeParagraph(marked: beside.marked, plain: beside.plain) }
        writeAttachments()
        if !caption.marked.isEmpty {
            writer.paragraph(marked: caption.marked, plain: caption.plain)
            attachments = captionLinks
            writeAttachments()
        }
    }

    /// Whether a figure holds a picture and no other block content.
    private static func holdsOnlyPictures(_ node: HTMLNode) -> Bool {
        var pictures = false
        var other = false
        node.walkDescendants { child in
            guard child.isElement else { return .skipChildren }
            switch child.tag {
            case .img, .picture, .video, .audio: pictures = true
            case .table, .pre, .blockquote, .ul, .ol, .figure, .h1, .h2, .h3, .h4, .h5, .h6: other = true
            default: break
            }
            return other ? .stop : .enterChildren
        }
        return pictures && !other
    }

    /// An attribute value on one line, whitespace collapsed.
    static func oneLine(_ text: String) -> String {
        var line = InlineText()
        line.append(text)
        return line.take().marked
    }
}

extension HTMLNode {
    /// The raw text of a raw-text element (`<noscript>`, `<iframe>`) as bytes.
    fileprivate var utf8Text: ArraySlice<UInt8> {
        guard let child = firstChild, child.isText else { return [] }
        return child.utf8Data
    }
}

extension ArraySlice where Element == UInt8 {
    fileprivate func contains(subsequence: [UInt8]) -> Bool {
        guard subsequence.count <= count else { return false }
        var index = startIndex
        while index + subsequence.count <= endIndex {
            if self[index] == subsequence[0] && self[index..<(index + subsequence.count)].elementsEqual(subsequence) {
                return true
            }
            index += 1
        }
        return false
    }
}
