import Gemtext
import ReadingList

/// The owner's links that change every article a list shows at once. They
/// name the articles by id, so they change exactly what was on the screen,
/// whatever happened to the list since. They carry the list (`from`), so
/// the confirmation and the result link back to it.
enum BulkLinks {
    static func add(for articles: [SavedArticle], from: ListReference?, to builder: inout GemtextBuilder) {
        let ids = articles.map(\.id)
        let count = ids.count == 1 ? "this article" : "these \(ids.count) articles"
        builder.blankLine()
        builder.heading("Change \(count)", level: 2)
        if articles.contains(where: { !$0.isArchived }) {
            builder.link(CapsulePaths.bulk("archive", ids).adding(from), label: "Archive \(count)")
        }
        if articles.contains(where: \.isArchived) {
            builder.link(CapsulePaths.bulk("unarchive", ids), label: "Mark \(count) unread")
        }
        builder.link(CapsulePaths.bulk("tag", ids), label: "Tag \(count)")
    }
}
