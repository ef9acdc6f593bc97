import HTML

/// Code that highlighters lay out in a table or in line elements instead
/// of one `<pre>`, found by its shape: a table whose one row is a gutter
/// beside the code (WordPress SyntaxHighlighter, Crayon), a table with a
/// row per line of code (GitHub gists, highlight.js line numbers), a
/// container whose children are lines made only of `<code>` tokens, or a
/// numbered list of code lines (GeSHi).
enum CodeLayout {
    /// Where the code of a table is.
    enum Table {
        /// The code is this cell, beside a gutter of its line numbers.
        case beside(HTMLNode)
        /// The code is these cells, one line each.
        case lines([HTMLNode])
    }

    /// The code a table lays out, or nil when it is no such table:
    /// - one row of two cells, the first a gutter numbering the second's
    ///   lines (see `LineNumbers.isGutter`), the second code (it holds
    ///   code elements or is named code, or the table is inside code);
    /// - rows of two cells, the first empty or a number, the second one
    ///   line, the numbers (the cell's text or its `data-line-number`)
    ///   counting up by one; code when inside code, when the numbers are
    ///   drawn from `data-line-number` into empty cells or every number's
    ///   cell is named a line number (Rouge's line table), or, with no
    ///   numbers at all, when the table, one of its two containers or its
    ///   first code cell is named code. (A column of numbers beside words
    ///   is a ranking, not code.)
    static func code(of table: HTMLNode, rows: [BodyConverter.TableRow], inCode: Bool) -> Table? {
        guard let firstRow = rows.first, rows.allSatisfy({ $0.cells.count == 2 }) else { return nil }
        if rows.count == 1, LineNumbers.isGutter(firstRow.cells[0]) {
            let code = firstRow.cells[1]
            return inCode || holdsCodeElements(code) || isNamedCode(code) ? .beside(code) : nil
        }
        var first: Int?
        var unnamedNumbers = false
        for (index, row) in rows.enumerated() {
            let gutter = row.cells[0]
            let number = LineNumbers.cellNumber(gutter)
            let isEmpty = isEmpty(gutter)
            if number == nil, !isEmpty { return nil }  // a label, not a line's number
            if index == 0 { first = number }
            if let first {
                guard number == first + index else { return nil }
            } else if number != nil {
                return nil
            }
            if !isEmpty, !LineNumbers.isNamedLineNumber(gutter) { unnamedNumbers = true }
            if LineNumbers.lineCount(of: row.cells[1], limit: 1) > 1 { return nil }
        }
        if inCode { return .lines(rows.map { $0.cells[1] }) }
        let isCode =
            if first != nil {
                !unnamedNumbers
            } else {
                isNamedCode(table) || isNamedCode(firstRow.cells[1]) || table.parent.map(isNamedCode) == true
                    || table.parent?.parent.map(isNamedCode) == true
            }
        return isCode ? .lines(rows.map { $0.cells[1] }) : nil
    }

    /// Whether a cell shows no text.
    private static func isEmpty(_ cell: HTMLNode) -> Bool {
        var empty = true
        cell.walkDescendants { node in
            if node.isText, node.utf8Data.contains(where: { $0 > 0x20 }) { empty = false }
            return empty ? .enterChildren : .stop
        }
        return empty
    }

    /// Whether `node` is a container of code lines: two or more `<div>`s
    /// (and nothing else but white space), each blank or holding `<code>`
    /// tokens and white space only (WordPress SyntaxHighlighter without
    /// its gutter), at least two of them with code.
    static func isCodeLines(_ node: HTMLNode) -> Bool {
        var codeLines = 0
        let onlyLines = eachElementAmidWhiteSpace(of: node) { line in
            guard line.isHTML(.div), let hasCode = codeTokens(line) else { return false }
            if hasCode { codeLines += 1 }
            return true
        }
        return onlyLines && codeLines >= 2
    }

    /// Whether the list `node` numbers lines of code (GeSHi's line
    /// numbers): two or more items, each holding one `<pre>`, or one block
    /// set in a monospace font (as the list itself may be), and nothing
    /// else but white space.
    static func isCodeList(_ node: HTMLNode) -> Bool {
        let monospaceList = isMonospace(node) || node.parent.map(isMonospace) == true
        var items = 0
        let onlyLines = eachElementAmidWhiteSpace(of: node) { item in
            var line: HTMLNode?
            let holdsOne =
                item.isHTML(.li)
                && eachElementAmidWhiteSpace(of: item) { inner in
                    defer { line = inner }
                    return line == nil
                }
            guard holdsOne, let line else { return false }
            items += 1
            return line.isHTML(.pre) || (line.isHTML(.div) && (monospaceList || isMonospace(line)))
        }
        return onlyLines && items >= 2
    }

    /// Hands `body` each element inside `node` in turn while it says
    /// true; false when it said false or `node` holds text other than white
    /// space between them.
    private static func eachElementAmidWhiteSpace(of node: HTMLNode, _ body: (HTMLNode) -> Bool) -> Bool {
        for child in node.children {
            if child.isText {
                if child.utf8Data.contains(where: { $0 > 0x20 }) { return false }
            } else if child.isElement {
                guard body(child) else { return false }
            }
        }
        return true
    }

    /// Whether `node`'s own style sets a monospace font.
    private static func isMonospace(_ node: HTMLNode) -> Bool {
        guard node.attributeCount > 0, let style = node.attribute("style") else { return false }
        return style.lowercased().contains("monospace")
    }

    /// For a line element: whether it holds code tokens (true), only white
    /// space (false), or anything else (nil).
    private static func codeTokens(_ line: HTMLNode) -> Bool? {
        var hasCode = false
        for child in line.children {
            if child.isText {
                if !isWhiteSpace(child.utf8Data) { return nil }
            } else if child.isElement {
                if child.isHTML(.br) { continue }
                guard child.namespace == .html, ElementRoles.code.contains(child.tag) else { return nil }
                hasCode = true
            }
        }
        return hasCode
    }

    /// Whether `bytes` are only spaces, tabs, line breaks and no-break spaces.
    private static func isWhiteSpace(_ bytes: ArraySlice<UInt8>) -> Bool {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == 0xC2, index + 1 < bytes.endIndex, bytes[index + 1] == 0xA0 {
                index += 2
                continue
            }
            guard byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D else { return false }
            index += 1
        }
        return true
    }

    /// Whether `node` is or holds a code element (`<code>`, `<pre>`…).
    static func holdsCodeElements(_ node: HTMLNode) -> Bool {
        if isCodeElement(node) { return true }
        var found = false
        node.walkDescendants { child in
            guard child.isElement else { return .skipChildren }
            found = isCodeElement(child)
            return found ? .stop : .enterChildren
        }
        return found
    }

    private static func isCodeElement(_ node: HTMLNode) -> Bool {
        guard node.namespace == .html else { return false }
        return ElementRoles.code.contains(node.tag) || ElementRoles.preformatted.contains(node.tag)
    }

    /// Whether a class name of `node` names code: a word of it (parted by
    /// `-` and `_`) is `code`, `highlight`, `syntax`, `sourcecode`,
    /// `highlighter` or `syntaxhighlighter` ("blob-code", "crayon-code").
    static func isNamedCode(_ node: HTMLNode) -> Bool {
        guard node.attributeCount > 0, let classes = node.attribute("class") else { return false }
        let words = classes.lowercased().split(whereSeparator: { !$0.isLetter })
        return words.contains { codeWords.contains(String($0)) }
    }

    private static let codeWords: Set<String> = [
        "code", "highlight", "highlighter", "syntax", "sourcecode", "syntaxhighlighter",
    ]
}
