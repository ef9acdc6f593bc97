import ReadingList

/// What every command that changes several articles at once parses: the
/// library, and the articles (ids or filter options).
struct BulkChangeOptions {
    let library: LibraryOptions
    let targets: ArticleTargets

    /// The `--help` section naming the articles and the library;
    /// `defaultState` is the read state a filter has unless told otherwise.
    static func help(defaultState: String) -> String {
        """
        \(ArticleTargets.help)

        Choosing articles by filter:
        \(FilterOptions.help(defaultState: defaultState))

        Library:
        \(LibraryOptions.help)
        """
    }

    init(parsing arguments: inout Arguments, defaultState: ArticleFilter.ReadState) throws {
        library = try LibraryOptions(parsing: &arguments)
        let filter = try FilterOptions(parsing: &arguments)
        let ids = try arguments.positionals()
        targets = try ArticleTargets(ids: ids, filter: filter, defaultState: defaultState, arguments: arguments)
    }

    /// How many distinct articles the ids name (nil for a filter).
    var namedCount: Int? {
        if case .ids(let ids) = targets.selection { return Set(ids).count }
        return nil
    }
}
