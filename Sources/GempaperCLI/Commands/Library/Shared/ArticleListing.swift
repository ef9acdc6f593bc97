import Foundation
import Problems
import ReadingList

/// How a command prints a list of articles.
enum ListFormat: String, CaseIterable {
    /// A table fitted to the terminal.
    case table
    /// One id per line, for scripts.
    case ids
    /// A JSON object: `{"articles": [...], "next": CURSOR, "previous": CURSOR}`.
    case json

    static let help = """
          --format F        table (the default), ids (one per line, for scripts) or json
        """

    static func parse(_ arguments: inout Arguments) throws -> ListFormat {
        try arguments.choice("--format", from: allCases.map(\.rawValue)).flatMap(ListFormat.init) ?? .table
    }
}

/// `--limit N|all` and `--cursor TOKEN`: which page to print.
struct PageOptions {
    /// Rows per page; nil for every matching article.
    let limit: Int?
    let cursor: PageCursor?

    static let help = """
          --limit N         print at most N articles (default 50; 'all' for every one)
          --cursor TOKEN    start at the page a previous listing named (next/previous page)
        """

    init(parsing arguments: inout Arguments) throws {
        limit = try Self.limit(parsing: &arguments)
        cursor = try arguments.option("--cursor").map { try PageCursor(token: $0) }
    }

    /// `--limit N|all`: rows per page (50 unless told), nil for all.
    static func limit(parsing arguments: inout Arguments) throws -> Int? {
        let text = try arguments.option("--limit")
        guard let text else { return 50 }
        if text == "all" { return nil }
        guard let value = Int(text), (1...ArticleQuery.maximumLimit).contains(value) else {
            throw arguments.usageError(
                "--limit needs a whole number from 1 to \(ArticleQuery.maximumLimit) or 'all', got '\(text)'")
        }
        return value
    }
}

/// Runs a listing query and prints its rows in a format: the shared body of
/// `list` and `search`.
struct ArticleListing {
    let query: ArticleQuery
    let pages: PageOptions
    let format: ListFormat
    /// Show search snippets (under the table rows, or in the JSON).
    let snippets: Bool

    func print(from library: Library, to console: Console) throws {
        var query = query
        query.cursor = pages.cursor
        query.limit = pages.limit ?? ArticleQuery.maximumLimit
        query.includeSnippets = snippets
        if snippets && format == .table {
            query.highlight =
                console.stdoutIsTerminal && console.environment["NO_COLOR"] == nil
                ? SnippetHighlight(open: "\u{1B}[1m", close: "\u{1B}[22m") : SnippetHighlight(open: "*", close: "*")
        }
        var items: [ArticlePage.Item] = []
        var last: ArticlePage?
        if pages.limit == nil {
            try library.forEachPage(query) { page in items += page.items }
        } else {
            let page = try library.page(query)
            items = page.items
            last = page
        }
        switch format {
        case .ids:
            console.write(items.map { "\($0.article.id)\n" }.joined())
        case .json:
            let records = try items.map { try LibraryJSON.line(LibraryJSON.Record($0.article, snippet: $0.snippet)) }
            var text =
                "{\"articles\": [" + (records.isEmpty ? "" : "\n" + records.joined(separator: ",\n") + "\n") + "]"
            text += ", \"next\": " + (last?.next.map { "\"\($0.token)\"" } ?? "null")
            text += ", \"previous\": " + (last?.previous.map { "\"\($0.token)\"" } ?? "null") + "}\n"
            console.write(text)
        case .table:
            guard !items.isEmpty else {
                console.printError(try library.count(.everything) == 0 ? Self.emptyLibrary : "no articles match")
                return
            }
            console.write(ArticleTable.render(items, width: console.terminalColumns, snippets: snippets))
        }
        if format != .json, let last, last.next != nil || last.previous != nil {
            let total = try last.matchCount ?? library.count(query.filter)
            var line = "\(items.count) of \(articlesText(total))"
            if let next = last.next { line += "; next page: --cursor \(next.token)" }
            if let previous = last.previous { line += "; previous page: --cursor \(previous.token)" }
            console.printError(line)
        }
    }

    /// What a listing of an empty library says: how to add the first article.
    static let emptyLibrary =
        "the library is empty: save the first article with 'gempaper add URL', or import bookmarks with 'gempaper import FILE'"
}
