import HTML

/// A table that only sets out display formulas, the way LaTeXML (arXiv's
/// HTML papers, ar5iv) and word processors' exports number equations: in
/// each row, formulas (`<math>`) in cells of their own, otherwise empty
/// cells and the equation's number ("(1)", "(2.3)", "(A.1)"). Each row
/// reads as one line, its formulas' TeX (or text) and then its number,
/// rather than as a row of data.
enum EquationTables {
    /// The lines of `rows` when they are such a table, nil otherwise.
    static func lines(of rows: [BodyConverter.TableRow]) -> [String]? {
        var lines: [String] = []
        // A formula set out (display math, or TeX in display style) or a number makes it an equation,
        // not a table of symbols.
        var isSetOut = false
        for row in rows {
            var formulas: [String] = []
            var number: String?
            for cell in row.cells {
                let maths = mathElements(in: cell)
                if !maths.isEmpty {
                    guard textOutsideMath(of: cell).isEmpty else { return nil }
                    for math in maths {
                        let text = MathText.text(of: math)
                        isSetOut = isSetOut || MathText.isDisplay(math) || text.hasPrefix(displayStyle)
                        let formula = withoutDisplayStyle(text)
                        if !formula.isEmpty { formulas.append(formula) }
                    }
                    continue
                }
                let text = MathText.collapsed(cell.textContent(excluding: .nonRendered))
                if text.isEmpty { continue }
                guard number == nil, isEquationNumber(text) else { return nil }
                number = text
            }
            if formulas.isEmpty {
                guard number == nil else { return nil }
                continue
            }
            isSetOut = isSetOut || number != nil
            lines.append(formulas.joined(separator: " ") + (number.map { "  " + $0 } ?? ""))
        }
        return isSetOut && !lines.isEmpty ? lines : nil
    }

    /// The `<math>` elements in `cell`, outermost only.
    private static func mathElements(in cell: HTMLNode) -> [HTMLNode] {
        var found: [HTMLNode] = []
        cell.walkDescendants { node in
            guard node.isElement else { return .skipChildren }
            if node.namespace == .mathML, node.tag == .math {
                found.append(node)
                return .skipChildren
            }
            return .enterChildren
        }
        return found
    }

    /// The words of `cell` outside its formulas.
    private static func textOutsideMath(of cell: HTMLNode) -> String {
        var text = ""
        cell.walkDescendants { node in
            if node.isText {
                text += String(decoding: node.utf8Data, as: UTF8.self)
                return .skipChildren
            }
            guard node.isElement, node.tag != .math, !HTMLTagSet.nonRendered.contains(node.tag) else {
                return .skipChildren
            }
            return .enterChildren
        }
        return MathText.collapsed(text)
    }

    /// Whether `text` is an equation's number in parentheses: "(1)",
    /// "(2.3)", "(A.1)", "(3a)", "(S2)".
    static func isEquationNumber(_ text: String) -> Bool {
        guard text.count <= 12, text.first == "(", text.last == ")" else { return false }
        let inside = text.dropFirst().dropLast()
        guard inside.contains(where: \.isNumber) else { return false }
        return inside.allSatisfy { ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "." || $0 == "-" }
    }

    private static let displayStyle = "\\displaystyle"

    /// A formula's TeX without the `\displaystyle` LaTeXML sets before each
    /// part of an aligned equation (`\displaystyle=a+b`).
    private static func withoutDisplayStyle(_ tex: String) -> String {
        guard tex.hasPrefix(displayStyle) else { return tex }
        let rest = tex.dropFirst(displayStyle.count)
        guard let next = rest.first, !next.isLetter else { return rest.isEmpty ? "" : tex }
        return String(rest.drop { $0 == " " })
    }
}
