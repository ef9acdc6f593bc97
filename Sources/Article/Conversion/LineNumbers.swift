import HTML

/// The line numbers highlighters set beside code, found by their shape:
/// a gutter is an element holding nothing but consecutive numbers, one a
/// line, beside code with as many lines; a line's own number is an element
/// at the very start of the line holding only that number. Class names
/// ("gutter", "lineno", "ln") only support what the shape shows.
enum LineNumbers {
    /// The numbers of a gutter: the first and how many, when `node` holds
    /// only numbers that count up by one (at least one), apart by white
    /// space or elements; else nil.
    static func sequence(in node: HTMLNode) -> (first: Int, count: Int)? {
        var first: Int?
        var count = 0
        var valid = true
        func add(_ number: Int) {
            if let first, number != first + count { valid = false }
            if first == nil { first = number }
            count += 1
        }
        node.walkDescendants { child in
            if child.isElement {
                return ElementRoles.skipped.contains(child.tag) ? .skipChildren : .enterChildren
            }
            guard child.isText else { return .skipChildren }
            var number: Int?
            var digits = 0
            for byte in child.utf8Data {
                if byte >= 0x30 && byte <= 0x39 {
                    digits += 1
                    guard digits <= maximumDigits else {
                        valid = false
                        return .stop
                    }
                    number = (number ?? 0) * 10 + Int(byte - 0x30)
                } else if isSpace(byte) {
                    if let finished = number { add(finished) }
                    number = nil
                    digits = 0
                } else {
                    valid = false
                    return .stop
                }
            }
            if let finished = number { add(finished) }
            return valid ? .skipChildren : .stop
        }
        guard valid, let first else { return nil }
        return (first, count)
    }

    /// The number of the line that `node` starts, when its whole text is
    /// one number (white space around it allowed, nothing else): the
    /// numbers Chroma and Pygments set inline before each line; and
    /// whether it or an element inside it is named a line number (see
    /// `isNamedLineNumber`). Reads at most a few bytes and nodes.
    static func lineStartNumber(_ node: HTMLNode) -> (number: Int, isNamed: Bool)? {
        var number: Int?
        var digits = 0
        var seen = 0
        var passedNumber = false
        var valid = true
        var isNamed = false
        let isWhole = node.walkDescendants(limit: maximumMarkBytes * 4) { child in
            if child.isElement {
                isNamed = isNamed || isNamedLineNumber(child)
                return .enterChildren
            }
            guard child.isText else { return .skipChildren }
            for byte in child.utf8Data {
                seen += 1
                if byte >= 0x30 && byte <= 0x39 {
                    digits += 1
                    number = (number ?? 0) * 10 + Int(byte - 0x30)
                    valid = !passedNumber && digits <= maximumDigits
                } else if byte == 0x20 || byte == 0x09 {
                    passedNumber = number != nil
                } else {
                    valid = false
                }
                if !valid || seen > maximumMarkBytes { return .stop }
            }
            return .skipChildren
        }
        guard isWhole, valid, seen <= maximumMarkBytes, let number else { return nil }
        return (number, isNamed || isNamedLineNumber(node))
    }

    /// Whether the class names or style of `node` say it holds line
    /// numbers: a class such as `ln`, `lnt`, `linenos`, `lineno`,
    /// `line-number`, `gutter`, or `user-select: none` (the number is left
    /// out when the code is copied).
    static func isNamedLineNumber(_ node: HTMLNode) -> Bool {
        guard node.attributeCount > 0 else { return false }
        if let classes = node.attribute("class") {
            for token in classes.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }) {
                if token == "ln" || token == "lnt" || token.contains("gutter") { return true }
                let compact = token.filter { $0 != "-" && $0 != "_" }
                if compact.contains("lineno") || compact.contains("linenum") { return true }
            }
        }
        if let style = node.attribute("style")?.lowercased().filter({ $0 != " " }),
            style.contains("user-select:none")
        {
            return true
        }
        return false
    }

    /// Whether `node` is a gutter: consecutive numbers, one a line, and the
    /// element right after it, or after one of its `levels` closest
    /// containers, is code (not numbers too) with as many lines (one more or
    /// less from three lines on, for a last empty line numbered or not). A
    /// single number is a gutter only in a table cell or named one (or in
    /// one of those containers, for the gutter beside). Outside
    /// code (`besideCode`), what is beside it must hold a code element.
    static func isGutter(_ node: HTMLNode, levels: Int = 0, besideCode: Bool = false) -> Bool {
        guard let numbers = sequence(in: node) else { return false }
        var level: HTMLNode? = node
        for _ in 0...levels {
            guard let current = level, current.isElement else { return false }
            if numbers.count > 1 || current.isHTML(.td) || isNamedLineNumber(current) || isNamedLineNumber(node),
                let next = nextElement(after: current), sequence(in: next) == nil,
                !besideCode || CodeLayout.holdsCodeElements(next)
            {
                let lines = lineCount(of: next, limit: numbers.count + 1)
                if lines == numbers.count || (numbers.count >= 3 && abs(lines - numbers.count) <= 1) { return true }
            }
            level = current.parent
        }
        return false
    }

    /// Whether `node` is a gutter set after its code, last in a `<pre>`
    /// (CSDN's `<ul class="pre-numbering">` after the `<code>` and its copy
    /// button): numbers counting up from 1, no words after it, and the
    /// nearest element before it that holds words is code (a `<code>`, or
    /// one holding code elements) with as many lines (one more or less
    /// from three lines on).
    static func isGutterAfterCode(_ node: HTMLNode) -> Bool {
        // The numbers first: reading a line of code stops at its first letter.
        guard let numbers = sequence(in: node), numbers.first == 1,
            node.nextSibling.map({ !holdsWords($0, andAfter: true) }) ?? true
        else { return false }
        var previous = node.previousSibling
        while let current = previous {
            if holdsWords(current, andAfter: false) {
                guard current.isElement, current.isHTML(.code) || CodeLayout.holdsCodeElements(current) else {
                    return false
                }
                let lines = lineCount(of: current, limit: numbers.count + 1)
                return lines == numbers.count || (numbers.count >= 3 && abs(lines - numbers.count) <= 1)
            }
            previous = current.previousSibling
        }
        return false
    }

    /// Whether `node` (and, `andAfter`, a sibling after it) shows any text.
    private static func holdsWords(_ node: HTMLNode, andAfter: Bool) -> Bool {
        var current: HTMLNode? = node
        while let sibling = current {
            if sibling.isText, sibling.utf8Data.contains(where: { $0 > 0x20 }) { return true }
            if sibling.isElement, !ElementRoles.skipped.contains(sibling.tag),
                sibling.textLength(collapsingWhitespace: true, excluding: ElementRoles.skipped) > 0
            {
                return true
            }
            current = andAfter ? sibling.nextSibling : nil
        }
        return false
    }

    /// The lines of text below `node` as a code block shows them (line
    /// breaks, `<br>`s and block elements part them; blank lines at either
    /// end do not count), counting no further than `limit` + 1.
    static func lineCount(of node: HTMLNode, limit: Int) -> Int {
        var counter = LineCounter(budget: nodesPerLine * (limit + 2), limit: limit)
        counter.read(node)
        return counter.lines
    }

    /// The element after `node` among its siblings, with only white space between.
    static func nextElement(after node: HTMLNode) -> HTMLNode? {
        var sibling = node.nextSibling
        while let current = sibling {
            if current.isElement { return current }
            if current.isText, current.utf8Data.contains(where: { $0 > 0x20 }) { return nil }
            sibling = current.nextSibling
        }
        return nil
    }

    /// The number a gutter cell of a table of code lines shows: its text
    /// when that is one number, else its `data-line-number` (GitHub and
    /// highlight.js draw the number from it), else nil.
    static func cellNumber(_ cell: HTMLNode) -> Int? {
        if let sequence = sequence(in: cell), sequence.count == 1 { return sequence.first }
        guard let attribute = cell.attribute("data-line-number") else { return nil }
        return ListNumbering.integer(attribute)
    }

    /// Line numbers longer than this are not line numbers.
    private static let maximumDigits = 7
    /// The longest text of a line's own number element (padding included).
    private static let maximumMarkBytes = 12
    /// How many nodes a line of code may take when counting lines beside a
    /// gutter (tokens, their text, spans around them): a bound on the walk.
    private static let nodesPerLine = 2000

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }
}

/// Counts the lines of a code block (see `LineNumbers.lineCount`).
private struct LineCounter {
    /// Nodes left to visit.
    var budget: Int
    let limit: Int
    private var line = 0
    private var firstText: Int?
    private var lastText = 0
    private var atLineStart = true

    init(budget: Int, limit: Int) {
        self.budget = budget
        self.limit = limit
    }

    var lines: Int { firstText.map { lastText - $0 + 1 } ?? 0 }

    private var isDone: Bool { budget <= 0 || lines > limit }

    private mutating func breakLine() {
        if !atLineStart { line += 1 }
        atLineStart = true
    }

    mutating func read(_ node: HTMLNode) {
        for child in node.children {
            budget -= 1
            if isDone { return }
            if child.isText {
                if BodyConverter.separatesBlocks(child) { continue }
                for byte in child.utf8Data {
                    if byte == 0x0A {
                        line += 1
                        atLineStart = true
                    } else {
                        atLineStart = false
                        if byte > 0x20 {
                            if firstText == nil { firstText = line }
                            lastText = line
                        }
                    }
                }
                continue
            }
            guard child.isElement, child.namespace == .html, !ElementRoles.skipped.contains(child.tag) else { continue }
            if child.tag == .br {
                line += 1
                atLineStart = true
                continue
            }
            let isBlock = ElementRoles.blocks.contains(child.tag)
            if isBlock { breakLine() }
            read(child)
            if isBlock { breakLine() }
        }
    }
}
