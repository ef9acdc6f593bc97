import HTML

extension BodyConverter {
    /// `<math>`: its TeX or its text where it stands; a display formula
    /// is a preformatted block of its own, with the lines of its TeX when
    /// the page wrote it over several.
    mutating func math(_ node: HTMLNode) {
        if inlineOnly == 0, MathText.isDisplay(node), let source = MathText.texSource(of: node),
            writeFormulaLines(DisplayTeX.sourceLines(MathText.unwrapped(source: source).utf8))
        {
            return
        }
        let text = MathText.text(of: node)
        guard !text.isEmpty else { return }
        guard inlineOnly == 0, MathText.isDisplay(node) else {
            inline.append(text)
            return
        }
        writeFormula(text)
    }

    /// A MathJax source script (`<script type="math/tex">`): its TeX where
    /// it stands, or a block of its own in display mode.
    mutating func texScript(_ source: MathText.ScriptTeX) {
        guard inlineOnly == 0, source.isDisplay else {
            return inline.append(MathText.collapsed(source.tex))
        }
        if writeFormulaLines(DisplayTeX.sourceLines(source.tex.utf8)) { return }
        let text = MathText.collapsed(source.tex)
        if !text.isEmpty { writeFormula(text) }
    }

    /// A formula drawn as a picture (see `FormulaImages`): its TeX where
    /// it stands, or a block of its own when it is all its paragraph holds.
    mutating func formulaPicture(_ node: HTMLNode, tex: String) {
        guard inlineOnly == 0, FormulaImages.standsAlone(node) else { return inline.append(tex) }
        writeFormula(tex)
    }

    /// Text that holds display formulas written over several lines (see
    /// `DisplayTeX`): its words flow as text, each formula is a block.
    mutating func textWithFormulas(_ text: ArraySlice<UInt8>) {
        guard let parts = DisplayTeX.parts(of: text) else { return inline.append(text) }
        for part in parts {
            switch part {
            case .text(let words): inline.append(words)
            case .formula(let lines): _ = writeFormulaLines(lines)
            }
        }
    }

    /// Writes a formula's TeX lines as a preformatted block when there are
    /// two or more; false (nothing written) otherwise.
    private mutating func writeFormulaLines(_ lines: [String]) -> Bool {
        guard lines.count > 1 else { return false }
        flush()
        writer.separate(compact: isCompact)
        writer.preformatted(lines.joined(separator: "\n"), alt: "tex")
        return true
    }

    /// Writes a display formula given on one line as a block of its own.
    private mutating func writeFormula(_ text: String) {
        flush()
        writer.separate(compact: isCompact)
        writer.preformatted(text, alt: "math")
    }
}
