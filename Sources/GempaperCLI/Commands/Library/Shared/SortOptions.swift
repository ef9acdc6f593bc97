import ReadingList

/// `--sort KEY` with `--reverse`, `--asc` or `--desc`.
struct SortOptions {
    let sort: ArticleSort

    /// The `--help` lines; `keys` are the keys the command offers.
    static func help(keys: [ArticleSort.Key], defaultKey: ArticleSort.Key) -> String {
        let names = keys.map(Self.name).joined(separator: "|")
        return """
              --sort KEY        \(names) (default: \(name(defaultKey)));
                                saved and published sort newest first, title and site
                                A to Z, length shortest first\(keys.contains(.relevance) ? ", relevance best first" : "")
              --reverse         the other way round
              --asc, --desc     ascending or descending, whatever the key
            """
    }

    init(parsing arguments: inout Arguments, keys: [ArticleSort.Key], defaultKey: ArticleSort.Key) throws {
        let names = keys.map(Self.name)
        let chosen = try arguments.choice("--sort", from: names).flatMap { name in keys.first { Self.name($0) == name }
        }
        let key = chosen ?? defaultKey
        let reverse = arguments.flag("--reverse")
        let ascending = arguments.flag("--asc")
        let descending = arguments.flag("--desc")
        if [reverse, ascending, descending].filter({ $0 }).count > 1 {
            throw arguments.usageError("give only one of --reverse, --asc and --desc")
        }
        var direction = key.defaultDirection
        if reverse { direction = direction.reversed }
        if ascending { direction = .ascending }
        if descending { direction = .descending }
        sort = ArticleSort(key, direction)
    }

    /// The name of a key on the command line (`length` for the word count).
    static func name(_ key: ArticleSort.Key) -> String { key.rawValue }
}
