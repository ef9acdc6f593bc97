import Gemini
import Problems
import Gemtext
import ReadingList

/// `/selection/IDS`: exactly the articles named, as they are now: where a
/// change to several articles at once leads, with the same changes again
/// (to undo one, say).
struct SelectionPage: CapsulePage {
    let ids: [ArticleID]

    init(request: Request, segment: String) throws {
        ids = try SelectionIDs.parse(segment)
        try Canonical.redirectUnlessCanonical(request, to: CapsulePaths.selection(ids))
    }

    var canonicalURL: String { CapsulePaths.selection(ids) }

    func render(in context: PageContext) throws -> Response {
        let articles = try ArticleLookup.existing(ids, in: context.library)
        guard !articles.isEmpty else { throw ResponseError(.notFound("none of these articles exists any more")) }
        let unread = articles.filter { !$0.isArchived }.count
        var page = GemtextBuilder()
        page.heading(articles.count == 1 ? "1 article" : "\(articles.count) articles")
        page.text("\(unread) unread · \(articles.count - unread) archived")
        page.blankLine()
        for article in articles { page.append(ArticleLine.link(article, showArchived: true)) }
        if context.isOwner { BulkLinks.add(for: articles, to: &page) }
        page.blankLine()
        page.link("/unread", label: "Unread")
        page.link("/", label: "Home")
        return context.gemtext(page)
    }
}

/// Reading articles by id when some may have been deleted meanwhile.
enum ArticleLookup {
    /// The articles among `ids` that still exist, in the order of `ids`.
    static func existing(_ ids: [ArticleID], in library: Library) throws -> [SavedArticle] {
        do {
            return try library.articles(ids)
        } catch let problem as Problem where problem.kind == .notFound {
            return ids.compactMap { try? library.article($0) }
        }
    }
}
