import ReadingList

/// `gempaper list`: the articles in the library, filtered, sorted, a page at a time.
struct ListCommand: Command {
    static let name = "list"
    static let summary = "list the articles in the library"
    static let help = """
        Usage: gempaper list [OPTIONS]

        Lists the articles in the library, newest first: unread ones unless told
        otherwise. The table shows each article's id (what 'read', 'tag', 'archive'
        and 'delete' take), its state when it is archived or not fetched yet, title,
        site, the day it was saved, minutes to read and tags.

        Choosing articles:
        \(FilterOptions.help(defaultState: "unread"))

        Order:
        \(SortOptions.help(keys: sortKeys, defaultKey: .saved))

        Paging and output:
        \(PageOptions.help)
        \(ListFormat.help)

        Reading:
        \(ReadingListing.help)

        Library:
        \(LibraryOptions.help)

        Examples:
          gempaper list --tag rust --sort length
          gempaper list --archived --site example.com --format ids
          gempaper list --all --search "sqlite wal" --limit all --format json
          gempaper list --favorites --tag rust --sort title
          gempaper list --reading

        """

    static let sortKeys: [ArticleSort.Key] = [.saved, .published, .title, .site, .length, .relevance]

    let library: LibraryOptions
    let listing: ArticleListing?
    let reading: ReadingListing?

    init(parsing arguments: inout Arguments) throws {
        library = try LibraryOptions(parsing: &arguments)
        if arguments.flag("--reading") {
            reading = try ReadingListing(parsing: &arguments)
            listing = nil
            try arguments.finish()
            return
        }
        reading = nil
        let filter = try FilterOptions(parsing: &arguments)
        let sort = try SortOptions(parsing: &arguments, keys: Self.sortKeys, defaultKey: .saved)
        let pages = try PageOptions(parsing: &arguments)
        let format = try ListFormat.parse(&arguments)
        try arguments.finish()
        listing = ArticleListing(
            query: ArticleQuery(filter: filter.filter(defaultState: .unread), sort: sort.sort), pages: pages,
            format: format, snippets: false)
    }

    func run(in console: Console) async throws {
        let library = try library.open(console, create: false, readingOnly: true)
        try reading?.print(from: library, to: console)
        try listing?.print(from: library, to: console)
    }
}
