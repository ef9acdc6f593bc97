import ReadingList

/// `gempaper archive ID...`: marks articles read.
struct ArchiveCommand: Command {
    static let name = "archive"
    static let summary = "archive articles (mark them read)"
    static let help = """
        Usage: gempaper archive ID... [OPTIONS]
               gempaper archive FILTER-OPTIONS [OPTIONS]

        Archives articles: they leave the unread list and keep everything else.
        'gempaper unarchive' brings them back.

        \(BulkChangeOptions.help(defaultState: "unread"))

        Examples:
          gempaper archive 12 15 16
          gempaper archive --tag news --site example.com

        """

    let options: BulkChangeOptions

    init(parsing arguments: inout Arguments) throws {
        options = try BulkChangeOptions(parsing: &arguments, defaultState: .unread)
        try arguments.finish()
    }

    func run(in console: Console) async throws {
        let library = try options.library.open(console, create: false)
        let changed = try library.archive(options.targets.selection)
        console.print(
            ReadStateReport.line(
                verb: "archived", changed: changed, named: options.namedCount, already: "already archived"))
    }
}

/// The one line `archive`, `unarchive`, `favorite` and `unfavorite` print:
/// `VERB 3 articles[ AFTER]; 1 was ALREADY`.
enum ReadStateReport {
    static func line(verb: String, changed: Int, named: Int?, already: String, after: String = "") -> String {
        var line = "\(verb) \(articlesText(changed))\(after)"
        if let named, named > changed {
            line += named - changed == 1 ? "; 1 was \(already)" : "; \(named - changed) were \(already)"
        }
        return line
    }
}
