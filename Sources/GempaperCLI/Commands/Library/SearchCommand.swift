import Problems
import ReadingList

/// `gempaper search QUERY`: full-text search, best matches first, with snippets.
struct SearchCommand: Command {
    static let name = "search"
    static let summary = "search the titles and text of the articles"
    static let help = """
        Usage: gempaper search QUERY [OPTIONS]

        Searches the titles and text of every article (unread and archived unless
        told otherwise) and lists the matches, best first, each with a passage
        around the words found. A match in the title counts more than one in the
        text. Case, accents and word endings are ignored ('running' finds 'run').

        QUERY:
          word word         articles with all the words
          "a phrase"        the words in this order
          word*             words starting with 'word'
          -word             articles without the word (or -"a phrase")
          this OR that      either of them
        Quote a query with an exclusion ('rust -async'), or put it after --.

        Choosing articles:
        \(FilterOptions.help(defaultState: "all", search: false))

        Order:
        \(SortOptions.help(keys: ListCommand.sortKeys, defaultKey: .relevance))

        Paging and output:
        \(PageOptions.help)
        \(ListFormat.help)

        Library:
        \(LibraryOptions.help)

        Examples:
          gempaper search "write-ahead log" sqlite
          gempaper search 'rust -async' --archived --format ids

        """

    let library: LibraryOptions
    let listing: ArticleListing

    init(parsing arguments: inout Arguments) throws {
        library = try LibraryOptions(parsing: &arguments)
        let filter = try FilterOptions(parsing: &arguments, allowSearch: false)
        let sort = try SortOptions(parsing: &arguments, keys: ListCommand.sortKeys, defaultKey: .relevance)
        let pages = try PageOptions(parsing: &arguments)
        let format = try ListFormat.parse(&arguments)
        let words = try arguments.positionals()
        try arguments.finish()
        guard !words.isEmpty else { throw arguments.usageError("give something to search for") }
        var articleFilter = filter.filter(defaultState: .all)
        articleFilter.search = words.joined(separator: " ")
        _ = try SearchQuery(articleFilter.search!)
        listing = ArticleListing(
            query: ArticleQuery(filter: articleFilter, sort: sort.sort), pages: pages, format: format, snippets: true)
    }

    func run(in console: Console) async throws {
        let library = try library.open(console, create: false, readingOnly: true)
        try listing.print(from: library, to: console)
    }
}
