import HTML

/// A picture's caption set beside it in a small box that is no
/// `<figure>`: WordPress's classic editor writes a captioned picture as
/// `<div class="wp-caption"><img …><p class="wp-caption-text">…</p></div>`,
/// and many themes set a photo and its words in a box of their own the
/// same way. The caption still leaves the text (a caption in the text
/// reads as a stray paragraph, and the reference texts leave captions
/// out), but the converter makes it the picture's label (see
/// `ExtractedContent.pictureCaptions`).
extension ContentPruner {
    /// The box whose one picture `node`, named a caption, labels: its
    /// parent or grandparent, small, showing one picture, all of whose
    /// words are the caption's; nil when there is none, or when part of
    /// the caption is page furniture or a credit (hidden words, a share
    /// button), which the caption would otherwise carry into the label.
    func boxLabelled(byCaption node: Int32) -> Int32? {
        guard page.has(node, .caption), !page.has(node, .credit), !page.has(node, .namedHiding),
            page.textLength[Int(node)] > 0
        else { return nil }
        var box = page.parent[Int(node)]
        for _ in 0..<2 where box != PageAnalysis.none {
            if holdsImage(box) {
                let creditLength = creditTextLength(in: box, besides: node)
                guard page.textLength[Int(box)] == page.textLength[Int(node)] + creditLength, showsOnePicture(box),
                    !holdsFurniture(node)
                else { return nil }
                return box
            }
            box = page.parent[Int(box)]
        }
        return nil
    }

    /// Whether `node`, named as furniture by its class ("image-meta"), holds
    /// only a picture's caption (and its credit) beside the picture: it
    /// stays, so that the caption labels the picture. In a `<figure>`, the
    /// box of its `<figcaption>` (Vox Media's Chorus sets the caption and
    /// the credit in `<span class="e-image__meta">`) is the caption's.
    func holdsPictureCaption(_ node: Int32) -> Bool {
        guard page.textLength[Int(node)] < 1_000, !holdsImage(node) else { return false }
        let inFigure = page.has(node, .inFigure)
        var current = page.next(after: node, within: node, enteringChildren: true)
        while current != PageAnalysis.none {
            if inFigure, page.tags[Int(current)] == .figcaption { return true }
            if page.has(current, .caption) { return boxLabelled(byCaption: current) != nil }
            current = page.next(after: current, within: node, enteringChildren: true)
        }
        return false
    }

    /// The length of the words in `box` that credit the picture (a photo
    /// credit set beside its caption, "Michael Conroy, AP"), outside the
    /// caption `caption`: they go, and leave the caption alone in the box.
    private func creditTextLength(in box: Int32, besides caption: Int32) -> Int32 {
        var length: Int32 = 0
        var current = page.next(after: box, within: box, enteringChildren: true)
        while current != PageAnalysis.none {
            let isCredit = current != caption && page.has(current, .credit)
            if isCredit { length += page.textLength[Int(current)] }
            current = page.next(after: current, within: box, enteringChildren: !isCredit && current != caption)
        }
        return length
    }

    /// Whether `node`'s small subtree shows exactly one `<img>`.
    private func showsOnePicture(_ node: Int32) -> Bool {
        var count = 0
        var current = node
        while current != PageAnalysis.none {
            if page.tags[Int(current)] == .img {
                count += 1
                if count > 1 { return false }
            }
            current = page.next(after: current, within: node, enteringChildren: true)
        }
        return count == 1
    }

    /// Whether an element below `node` is named as page furniture or a credit.
    private func holdsFurniture(_ node: Int32) -> Bool {
        var current = page.next(after: node, within: node, enteringChildren: true)
        while current != PageAnalysis.none {
            if page.has(current, .namedBoilerplate) || page.has(current, .credit) { return true }
            current = page.next(after: current, within: node, enteringChildren: true)
        }
        return false
    }
}
