import ReadingList

/// `gempaper tag ID... --add T --remove T`: changes the tags of articles.
struct TagCommand: Command {
    static let name = "tag"
    static let summary = "add tags to articles or remove them"
    static let help = """
        Usage: gempaper tag ID... [--add TAG]... [--remove TAG]... [OPTIONS]
               gempaper tag FILTER-OPTIONS [--add TAG]... [--remove TAG]... [OPTIONS]

        Adds and removes tags. \(TagName.rules.prefix(1).uppercased() + TagName.rules.dropFirst()); they
        are compared without regard to case and stored in lower case.

          --add TAG         put this tag on the articles (repeat for several)
          --remove TAG      take this tag off the articles (repeat for several)

        \(BulkChangeOptions.help(defaultState: "all"))

        Examples:
          gempaper tag 12 15 --add longread --remove later
          gempaper tag --site lwn.net --add linux

        """

    let options: BulkChangeOptions
    let add: [String]
    let remove: [String]

    init(parsing arguments: inout Arguments) throws {
        add = try arguments.options("--add")
        remove = try arguments.options("--remove")
        options = try BulkChangeOptions(parsing: &arguments, defaultState: .all)
        try arguments.finish()
        guard !add.isEmpty || !remove.isEmpty else {
            throw arguments.usageError("say which tags to --add or --remove")
        }
        _ = try TagName.normalize(add + remove)
    }

    func run(in console: Console) async throws {
        let library = try options.library.open(console, create: false)
        var count = 0
        if !add.isEmpty { count = try library.addTags(add, to: options.targets.selection) }
        if !remove.isEmpty { count = try library.removeTags(remove, from: options.targets.selection) }
        let changes = try TagName.normalize(add).map { "+\($0)" } + TagName.normalize(remove).map { "-\($0)" }
        console.print("tagged \(articlesText(count)): \(changes.joined(separator: " "))")
    }
}
