import Foundation
import ReadingList

/// `gempaper highlights [ID]`: the passages kept, newest first.
struct HighlightsCommand: Command {
    static let name = "highlights"
    static let summary = "list the passages kept from articles"
    static let help = """
        Usage: gempaper highlights [ID] [OPTIONS]
               gempaper highlights --delete NUMBER [OPTIONS]

        Lists the highlights of every article (or of article ID), newest first:
        each with its number, the article (id, title, section) and the day, then
        the passage and the note.

          --format F        text (the default) or json
          --delete NUMBER   delete highlight NUMBER (as the list shows it)

        Library:
        \(LibraryOptions.help)

        Examples:
          gempaper highlights
          gempaper highlights 12 --format json
          gempaper highlights --delete 3

        """

    let library: LibraryOptions
    let id: ArticleID?
    let json: Bool
    let delete: Int64?

    init(parsing arguments: inout Arguments) throws {
        library = try LibraryOptions(parsing: &arguments)
        json = try arguments.choice("--format", from: ["text", "json"]) == "json"
        let deleteText = try arguments.option("--delete")
        let ids = try ArticleTargets.ids(try arguments.positionals(), arguments: arguments)
        try arguments.finish()
        guard ids.count <= 1 else { throw arguments.usageError("highlights takes at most one article id") }
        id = ids.first
        if let deleteText {
            guard let number = Int64(deleteText), number > 0 else {
                throw arguments.usageError("--delete needs a highlight's number, got '\(deleteText)'")
            }
            guard id == nil else { throw arguments.usageError("give --delete NUMBER without an article id") }
            delete = number
        } else {
            delete = nil
        }
    }

    func run(in console: Console) async throws {
        // Listing changes nothing, so it works on a read-only library too.
        let library = try library.open(console, create: false, readingOnly: delete == nil)
        if let delete {
            try library.deleteHighlight(delete)
            console.print("deleted highlight \(delete)")
            return
        }
        if let id { _ = try library.article(id) }
        let highlights = try library.highlights(of: id, limit: Int.max)
        if json {
            console.write(try Self.json(highlights))
            return
        }
        guard !highlights.isEmpty else {
            console.printError(id == nil ? "no highlights yet" : "article \(id!) has no highlights")
            return
        }
        for highlight in highlights {
            var head = "\(highlight.id)  article \(highlight.article) “\(TextWidth.oneLine(highlight.articleTitle))”"
            if let section = highlight.section { head += ", section \(section)" }
            head += " · \(Self.day.string(from: highlight.createdAt))"
            console.print(head)
            console.print("    “\(TextWidth.oneLine(highlight.passage))”")
            if let note = highlight.note { console.print("    — \(TextWidth.oneLine(note))") }
        }
    }

    private struct Record: Encodable {
        let id: Int64
        let article: Int64
        let title: String
        let passage: String
        let note: String?
        let section: Int?
        let created: Date
    }

    private static func json(_ highlights: [Highlight]) throws -> String {
        let records = highlights.map {
            Record(
                id: $0.id, article: $0.article.rawValue, title: $0.articleTitle, passage: $0.passage, note: $0.note,
                section: $0.section, created: $0.createdAt)
        }
        let data = try LibraryJSON.encoder().encode(["highlights": records])
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private static let day: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter
    }()
}
