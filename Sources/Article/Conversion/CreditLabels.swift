/// The label a caption gives its picture's credit ("— Foto:", "Photo:",
/// "Image credit:"), left at the caption's end once the credit itself,
/// set apart and named so, is left out (G1's `<figcaption>… — Foto: <span
/// class="content-media__description__credit">Reprodução/RBS TV</span>`):
/// no caption ends with one, so it goes with the credit. A credit set
/// on a line of its own under the picture (a paragraph "/ KXYZ" after a
/// block editor's image) is known by such a label or the mark before it.
enum CreditLabels {
    /// The words of a credit's label, in the languages pages commonly use.
    private static let words: Set<String> = [
        "photo", "photos", "foto", "fotos", "fotografía", "fotografia", "photograph", "picture", "image", "images",
        "imagem", "imagen", "bild", "bilder", "kuva", "credit", "credits", "crédit", "crédits", "crédito",
        "créditos", "credito", "source", "fonte", "fuente", "quelle", "写真", "사진",
    ]

    /// What may stand between a caption and its credit's label.
    private static let separators: Set<Character> = ["—", "–", "-", "|", "/", "·", "("]

    /// The longest credit line, in UTF-8 bytes.
    private static let longestCreditLine = 80

    /// Whether `text`, a short line of its own, is a picture's credit: it
    /// opens with the slash or bar that sets a credit apart ("/ KXYZ",
    /// "| Getty Images"), a copyright sign, or a credit's label ("Photo:",
    /// "Foto: Reprodução"), and ends no sentence.
    static func isCreditLine(_ text: String) -> Bool {
        guard text.utf8.count <= longestCreditLine, !NamedStoryText.endsASentence(text), let first = text.first
        else { return false }
        if "/|©".contains(first) { return text.count > 2 }
        guard let colon = text.firstIndex(where: { $0 == ":" || $0 == "：" }) else { return false }
        let label = text[..<colon].lowercased().split(separator: " ")
        return (1...longestLabel).contains(label.count) && label.allSatisfy { words.contains(String($0)) }
            && text[text.index(after: colon)...].contains { $0.isLetter }
    }

    /// The most words of a label ("Image credit").
    private static let longestLabel = 2

    /// `caption` without a credit's label at its end, nor the separator
    /// before it ("Trees fell on the avenue — Foto:" → "Trees fell on the
    /// avenue"); `caption` itself when it ends otherwise.
    static func trimmed(_ caption: String) -> String {
        guard let colon = caption.indices.last, caption[colon] == ":" || caption[colon] == "：" else { return caption }
        var cut = colon
        for _ in 0..<longestLabel {
            var wordEnd = cut
            while wordEnd > caption.startIndex, caption[caption.index(before: wordEnd)].isWhitespace {
                wordEnd = caption.index(before: wordEnd)
            }
            var wordStart = wordEnd
            while wordStart > caption.startIndex, case let character = caption[caption.index(before: wordStart)],
                !character.isWhitespace, !separators.contains(character)
            {
                wordStart = caption.index(before: wordStart)
            }
            guard wordStart < wordEnd, words.contains(caption[wordStart..<wordEnd].lowercased()) else { break }
            cut = wordStart
        }
        guard cut != colon else { return caption }
        var kept = caption[..<cut]
        while let last = kept.last, last.isWhitespace || separators.contains(last) { kept = kept.dropLast() }
        return String(kept)
    }
}
