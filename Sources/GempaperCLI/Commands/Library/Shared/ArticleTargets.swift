import Problems
import ReadingList

/// The articles a changing command acts on: ids given as arguments, or a
/// filter (`archive --tag x`). Never positions in a list.
struct ArticleTargets {
    let selection: ArticleSelection

    /// The `--help` lines for choosing articles.
    static let help = """
        Name the articles by id (as 'gempaper list' shows them), or choose them with
        filter options; the change applies to the articles matching at that moment.
        """

    /// Ids from `positionals`, or the filter options; one of them is required.
    init(ids positionals: [String], filter: FilterOptions, defaultState: ArticleFilter.ReadState, arguments: Arguments)
        throws
    {
        if !positionals.isEmpty {
            guard !filter.isGiven else { throw arguments.usageError("give article ids or filter options, not both") }
            selection = .ids(try Self.ids(positionals, arguments: arguments))
        } else if filter.isGiven {
            selection = .matching(filter.filter(defaultState: defaultState))
        } else {
            throw arguments.usageError("name the articles: give their ids, or filter options such as --tag or --site")
        }
    }

    /// Article ids from arguments; bad input naming the first that is not one.
    static func ids(_ texts: [String], arguments: Arguments) throws -> [ArticleID] {
        try texts.map { text in
            guard let id = ArticleID(text) else { throw arguments.usageError("'\(text)' is not an article id") }
            return id
        }
    }
}

/// "1 article", "3 articles".
func articlesText(_ count: Int) -> String { count == 1 ? "1 article" : "\(count) articles" }
