import HTML

/// A numbered list laid out as a table: every row a callout's number in
/// order from one beside one cell of text, as Asciidoctor (Antora's sites
/// and many projects' manuals) sets the list that explains a code block's
/// callouts when it shows them as icons (`div.colist`: `<td><i
/// class="conum" data-value="1"></i><b>1</b></td><td>The module
/// reads…</td>`). It reads as an `<ol>` does, `* 1. The module reads…`,
/// where it read as rows of a table, `* 1 | The module reads…`. A ranking
/// (numbers beside names, no callout marks) stays a table.
enum NumberedRows {
    /// The longest number cell, in characters ("(12)").
    static let longestNumber = 6

    /// Whether `rows`, two or more and none a header's, are such a list.
    static func isNumberedList(_ rows: [BodyConverter.TableRow]) -> Bool {
        guard rows.count >= 2 else { return false }
        for (index, row) in rows.enumerated() {
            guard row.section == .body, row.cells.count == 2, row.cells[0].isHTML(.td),
                let number = row.cells[0].textContent(atMost: longestNumber, collapsingWhitespace: true),
                Self.number(number) == index + 1, Self.holdsCalloutMark(row.cells[0])
            else { return false }
        }
        return true
    }

    /// Whether `cell` holds Asciidoctor's callout mark (`class="conum"`) as a child.
    private static func holdsCalloutMark(_ cell: HTMLNode) -> Bool {
        cell.elementChildren.contains { mark in
            mark.attributeCount > 0
                && (mark.attribute("class")?.split(separator: " ").contains("conum") ?? false)
        }
    }

    /// The number `text` writes: "3", "(3)", "3." or "3)".
    private static func number(_ text: String) -> Int? {
        var digits = Substring(text)
        if digits.hasPrefix("("), digits.hasSuffix(")") {
            digits = digits.dropFirst().dropLast()
        } else if digits.hasSuffix(".") || digits.hasSuffix(")") {
            digits = digits.dropLast()
        }
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else { return nil }
        return Int(digits)
    }
}
