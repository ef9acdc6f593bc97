import HTML

extension BodyConverter {
    /// `<pre>` (and `<listing>`, `<xmp>`, `<plaintext>`): a preformatted
    /// block holding the element's text exactly (character references
    /// decoded, tags left out, `<br>` as a line break, whitespace kept),
    /// with the code's language as alt text when the markup names one.
    mutating func preformatted(_ node: HTMLNode) {
        if inlineOnly > 0 {
            visitChildren(node)
            return
        }
        flush()
        writePreformatted(node)
    }

    /// `<code>`: inline code is text; a `<code>` that is a whole block on
    /// its own and spans several lines (code shown without `<pre>`) is a
    /// preformatted block.
    mutating func code(_ node: HTMLNode) {
        guard inlineOnly == 0, inline.isEmpty, Self.isCodeBlock(node) else {
            visitChildren(node)
            return
        }
        flush()
        writePreformatted(node)
    }

    private mutating func writePreformatted(_ node: HTMLNode) {
        var text: [UInt8] = []
        collectVerbatim(node, into: &text)
        Self.removeControlCharacters(&text)
        while text.last == UInt8(ascii: "\n") { text.removeLast() }
        guard text.contains(where: { $0 > 0x20 }) else { return }
        writer.separate(compact: isCompact)
        writer.preformatted(String(decoding: text, as: UTF8.self), alt: Self.language(of: node))
    }

    /// The text below `node` as it is, with line breaks for `<br>` and
    /// around block elements (some highlighters put each line in a `<div>`).
    private func collectVerbatim(_ node: HTMLNode, into text: inout [UInt8]) {
        for child in node.children where !content.isExcluded(child.id) {
            switch child.kind {
            case .text:
                text.append(contentsOf: child.utf8Data)
            case .element:
                guard child.namespace == .html else { continue }
                if child.tag == .br {
                    text.append(UInt8(ascii: "\n"))
                    continue
                }
                if ElementRoles.skipped.contains(child.tag) || child.tag == .noscript { continue }
                let isBlock = ElementRoles.blocks.contains(child.tag)
                if isBlock, let last = text.last, last != UInt8(ascii: "\n") { text.append(UInt8(ascii: "\n")) }
                collectVerbatim(child, into: &text)
                if isBlock, let last = text.last, last != UInt8(ascii: "\n") { text.append(UInt8(ascii: "\n")) }
            default:
                continue
            }
        }
    }

    /// Removes the control characters other than tabs and line breaks
    /// (C0, DEL, C1): invisible in a page, and escape sequences or worse in
    /// a terminal. Nothing else in a code block changes.
    static func removeControlCharacters(_ text: inout [UInt8]) {
        func isControl(_ index: Int) -> Int {
            let byte = text[index]
            if (byte < 0x20 && byte != 0x09 && byte != 0x0A) || byte == 0x7F { return 1 }
            if byte == 0xC2, index + 1 < text.count, text[index + 1] >= 0x80, text[index + 1] <= 0x9F { return 2 }
            return 0
        }
        guard text.indices.contains(where: { isControl($0) > 0 }) else { return }
        var kept: [UInt8] = []
        kept.reserveCapacity(text.count)
        var index = 0
        while index < text.count {
            let width = isControl(index)
            if width == 0 { kept.append(text[index]) }
            index += max(width, 1)
        }
        text = kept
    }

    /// Whether a `<code>` outside `<pre>` is a block of code: the only
    /// thing in its parent, with a line break inside its text.
    private static func isCodeBlock(_ node: HTMLNode) -> Bool {
        guard let parent = node.parent else { return false }
        for sibling in parent.children where sibling != node {
            switch sibling.kind {
            case .text where sibling.utf8Data.allSatisfy({ $0 <= 0x20 }): continue
            case .comment: continue
            default: return false
            }
        }
        // Two lines with text are enough.
        var finishedLines = 0
        var lineHasText = false
        node.walkDescendants { child in
            if child.isText {
                for byte in child.utf8Data {
                    if byte == UInt8(ascii: "\n") {
                        if lineHasText { finishedLines += 1 }
                        lineHasText = false
                    } else if byte > 0x20 {
                        lineHasText = true
                        if finishedLines > 0 { return .stop }
                    }
                }
            } else if child.isHTML(.br) {
                if lineHasText { finishedLines += 1 }
                lineHasText = false
            }
            return .enterChildren
        }
        return finishedLines > 0 && lineHasText
    }

    /// The language a code block names: on the `<pre>`, on a `<code>`
    /// inside it, or on the two elements around it (highlighters wrap
    /// blocks in `<div class="language-x highlight">`).
    static func language(of node: HTMLNode) -> String? {
        var candidates = [node]
        if let code = node.elementChildren.first(where: { $0.isHTML(.code) }) { candidates.append(code) }
        if let parent = node.parent, parent.isElement {
            candidates.append(parent)
            if let grandparent = parent.parent, grandparent.isElement { candidates.append(grandparent) }
        }
        for element in candidates where element.attributeCount > 0 {
            let named = CodeLanguage.named(
                dataLanguage: element.attribute("data-lang") ?? element.attribute("data-language"),
                classes: element.attribute("class"))
            if let named { return named }
        }
        return nil
    }
}
