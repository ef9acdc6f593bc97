import ReadingList

/// `gempaper unfavorite ID...`: takes the favourite mark off articles.
struct UnfavoriteCommand: Command {
    static let name = "unfavorite"
    static let summary = "take the favourite mark off articles"
    static let help = """
        Usage: gempaper unfavorite ID... [OPTIONS]
               gempaper unfavorite FILTER-OPTIONS [OPTIONS]

        Takes the favourite mark off articles; they stay in the library as they are.

        \(BulkChangeOptions.help(defaultState: "all"))

        Examples:
          gempaper unfavorite 12
          gempaper unfavorite --favorites --archived

        """

    let options: BulkChangeOptions

    init(parsing arguments: inout Arguments) throws {
        options = try BulkChangeOptions(parsing: &arguments, defaultState: .all)
        try arguments.finish()
    }

    func run(in console: Console) async throws {
        let library = try options.library.open(console, create: false)
        let changed = try library.setFavorite(false, options.targets.selection)
        console.print(
            ReadStateReport.line(
                verb: "took the favourite mark off", changed: changed, named: options.namedCount,
                already: "not a favourite"))
    }
}
