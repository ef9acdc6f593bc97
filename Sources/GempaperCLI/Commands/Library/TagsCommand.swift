import Foundation
import Problems
import ReadingList

/// `gempaper tags`: the tags in use with their counts; renames and deletes tags.
struct TagsCommand: Command {
    static let name = "tags"
    static let summary = "list the tags, or rename or delete one everywhere"
    static let help = """
        Usage: gempaper tags [--sort name|count] [--format table|json] [OPTIONS]
               gempaper tags --rename OLD NEW [OPTIONS]
               gempaper tags --delete TAG [OPTIONS]

        Without --rename or --delete, lists every tag in use with how many articles
        carry it.

          --sort name|count  by name (the default) or most used first
          --format F         table (the default) or json
          --rename OLD NEW   rename tag OLD to NEW on every article; when NEW already
                             exists the two become one
          --delete TAG       take TAG off every article (the articles stay)

        Library:
        \(LibraryOptions.help)

        Examples:
          gempaper tags --sort count
          gempaper tags --rename golang go

        """

    enum Action {
        case list(byCount: Bool, json: Bool)
        case rename(String, String)
        case delete(String)
    }

    let library: LibraryOptions
    let action: Action

    init(parsing arguments: inout Arguments) throws {
        library = try LibraryOptions(parsing: &arguments)
        let rename = try arguments.option("--rename")
        let delete = try arguments.option("--delete")
        let sort = try arguments.choice("--sort", from: ["name", "count"])
        let format = try arguments.choice("--format", from: ["table", "json"])
        let rest = try arguments.positionals()
        try arguments.finish()
        switch (rename, delete) {
        case (let old?, nil):
            guard rest.count == 1 else { throw arguments.usageError("--rename takes the old name and the new one") }
            action = .rename(old, rest[0])
        case (nil, let name?):
            guard rest.isEmpty else { throw arguments.usageError("unexpected argument '\(rest[0])'") }
            action = .delete(name)
        case (nil, nil):
            guard rest.isEmpty else { throw arguments.usageError("unexpected argument '\(rest[0])'") }
            action = .list(byCount: sort == "count", json: format == "json")
        default:
            throw arguments.usageError("give only one of --rename and --delete")
        }
    }

    func run(in console: Console) async throws {
        switch action {
        case .list(let byCount, let json):
            let library = try library.open(console, create: false, readingOnly: true)
            var tags = try library.tags()
            if byCount { tags.sort { ($1.articles, $0.name) < ($0.articles, $1.name) } }
            if json {
                let objects = tags.map { ["name": $0.name, "articles": $0.articles] as [String: Any] }
                let data = try JSONSerialization.data(
                    withJSONObject: objects, options: [.sortedKeys, .withoutEscapingSlashes])
                console.print(String(decoding: data, as: UTF8.self))
            } else if tags.isEmpty {
                console.printError("no tags yet; add some with 'gempaper tag ID --add TAG'")
            } else {
                let width = tags.map { TextWidth.of($0.name) }.max() ?? 0
                for tag in tags { console.print(TextWidth.fit(tag.name, to: width) + "  " + String(tag.articles)) }
            }
        case .rename(let old, let new):
            let library = try library.open(console, create: false)
            let count = try library.renameTag(old, to: new)
            console.print(
                "renamed tag '\(try TagName.normalize(old))' to '\(try TagName.normalize(new))'; \(articlesText(count)) carry it"
            )
        case .delete(let name):
            let library = try library.open(console, create: false)
            let count = try library.deleteTag(name)
            console.print("deleted tag '\(try TagName.normalize(name))' from \(articlesText(count))")
        }
    }
}
