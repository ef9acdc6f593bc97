import Article
import Gemini
import Gemtext
import ReadingList

/// `/articles/ID`: the title, where the article comes from, its tags, the
/// owner's actions, the table of contents, then the article. An article
/// not fetched yet says so (and why, when fetching failed).
struct ArticleContentPage: CapsulePage {
    let id: ArticleID

    init(request: Request, id: Int64) throws {
        guard let id = ArticleID(String(id)) else { throw ResponseError(.notFound("no article with id \(id)")) }
        self.id = id
        try Canonical.requireNoQuery(request)
    }

    var canonicalURL: String { CapsulePaths.article(id) }

    func render(in context: PageContext) throws -> Response {
        let article = try context.library.article(id)
        var page = GemtextBuilder()
        page.heading(article.displayTitle)
        ArticleDetails.add(article, to: &page)
        if context.isOwner { ArticleDetails.addActions(article, to: &page) }
        guard article.hasContent, let gemtext = try context.library.gemtext(of: id) else {
            FetchStateText.add(article, isOwner: context.isOwner, to: &page)
            ArticleDetails.addEnd(article, isOwner: context.isOwner, to: &page)
            return context.gemtext(page)
        }
        let document = GemtextDocument(parsing: gemtext)
        let outline = document.outline
        let text = ArticleBody.text(of: document, outline: outline, title: article.displayTitle)
        if article.fetch.state != .ready { FetchStateText.add(article, isOwner: context.isOwner, to: &page) }
        TableOfContents.add(outline, of: id, skipping: text.skippedTitle, to: &page)
        page.blankLine()
        page.text(ArticleBody.rule)
        page.blankLine()
        page.append(contentsOf: GemtextDocument(Array(text.lines)))
        ArticleDetails.addEnd(article, isOwner: context.isOwner, to: &page)
        return context.gemtext(page)
    }
}

/// How an article's own text is placed in a page.
enum ArticleBody {
    /// The line between the page's header and the article.
    static let rule = String(repeating: "─", count: 40)

    /// What the page shows of the article's own gemtext, and the number of
    /// its title's section, which the page's contents leave out: a
    /// converted article without its header (title, details, contents),
    /// which the page shows its own way; any other document without a
    /// first heading that only repeats the title.
    static func text(
        of document: GemtextDocument, outline: GemtextDocument.Outline, title: String
    ) -> (lines: ArraySlice<GemtextDocument.Line>, skippedTitle: Int?) {
        if let start = ArticleGemtext.bodyStart(in: document) {
            return (document.lines[start...], outline.sections.first?.number)
        }
        var lines = document.lines[...]
        let repeated = repeatedTitle(in: document, outline: outline, title: title)
        if let repeated { lines.remove(at: repeated.lineIndex) }
        return (lines, repeated?.number)
    }

    /// The article's first heading when it is a level-1 heading that only
    /// repeats the title the page already shows.
    static func repeatedTitle(
        in document: GemtextDocument, outline: GemtextDocument.Outline, title: String
    ) -> GemtextDocument.Section? {
        guard let first = outline.sections.first, first.level == 1,
            document.lines[..<first.lineIndex].allSatisfy({ $0 == .text("") }),
            first.title.trimmingCharacters(in: .whitespaces).lowercased() == title.trimmingCharacters(in: .whitespaces).lowercased()
        else { return nil }
        return first
    }
}
