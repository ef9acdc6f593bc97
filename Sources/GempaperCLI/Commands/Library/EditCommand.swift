import ReadingList

/// `gempaper edit ID --title T`: changes what the library says about an article.
struct EditCommand: Command {
    static let name = "edit"
    static let summary = "change an article's title"
    static let help = """
        Usage: gempaper edit ID --title TITLE [OPTIONS]

        Changes the title the library shows, sorts and searches by.

          --title TITLE     the new title

        Library:
        \(LibraryOptions.help)

        Example:
          gempaper edit 12 --title "A better title"

        """

    let library: LibraryOptions
    let id: ArticleID
    let title: String

    init(parsing arguments: inout Arguments) throws {
        library = try LibraryOptions(parsing: &arguments)
        guard let title = try arguments.option("--title") else {
            throw arguments.usageError("say what to change, e.g. --title TITLE")
        }
        self.title = title
        let ids = try ArticleTargets.ids(try arguments.positionals(), arguments: arguments)
        try arguments.finish()
        guard ids.count == 1 else { throw arguments.usageError("edit takes one article id") }
        id = ids[0]
    }

    func run(in console: Console) async throws {
        let library = try library.open(console, create: false)
        try library.setTitle(title, of: id)
        console.print("article \(id) is now titled '\(try library.article(id).title)'")
    }
}
