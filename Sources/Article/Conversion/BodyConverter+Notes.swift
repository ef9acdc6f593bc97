import HTML

/// Note references: the superscript number that points to a footnote
/// (`<sup><a href="#fn1">1</a></sup>`, or pandoc's `<a href="#fn1"><sup>1</sup></a>`)
/// reads "[1]" in gemtext, which has no superscript, instead of running
/// into the word before it ("claim1").
extension BodyConverter {
    /// `<sup>`: its text, in brackets when it is a note reference.
    mutating func superscript(_ node: HTMLNode) {
        if isEditorialNote(node) {
            // "[citation needed]": the note's words stay, its link to the site's help page goes.
            wordsOnlyDepth += 1
            visitChildren(node)
            wordsOnlyDepth -= 1
            return
        }
        guard Self.isNoteReference(node) else { return visitChildren(node) }
        inline.append("[")
        visitChildren(node)
        inline.append("]")
    }

    /// Whether `sup` is a note reference: all it shows is a short mark (a
    /// number, a letter, `*`, `†`), not already in brackets, and it is a
    /// jump inside the page or the one thing inside one.
    static func isNoteReference(_ sup: HTMLNode) -> Bool {
        let text = sup.textContent().filter { !$0.isWhitespace }
        guard !text.isEmpty, text.count <= 4, text.allSatisfy({ $0.isLetter || $0.isNumber || "*†‡".contains($0) })
        else { return false }
        if let link = sup.elementChildren.first, sup.elementChildren.count == 1, link.isHTML(.a) {
            return isJumpInsidePage(link)
        }
        guard let parent = sup.parent, parent.isHTML(.a), isJumpInsidePage(parent) else { return false }
        return parent.elementChildren.count == 1 && parent.textContent().filter { !$0.isWhitespace } == text
    }

    /// Whether `link`, not set in superscript, is a note reference all
    /// the same: a jump inside the page whose text is a note's number of
    /// one to three digits (Substack's `<a class="footnote-anchor"
    /// href="#footnote-1">1</a>`).
    static func isBareNoteReference(_ link: HTMLNode) -> Bool {
        // A superscript inside or around it is read as one already.
        isBareNoteNumber(link) && (link.parent.map { !$0.isHTML(.sup) } ?? true)
    }

    /// A footnote laid out as its number beside its text: a block that
    /// opens with a jump inside the page whose words are a note's number,
    /// then the note's blocks (Substack's `<div class="footnote"><a
    /// href="#footnote-anchor-1">1</a><div><p>…</p></div></div>`; Org
    /// mode's `<div class="footdef"><sup><a href="#fnr.1">1</a></sup>
    /// <div class="footpara">…`, the link in a superscript; pulldown-cmark's,
    /// as Zola and mdBook write it, `<div class="footnote-definition"><sup
    /// class="footnote-definition-label">1</sup><p>…`, a superscript
    /// number without a link). The
    /// number leads the note's first line, "[1] The figure is…", as it
    /// reads in the text, instead of standing alone on a line before it.
    /// Returns false, writing nothing, when `node` is no such block.
    mutating func numberedNote(_ node: HTMLNode) -> Bool {
        let opening = Self.leadingParts(of: node, upTo: 2)
        guard opening.count == 2, case (let number, let text) = (opening[0], opening[1]), number.isElement,
            text.isElement, ElementRoles.blocks.contains(text.tag)
        else { return false }
        if number.isHTML(.sup), number.elementChildren.isEmpty {
            guard Self.isNoteNumber(number.textContent()) else { return false }
        } else {
            guard let link = number.isHTML(.sup) ? Self.onlyElement(in: number) : number, link.isHTML(.a),
                Self.isBareNoteNumber(link)
            else { return false }
        }
        writeLedBlock(node, after: number, lead: "[" + number.textContent().filter { !$0.isWhitespace } + "] ")
        return true
    }

    /// The one element inside `node`, with nothing but white space beside it; nil otherwise.
    private static func onlyElement(in node: HTMLNode) -> HTMLNode? {
        var found: HTMLNode?
        for child in node.children {
            if child.isElement {
                guard found == nil else { return nil }
                found = child
            } else if child.isText, child.utf8Data.contains(where: { $0 > 0x20 }) {
                return nil
            }
        }
        return found
    }

    /// Writes what follows `marker` in `node` as one block opened by `lead`
    /// ("[3] ", "💡 "), which stands for the marker.
    mutating func writeLedBlock(_ node: HTMLNode, after marker: HTMLNode, lead: String) {
        flush()
        noteLead = lead
        var pastMarker = false
        for child in node.children {
            if pastMarker { visit(child) }
            pastMarker = pastMarker || child == marker
        }
        flush()
        noteLead = nil
    }

    /// Whether `link` is a jump inside the page whose words are a note's
    /// number of one to three digits, with nothing inside but its words.
    static func isBareNoteNumber(_ link: HTMLNode) -> Bool {
        guard isJumpInsidePage(link), link.elementChildren.isEmpty else { return false }
        return isNoteNumber(link.textContent())
    }

    /// Whether `text`, white space aside, is a note's number of one to three digits.
    private static func isNoteNumber(_ text: String) -> Bool {
        let text = text.filter { !$0.isWhitespace }
        return (1...3).contains(text.count) && text.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Whether `sup` is an editor's note in brackets that links to the
    /// site's own pages ("[citation needed]", "[who?]", "[dubious –
    /// discuss]"): a few words, no footnote mark, every link within the site.
    func isEditorialNote(_ sup: HTMLNode) -> Bool {
        var hasLink = false
        var allWithinSite = true
        sup.walkDescendants { child in
            guard child.isElement else { return .skipChildren }
            if child.isHTML(.a), let href = child.attribute("href") {
                hasLink = true
                let jumps = href.drop(while: { $0 == " " }).first == "#"
                allWithinSite = allWithinSite && !jumps && links.leadsWithinSite(href)
            }
            return allWithinSite ? .enterChildren : .stop
        }
        guard hasLink, allWithinSite else { return false }
        let text = sup.textContent(collapsingWhitespace: true, excluding: .nonRendered)
        guard text.count <= 48, text.first == "[", text.last == "]" else { return false }
        let words = text.dropFirst().dropLast().split(whereSeparator: { $0.isWhitespace })
        return words.count <= 6 && words.contains { word in word.contains { $0.isLetter } }
            && words.contains { $0.count >= 3 }
    }

    private static func isJumpInsidePage(_ link: HTMLNode) -> Bool {
        guard let href = link.attribute("href") else { return false }
        return href.drop(while: { $0 == " " }).first == "#" && href.count > 1
    }
}
