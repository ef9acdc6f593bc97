import HTML

/// Mathematics as text: a MathML `<math>` element becomes its TeX source
/// when the page gives one (a `<annotation encoding="application/x-tex">`,
/// or the `alttext` attribute), otherwise the formula read out in one line
/// (`(a + b)/2`, `x^2`, `√(x)`, `∑_i=1^n`).
enum MathText {
    /// The text of `math`, without surrounding whitespace.
    static func text(of math: HTMLNode) -> String {
        if let tex = tex(of: math) { return tex }
        var reader = Reader()
        reader.read(math)
        return collapsed(reader.text)
    }

    /// Whether `math` is a display formula (a block of its own).
    static func isDisplay(_ math: HTMLNode) -> Bool {
        math.attribute("display")?.lowercased() == "block" || math.attribute("mode")?.lowercased() == "display"
    }

    /// Whether `node` holds nothing but one `<math>` element (a wrapper that
    /// pages hide while a picture shows the formula).
    static func wrapsMath(_ node: HTMLNode) -> Bool {
        var found = false
        for child in node.children {
            if child.isElement {
                guard !found, child.namespace == .mathML, child.tag == .math else { return false }
                found = true
            } else if child.isText, child.utf8Data.contains(where: { $0 > 0x20 }) {
                return false
            }
        }
        return found
    }

    /// The TeX the page gives for `math`: an annotation in a TeX encoding,
    /// else `alttext`; without a `{\displaystyle …}` wrapper.
    static func tex(of math: HTMLNode) -> String? {
        var annotation: String?
        math.walkDescendants { node in
            guard node.isElement else { return .skipChildren }
            if node.tagName == "annotation", let encoding = node.attribute("encoding")?.lowercased(),
                encoding.contains("tex")
            {
                annotation = node.textContent()
                return .stop
            }
            return .enterChildren
        }
        for candidate in [annotation, math.attribute("alttext")] {
            if let candidate {
                let text = unwrapped(collapsed(candidate))
                if !text.isEmpty { return text }
            }
        }
        return nil
    }

    /// TeX without the `{\displaystyle …}` or `{\textstyle …}` group that
    /// some renderers put around a whole formula.
    static func unwrapped(_ tex: String) -> String {
        for style in ["{\\displaystyle", "{\\textstyle"] where tex.hasPrefix(style) && tex.hasSuffix("}") {
            return collapsed(String(tex.dropFirst(style.count).dropLast()))
        }
        return tex
    }

    /// `text` with each run of whitespace made one space, ends trimmed.
    static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }

    /// Operators written with a space on each side.
    private static let spacedOperators: Set<String> = [
        "=", "+", "-", "−", "×", "÷", "<", ">", "≤", "≥", "≠", "≈", "≡", "→", "⇒", "⇔", "±", "∈", "∉", "⊂", "⊆",
        "∪", "∩", "∧", "∨", "·", "⋅", "∼", "≅", "↦", "∝",
    ]

    /// Accents shown after their base (`x̄` is written `x¯`).
    private static let accents: Set<String> = ["¯", "^", "~", "˙", "¨", "→", "‾", "ˆ", "˜", "⃗", "."]

    /// Reads MathML elements out as one line of text.
    private struct Reader {
        var text = ""

        mutating func read(_ node: HTMLNode) {
            if node.isText {
                text += collapsed(node.data)
                return
            }
            guard node.isElement else { return }
            let name = node.tagName
            let parts = node.elementChildren
            switch name {
            case "annotation", "annotation-xml", "mprescripts", "none", "mphantom":
                return
            case "semantics":
                if let first = parts.first { read(first) }
            case "mo":
                let symbol = collapsed(node.textContent())
                if spacedOperators.contains(symbol) {
                    text += " \(symbol) "
                } else if symbol == "," || symbol == ";" {
                    text += "\(symbol) "
                } else {
                    text += symbol
                }
            case "mi", "mn", "mtext", "ms":
                text += collapsed(node.textContent())
            case "mspace":
                text += " "
            case "mfrac" where parts.count == 2:
                text += grouped(parts[0]) + "/" + grouped(parts[1])
            case "msup" where parts.count == 2:
                text += grouped(parts[0]) + "^" + grouped(parts[1])
            case "msub" where parts.count == 2:
                text += grouped(parts[0]) + "_" + grouped(parts[1])
            case "msubsup" where parts.count == 3:
                text += grouped(parts[0]) + "_" + grouped(parts[1]) + "^" + grouped(parts[2])
            case "munder" where parts.count == 2:
                // An operator with limits (∑, lim) is set apart from what it applies to.
                text += grouped(parts[0]) + "_" + grouped(parts[1]) + " "
            case "mover" where parts.count == 2:
                let over = Self.line(parts[1])
                text += grouped(parts[0]) + (accents.contains(over) ? over : "^" + grouped(parts[1]))
            case "munderover" where parts.count == 3:
                text += grouped(parts[0]) + "_" + grouped(parts[1]) + "^" + grouped(parts[2]) + " "
            case "msqrt":
                var inside = Reader()
                for child in node.children { inside.read(child) }
                let inner = collapsed(inside.text)
                text += "√" + (isAtom(inner) ? inner : "(\(inner))")
            case "mroot" where parts.count == 2:
                text += grouped(parts[1]) + "√" + grouped(parts[0])
            case "mfenced":
                let open = node.attribute("open") ?? "("
                let close = node.attribute("close") ?? ")"
                let separator = node.attribute("separators").flatMap(\.first).map(String.init) ?? ","
                text += open + parts.map { Self.line($0) }.joined(separator: separator + " ") + close
            case "mtable":
                text += parts.map { row in row.elementChildren.map { Self.line($0) }.joined(separator: " ") }
                    .joined(separator: "; ")
            default:
                for child in node.children { read(child) }
            }
        }

        /// The text of `node` alone, in parentheses unless it is one symbol,
        /// one name or one number.
        private func grouped(_ node: HTMLNode) -> String {
            let inner = Self.line(node)
            return isAtom(inner) ? inner : "(\(inner))"
        }

        private func isAtom(_ text: String) -> Bool {
            guard !text.isEmpty else { return true }
            if text.unicodeScalars.count == 1 { return true }
            return text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "." }
        }

        /// The text of one element, read on its own.
        static func line(_ node: HTMLNode) -> String {
            var reader = Reader()
            reader.read(node)
            return collapsed(reader.text)
        }
    }
}
