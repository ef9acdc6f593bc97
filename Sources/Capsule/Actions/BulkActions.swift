import Gemini
import Problems
import ReadingList

/// The owner's changes to several articles named by id (the articles a
/// list showed): `/bulk/archive/IDS` (which first asks to confirm, with a
/// count and a link back to the list), `/bulk/unarchive/IDS` and
/// `/bulk/tag/IDS` (which asks `tag1 tag2 -tag3`). Articles deleted
/// meanwhile are skipped. Each ends in a redirect to `/selection/IDS`,
/// which shows the articles as they are now, with the same links again.
enum BulkActions {
    /// `/bulk/archive/IDS?from=LIST`: a page asking to confirm;
    /// `…&confirm=yes` archives and leads to the selection.
    static func archive(_ segment: String, _ action: ActionContext) throws -> Response {
        let ids = try existingIDs(segment, action)
        let (from, parameters) = try ListReference.parameter(in: action.request.url.query, allowing: ["confirm"])
        guard parameters["confirm"] == "yes" else {
            let articles = try action.read { try ArticleLookup.existing(ids, in: $0) }
            return action.gemtext(BulkConfirmation.archiving(articles, ids: ids, from: from))
        }
        try action.write { try $0.archive(.ids(ids)) }
        return .redirect(to: CapsulePaths.selection(ids).adding(from))
    }

    static func unarchive(_ segment: String, _ action: ActionContext) throws -> Response {
        let ids = try existingIDs(segment, action)
        try action.write { try $0.unarchive(.ids(ids)) }
        return .redirect(to: CapsulePaths.selection(ids))
    }

    static func tag(_ segment: String, _ action: ActionContext) throws -> Response {
        let ids = try existingIDs(segment, action)
        let prompt = "Tags for these \(ids.count) articles: tag1 tag2 to add, -tag to remove"
        guard let answer = action.answer else { return .input(prompt) }
        let changes: TagChanges
        do { changes = try TagChanges(answer) } catch let problem as Problem {
            return .input("\(problem.message) (\(TagName.rules)). \(prompt)")
        }
        try action.write { library in
            if !changes.add.isEmpty { try library.addTags(changes.add, to: .ids(ids)) }
            if !changes.remove.isEmpty { try library.removeTags(changes.remove, from: .ids(ids)) }
        }
        return .redirect(to: CapsulePaths.selection(ids))
    }

    /// The ids in `segment` whose articles still exist; 51 when none does.
    private static func existingIDs(_ segment: String, _ action: ActionContext) throws -> [ArticleID] {
        let ids = try SelectionIDs.parse(segment)
        let existing = try action.read { try ArticleLookup.existing(ids, in: $0) }.map(\.id)
        guard !existing.isEmpty else { throw ResponseError(.notFound("none of these articles exists any more")) }
        return existing
    }
}
