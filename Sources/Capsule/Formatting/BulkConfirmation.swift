import Gemtext
import ReadingList

/// The page that asks the owner to confirm a change to several articles,
/// with how many it changes and a way back.
enum BulkConfirmation {
    /// "Archive 12 articles?", the articles, yes, and back to the list.
    static func archiving(_ articles: [SavedArticle], ids: [ArticleID], from: ListReference?) -> GemtextBuilder {
        let unread = articles.filter { !$0.isArchived }
        let count = unread.count == 1 ? "1 article" : "\(unread.count) articles"
        var page = GemtextBuilder()
        page.heading("Archive \(count)?")
        if unread.isEmpty {
            page.text("These articles are archived already: there is nothing to archive.")
        } else {
            page.text("\(count.capitalizedFirst) will leave the unread list; “Mark unread” brings them back.")
            if unread.count < articles.count {
                let already = articles.count - unread.count
                page.text("(\(already) of those shown \(already == 1 ? "is" : "are") archived already.)")
            }
        }
        page.blankLine()
        for article in unread { page.append(ArticleLine.link(article, showArchived: false)) }
        page.blankLine()
        if !unread.isEmpty {
            page.link(CapsulePaths.bulk("archive", ids).adding(from, "confirm=yes"), label: "Yes, archive \(count)")
        }
        page.link(from?.url ?? "/unread", label: "No, back to \(from?.name ?? "Unread")")
        return page
    }
}
