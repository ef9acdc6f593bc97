import Article
import Gemini
import Gemtext
import ReadingList

/// `/articles/ID`: the title, where the article comes from, its tags, the
/// owner's actions, the table of contents, then the article. An article
/// not fetched yet says so (and why, when fetching failed). Served in the
/// article's language when it is known.
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
            return context.gemtext(page, language: article.language)
        }
        let document = GemtextDocument(parsing: gemtext)
        let outline = document.outline
        if article.fetch.state != .ready { FetchStateText.add(article, isOwner: context.isOwner, to: &page) }
        TableOfContents.add(outline, of: id, to: &page)
        page.blankLine()
        page.text(ArticleBody.rule)
        page.blankLine()
        let text = ArticleGemtext.ownText(of: document, outline: outline, title: article.displayTitle)
        page.append(contentsOf: ArticleBody.shown(text))
        ArticleDetails.addEnd(article, isOwner: context.isOwner, to: &page)
        return context.gemtext(page, language: article.language)
    }
}
