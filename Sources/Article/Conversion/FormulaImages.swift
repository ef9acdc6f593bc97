import HTML

/// Formulas drawn as pictures by a TeX service, with their TeX as the
/// picture's alt text: Zhihu's `<img eeimg="1"
/// src="https://www.zhihu.com/equation?tex=x%5E2" alt="x^2">`, WordPress's
/// `latex.php?latex=…`, CodeCogs' `svg.latex?…`. Known by the alt text
/// being the TeX that the picture's address carries in its query (in a
/// parameter named for TeX, or anywhere at an address named for it); such
/// a picture is its TeX, read in the sentence.
enum FormulaImages {
    /// The TeX of the formula picture `node` (an `<img>`), without
    /// surrounding space and the line break (`\\`) that ends a display
    /// formula; nil for any other picture.
    static func tex(of node: HTMLNode) -> String? {
        guard let alt = node.attribute("alt"), alt.utf8.count <= 2000,
            let source = node.attribute("src") ?? node.attribute("data-src")
        else { return nil }
        let wanted = Array(alt.utf8.filter { $0 > 0x20 })
        let address = URLReference(source)
        guard !wanted.isEmpty, let query = address.query else { return nil }
        func carriesTheTeX(_ value: ArraySlice<UInt8>) -> Bool {
            EncodedAddress.percentDecoded(value, plusIsSpace: true).filter { $0 > 0x20 } == wanted
        }
        let namedForTeX = names(lowercased((address.authority ?? []) + address.path), words: addressWords)
        if namedForTeX, carriesTheTeX(query[...]) { return cleaned(alt) }
        for parameter in query.split(separator: UInt8(ascii: "&")) {
            guard let equals = parameter.firstIndex(of: UInt8(ascii: "=")) else { continue }
            guard namedForTeX || parameterNames.contains(lowercased(Array(parameter[..<equals]))) else { continue }
            if carriesTheTeX(parameter[(equals + 1)...]) { return cleaned(alt) }
        }
        return nil
    }

    /// Whether the picture `node` is all its paragraph holds (a display formula).
    static func standsAlone(_ node: HTMLNode) -> Bool {
        guard let parent = node.parent, parent.isHTML(.p) || parent.isHTML(.div) else { return false }
        return parent.children.allSatisfy { child in
            child == node || (child.isText && !child.utf8Data.contains(where: { $0 > 0x20 }))
        }
    }

    /// Names of the query parameter that carries a formula's TeX.
    private static let parameterNames: Set<[UInt8]> = Set(
        ["tex", "latex", "formula", "math", "eq", "equation"].map { Array($0.utf8) })

    /// Words in the host or path of a service that draws TeX (`equation`,
    /// `latex.php`, `latex.codecogs.com`, `mathtex.cgi`).
    private static let addressWords = ["latex", "equation", "mathtex", "formula"].map { Array($0.utf8) }

    /// The alt text as TeX: white space collapsed, without a trailing `\\`.
    private static func cleaned(_ alt: String) -> String? {
        var tex = MathText.collapsed(alt)
        while tex.hasSuffix("\\\\") { tex = MathText.collapsed(String(tex.dropLast(2))) }
        return tex.isEmpty ? nil : tex
    }

    private static func names(_ bytes: [UInt8], words: [[UInt8]]) -> Bool {
        words.contains { ByteSearch.contains(bytes, $0) }
    }

    private static func lowercased(_ bytes: [UInt8]) -> [UInt8] {
        bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
    }
}
