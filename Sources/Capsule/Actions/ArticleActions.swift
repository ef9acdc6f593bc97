import Foundation
import Gemini
import Problems
import ReadingList

/// The owner's actions on one article. Each is safe to repeat: archiving
/// twice leaves it archived, the same tag answer gives the same tags, and
/// every change ends in a redirect to the article's page, so reloading
/// that page changes nothing. Deleting asks for the title or "yes" first.
enum ArticleActions {
    /// `/articles/ID/archive`.
    static func archive(_ id: ArticleID, _ action: ActionContext) throws -> Response {
        try action.write { try $0.archive(.ids([id])) }
        return .redirect(to: CapsulePaths.article(id))
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

    /// `/articles/ID/delete`: asks to type the title or "yes", then deletes
    /// the article for good and goes to the unread list.
    static func delete(_ id: ArticleID, _ action: ActionContext) throws -> Response {
        let article = try action.read { try $0.article(id) }
        let prompt = "Delete “\(article.displayTitle)” for good? Type yes (or the title) to delete it"
        guard let answer = action.answer else { return .input(prompt) }
        guard Self.confirms(answer, title: article.displayTitle) else {
            return .input("“\(Problem.oneLine(answer, maxBytes: 60))” is not yes or the title. \(prompt)")
        }
        try action.write { try $0.delete(.ids([id])) }
        return .redirect(to: article.isArchived ? "/archive" : "/unread")
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
