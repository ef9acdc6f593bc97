import HTML

/// Notes set inside a sentence: Tufte CSS's side and margin notes, a
/// LaTeX converter's footnotes, any inline element named a note that holds
/// a sentence of its own. A browser shows them beside or below the text;
/// read in line, they split the sentence ("apart,Tracing these glosses…
/// which lets us"). The converter leaves a mark ("[1]") where a numbered
/// note stands and writes the note after its paragraph.
enum InlineNotes {
    /// A note's words, and the mark it gives itself ("1", "*"), if any.
    struct Note {
        let mark: String?
        let text: String
        /// Whether the note is numbered (a foot or side note) rather than a
        /// margin note, which stands beside the text without a mark.
        let isNumbered: Bool
    }

    /// The note `node` is, or nil: an inline element with a class name
    /// that ends in "note" and says more than "note" ("sidenote",
    /// "ltx_note", "margin-note", "footnote"), or Distill's `<d-footnote>`,
    /// holding three words or more.
    static func note(_ node: HTMLNode) -> Note? {
        let kind: Kind
        if node.tag == .unknown, node.tagName == "d-footnote" {
            kind = .numbered
        } else {
            guard node.attributeCount > 0, let classes = node.attribute("class"), let named = noteKind(classes) else {
                return nil
            }
            kind = named
        }
        let (mark, text) = words(of: node)
        guard text.split(whereSeparator: { $0.isWhitespace }).count >= 3 else { return nil }
        return Note(mark: mark, text: text, isNumbered: kind != .margin)
    }

    private enum Kind { case numbered, margin }

    /// What kind of note the class names say, if any.
    private static func noteKind(_ classes: String) -> Kind? {
        var found: Kind?
        for name in classes.split(whereSeparator: { $0.isWhitespace }) {
            let folded = name.lowercased().filter { $0.isLetter }
            // A bare "note" names many things (an aside, a remark in passing); a kind of note says more.
            guard folded.hasSuffix("note"), folded != "note" else { continue }
            if folded.hasSuffix("marginnote") { return .margin }
            found = .numbered
        }
        return found
    }

    /// The note's text, its leading marks left out ("1", a superscript
    /// number, a number the page draws again in the note's box), and the
    /// first such mark.
    private static func words(of node: HTMLNode) -> (mark: String?, text: String) {
        var mark: String?
        // Gathered as a paragraph's words are: spaces collapsed, control and invisible characters dropped.
        var text = InlineText()
        var sawWords = false
        node.walkDescendants { child in
            if child.isElement {
                if child.namespace != .html || ElementRoles.skipped.contains(child.tag) { return .skipChildren }
                if !sawWords, isMark(child) {
                    if mark == nil { mark = child.textContent().filter { !$0.isWhitespace } }
                    return .skipChildren
                }
                if ElementRoles.blocks.contains(child.tag), !text.bytes.isEmpty { text.append(" ") }
                return .enterChildren
            }
            if child.isText {
                let piece = String(decoding: child.utf8Data, as: UTF8.self)
                if piece.contains(where: { !$0.isWhitespace }) { sawWords = true }
                text.append(piece)
            }
            return .enterChildren
        }
        let collapsed = String(decoding: text.bytes, as: UTF8.self)
        return (mark, collapsed.split(whereSeparator: { $0.isWhitespace }).joined(separator: " "))
    }

    /// Whether `node` shows only a note's mark: a number or symbol of up to
    /// four characters (a superscript, a label the page numbers).
    private static func isMark(_ node: HTMLNode) -> Bool {
        let shown = node.textContent().filter { !$0.isWhitespace }
        return !shown.isEmpty && shown.count <= 4
            && shown.allSatisfy { $0.isNumber || "*†‡§".contains($0) || ($0.isLetter && shown.count == 1) }
    }

    /// Whether `node` is a toggle that opens a note: a `<label>` for a
    /// check box whose text is a symbol or nothing ("⊕"), not words.
    static func isToggle(_ node: HTMLNode) -> Bool {
        guard node.isHTML(.label), node.attribute("for") != nil else { return false }
        return !node.textContent().contains { $0.isLetter || $0.isNumber }
    }
}
