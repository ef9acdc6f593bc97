/// The label that opens a numbered figure's legend: "Fig 1.", "Fig. 2",
/// "Figure 3:", "Table 4", "Plate 5", "Chart 6", "Abb. 7" (German),
/// "Abbildung 8", "Tabelle 9", "Tab. 10", "Rys. 11" (Polish), "Figura 12"
/// (Spanish, Italian, Portuguese), "Рис. 13" (Russian), "图 14", "図 15".
enum FigureLabel {
    /// Words that name a figure, lowercased, without a trailing period.
    private static let words: Set<String> = [
        "fig", "figs", "figure", "figures", "table", "tables", "plate", "chart", "graph", "diagram", "map",
        "exhibit", "scheme", "abb", "abbildung", "tab", "tabelle", "rys", "figura", "tabla", "tabela", "рис",
        "рисунок", "таблица", "图", "図", "表",
    ]

    /// Words that name a numbered statement or listing of a paper or a
    /// book, lowercased ("Theorem 1", "Listing 2", "Example 3.4").
    private static let statementWords: Set<String> = [
        "theorem", "lemma", "proposition", "corollary", "definition", "example", "exercise", "remark", "listing",
        "algorithm", "equation",
    ]

    /// Whether `text` opens with a figure's label and its number (digits,
    /// maybe a letter or a dotted part: "S1", "2a", "3.1"), or, when
    /// `orStatement`, with a numbered statement's ("Theorem 1").
    static func opens(_ text: String, orStatement: Bool = false) -> Bool {
        let trimmed = text.drop { $0.isWhitespace }.prefix(40)
        guard let first = trimmed.first else { return false }
        var name = ""
        var rest = trimmed[...]
        if first.isLetter, !first.isCased || first.isUppercase || "图図表".contains(first) {
            let wordEnd = rest.firstIndex { !$0.isLetter } ?? rest.endIndex
            name = rest[..<wordEnd].lowercased()
            rest = rest[wordEnd...]
        }
        guard words.contains(name) || (orStatement && statementWords.contains(name)) else { return false }
        rest = rest.drop { $0 == "." || $0 == " " || $0 == "\u{00A0}" }
        rest = rest.drop { $0 == "S" }  // supplementary: "Fig S1"
        return rest.first.map { $0.isASCII && $0.isNumber } ?? false
    }
}
