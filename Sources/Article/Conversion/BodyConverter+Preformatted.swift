import Foundation
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
        if LineNumbers.isGutter(node, levels: 2, besideCode: true) { return }
        if node.isHTML(.pre) {
            if MailText.isMessage(node) { return mailMessage(node) }
            if isBesideMailMessage(node) { return }
        }
        writePreformatted(node)
    }

    /// Whether `pre`, no message itself, stands beside an archive's mail
    /// message, in the box that holds it or in a form there: the
    /// archive's own lines around the message, set in preformatted text
    /// as it is (public-inbox's search form, its "^ permalink raw reply"
    /// line, the thread's overview and the note on mirroring the inbox).
    private mutating func isBesideMailMessage(_ pre: HTMLNode) -> Bool {
        guard var box = pre.parent else { return false }
        if box.isHTML(.form), let outer = box.parent { box = outer }
        if let known = mailMessageHolders[box.id] { return known }
        let holds = box.elementChildren.contains { $0.isHTML(.pre) && MailText.isMessage($0) }
        mailMessageHolders[box.id] = holds
        return holds
    }

    /// A mail message shown as its text in a `<pre>` (see `MailText`):
    /// its paragraphs, header lines and signature as text, its quotes as
    /// quotes, its patch as a preformatted block.
    private mutating func mailMessage(_ node: HTMLNode) {
        var collected = VerbatimText()
        collectVerbatim(node, into: &collected)
        writeMail(String(decoding: collected.finished(), as: UTF8.self))
    }

    /// Writes `message`, a mail message's plain text, as `MailText` reads it.
    mutating func writeMail(_ message: String) {
        for block in MailText.blocks(of: message) {
            switch block {
            case .text(let lines):
                let text = lines.joined(separator: "\n")
                writer.separate(compact: isCompact)
                writer.paragraph(marked: text, plain: text)
            case .quote(let lines):
                let text = lines.joined(separator: "\n")
                writer.separate(compact: isCompact)
                writer.quote(marked: text, plain: text)
            case .verbatim(let text):
                writeCode(Array(text.utf8), alt: nil)
            }
        }
    }

    /// Whether `node` is a box whose style keeps its spaces and line
    /// breaks (`white-space: pre`) and whose text runs over several lines:
    /// preformatted text, as a `<pre>` would be. One line kept from
    /// wrapping is no such block.
    static func isPreformattedBox(_ node: HTMLNode) -> Bool {
        guard node.attributeCount > 0, InlineStyle(of: node).keepsWhiteSpace else { return false }
        var multiline = false
        node.walkDescendants { child in
            if child.isText, child.utf8Data.contains(0x0A) {
                multiline = true
                return .stop
            }
            return child.isElement ? .enterChildren : .skipChildren
        }
        return multiline
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

    /// A table that lays out code (see `CodeLayout.Table`): one
    /// preformatted block of the code, without its line numbers.
    mutating func codeTable(_ table: HTMLNode, _ code: CodeLayout.Table) {
        flush()
        switch code {
        case .beside(let cell):
            var text = VerbatimText()
            collectVerbatim(cell, into: &text)
            let inner = cell.descendants.first { $0.isHTML(.pre) || $0.isHTML(.code) }
            writeCode(text.finished(), alt: inner.flatMap(Self.language(of:)) ?? Self.language(of: table))
        case .lines(let cells):
            var lines: [UInt8] = []
            for (index, cell) in cells.enumerated() {
                if index > 0 { lines.append(UInt8(ascii: "\n")) }
                var text = VerbatimText()
                collectVerbatim(cell, into: &text)
                var line = text.finished()
                if line.last == UInt8(ascii: "\n") { line.removeLast() }  // an empty line's cell holds a line break
                lines.append(contentsOf: line)
            }
            writeCode(lines, alt: Self.language(of: table))
        }
    }

    /// A container of code lines (see `CodeLayout.isCodeLines`, and a code
    /// editor's box of lines, `CodeEditors`): a preformatted block, with
    /// the language named around it, up to the table that may hold it.
    mutating func codeLines(_ node: HTMLNode) {
        flush()
        var text = VerbatimText()
        collectVerbatim(node, into: &text)
        var language = Self.language(of: node)
        var container = node.parent
        for _ in 0..<4 where language == nil {
            guard let current = container, current.isElement else { break }
            if current.isHTML(.table) { language = Self.language(of: current) }
            container = current.parent
        }
        writeCode(text.finished(), alt: language)
    }

    private mutating func writePreformatted(_ node: HTMLNode) {
        let codes = Self.separateCodes(in: node)
        guard !codes.isEmpty else {
            var text = VerbatimText()
            collectVerbatim(node, into: &text)
            writeCode(text.finished(), alt: Self.language(of: node))
            return
        }
        for code in codes {
            var text = VerbatimText()
            collectVerbatim(code, into: &text)
            writeCode(text.finished(), alt: Self.language(of: code) ?? Self.language(of: node))
        }
    }

    /// The `<code>` elements of a `<pre>` that are versions of one example
    /// shown one at a time (`<input type=checkbox><code class="cjs">…</code>
    /// <code class="mjs">…</code>`): each is a block of its own, where they
    /// would run together on one line. Empty when the `<pre>` is to be
    /// read whole: one `<code>`, text or other elements than controls
    /// beside them, a line break between them (code laid out a line per
    /// element), or a `<code>` without a class to tell it from the others.
    static func separateCodes(in pre: HTMLNode) -> [HTMLNode] {
        var codes: [HTMLNode] = []
        var breaksBetweenCodes = false
        for child in pre.children {
            switch child.kind {
            case .text:
                let data = child.utf8Data
                guard data.allSatisfy({ $0 <= 0x20 }) else { return [] }
                if !codes.isEmpty, data.contains(0x0A) { breaksBetweenCodes = true }
            case .element:
                if child.isHTML(.code) {
                    if breaksBetweenCodes { return [] }
                    codes.append(child)
                } else if child.namespace != .html || !ElementRoles.skipped.contains(child.tag) {
                    return []
                }
            default:
                continue
            }
        }
        guard codes.count >= 2, codes.allSatisfy({ $0.attribute("class") != nil }) else { return [] }
        return codes
    }

    /// Writes `text` as a preformatted block, without control characters
    /// and blank lines at either end; nothing when nothing is left.
    mutating func writeCode(_ text: [UInt8], alt: String?) {
        var text = text
        Self.removeControlCharacters(&text)
        Self.emptyZeroWidthLines(&text)
        Self.trimBlankEdgeLines(&text)
        guard !text.isEmpty else { return }
        writer.separate(compact: isCompact)
        writer.preformatted(String(decoding: text, as: UTF8.self), alt: alt)
    }

    /// The text below `node` as it is, with line breaks for `<br>` and
    /// around block elements (some highlighters put each line in a
    /// `<div>`), without the line-number gutters inside it, and with the
    /// elements that may be its lines' own numbers marked.
    func collectVerbatim(_ node: HTMLNode, into text: inout VerbatimText) {
        for child in node.children where !content.isExcluded(child.id) {
            switch child.kind {
            case .text:
                // A line break between line elements is the break they make, not a line of its own.
                if Self.separatesBlocks(child) { continue }
                text.append(child.utf8Data)
            case .element:
                guard child.namespace == .html else { continue }
                if child.tag == .br {
                    text.lineBreak()
                    continue
                }
                if ElementRoles.skipped.contains(child.tag) || child.tag == .noscript { continue }
                let isBlock = ElementRoles.blocks.contains(child.tag)
                if isBlock {
                    if LineNumbers.nextElement(after: child) != nil, LineNumbers.isGutter(child) { continue }
                    if LineNumbers.isGutterAfterCode(child) { continue }  // CSDN's, after its code
                    text.endLine()
                    let start = text.count
                    collectVerbatim(child, into: &text)
                    // An empty line element among its like is a blank line (Ace's, prism-react-renderer's).
                    if text.count == start, Self.isAmongLikeElements(child) {
                        text.lineBreak()
                    } else {
                        text.endLine()
                    }
                } else if text.isAtLineStart, let found = LineNumbers.lineStartNumber(child) {
                    let start = text.count
                    collectVerbatim(child, into: &text)
                    text.mark(from: start, number: found.number, isNamed: found.isNamed)
                } else {
                    collectVerbatim(child, into: &text)
                }
            default:
                continue
            }
        }
    }

    /// Whether an element stands beside another of its tag and classes:
    /// one of a run of line elements.
    static func isAmongLikeElements(_ node: HTMLNode) -> Bool {
        let classes = node.attribute("class")
        func isLike(_ start: HTMLNode?, _ step: (HTMLNode) -> HTMLNode?) -> Bool {
            var sibling = start
            while let current = sibling, !current.isElement { sibling = step(current) }
            guard let sibling else { return false }
            return sibling.tag == node.tag && sibling.namespace == node.namespace && sibling.attribute("class") == classes
        }
        return isLike(node.previousSibling, \.previousSibling) || isLike(node.nextSibling, \.nextSibling)
    }

    /// Removes the lines at either end of a block that hold nothing but
    /// spaces and tabs (a space left before the first line element, the
    /// blank line a template puts after `<code>`): no block starts or ends
    /// with a blank line. Every line between them stays as it is.
    static func trimBlankEdgeLines(_ text: inout [UInt8]) {
        func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
        guard let firstVisible = text.firstIndex(where: { !isBlank($0) && $0 != 0x0A }) else {
            text.removeAll()
            return
        }
        let lastVisible = text.lastIndex(where: { !isBlank($0) && $0 != 0x0A })!
        let start = text[..<firstVisible].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        let end = text[lastVisible...].firstIndex(of: 0x0A) ?? text.endIndex
        text = Array(text[start..<end])
    }

    /// Whether `node` is white space with a line break set between line
    /// elements (`<div class="line">…</div>\n<div class="line">`), whose
    /// own ends already break the lines.
    static func separatesBlocks(_ node: HTMLNode) -> Bool {
        let data = node.utf8Data
        guard data.contains(0x0A), data.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else {
            return false
        }
        func isBlock(_ sibling: HTMLNode?) -> Bool {
            guard let sibling, sibling.isElement, sibling.namespace == .html else { return false }
            return ElementRoles.blocks.contains(sibling.tag)
        }
        return isBlock(node.previousSibling) || isBlock(node.nextSibling)
    }

    /// Empties the lines that hold only a zero-width space, which editors
    /// put in an empty line to give it height (CodeMirror 5): blank lines.
    static func emptyZeroWidthLines(_ text: inout [UInt8]) {
        let space: [UInt8] = [0xE2, 0x80, 0x8B]
        guard text.contains(0xE2) else { return }
        var kept: [UInt8] = []
        kept.reserveCapacity(text.count)
        for (index, line) in text.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            if index > 0 { kept.append(0x0A) }
            if !line.elementsEqual(space) { kept.append(contentsOf: line) }
        }
        text = kept
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
    /// thing in a block that is neither a term nor a heading (where a
    /// source line break inside an option's name is a space), with a line
    /// break inside its text.
    private static func isCodeBlock(_ node: HTMLNode) -> Bool {
        guard let parent = node.parent, parent.namespace == .html, ElementRoles.blocks.contains(parent.tag),
            parent.tag != .dt, !HTMLTagSet.headings.contains(parent.tag)
        else { return false }
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
    /// inside it (or inside the `<pre>` it holds, as mdBook nests its
    /// playground's), or on the two elements around it (highlighters wrap
    /// blocks in `<div class="language-x highlight">`); GitHub's gists name
    /// it in `data-tagsearch-lang`.
    static func language(of node: HTMLNode) -> String? {
        var candidates = [node]
        var inner = node
        if node.isHTML(.pre), let nested = node.elementChildren.first(where: { $0.isHTML(.pre) }) {
            candidates.append(nested)
            inner = nested
        }
        if let code = inner.elementChildren.first(where: { $0.isHTML(.code) }) { candidates.append(code) }
        if let parent = node.parent, parent.isElement {
            candidates.append(parent)
            if let grandparent = parent.parent, grandparent.isElement { candidates.append(grandparent) }
        }
        for element in candidates where element.attributeCount > 0 {
            let named = CodeLanguage.named(
                dataLanguage: element.attribute("data-lang") ?? element.attribute("data-language")
                    ?? element.attribute("data-tagsearch-lang"),
                classes: element.attribute("class"))
            if let named { return named }
        }
        return nil
    }
}
