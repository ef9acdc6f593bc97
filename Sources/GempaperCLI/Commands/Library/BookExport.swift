import Books
import Foundation
import Problems
import ReadingList

/// `gempaper export --format epub`: the articles a list shows (the unread
/// ones unless told otherwise), or those named by id, as one EPUB book,
/// or as a book per article with `--one-per-article`.
struct BookExport {
    static let help = """
        EPUB books (--format epub):
          gempaper export --format epub OUT.epub [ID...] [FILTER-OPTIONS] [--sort KEY]
          gempaper export --format epub --one-per-article DIR [ID...] [FILTER-OPTIONS]
          One book of the articles chosen (the unread ones unless filter options or
          ids choose), in the order of 'gempaper list' (--sort and its friends),
          each article a chapter with its headings in the book's contents; or with
          --one-per-article a book per article in DIR. Articles not fetched yet
          have no text and are left out.
          --title TEXT      the book's title (default: from the articles chosen)
        """

    let output: String
    let ids: [ArticleID]
    let filter: ArticleFilter
    let sort: ArticleSort
    let onePerArticle: Bool
    let title: String?
    let force: Bool

    func run(_ library: Library, console: Console) throws {
        if onePerArticle {
            try writeOnePerArticle(library, console: console)
        } else {
            try writeOneBook(library, console: console)
        }
    }

    private func writeOneBook(_ library: Library, console: Console) throws {
        let total = ids.isEmpty ? try library.count(filter) : ids.count
        guard total > 0 else { throw Problem.badInput("no articles match, so there is nothing to put in a book") }
        let progress = ProgressReporter("writing the book", total: total, console: console)
        let book = try EPUBWriter(to: try FileSink(path: output, replacing: force), details: details(count: total))
        let summary =
            ids.isEmpty
            ? try LibraryBook.write(library, query: query, into: book) { progress.advance() }
            : try LibraryBook.write(library, ids: ids, into: book) { progress.advance() }
        try book.finish()
        progress.finish()
        console.print("wrote \(output): \(chaptersText(summary.chapters))\(leftOut(summary))")
    }

    private func writeOnePerArticle(_ library: Library, console: Console) throws {
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
            throw Problem.permanent("cannot make the folder \(output)", hint: "check the path and its permissions")
        }
        let chosen = ids.isEmpty ? try library.ids(filter, sort: sort) : ids
        guard !chosen.isEmpty else { throw Problem.badInput("no articles match, so there are no books to write") }
        let progress = ProgressReporter("writing books", total: chosen.count, console: console)
        var summary = LibraryBook.Summary()
        for id in chosen {
            let article = try library.article(id)
            guard article.hasContent else {
                summary.withoutText += 1
                progress.advance()
                continue
            }
            let path = folder.appendingPathComponent(GemtextExport.fileName(of: article, extension: "epub")).path
            let details = BookDetails(
                title: title ?? article.displayTitle, creator: article.author ?? article.siteName ?? article.site)
            let book = try EPUBWriter(to: try FileSink(path: path, replacing: force), details: details)
            summary.chapters += try LibraryBook.write(library, ids: [id], into: book).chapters
            try book.finish()
            progress.advance()
        }
        progress.finish()
        console.print("wrote \(summary.chapters) book\(summary.chapters == 1 ? "" : "s") to \(folder.path)\(leftOut(summary))")
    }

    private var query: ArticleQuery {
        ArticleQuery(filter: filter, sort: sort, limit: ArticleQuery.maximumLimit)
    }

    /// The book's details: the title given, or one naming what was chosen.
    private func details(count: Int) -> BookDetails {
        BookDetails(title: title ?? Self.title(for: filter, ids: ids, count: count))
    }

    /// "Unread articles", "Tagged rust", "3 articles", ... with the day.
    static func title(for filter: ArticleFilter, ids: [ArticleID], count: Int, on day: Date = Date()) -> String {
        var name: String
        if !ids.isEmpty {
            name = ids.count == 1 ? "An article" : "\(ids.count) articles"
        } else if filter.favoritesOnly {
            name = "Favourites"
        } else if !filter.tags.isEmpty {
            name = "Tagged " + filter.tags.joined(separator: ", ")
        } else if let search = filter.search {
            name = "Search: \(search)"
        } else {
            switch filter.state {
            case .unread: name = "Unread articles"
            case .archived: name = "Archived articles"
            case .all: name = "All articles"
            }
        }
        if let site = filter.site { name += " from \(site)" }
        return "\(name), \(BookDay.text(day))"
    }

    private func chaptersText(_ count: Int) -> String { count == 1 ? "1 article" : "\(count) articles" }

    private func leftOut(_ summary: LibraryBook.Summary) -> String {
        guard summary.withoutText > 0 else { return "" }
        return "; left out \(articlesText(summary.withoutText)) without text yet ('gempaper fetch' fetches them)"
    }
}

/// The day a book was made, as its title shows it.
enum BookDay {
    static func text(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone.current
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: date)
    }
}
