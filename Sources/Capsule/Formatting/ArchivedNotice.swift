import Gemtext
import ReadingList

/// What a page says after the owner archived an article from its page: the
/// next unread article (or the list, when none followed) opens with it.
enum ArchivedNotice {
    /// Adds "Archived “TITLE”" and what follows, with a link to undo; nothing
    /// when article `id` is gone meanwhile.
    static func add(_ id: ArticleID, followed: Bool, in library: Library, to builder: inout GemtextBuilder) throws {
        guard let article = try ArticleLookup.existing([id], in: library).first else { return }
        builder.text(
            followed
                ? "Archived “\(article.displayTitle)”: here is the next unread article."
                : "Archived “\(article.displayTitle)”: no unread article follows it in this list.")
        if article.isArchived {
            builder.link(CapsulePaths.action(id, "unarchive"), label: "Undo: mark “\(article.displayTitle)” unread")
        }
        builder.blankLine()
    }
}
