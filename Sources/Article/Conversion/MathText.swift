import HTML

/// Mathematics as text: a MathML `<math>` element becomes its TeX source
/// when the page gives one (a `<annotation encoding="application/x-tex">`,
/// or the `alttext` attribute), otherwise the formula read out in one line
/// (`(a + b)/2`, `x^2`, `√(x)`, `∑_i=1^n`). MathJax's source scripts
/// (`<script type="math/tex">`) give their TeX, once.
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
        for candidate in [annotationTeX(of: math), math.attribute("alttext")] {
            if let candidate {
                let text = unwrapped(collapsed(candidate))
                if !text.isEmpty { return text }
            }
        }
        return nil
    }

    /// The TeX the page gives for `math` as written, lines and all (see `tex`).
    static func texSource(of math: HTMLNode) -> String? {
        [annotationTeX(of: math), math.attribute("alttext")].lazy.compactMap { $0 }.first { !collapsed($0).isEmpty }
    }

    /// The text of `math`'s annotation in a TeX encoding.
    private static func annotationTeX(of math: HTMLNode) -> String? {
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
        return annotation
    }

    /// TeX source as written, without the `{\displaystyle …}` group around
    /// it (see `unwrapped`) and white space at its ends; its lines kept.
    static func unwrapped(source: String) -> String {
        let text = String(String(source.drop { $0.isWhitespace }.reversed()).drop { $0.isWhitespace }.reversed())
        for style in ["{\\displaystyle", "{\\textstyle"] where text.hasPrefix(style) && text.hasSuffix("}") {
            return String(text.dropFirst(style.count).dropLast())
        }
        return text
    }

    /// The TeX of a MathJax source script and whether it is a display formula.
    struct ScriptTeX {
        var tex: String
        var isDisplay: Bool
    }

    /// The TeX of `<script type="math/tex">` (`; mode=display` for a
    /// display formula), the way MathJax 2 and kramdown carry formulas.
    static func scriptTeX(_ script: HTMLNode) -> ScriptTeX? {
        guard let type = script.attribute("type")?.lowercased(), type.hasPrefix("math/tex") else { return nil }
        return ScriptTeX(tex: script.textContent(), isDisplay: type.contains("mode=display"))
    }

    /// Whether `node` is MathJax's typeset copy of a formula whose source
    /// script follows it (`<span id="MathJax-Element-3-Frame">…</span>`,
    /// alone or in a display box, then `<script id="MathJax-Element-3">`):
    /// the script gives the formula, once.
    static func isRenderedCopy(_ node: HTMLNode) -> Bool {
        guard let id = node.attribute("id"), id.hasSuffix("-Frame") else { return false }
        let sourceID = id.dropLast("-Frame".count)
        var box = node
        for _ in 0..<2 {
            var next = box.nextSibling
            while let sibling = next, !sibling.isElement { next = sibling.nextSibling }
            if let script = next, script.tag == .script, let scriptID = script.attribute("id") {
                return scriptID[...] == sourceID && scriptTeX(script) != nil
            }
            guard let parent = box.parent, parent.elementChildren.count == 1 else { return false }
            box = parent
        }
        return false
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
