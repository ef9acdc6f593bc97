import Gemini
import ReadingList

/// The orders a list page offers, as they appear in its URL (`?sort=title`).
enum SortChoice: String, CaseIterable, Sendable {
    case newest, oldest, title, site, shortest, longest

    /// The order lists have unless told otherwise (left out of URLs).
    static let standard = SortChoice.newest

    /// The library's order for this choice.
    var sort: ArticleSort {
        switch self {
        case .newest: ArticleSort(.saved, .descending)
        case .oldest: ArticleSort(.saved, .ascending)
        case .title: ArticleSort(.title, .ascending)
        case .site: ArticleSort(.site, .ascending)
        case .shortest: ArticleSort(.length, .ascending)
        case .longest: ArticleSort(.length, .descending)
        }
    }

    /// How the choice reads in a page: "newest first".
    var label: String {
        switch self {
        case .newest: "newest first"
        case .oldest: "oldest first"
        case .title: "by title"
        case .site: "by site"
        case .shortest: "shortest first"
        case .longest: "longest first"
        }
    }

    /// The choice named `text` in a URL; 59 when there is none.
    init(parameter text: String) throws {
        guard let choice = SortChoice(rawValue: text) else {
            let names = SortChoice.allCases.map(\.rawValue).joined(separator: ", ")
            throw ResponseError(.badRequest("sort must be one of \(names), not '\(text.prefix(40))'"))
        }
        self = choice
    }
}
