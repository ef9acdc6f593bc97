import HTML

/// A forum post's signature: the few lines a member sets under every post
/// they write ("Raleigh Competition '78 | Holdsworth Mistral '72", a
/// quip). Forum software names its box so (phpBB's, SMF's and MyBB's
/// `signature`, vBulletin's `signaturecontainer`, XenForo's
/// `message-signature`); the name counts only with the structure: a short
/// block right after a box of its own holding the post's words (a
/// `<div>`, not loose paragraphs). A letter's signature under its
/// paragraphs, or a method's signature under its heading, is no such thing.
extension ContentPruner {
    /// The most characters a post's signature may hold.
    static let longestSignature: Int32 = 300
    /// How many levels up a signature's box is looked at for the post it ends
    /// (vBulletin nests it in a box of its own after the post's).
    private static let signatureLevels = 3

    /// Whether `node` is a post's signature (see above).
    func isPostSignature(_ node: Int32) -> Bool {
        let index = Int(node)
        let length = page.textLength[index]
        guard length > 0, length <= Self.longestSignature, ExtractionTags.block.contains(page.tags[index]),
            !HTMLTagSet.headings.contains(page.tags[index]), namesSignature(node)
        else { return false }
        // Up through boxes that hold nothing else (vBulletin's `after_content` around its signature).
        var current = node
        for _ in 0..<Self.signatureLevels {
            if let previous = previousTextSibling(of: current) {
                return page.isElement(previous) && Self.postBoxes.contains(page.tags[Int(previous)])
                    && page.textLength[Int(previous)] >= length
            }
            current = page.parent[Int(current)]
            if current == PageAnalysis.none || roots.contains(current) || page.textLength[Int(current)] != length {
                return false
            }
        }
        return false
    }

    /// Whether `node`'s `class` or `id` says "signature".
    private func namesSignature(_ node: Int32) -> Bool {
        let element = page.document.node(HTMLNodeID(rawValue: node))
        guard element.attributeCount > 0 else { return false }
        return ["class", "id"].contains { name in
            element.attribute(name)?.lowercased().contains("signature") ?? false
        }
    }

    /// The sibling before `node` that holds text, past those without.
    private func previousTextSibling(of node: Int32) -> Int32? {
        var sibling = page.previousSibling[Int(node)]
        while sibling != PageAnalysis.none {
            if page.textLength[Int(sibling)] > 0, !page.has(sibling, .nonContent) { return sibling }
            sibling = page.previousSibling[Int(sibling)]
        }
        return nil
    }

    /// Boxes that hold a post's words.
    private static let postBoxes: HTMLTagSet = [.div, .article, .section, .blockquote, .main]
}
