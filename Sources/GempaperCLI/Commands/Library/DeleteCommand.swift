import Foundation
import Problems
import ReadingList

/// `gempaper delete ID...`: deletes articles for good, after asking.
struct DeleteCommand: Command {
    static let name = "delete"
    static let summary = "delete articles for good (asks first)"
    static let help = """
        Usage: gempaper delete ID... [--yes] [OPTIONS]
               gempaper delete FILTER-OPTIONS [--yes] [OPTIONS]

        Deletes articles with their text, original page and tags. This cannot be
        undone, so it shows what it would delete and asks first. Without a
        terminal to ask on, it deletes only with --yes.

          --yes             delete without asking

        \(BulkChangeOptions.help(defaultState: "all"))

        Examples:
          gempaper delete 12 15
          gempaper delete --archived --site spam.example --yes

        """

    let options: BulkChangeOptions
    let yes: Bool

    init(parsing arguments: inout Arguments) throws {
        yes = arguments.flag("--yes", "-y")
        options = try BulkChangeOptions(parsing: &arguments, defaultState: .all)
        try arguments.finish()
    }

    func run(in console: Console) async throws {
        let library = try options.library.open(console, create: false)
        let selection = options.targets.selection
        if !yes {
            guard console.stdinIsTerminal else {
                throw Problem.badInput(
                    "delete asks before deleting, and standard input is not a terminal",
                    hint: "pass --yes to delete without asking")
            }
            let (count, sample) = try preview(selection, in: library)
            guard count > 0 else {
                console.printError("no articles match; nothing deleted")
                return
            }
            for article in sample {
                console.printError(
                    "  \(article.id)  \(TextWidth.truncate(TextWidth.oneLine(article.displayTitle), to: 70))")
            }
            if count > sample.count { console.printError("  ... and \(count - sample.count) more") }
            console.writeError("Delete \(articlesText(count)) for good? [y/N] ")
            let answer = console.readLine()?.trimmingCharacters(in: .whitespaces).lowercased()
            guard answer == "y" || answer == "yes" else {
                throw Problem.permanent("nothing deleted")
            }
        }
        let deleted = try library.delete(selection)
        console.print("deleted \(articlesText(deleted))")
    }

    /// How many articles the selection names and the first few of them.
    private func preview(_ selection: ArticleSelection, in library: Library) throws -> (Int, [SavedArticle]) {
        switch selection {
        case .ids(let ids):
            let articles = try library.articles(Array(Set(ids)).sorted())
            return (articles.count, Array(articles.prefix(5)))
        case .matching(let filter):
            let page = try library.page(ArticleQuery(filter: filter, limit: 5))
            return (try library.count(filter), page.articles)
        }
    }
}
