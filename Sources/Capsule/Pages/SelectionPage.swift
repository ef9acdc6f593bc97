import Gemini
import Problems
import Gemtext
import ReadingList

/// `/selection/IDS`: exactly the articles named, as they are now: where a
/// change to several articles at once leads, with the same changes again
/// (to undo one, say). With `?from=LIST` (the owner's), it links back to
/// the list the change was made from.
struct SelectionPage: CapsulePage {
    let ids: [ArticleID]
    let from: ListReference?

    init(request: Request, segment: String) throws {
        ids = try SelectionIDs.parse(segment)
        from = try ListReference.parameter(in: request.url.query).0
        try Canonical.redirectUnlessCanonical(request, to: CapsulePaths.selection(ids).adding(from))
    }

    var canonicalURL: String { CapsulePaths.selection(ids).adding(from) }

    var isOwnerOnly: Bool { from != nil }

    func render(in context: PageContext) throws -> Response {
        let articles = try ArticleLookup.existing(ids, in: context.library)
        guard !articles.isEmpty else { throw ResponseError(.notFound("none of these articles exists any more")) }
        let unread = articles.filter { !$0.isArchived }.count
        var page = GemtextBuilder()
        page.heading(articles.count == 1 ? "1 article" : "\(articles.count) articles")
        page.text("\(unread) unread · \(articles.count - unread) archived")
        page.blankLine()
        for article in articles { page.append(ArticleLine.link(article, showArchived: true)) }
        if context.isOwner { BulkLinks.add(for: articles, from: from, to: &page) }
        page.blankLine()
        if let from { page.link(from.url, label: "Back to \(from.name)") }
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
