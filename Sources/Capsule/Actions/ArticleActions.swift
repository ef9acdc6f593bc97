import Foundation
import Gemini
import Gemtext
import Problems
import ReadingList

/// The owner's actions on one article. Each is safe to repeat: archiving
/// twice leaves it archived, the same tag answer gives the same tags, and
/// every change ends in a redirect, so reloading the page it leads to
/// changes nothing. Archiving leads on to the next unread article.
/// Deleting asks once ("yes" or the title deletes; anything else, or
/// nothing, keeps the article) and says what it did.
enum ArticleActions {
    /// `/articles/ID/archive[?from=LIST]`: archives, then goes to the next
    /// unread article of the list (the unread list when none is named), or
    /// back to the list when none follows, and says so there.
    static func archive(_ id: ArticleID, _ action: ActionContext) throws -> Response {
        let from = try ListReference.parameter(in: action.request.url.query).0
        try action.write { try $0.archive(.ids([id])) }
        let list = NextUnread.list(from)
        if let next = try action.read({ try NextUnread.after(id, in: list, library: $0) }) {
            return .redirect(to: CapsulePaths.article(next).adding(from, "archived=\(id)"))
        }
        return .redirect(to: NextUnread.noticeURL(list, archived: id))
    }

    /// `/articles/ID/unarchive`.
    static func unarchive(_ id: ArticleID, _ action: ActionContext) throws -> Response {
        try action.write { try $0.unarchive(.ids([id])) }
        return .redirect(to: CapsulePaths.article(id))
    }

    /// `/articles/ID/retry`: back in the fetch queue.
    static func retry(_ id: ArticleID, _ action: ActionContext, then notify: () -> Void) throws -> Response {
        try action.write { try $0.requeue(.ids([id])) }
        notify()
        return .redirect(to: CapsulePaths.article(id))
    }

    /// `/articles/ID/tags`: asks `tag1 tag2 -tag3`, then adds and removes.
    static func tags(_ id: ArticleID, _ action: ActionContext) throws -> Response {
        let article = try action.read { try $0.article(id) }
        let prompt = "Tags for “\(article.displayTitle)”\(Self.now(article.tags)): tag1 tag2 to add, -tag to remove"
        guard let answer = action.answer else { return .input(prompt) }
        let changes: TagChanges
        do { changes = try TagChanges(answer) } catch let problem as Problem {
            return .input("\(problem.message) (\(TagName.rules)). \(prompt)")
        }
        try action.write { library in
            if !changes.add.isEmpty { try library.addTags(changes.add, to: .ids([id])) }
            if !changes.remove.isEmpty { try library.removeTags(changes.remove, from: .ids([id])) }
        }
        return .redirect(to: CapsulePaths.article(id))
    }

    /// `/articles/ID/title`: asks for the new title, then sets it.
    static func title(_ id: ArticleID, _ action: ActionContext) throws -> Response {
        let article = try action.read { try $0.article(id) }
        guard let answer = action.answer else {
            return .input("New title for “\(article.displayTitle)”")
        }
        try action.write { try $0.setTitle(answer, of: id) }
        return .redirect(to: CapsulePaths.article(id))
    }

    /// `/articles/ID/delete`: asks once to type "yes" (or the title). Yes
    /// deletes the article for good and says so; "no", an empty answer or
    /// anything else keeps it and says so, with a link back to it.
    static func delete(_ id: ArticleID, _ action: ActionContext) throws -> Response {
        let article = try action.read { try $0.article(id) }
        guard let typed = action.request.query else {
            return .input("Delete “\(article.displayTitle)” for good? Type yes to delete it, no to keep it")
        }
        let answer = typed.trimmingCharacters(in: .whitespacesAndNewlines)
        var page = GemtextBuilder()
        guard Self.confirms(answer, title: article.displayTitle) else {
            page.heading("Not deleted")
            page.text(
                answer.isEmpty || answer.lowercased() == "no"
                    ? "“\(article.displayTitle)” stays in the library."
                    : "You answered “\(Problem.oneLine(answer, maxBytes: 60))”, not yes: “\(article.displayTitle)” stays in the library.")
            page.blankLine()
            page.link(CapsulePaths.article(id), label: "Back to “\(article.displayTitle)”")
            return action.gemtext(page)
        }
        try action.write { try $0.delete(.ids([id])) }
        let list = article.isArchived ? ("/archive", "Archive") : ("/unread", "Unread")
        page.heading("Deleted")
        page.text("“\(article.displayTitle)” is gone from the library, with its text and everything kept with it.")
        page.blankLine()
        page.link(list.0, label: list.1)
        page.link("/", label: "Home")
        return action.gemtext(page)
    }

    /// `/articles/ID/favorite[?from=LIST]`: a favourite now.
    static func favorite(_ id: ArticleID, _ action: ActionContext) throws -> Response {
        try setFavorite(true, id, action)
    }

    /// `/articles/ID/unfavorite[?from=LIST]`: not a favourite any more.
    static func unfavorite(_ id: ArticleID, _ action: ActionContext) throws -> Response {
        try setFavorite(false, id, action)
    }

    private static func setFavorite(_ favorite: Bool, _ id: ArticleID, _ action: ActionContext) throws -> Response {
        let from = try ListReference.parameter(in: action.request.url.query).0
        try action.write { try $0.setFavorite(favorite, .ids([id])) }
        return .redirect(to: CapsulePaths.article(id).adding(from))
    }

    /// `/articles/ID/highlight`: asks for a passage of the article (a note
    /// may follow: `passage -- note`); one that is not in the article is
    /// asked for again with the reason. Leads back to the article.
    static func highlight(_ id: ArticleID, _ action: ActionContext) throws -> Response {
        let article = try action.read { try $0.article(id) }
        let title = Problem.oneLine(article.displayTitle, maxBytes: 200)
        let prompt = "Passage of “\(title)” to highlight (a note may follow: passage -- note)"
        guard let answer = action.answer else { return .input(prompt) }
        do {
            try action.write { try $0.highlight(id, typed: answer) }
        } catch let problem as Problem where problem.kind == .badInput {
            return .input(Problem.oneLine("\(problem.message.capitalizedFirst). \(prompt)", maxBytes: 1000))
        }
        return .redirect(to: CapsulePaths.article(id))
    }

    /// Whether `answer` confirms deleting an article called `title`.
    static func confirms(_ answer: String, title: String) -> Bool {
        let typed = answer.trimmingCharacters(in: .whitespaces).lowercased()
        return typed == "yes" || typed == title.trimmingCharacters(in: .whitespaces).lowercased()
    }

    private static func now(_ tags: [String]) -> String {
        tags.isEmpty ? " (none yet)" : " (now: \(tags.joined(separator: " ")))"
    }
}
