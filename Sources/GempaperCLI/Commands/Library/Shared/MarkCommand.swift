import ReadingList

/// A command that puts one mark on the articles it names or filters, or
/// takes it off (`archive`, `unarchive`, `favorite`, `unfavorite`). They
/// parse, open the library and report alike; each says which articles a
/// filter looks at unless told otherwise, what it changes, and the words of
/// its report line: `VERB 3 articles[ AFTER]; 1 was ALREADY`.
protocol MarkCommand: Command {
    /// The read state a filter has unless `--state` says otherwise.
    static var defaultState: ArticleFilter.ReadState { get }
    /// The report line's verb ("archived"), what the articles not changed
    /// already were ("already archived"), and words after the count (" as favourites").
    static var report: (verb: String, already: String, after: String) { get }
    /// Changes the selected articles in `library`; returns how many changed.
    static func mark(_ selection: ArticleSelection, in library: Library) throws -> Int

    var options: BulkChangeOptions { get }
    init(options: BulkChangeOptions)
}

extension MarkCommand {
    init(parsing arguments: inout Arguments) throws {
        self.init(options: try BulkChangeOptions(parsing: &arguments, defaultState: Self.defaultState))
        try arguments.finish()
    }

    func run(in console: Console) async throws {
        let library = try options.library.open(console, create: false)
        let changed = try Self.mark(options.targets.selection, in: library)
        console.print(Self.reportLine(changed: changed, named: options.namedCount))
    }

    /// `VERB 3 articles[ AFTER]; 1 was ALREADY`: `named` is how many
    /// distinct articles were named by number (nil for a filter).
    static func reportLine(changed: Int, named: Int?) -> String {
        var line = "\(report.verb) \(articlesText(changed))\(report.after)"
        if let named, named > changed {
            line += named - changed == 1 ? "; 1 was \(report.already)" : "; \(named - changed) were \(report.already)"
        }
        return line
    }
}
