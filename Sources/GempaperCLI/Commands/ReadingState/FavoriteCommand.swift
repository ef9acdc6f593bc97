import ReadingList

/// `gempaper favorite ID...`: marks articles as favourites.
struct FavoriteCommand: Command {
    static let name = "favorite"
    static let summary = "mark articles as favourites"
    static let help = """
        Usage: gempaper favorite ID... [OPTIONS]
               gempaper favorite FILTER-OPTIONS [OPTIONS]

        Marks articles as favourites, the ones worth keeping. 'gempaper list
        --favorites' lists them (with any other filter and order), the capsule's
        owner sees them at /favorites, and 'gempaper unfavorite' takes the mark off.

        \(BulkChangeOptions.help(defaultState: "all"))

        Examples:
          gempaper favorite 12 15
          gempaper list --favorites --tag rust --sort title

        """

    let options: BulkChangeOptions

    init(parsing arguments: inout Arguments) throws {
        options = try BulkChangeOptions(parsing: &arguments, defaultState: .all)
        try arguments.finish()
    }

    func run(in console: Console) async throws {
        let library = try options.library.open(console, create: false)
        let changed = try library.setFavorite(true, options.targets.selection)
        console.print(
            ReadStateReport.line(
                verb: "marked", changed: changed, named: options.namedCount, already: "a favourite already",
                after: " as favourites"))
    }
}
