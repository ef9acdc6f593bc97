import ReadingList

/// `gempaper unarchive ID...`: marks archived articles unread again.
struct UnarchiveCommand: Command {
    static let name = "unarchive"
    static let summary = "mark archived articles unread again"
    static let help = """
        Usage: gempaper unarchive ID... [OPTIONS]
               gempaper unarchive FILTER-OPTIONS [OPTIONS]

        Moves archived articles back to the unread list.

        \(BulkChangeOptions.help(defaultState: "archived"))

        Examples:
          gempaper unarchive 12
          gempaper unarchive --tag reread

        """

    let options: BulkChangeOptions

    init(parsing arguments: inout Arguments) throws {
        options = try BulkChangeOptions(parsing: &arguments, defaultState: .archived)
        try arguments.finish()
    }

    func run(in console: Console) async throws {
        let library = try options.library.open(console, create: false)
        let changed = try library.unarchive(options.targets.selection)
        console.print(
            ReadStateReport.line(
                verb: "unarchived", changed: changed, named: options.namedCount, already: "already unread"))
    }
}
