/// Every command of the `gempaper` binary, in the groups `--help` shows.
/// Each area of the product keeps its own list; add a command to its area.
enum CommandTable {
    static let groups: [CommandGroup] = [
        CommandGroup(title: "Reading", commands: readingCommands),
        CommandGroup(title: "Articles", commands: articleCommands),
        CommandGroup(title: "Library", commands: libraryCommands),
        CommandGroup(title: "Capsule and Gemini", commands: capsuleCommands),
        CommandGroup(title: "Help", commands: [HelpCommand.self, VersionCommand.self]),
    ]

    /// `render`: gemtext in the terminal.
    static let readingCommands: [any Command.Type] = [RenderCommand.self]

    /// `convert`: web pages to gemtext.
    static let articleCommands: [any Command.Type] = [ConvertCommand.self]

    /// `add`, `list`, `read`, `tag`, `archive`, `favorite`, `highlight`, `search`, `import`, ...
    static let libraryCommands: [any Command.Type] = [
        AddCommand.self, FetchCommand.self, RefetchCommand.self, ListCommand.self, ReadCommand.self, SearchCommand.self,
        TagCommand.self, TagsCommand.self, ArchiveCommand.self,
        UnarchiveCommand.self, FavoriteCommand.self, UnfavoriteCommand.self, HighlightCommand.self,
        HighlightsCommand.self, EditCommand.self, DeleteCommand.self, ImportCommand.self, ExportCommand.self,
    ]

    /// `serve`, `get`, `cert`, `authorize`, `claim`.
    static let capsuleCommands: [any Command.Type] = [
        ServeCommand.self, GetCommand.self, CertCommand.self, AuthorizeCommand.self, ClaimCommand.self,
    ]

    /// The command called `name`, if there is one.
    static func command(named name: String) -> (any Command.Type)? {
        for group in groups {
            if let command = group.commands.first(where: { $0.name == name }) { return command }
        }
        return nil
    }
}
