import Problems
import ReadingList

/// `gempaper list --reading`: the articles started and not finished, most
/// recently opened first, each with how far in (PLACE: section 3 of 7), as
/// the capsule's /reading shows them.
struct ReadingListing {
    static let help = """
          --reading         the articles being read (opened in the capsule and not
                            finished), most recently opened first, with how far in;
                            takes --limit, --cursor and --format, no filter or sort
        """

    let limit: Int?
    let cursor: ReadingCursor?
    let format: ListFormat

    /// Takes `--limit`, `--cursor` and `--format`; filter and sort options are refused.
    init(parsing arguments: inout Arguments) throws {
        if try FilterOptions(parsing: &arguments).isGiven || arguments.flag("--reverse", "--asc", "--desc")
            || (try arguments.option("--sort")) != nil
        {
            throw arguments.usageError(
                "--reading lists every article being read, most recent first: give no filter or sort options with it")
        }
        limit = try PageOptions.limit(parsing: &arguments)
        cursor = try arguments.option("--cursor").map { token in
            guard let cursor = ReadingCursor(token: token) else {
                throw Problem.badInput(
                    "'\(token)' is not a cursor of 'list --reading'",
                    hint: "use the cursor printed with the page before")
            }
            return cursor
        }
        format = try ListFormat.parse(&arguments)
    }

    func print(from library: Library, to console: Console) throws {
        var items: [ReadingProgress] = []
        var cursor = cursor
        var next: ReadingCursor?
        repeat {
            let page = try library.reading(limit: limit ?? ArticleQuery.maximumLimit, after: cursor)
            items += page.items
            next = page.next
            cursor = page.next
        } while limit == nil && cursor != nil
        switch format {
        case .ids:
            console.write(items.map { "\($0.article.id)\n" }.joined())
        case .json:
            let records = try items.map { item in
                try LibraryJSON.line(
                    LibraryJSON.Record(item.article, reading: ArticleReadingState(position: item.position)))
            }
            let list = records.isEmpty ? "" : "\n" + records.joined(separator: ",\n") + "\n"
            var text = "{\"articles\": [" + list + "]"
            text += ", \"next\": " + (next.map { "\"\($0.token)\"" } ?? "null") + "}\n"
            console.write(text)
        case .table:
            guard !items.isEmpty else {
                console.printError("no article is being read: open one in the capsule and it shows here until finished")
                return
            }
            let places = items.map { Self.place($0.position) }
            console.write(
                ArticleTable.render(
                    items.map { ArticlePage.Item(article: $0.article) }, width: console.terminalColumns,
                    extra: ArticleTable.Extra(title: "PLACE", values: places)))
        }
        if format != .json, let next {
            console.printError("\(items.count) being read; next page: --cursor \(next.token)")
        }
    }

    /// `3/7` (section 3 of 7), or `start` when only the article's page was opened.
    static func place(_ position: ReadingPosition) -> String {
        position.section.map { "\($0)/\(position.sectionCount)" } ?? "start"
    }
}
