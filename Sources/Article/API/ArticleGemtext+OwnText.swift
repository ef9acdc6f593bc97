import Gemtext

extension ArticleGemtext {
    /// What a page or a book shows of an article's stored gemtext under its
    /// own title and details: a converted article without its header (title,
    /// details, contents), which they show their own way; any other document
    /// without its title heading when that only repeats `title`. Only the
    /// title (section 0) is ever left out, so every heading kept has the
    /// number the document's outline gives it.
    public static func ownText(of document: GemtextDocument, outline: GemtextDocument.Outline, title: String)
        -> ArraySlice<GemtextDocument.Line>
    {
        if let start = bodyStart(in: document) { return document.lines[start...] }
        var lines = document.lines[...]
        if let own = outline.title, sameTitle(own.title, title) { lines.remove(at: own.lineIndex) }
        return lines
    }

    private static func sameTitle(_ one: String, _ other: String) -> Bool {
        one.trimmingCharacters(in: .whitespaces).lowercased() == other.trimmingCharacters(in: .whitespaces).lowercased()
    }
}
