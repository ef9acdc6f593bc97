import HTML

/// Code set without `<pre>`, as hand-made pages and forums set it: a
/// monospace element (`<font face="courier">`, `<tt>`, `<code>`,
/// `<samp>`) on lines of its own between `<br>`s (or opening a line, when
/// its lines are indented: SMF's `<code class="bbc_code">`), its lines broken by `<br>` and indented
/// with `&nbsp;` (Paul Graham's essays). It is code only when clearly so:
/// two lines or more, some line indented or most lines holding code's
/// punctuation (`{ } ( ) ; = [ ]`); a paragraph of prose in `<tt>` is
/// none.
enum LineBrokenCode {
    /// Whether `node` is such a block of code.
    static func isCode(_ node: HTMLNode) -> Bool {
        guard node.namespace == .html, isMonospace(node), opensLine(node) else { return false }
        var breaks = false
        node.walkDescendants { child in
            if child.isHTML(.br) { breaks = true }
            return breaks ? .stop : .enterChildren
        }
        guard breaks else { return false }
        let lines = text(of: node).split(separator: "\n", omittingEmptySubsequences: false)
        let filled = lines.filter { !$0.allSatisfy { $0 == " " } }
        guard filled.count >= 2, filled.allSatisfy({ $0.count <= 120 }) else { return false }
        // Indented lines are code even when words follow its last line (SMF's `<code>…</code>It prints…`).
        if filled.dropFirst().contains(where: { $0.first == " " }) { return true }
        guard closesLine(node) else { return false }
        let punctuated = filled.filter { $0.contains(where: codePunctuation.contains) }
        return punctuated.count * 2 > filled.count && !filled.contains(where: endsSentence)
    }

    /// The code as the page shows it: runs of white space in the source
    /// one space, none at a line's ends, `<br>` a line break, `&nbsp;` a
    /// space that stays (the indentation), no blank lines at either end.
    static func text(of node: HTMLNode) -> String {
        var lines: [String] = []
        var line: [UInt8] = []
        var space = false
        func endLine() {
            lines.append(finished(line))
            line = []
            space = false
        }
        node.walkDescendants { child in
            if child.isHTML(.br) {
                endLine()
            } else if child.isText {
                for byte in child.utf8Data {
                    if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                        space = !line.isEmpty
                    } else {
                        if space { line.append(0x20) }
                        space = false
                        line.append(byte)
                    }
                }
            } else if child.isElement, child.namespace == .html, ElementRoles.skipped.contains(child.tag) {
                return .skipChildren
            }
            return .enterChildren
        }
        endLine()
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    /// A line's bytes with no-break spaces as spaces, without spaces at its end.
    private static func finished(_ bytes: [UInt8]) -> String {
        var text = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\u{A0}", with: " ")
        while text.last == " " { text.removeLast() }
        return text
    }

    private static let codePunctuation: Set<Character> = ["{", "}", "(", ")", ";", "=", "[", "]"]

    /// Whether a line ends as a sentence of prose does.
    private static func endsSentence(_ line: Substring) -> Bool {
        guard let last = line.last, ".!?".contains(last) else { return false }
        return line.split(separator: " ").count >= 4
    }

    /// Whether the element sets its text in a monospace font: a code
    /// element, or `<font>` whose face is one.
    private static func isMonospace(_ node: HTMLNode) -> Bool {
        switch node.tag {
        case .code, .tt, .samp: return true
        case .font:
            guard let face = node.attribute("face")?.lowercased() else { return false }
            return monospaceFaces.contains { face.contains($0) }
        default: return false
        }
    }

    private static let monospaceFaces = ["courier", "monospace", "mono", "consolas", "monaco", "fixedsys"]

    /// Whether the element starts a line: a `<br>` or a block's edge before it, white space aside.
    private static func opensLine(_ node: HTMLNode) -> Bool {
        lineEdge(of: node, forward: false)
    }

    /// Whether the element ends a line: a `<br>` or a block's edge after it, white space aside.
    private static func closesLine(_ node: HTMLNode) -> Bool {
        lineEdge(of: node, forward: true)
    }

    /// Whether a `<br>` or a block's edge is next to the element, after it
    /// (`forward`) or before it, white space aside.
    private static func lineEdge(of node: HTMLNode, forward: Bool) -> Bool {
        func bounds(_ sibling: HTMLNode?, parent: HTMLNode?) -> Bool {
            guard let sibling else {
                guard let parent, parent.isElement, parent.namespace == .html else { return true }
                return ElementRoles.blocks.contains(parent.tag)
            }
            guard sibling.isElement, sibling.namespace == .html else { return false }
            return sibling.tag == .br || ElementRoles.blocks.contains(sibling.tag)
        }
        func next(_ sibling: HTMLNode?, forward: Bool) -> HTMLNode? {
            var current = sibling
            while let node = current, node.kind == .comment || (node.isText && node.utf8Data.allSatisfy { $0 <= 0x20 }) {
                current = forward ? node.nextSibling : node.previousSibling
            }
            return current
        }
        return bounds(next(forward ? node.nextSibling : node.previousSibling, forward: forward), parent: node.parent)
    }
}
