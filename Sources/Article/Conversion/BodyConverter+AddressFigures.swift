import HTML

extension BodyConverter {
    /// A figure whose only content beside its caption is a web address
    /// written out, what an embed leaves when its frame is not there
    /// (WordPress's embed block as feeds and its editor store it,
    /// `<figure class="wp-block-embed"><div class="wp-block-embed__wrapper">
    /// https://www.youtube.com/watch?v=…</div><figcaption>…`): one link line
    /// to it, labelled as the frame showing it would be ("Video: CAPTION"
    /// for a player's page, "Post" for a post of a social network), else
    /// by its caption or the address. False when `node` is no such figure.
    mutating func addressFigure(_ node: HTMLNode) -> Bool {
        guard let address = Self.soleAddress(in: node), let url = links.link(address) else { return false }
        flush()
        var caption = (marked: "", plain: "")
        if let element = node.elementChildren.first(where: { $0.isHTML(.figcaption) && !content.isExcluded($0.id) }) {
            caption = gatherLine(element, markers: true)
        }
        let captionLinks = attachments
        attachments.removeAll()
        func named(_ what: String) -> String { caption.marked.isEmpty ? what : "\(what): \(caption.marked)" }
        writer.separate(compact: isCompact)
        if let player = EmbeddedPlayers.player(at: url) {
            addMedia(player.page, label: named(player.kind.rawValue))
        } else if EmbeddedPosts.isPostAddress(url) {
            addMedia(url, label: named(EmbeddedPosts.postLabel(ofPage: url)))
        } else {
            addMedia(url, label: caption.marked.isEmpty ? LinkLabels.shownAddress(url, limit: 60) : caption.marked)
        }
        if !caption.plain.isEmpty { writer.plainOnly(caption.plain) }
        writeAttachments()
        attachments = captionLinks
        writeAttachments()
        return true
    }

    private static let wrappers: HTMLTagSet = [.div, .span, .p]

    /// The web address that is the whole text of `figure` outside its
    /// caption, inside nothing but wrappers (`<div>`, `<span>`, `<p>`).
    private static func soleAddress(in figure: HTMLNode) -> String? {
        var text: [UInt8] = []
        var other = false
        figure.walkDescendants { child in
            if child.isText {
                text.append(contentsOf: child.utf8Data)
                return .skipChildren
            }
            guard child.isElement else { return .skipChildren }
            if child.isHTML(.figcaption) { return .skipChildren }
            other = child.namespace != .html || !wrappers.contains(child.tag)
            return other ? .stop : .enterChildren
        }
        guard !other else { return nil }
        let words = text.split(whereSeparator: { $0 <= 0x20 })
        guard words.count == 1, let word = words.first else { return nil }
        let address = String(decoding: word, as: UTF8.self)
        return address.hasPrefix("https://") || address.hasPrefix("http://") ? address : nil
    }
}
