import Gemtext

/// Reading back the gemtext `ArticleConverter` writes: where its header
/// (the title, the details block, the table of contents) ends and the
/// article's own text begins, so a page that shows the details its own
/// way (the capsule) does not show them twice.
public enum ArticleGemtext {
    /// The index of the first line of the article's text in `document`
    /// when `document` is laid out the way `ArticleConverter` lays out
    /// articles; nil when it is not (a Gemini page kept as it was, plain
    /// text), since then nothing in it is a header of ours.
    public static func bodyStart(in document: GemtextDocument) -> Int? {
        let lines = document.lines
        guard lines.count >= 3, case .heading(1, _) = lines[0], lines[1] == .text("") else { return nil }
        var index = 2
        if case .link(_, let label?) = lines[index], label.hasPrefix(ArticleLayout.sourcePrefix) { index += 1 }
        guard index < lines.count, case .text(let facts) = lines[index],
            facts.hasSuffix(ArticleLayout.readingTimeSuffix)
        else { return nil }
        index += 1
        guard index < lines.count else { return index }
        guard lines[index] == .text("") else { return nil }
        index += 1
        if let contents = ArticleContents.range(in: document), contents.lowerBound == index {
            index = contents.upperBound
            if index < lines.count, lines[index] == .text("") { index += 1 }
        }
        return index
    }
}
