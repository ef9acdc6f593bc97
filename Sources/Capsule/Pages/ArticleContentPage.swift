import Article
import Gemini
import Gemtext
import ReadingList

/// `/articles/ID`: the title, where the article comes from, its tags, the
/// owner's actions, the table of contents, then the article. An article
/// not fetched yet says so (and why, when fetching failed). Served in the
/// article's language when it is known.
///
/// For the owner, the page also shows the article's highlights, and with
/// `?from=LIST` (the list it was opened from) it ends with the next and
/// previous articles of that list; `archived=ID` (after archiving the one
/// before) says so at the top. An owner's visit is recorded as reading.
struct ArticleContentPage: CapsulePage {
    let id: ArticleID
    let from: ListReference?
    let archived: ArticleID?

    init(request: Request, id: Int64) throws {
        guard let id = ArticleID(String(id)) else { throw ResponseError(.notFound("no article with id \(id)")) }
        self.id = id
        let (from, parameters) = try ListReference.parameter(in: request.url.query, allowing: ["archived"])
        self.from = from
        archived = try parameters["archived"].map { text in
            guard let id = ArticleID(text) else {
                throw ResponseError(.badRequest("archived must be an article id, not '\(text.prefix(40))'"))
            }
            return id
        }
        try Canonical.redirectUnlessCanonical(request, to: canonicalURL)
    }

    var canonicalURL: String { CapsulePaths.article(id).adding(from, archived.map { "archived=\($0)" }) }

    var isOwnerOnly: Bool { from != nil || archived != nil }

    func render(in context: PageContext) throws -> Response {
        let library = context.library
        let article = try library.article(id)
        var page = GemtextBuilder()
        page.heading(article.displayTitle)
        if let archived { try ArchivedNotice.add(archived, followed: true, in: library, to: &page) }
        ArticleDetails.add(article, to: &page)
        if context.isOwner {
            ArticleDetails.addActions(article, isFavorite: try library.isFavorite(id), from: from, to: &page)
        }
        let neighbours = try from.map { try library.neighbours(of: id, in: $0.filter, sort: $0.sort) }
        guard article.hasContent, let kept = try library.keptGemtext(of: id) else {
            FetchStateText.add(article, isOwner: context.isOwner, to: &page)
            ArticleDetails.addEnd(article, isOwner: context.isOwner, from: from, neighbours: neighbours, to: &page)
            return context.gemtext(page, language: article.language)
        }
        let (document, pictures) = try ArticlePictures.document(kept.gemtext, of: id, in: context.library)
        let outline = document.outline(levels: kept.headingLevels)
        if article.fetch.state != .ready { FetchStateText.add(article, isOwner: context.isOwner, to: &page) }
        if let note = PictureLinks.missingNote(pictures) {
            page.blankLine()
            page.text(note)
            if context.isOwner { page.link(CapsulePaths.action(id, "retry"), label: "Fetch again") }
        }
        TableOfContents.add(outline, of: id, from: from, to: &page)
        page.blankLine()
        page.text(ArticleBody.rule)
        page.blankLine()
        let text = ArticleGemtext.ownText(of: document, outline: outline, title: article.displayTitle)
        page.append(contentsOf: ArticleBody.shown(text))
        if context.isOwner {
            HighlightLines.add(try library.highlights(of: id).inReadingOrder, outline: outline, from: from, to: &page)
        }
        // Landing here after archiving the article before is not opening it.
        if context.isOwner && archived == nil {
            context.visit.record(
                ReadingVisit(article: id, section: nil, heading: nil, sectionCount: outline.numbered.count))
        }
        ArticleDetails.addEnd(article, isOwner: context.isOwner, from: from, neighbours: neighbours, to: &page)
        return context.gemtext(page, language: article.language)
    }
}
