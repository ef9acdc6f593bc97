/// Display formulas written as TeX source in a page's text, between the
/// delimiters MathJax and KaTeX typeset (`\[ … \]`, `$$ … $$`, or a bare
/// `\begin{aligned} … \end{aligned}`), as pandoc and many blogs write
/// them. A formula written over several lines keeps its lines, as a
/// preformatted block; one written on one line stays in its sentence.
enum DisplayTeX {
    /// A piece of a text: words of the sentence, or a formula's source lines.
    enum Part: Equatable {
        case text(ArraySlice<UInt8>)
        case formula([String])
    }

    /// The longest formula looked for (bytes), so an opening delimiter
    /// without its closing one costs one bounded look ahead.
    private static let longestFormula = 20_000

    /// Whether `text` may hold a formula over several lines (a line break
    /// and a `\` or `$$`): a cheap test before `parts`.
    static func mayHold(_ text: ArraySlice<UInt8>) -> Bool {
        var newline = false
        var opener = false
        var previous: UInt8 = 0
        for byte in text {
            if byte == 0x0A { newline = true }
            if byte == 0x5C || (byte == 0x24 && previous == 0x24) { opener = true }
            if newline && opener { return true }
            previous = byte
        }
        return false
    }

    /// `text` cut into the sentence's words and the formulas in it written
    /// over several lines; nil when it holds no such formula.
    static func parts(of text: ArraySlice<UInt8>) -> [Part]? {
        var parts: [Part] = []
        var proseStart = text.startIndex
        var index = text.startIndex
        var failedSearches = 0
        while index < text.endIndex, failedSearches < 8 {
            guard let closer = closer(of: text, at: index) else {
                index += 1
                continue
            }
            guard let end = find(closer, in: text, from: index + 2) else {
                failedSearches += 1
                index += 2
                continue
            }
            let formula = text[index..<end]
            index = end
            guard formula.contains(0x0A), closer != dollars || looksLikeTeX(formula) else { continue }
            if proseStart < formula.startIndex {
                parts.append(.text(text[proseStart..<formula.startIndex]))
            }
            parts.append(.formula(sourceLines(formula)))
            proseStart = end
        }
        guard !parts.isEmpty else { return nil }
        if proseStart < text.endIndex { parts.append(.text(text[proseStart...])) }
        return parts
    }

    /// The source lines of a formula written over several lines: the
    /// indentation the lines after the first share taken off, spaces at
    /// line ends and blank lines at the edges left out.
    static func sourceLines<Text: Collection<UInt8>>(_ formula: Text) -> [String] {
        var lines = formula.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
            String(decoding: line.reversed().drop(while: isBlank).reversed(), as: UTF8.self)
        }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        let indents = lines.dropFirst().filter { !$0.isEmpty }.map {
            $0.utf8.prefix(while: isBlank).count
        }
        let shared = indents.min() ?? 0
        for index in lines.indices.dropFirst() where !lines[index].isEmpty {
            lines[index] = String(lines[index].dropFirst(shared))
        }
        if let first = lines.first {
            lines[0] = String(first.drop(while: { $0 == " " || $0 == "\t" }))
        }
        return lines
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0D
    }

    private static let dollars: [UInt8] = Array("$$".utf8)

    /// The closing delimiter of a formula opening at `index`: `\]` for
    /// `\[` (not `\\[`, a line break in TeX), `$$` for `$$`, `\end{name}`
    /// for `\begin{name}`; nil where no formula opens.
    private static func closer(of text: ArraySlice<UInt8>, at index: Int) -> [UInt8]? {
        let byte = text[index]
        guard byte == 0x5C || byte == 0x24, index + 1 < text.endIndex else { return nil }
        let next = text[index + 1]
        if byte == 0x24 { return next == 0x24 ? dollars : nil }
        if index > text.startIndex, text[index - 1] == 0x5C { return nil }
        if next == 0x5B { return Array("\\]".utf8) }
        let begin = Array("\\begin{".utf8)
        guard text[index...].starts(with: begin) else { return nil }
        let nameStart = index + begin.count
        guard let close = text[nameStart...].prefix(32).firstIndex(of: 0x7D), close > nameStart else {
            return nil
        }
        let name = text[nameStart..<close]
        guard name.allSatisfy({ isLetter($0) || $0 == 0x2A }) else { return nil }
        return Array("\\end{".utf8) + name + [0x7D]
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    /// Where the formula closed by `closer` ends (after the delimiter),
    /// looking no further than `longestFormula` bytes.
    private static func find(_ closer: [UInt8], in text: ArraySlice<UInt8>, from start: Int) -> Int? {
        let limit = min(text.endIndex, start + longestFormula)
        var index = start
        while index + closer.count <= limit {
            if text[index] == closer[0], text[index..<(index + closer.count)].elementsEqual(closer) {
                if closer[0] == 0x5C, index > text.startIndex, text[index - 1] == 0x5C {
                    index += 1  // `\\]`: a line break before a bracket, not the end
                    continue
                }
                return index + closer.count
            }
            index += 1
        }
        return nil
    }

    /// Whether words between `$$` are TeX (a command, a sub- or superscript,
    /// an equation), not prices ("$$ off").
    private static func looksLikeTeX(_ formula: ArraySlice<UInt8>) -> Bool {
        formula.dropFirst(2).dropLast(2).contains {
            $0 == 0x5C || $0 == 0x5E || $0 == 0x5F || $0 == 0x3D
        }
    }
}
