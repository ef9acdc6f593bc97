import Gemini
import ReadingList

/// The paths of the capsule's pages and actions, written in one place.
enum CapsulePaths {
    static func article(_ id: ArticleID) -> String { "/articles/\(id)" }
    static func book(of id: ArticleID) -> String { "/articles/\(id)/book.epub" }
    /// What a list's path ends with for its book.
    static let bookSuffix = "/book.epub"
    static func section(_ id: ArticleID, _ number: Int) -> String { "/articles/\(id)/sections/\(number)" }
    static func action(_ id: ArticleID, _ action: String) -> String { "/articles/\(id)/\(action)" }
    static func picture(_ id: ArticleID, _ number: Int, _ fileExtension: String) -> String {
        "/articles/\(id)/pictures/\(number).\(fileExtension)"
    }
    static func tag(_ name: String) -> String { "/tags/" + PercentEncoding.encodePathSegment(name) }
    static func selection(_ ids: [ArticleID]) -> String { "/selection/" + SelectionIDs.segment(ids) }
    static func bulk(_ action: String, _ ids: [ArticleID]) -> String { "/bulk/\(action)/" + SelectionIDs.segment(ids) }
}

/// A list of article ids written as one path segment: `12,7,42`.
enum SelectionIDs {
    /// The most ids one selection may name.
    static let limit = 100

    static func segment(_ ids: [ArticleID]) -> String {
        ids.map(\.description).joined(separator: ",")
    }

    /// The ids in `segment`, in order and without repeats; 59 when it is not such a list.
    static func parse(_ segment: String) throws -> [ArticleID] {
        var ids: [ArticleID] = []
        var seen = Set<ArticleID>()
        for piece in segment.split(separator: ",", omittingEmptySubsequences: false) {
            guard let number = Int64(pathSegment: String(piece)), let id = ArticleID(String(number)) else {
                throw ResponseError(.badRequest("'\(piece.prefix(20))' is not an article id"))
            }
            if seen.insert(id).inserted { ids.append(id) }
        }
        guard !ids.isEmpty, ids.count <= limit else {
            throw ResponseError(.badRequest("a selection names 1 to \(limit) articles"))
        }
        return ids
    }
}
