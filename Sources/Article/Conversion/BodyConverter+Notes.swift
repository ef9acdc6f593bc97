import HTML

/// Note references: the superscript number that points to a footnote
/// (`<sup><a href="#fn1">1</a></sup>`, or pandoc's `<a href="#fn1"><sup>1</sup></a>`)
/// reads "[1]" in gemtext, which has no superscript, instead of running
/// into the word before it ("claim1").
extension BodyConverter {
    /// `<sup>`: its text, in brackets when it is a note reference.
    mutating func superscript(_ node: HTMLNode) {
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

    private static func isJumpInsidePage(_ link: HTMLNode) -> Bool {
        guard let href = link.attribute("href") else { return false }
        return href.drop(while: { $0 == " " }).first == "#" && href.count > 1
    }
}
