import Foundation
import HTML

extension BodyConverter {
    /// `<img>`: a picture of the story, a link line after the current block
    /// labelled with its alt text (else its `aria-label` or title), else
    /// "Picture N" (a figure's caption takes over the label, see `figure`).
    /// Tracking pixels are left out; emoji and other tiny pictures with a
    /// short alt text read as that text. In a table's cell the picture's
    /// label is also the cell's text. `chosen` is the address a
    /// `<picture>` picked for it.
    mutating func image(_ node: HTMLNode, chosen: String? = nil) {
        if scriptLinkDepth > 0 || cardDepth > 0 { return }  // a button's picture, a card's thumbnail
        if !openLinks.isEmpty, Self.isThumbnailBesideCard(node) { return }
        if node.attributeCount > 1, let tex = FormulaImages.tex(of: node) { return formulaPicture(node, tex: tex) }
        let width = ListNumbering.integer(node.attribute("width") ?? node.attribute("data-width"))
        let height = ListNumbering.integer(node.attribute("height") ?? node.attribute("data-height"))
        // A tracking pixel, or a rule drawn as a picture a few pixels high (624 x 2).
        if (width.map { $0 <= 4 } ?? false) || (height.map { $0 <= 4 } ?? false) { return }
        if Avatars.isAvatar(node) { return }  // a member's picture beside their name
        var alt = Self.pictureLabel(node)
        if alt.isEmpty { alt = Self.fallbackLabel(after: node) }
        // A product card's linked picture is the product the card names.
        if alt.isEmpty, !openLinks.isEmpty, cellDepth == 0 { alt = CardNames.name(around: node) }
        // The headline drawn as a line of lettering (an essay's title GIF over its text): the title says it.
        if ImageHeadings.isLettering(width: width, height: height), repeatsTitle(alt) { return }
        // "Presentational white space", "spacer": the page says the picture is decoration.
        if Self.saysItIsDecoration(alt) { return }
        if cellDepth > 0, alt.isEmpty, node.attribute("alt") != nil, Self.cellHasWords(around: node) {
            return  // a decoration beside the cell's words (a flag before a country's name)
        }
        let tiny = (width ?? 100) <= 32 && (height ?? 100) <= 32
        if tiny || node.hasClass("emoji") || node.hasClass("wp-smiley") || isIconInCell(node, alt: alt) {
            // An icon says its words where it stands: in a cell whatever they are, elsewhere a few characters.
            if cellDepth > 0 || alt.unicodeScalars.count <= 4 { inline.append(alt) }
            return
        }
        guard let reference = chosen ?? ImageSource.reference(of: node), var url = links.resource(reference) else {
            if cellDepth > 0 { inline.append(alt) }  // the cell says what the picture shows
            lastImageWithoutSource = node.id
            return
        }
        var link: String?
        if let outer = openLinks.last {
            // A thumbnail inside a link to the full picture: keep the full one.
            if ImageSource.looksLikeImage(outer.url) {
                url = outer.url
            } else if !ImageSource.anchorHasText(around: node) {
                link = outer.url
                if cellDepth > 0 {
                    // In a cell, the picture's own link line stands for the link around it,
                    // unless another cell of the table links there already.
                    if !attachedLinks.insert(outer.url).inserted { link = nil }
                }
            }
        }
        addPicture(url, alt: alt, link: link)
        lastPictureNode = node.id
        if cellDepth > 0, let picture = pictures.last(where: { $0.url == url }) {
            inline.append(picture.label)  // the cell says what the picture shows, or which picture it is
        }
    }

    /// The longest alt text of a drawing in a table's cell read as an icon.
    static let longestIconLabel = 24

    /// Whether `node`, in a table's cell, is an icon drawn as a file (an SVG
    /// or ICO of a status table's "working" / "failed") whose few words say
    /// all it shows: the cell reads them, and a link line to each icon
    /// would only repeat them.
    private func isIconInCell(_ node: HTMLNode, alt: String) -> Bool {
        guard cellDepth > 0, !alt.isEmpty, alt.count <= Self.longestIconLabel,
            let reference = ImageSource.reference(of: node), let ext = LinkTargets.pathExtension(of: reference)
        else { return false }
        return ext == "svg" || ext == "ico"
    }

    /// What a picture shows in words: its alt text, else its `aria-label`,
    /// else its title, else the `data-alt` a script makes its alt text of
    /// (one line each); empty when it has none.
    static func pictureLabel(_ node: HTMLNode) -> String {
        for name in ["alt", "aria-label", "title", "data-alt"] {
            if let value = node.attribute(name).map(Self.oneLine), !value.isEmpty, !namesOnlyAPicture(value) {
                return value
            }
        }
        return ""
    }

    /// Words that say only that there is a picture, not what it shows.
    private static let pictureWords: Set<String> = [
        "thumbnail", "thumb", "image", "img", "photo", "graphic", "untitled",
    ]

    /// Whether an alt text is only a word for a picture ("thumbnail",
    /// "Image"): no label, so the caption or "Picture N" says what it is.
    private static func namesOnlyAPicture(_ value: String) -> Bool {
        value.utf8.count <= 12 && pictureWords.contains(value.lowercased().trimmingEdges(" .:-_"))
    }

    /// Words of an alt text that says the picture is no part of the story.
    private static let decorationWords: Set<String> = ["presentational", "spacer", "divider", "decorative"]

    /// Whether a picture's alt text says it only decorates the page
    /// ("Presentational white space", "spacer", "decorative divider").
    static func saysItIsDecoration(_ alt: String) -> Bool {
        guard !alt.isEmpty, alt.utf8.count <= 40 else { return false }
        return alt.lowercased().split(whereSeparator: { !$0.isLetter }).contains { decorationWords.contains(String($0)) }
    }

    /// The label of the picture in the `<noscript>` right after a lazily
    /// loaded `<img>` without one (`<img data-src=… alt=""><noscript><img
    /// src=… alt="The library at dusk"></noscript>`): the page's words for
    /// the same picture; empty when there is none.
    static func fallbackLabel(after node: HTMLNode) -> String {
        var sibling = node.nextSibling
        while let current = sibling, current.isText, current.utf8Data.allSatisfy({ $0 <= 0x20 }) {
            sibling = current.nextSibling
        }
        guard let noscript = sibling, noscript.isHTML(.noscript),
            noscript.utf8Text.contains(subsequence: Array("<img".utf8)), let fallback = noscript.parseContentAsHTML()
        else { return "" }
        return fallback.elements(.img).first.map(pictureLabel) ?? ""
    }

    /// Whether the table cell holding `node` has words of its own besides
    /// it (its text, not counting pictures).
    static func cellHasWords(around node: HTMLNode) -> Bool {
        var current = node.parent
        while let element = current, element.isElement {
            if element.isHTML(.td) || element.isHTML(.th) {
                return element.textContent().unicodeScalars.contains { !$0.properties.isWhitespace }
            }
            current = element.parent
        }
        return false
    }

    /// `<picture>`: its `<img>` with the address its `<source>`s offer for
    /// a wide screen (the widest up to about 1600 px), else the image's own.
    mutating func picture(_ node: HTMLNode) {
        let image = node.elementChildren.first { $0.isHTML(.img) && !content.isExcluded($0.id) }
        let chosen = ImageSource.reference(ofPicture: node, image: image)
        if let image {
            visit(image, chosen: chosen)
        } else if let chosen, let url = links.resource(chosen) {
            addPicture(url, alt: "", link: nil)
            lastPictureNode = node.id
        }
    }

    /// Visits the `<img>` of a `<picture>` (unless excluded or hidden) with the address chosen for it.
    private mutating func visit(_ image: HTMLNode, chosen: String?) {
        if content.isExcluded(image.id) || (image.attributeCount > 0 && Self.isHidden(image)) { return }
        self.image(image, chosen: chosen)
    }

    /// Adds a picture of the story: its link line after the current block
    /// (and, when it links to a page, a link line to that page), unless
    /// the same picture was shown already.
    mutating func addPicture(_ url: String, alt: String, link: String?) {
        guard shownMedia.insert(url).inserted else { return }
        // In a table an icon's "done" says something each time.
        let shared = cellDepth == 0 && sharedAlts.contains(alt)
        let said = alt.isEmpty || Self.namesFile(alt, of: url) || shared ? nil : alt
        let picture = StoryPicture(number: pictures.count + 1, url: url, alt: said, link: link)
        pictures.append(picture)
        attachments.append(.media(url: url, label: picture.label))
        if let link, shownMedia.insert(link).inserted {
            attachments.append(.media(url: link, label: Self.linkLabel(link, of: picture)))
        }
    }

    /// The alt texts (as `pictureLabel` reads them) of 20 characters or
    /// more that three or more pictures of the content share.
    static func altsShared(in content: ExtractedContent, of document: HTMLDocument) -> Set<String> {
        var counts: [String: Int] = [:]
        for root in content.roots {
            document.node(root).walkDescendants { node in
                if content.isExcluded(node.id) { return .skipChildren }
                if node.isHTML(.img) {
                    let alt = pictureLabel(node)
                    if alt.count >= 20 { counts[alt, default: 0] += 1 }
                }
                return .enterChildren
            }
        }
        return Set(counts.filter { $0.value >= 3 }.keys)
    }

    /// Whether an alt text only names the picture's file ("airpods-pro-2.jpg",
    /// "010_Clymer-2" for `…/010_Clymer-21.jpg`): one word written as files
    /// are (with `-`, `_`, `.` or digits) whose letters and digits begin the
    /// file's name, or the other way round. It says nothing.
    static func namesFile(_ alt: String, of url: String) -> Bool {
        guard !alt.contains(" "), alt.contains(where: { "-_.".contains($0) || $0.isNumber }) else { return false }
        func folded(_ text: Substring) -> String {
            var name = text.lowercased()
            for suffix in [".jpg", ".jpeg", ".png", ".gif", ".webp", ".avif", ".svg"] where name.hasSuffix(suffix) {
                name.removeLast(suffix.count)
            }
            return String(name.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) })
        }
        let path = url.split(separator: "?").first.map { $0.split(separator: "#").first ?? $0 } ?? ""
        let file = folded(path.split(separator: "/").last ?? "")
        let named = folded(alt[...])
        guard min(named.count, file.count) >= 4 else { return false }
        return file.hasPrefix(named) || named.hasPrefix(file)
    }

    /// The label of the link line to where a picture links: `Link from
    /// picture 3: example.org/photos/harbour`.
    static func linkLabel(_ link: String, of picture: StoryPicture) -> String {
        "Link from picture \(picture.number): \(LinkLabels.shownAddress(link, limit: 60))"
    }

    /// `<video>` and `<audio>`: a link line to what they play (`src`, else
    /// the first `<source>`, else a lazy loader's `data-src`) labelled with
    /// what it is and its title ("Video: The launch"), or "Video"/"Audio";
    /// a video with nothing to play links its poster ("Video poster").
    /// Fallback text inside is left out.
    mutating func media(_ node: HTMLNode) {
        let kind: EmbeddedPlayers.Kind = node.tag == .video || node.tagName == "amp-video" ? .video : .audio
        let title = (node.attribute("title") ?? node.attribute("aria-label")).map(Self.oneLine) ?? ""
        func named(_ what: String) -> String { title.isEmpty ? what : "\(what): \(title)" }
        let sourceElements = node.elementChildren.filter { $0.isHTML(.source) }
        let sources =
            [node.attribute("src")] + sourceElements.map { $0.attribute("src") } + [node.attribute("data-src")]
        if let url = sources.lazy.compactMap({ $0 }).filter({ !$0.isEmpty }).compactMap(links.resource).first {
            addMedia(url, label: named(kind.rawValue))
        } else if kind == .video, let poster = node.attribute("poster"), let url = links.resource(poster) {
            addMedia(url, label: named("Video poster"))
        }
    }

    /// `<iframe>`: a known video or audio player becomes a link line to the
    /// video's own page ("Video: TITLE"), a frame showing a post of a
    /// social network a link line to the post ("Post"); another frame with
    /// a title (a map) a link line to it; an untitled frame that names the
    /// page it shows a preview of (Zenn's link cards: `data-content=
    /// "https%3A%2F%2F…"`) a link line to that page. Other untitled frames
    /// of other sites are mostly ads and trackers.
    mutating func embeddedPage(_ node: HTMLNode) {
        guard let source = node.attribute("src") ?? node.attribute("data-src"), let url = links.resource(source),
            url.hasPrefix("http")
        else { return }
        let title = node.attribute("title").map(Self.oneLine) ?? ""
        if let post = EmbeddedPosts.postPage(ofFrame: url) {
            addMedia(post, label: EmbeddedPosts.postLabel(ofPage: post))  // a toot or tweet shown in a frame
        } else if let player = EmbeddedPlayers.player(at: url) {
            let generic =
                title.isEmpty || title.lowercased() == player.kind.rawValue.lowercased()
                || title.lowercased().hasSuffix("video player")
            if let fallback = fallbackLink(of: node, player: url)
                ?? (player.kind == .audio && player.page == url ? creditLink(after: node, player: url) : nil)
            {
                // The frame's link for browsers without frames names what it plays (Bandcamp's album), and so
                // does the credit line after an audio player that names no page of its own (SoundCloud's of a
                // track it names by number).
                addMedia(fallback.url, label: "\(player.kind.rawValue): \(generic ? fallback.text : title)")
                return
            }
            addMedia(player.page, label: generic ? player.kind.rawValue : "\(player.kind.rawValue): \(title)")
        } else if !title.isEmpty {
            addMedia(url, label: title)
        } else if let shown = Self.previewedPage(of: node, frame: url).flatMap(links.link) {
            addMedia(shown, label: LinkLabels.shownAddress(shown, limit: 60))
        }
    }

    /// The link a player's frame holds for browsers that show no frames
    /// (`<iframe src="https://bandcamp.com/EmbeddedPlayer/…"><a href=
    /// "https://artist.bandcamp.com/album/…">Songs by Artist</a></iframe>`):
    /// its address and words, when it leads to the player's own site.
    private func fallbackLink(of frame: HTMLNode, player: String) -> (url: String, text: String)? {
        guard frame.utf8Text.contains(subsequence: Array("<a".utf8)), let inner = frame.parseContentAsHTML(),
            let anchor = inner.elements(.a).first, let href = anchor.attribute("href"), let url = links.link(href),
            let site = Self.siteDomain(of: player), Self.siteDomain(of: url) == site
        else { return nil }
        let text = Self.oneLine(anchor.textContent())
        return text.isEmpty ? nil : (url, text)
    }

    /// The most characters of a player's credit line.
    private static let longestCredit = 200

    /// The link of the credit line a player's embed code sets right after
    /// its frame (SoundCloud's: "<div style=…><a href=…/townradio>Town
    /// Radio</a> · <a href=…/townradio/harbour-hour-12>Harbour Hour 12</a>
    /// </div>"): its last link, when the line is short and all its links
    /// lead to the player's own site.
    private func creditLink(after frame: HTMLNode, player: String) -> (url: String, text: String)? {
        var next = frame.nextSibling
        while let current = next, current.isText, current.utf8Text.allSatisfy({ $0 <= 0x20 }) { next = current.nextSibling }
        guard let line = next, line.isHTML(.div) || line.isHTML(.p), let site = Self.siteDomain(of: player),
            line.textContent().count <= Self.longestCredit
        else { return nil }
        var last: (url: String, text: String)?
        var allOnSite = true
        line.walkDescendants { child in
            guard child.isHTML(.a) else { return .enterChildren }
            if let href = child.attribute("href"), let url = links.link(href), Self.siteDomain(of: url) == site {
                last = (url, Self.oneLine(child.textContent()))
            } else {
                allOnSite = false
            }
            return .skipChildren
        }
        guard allOnSite, let last, !last.text.isEmpty else { return nil }
        return last
    }

    /// The last two labels of the host of `url` ("bandcamp.com" of "artist.bandcamp.com").
    private static func siteDomain(of url: String) -> Substring? {
        guard let host = URLComponents(string: url)?.host?.lowercased() else { return nil }
        let labels = host.split(separator: ".")
        guard labels.count >= 2 else { return nil }
        return host[labels[labels.count - 2].startIndex...]
    }

    /// Attributes in which a frame names the page it previews.
    private static let previewAttributes = ["data-content", "data-url", "data-href"]

    /// The address of the page a frame at `frame` previews, as one of its
    /// attributes names it (written out or encoded whole), when that is
    /// another address than the frame's own.
    private static func previewedPage(of node: HTMLNode, frame: String) -> String? {
        for name in previewAttributes {
            guard let value = node.attribute(name), let address = EncodedAddress.address(in: Array(value.utf8)[...])
            else { continue }
            if address != frame { return address }
        }
        return nil
    }

    /// A player's own element (`<lite-youtube videoid=… playlabel="Play:
    /// TITLE">`, `<lite-vimeo>`, `<youtube-video>`): a link line to the
    /// video's page, as a player's frame gets ("Video: TITLE").
    mutating func playerElement(_ node: HTMLNode) -> Bool {
        guard let player = EmbeddedPlayers.player(ofElement: node.tagName, attribute: node.attribute),
            let url = links.resource(player.page)
        else { return false }
        let title = EmbeddedPlayers.title(ofElement: node.attribute, text: Self.oneLine(node.textContent()))
            .map(Self.oneLine) ?? ""
        addMedia(url, label: title.isEmpty ? player.kind.rawValue : "\(player.kind.rawValue): \(title)")
        return true
    }

    /// An AMP page's embed element, as the element it stands for:
    /// `<amp-iframe>` a frame, `<amp-video>` and `<amp-audio>` a video and
    /// audio (their placeholder picture and fallback words left out), a
    /// post (`<amp-instagram data-shortcode>`, see `EmbedCodes`) a link
    /// line to it unless the page set the post's text inside (an
    /// `<amp-twitter>` around the tweet's blockquote, which is the quote).
    /// False for other elements.
    mutating func ampEmbed(_ node: HTMLNode) -> Bool {
        switch node.tagName {
        case "amp-iframe": embeddedPage(node)
        case "amp-video", "amp-audio": media(node)
        default:
            guard let post = EmbedCodes.ampPost(node) else { return false }
            if node.elementChildren.contains(where: { EmbeddedPosts.isPost($0) }) { return false }
            addMedia(post.page, label: post.label)
        }
        return true
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
            addPicture(url, alt: Self.pictureLabel(image), link: nil)
        }
    }

    /// Adds a link line to a media file (not a picture) after the current
    /// block, unless the same address was shown already.
    mutating func addMedia(_ url: String, label: String) {
        guard shownMedia.insert(url).inserted else { return }
        attachments.append(.media(url: url, label: label))
    }

    /// `<figure>` holding pictures: a link line per picture. With one
    /// picture, the caption (`figcaption`, else the figure's other text) is
    /// its label, with the caption's own links after it, and is not written
    /// again as a paragraph (the plain text keeps it once). With several,
    /// the caption follows the pictures once, as a paragraph, and a picture
    /// whose alt text only repeats it is labelled "Picture N". A figure
    /// without pictures (a quote, code, a table) is an ordinary block.
    /// `label`, a caption the extractor left out of the text (see
    /// `ExtractedContent.pictureCaptions`), only labels the one picture:
    /// it is written nowhere else, neither as a paragraph nor in the plain text.
    mutating func figure(_ node: HTMLNode, labelledBy label: HTMLNode? = nil) {
        if inlineOnly == 0, label == nil, node.isHTML(.figure), addressFigure(node) { return }
        guard inlineOnly == 0, Self.holdsOnlyPictures(node) else {
            block(node)
            return
        }
        flush()
        var captions: [HTMLNode] = label.map { [$0] } ?? []
        let firstPicture = pictures.count
        // Wrappers inside the figure do not end the line: their text is the figure's.
        inlineOnly += 1
        for child in node.children {
            if child.isHTML(.figcaption) {
                if !content.isExcluded(child.id) { captions.append(child) }
            } else {
                visit(child)
            }
        }
        inlineOnly -= 1
        settleJoinedLink()
        let players = attachments.indices.filter { index in
            if case .media(_, let label) = attachments[index] { Self.isUntitledPlayer(label) } else { false }
        }
        // Text beside the pictures (a credit line, a caption in a <div>).
        var beside = inline.take()
        let before = attachments.count
        var caption = (marked: "", plain: "")
        for element in captions {
            let text = gatherLine(element, markers: true)
            guard !text.marked.isEmpty else { continue }
            caption.marked += caption.marked.isEmpty ? text.marked : " " + text.marked
            caption.plain += caption.plain.isEmpty ? text.plain : " " + text.plain
        }
        // A credit left out leaves no label behind ("— Foto:").
        caption = (CreditLabels.trimmed(caption.marked), CreditLabels.trimmed(caption.plain))
        let captionLinks = Array(attachments[before...])
        attachments.removeSubrange(before...)
        let figurePictures = firstPicture..<pictures.count
        if label != nil, figurePictures.count != 1 { caption = ("", "") }  // no picture of its own to label
        if caption.plain.isEmpty, figurePictures.count == 1, !beside.plain.isEmpty {
            caption = beside
            beside = ("", "")
        } else if figurePictures.count == 1, Self.isCredit(beside.plain) {
            // A credit set over the picture ("Getty Images") closes its caption.
            let separator = NamedStoryText.endsASentence(caption.plain) ? " " : " — "
            caption = (caption.marked + separator + beside.marked, caption.plain + separator + beside.plain)
            beside = ("", "")
        }
        writer.separate(compact: isCompact)
        if !beside.marked.isEmpty { writeParagraph(marked: beside.marked, plain: beside.plain) }
        if figurePictures.isEmpty, players.count == 1, !caption.plain.isEmpty,
            case .media(let url, let kind) = attachments[players[0]]
        {
            // One video or audio without a title: the caption is its title.
            attachments[players[0]] = .media(url: url, label: "\(kind): \(caption.marked)")
            writer.plainOnly(caption.plain)
            writeAttachments()
            attachments = captionLinks
            writeAttachments()
            return
        }
        if figurePictures.count == 1, !caption.plain.isEmpty {
            relabel(figurePictures.lowerBound, caption: caption.plain, label: caption.marked)
            if label == nil { writer.plainOnly(caption.plain) }
            writeAttachments()
            attachments = captionLinks
            writeAttachments()
            // Its credit may follow on a line of its own (see `takeAsCaption`).
            if captionLinks.isEmpty { pictureAwaitingCaption = (figurePictures.lowerBound, writer.plainLength) }
            return
        }
        for index in figurePictures
        where !caption.plain.isEmpty && pictures[index].alt.map(TitleCleaner.comparable) == TitleCleaner.comparable(caption.plain) {
            relabel(index, caption: nil, label: nil)
        }
        writeAttachments()
        if !caption.marked.isEmpty {
            writer.paragraph(marked: caption.marked, plain: caption.plain)
            attachments = captionLinks
            writeAttachments()
        } else if figurePictures.count == 1 {
            // A lone picture's caption or credit may follow as a paragraph (see `takeAsCaption`).
            pictureAwaitingCaption = (figurePictures.lowerBound, writer.plainLength)
        }
    }

    /// Whether text beside a captioned picture is its credit: a name of a few
    /// words (an agency, a photographer), no sentence.
    static func isCredit(_ text: String) -> Bool {
        guard !text.isEmpty, text.utf8.count <= 60, !NamedStoryText.endsASentence(text) else { return false }
        return text.split(whereSeparator: \.isWhitespace).count <= 5
    }

    /// Gives picture `index` its caption (and its link line `label`, the
    /// caption with its link markers), or, with no caption, drops an alt
    /// text that only repeats the figure's caption so it reads "Picture N".
    private mutating func relabel(_ index: Int, caption: String?, label: String?) {
        let old = pictures[index]
        let picture = StoryPicture(
            number: old.number, url: old.url, caption: caption, alt: caption == nil ? nil : old.alt, link: old.link)
        pictures[index] = picture
        for position in attachments.indices {
            guard case .media(let url, _) = attachments[position] else { continue }
            if url == picture.url {
                attachments[position] = .media(url: url, label: label ?? picture.label)
            } else if url == picture.link, let caption {
                // Where a captioned picture links to is labelled by its caption too, not "Link from picture 1".
                attachments[position] = .media(url: url, label: label ?? caption)
            }
        }
    }

    /// Whether a media link line's label names a video or audio player
    /// without saying what it plays ("Video", "Audio").
    private static func isUntitledPlayer(_ label: String) -> Bool {
        label == EmbeddedPlayers.Kind.video.rawValue || label == EmbeddedPlayers.Kind.audio.rawValue
    }

    /// Whether a figure holds a picture (or a video, audio or embedded
    /// player) and no other block content (nor a link card around it).
    static func holdsOnlyPictures(_ node: HTMLNode) -> Bool {
        var pictures = false
        var other = false
        node.walkDescendants { child in
            guard child.isElement else { return .skipChildren }
            switch child.tag {
            case .img, .picture, .video, .audio, .iframe: pictures = true
            case .div, .span where ImageSource.isPlaceholder(child): pictures = true
            case .table, .pre, .blockquote, .ul, .ol, .figure, .h1, .h2, .h3, .h4, .h5, .h6: other = true
            case .a where child.hasAttribute("href"): other = holdsBlock(child)  // a link card's thumbnail
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
