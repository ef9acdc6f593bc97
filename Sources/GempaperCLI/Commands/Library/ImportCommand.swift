import Foundation
import Problems
import ReadingList

/// `gempaper import FILE`: bookmarks from a file into the fetch queue.
struct ImportCommand: Command {
    static let name = "import"
    static let summary = "import bookmarks from a browser, Pocket, Instapaper or gempaper export"
    static let help = """
        Usage: gempaper import FILE [--format F] [--tag TAG]... [OPTIONS]

        Adds every URL in FILE to the library. Each one lists at once, with the
        title the file gives it, and waits in the fetch queue to be fetched.
        Tags, the date saved and whether it was read (archived) come along when
        the file has them; folders become tags, and folders named Archive or
        Read Archive mean archived. A gempaper JSON export brings whole articles,
        text included, with nothing to fetch. URLs already in the library are
        skipped (their tags are added); entries that cannot be imported are
        listed with the reason. FILE '-' reads standard input. Importing the
        same file again is safe.

        The format is detected; --format names it:
          urls              one URL per line, optionally followed by a title; blank
                            lines and lines starting with # are skipped; gemtext
                            link lines (=> URL title) work too
          netscape          a bookmarks HTML file, as browsers, Pocket and Instapaper
                            export (ADD_DATE, TAGS, folders)
          csv               a CSV export with a header row: Instapaper
                            (URL,Title,Selection,Folder,Timestamp[,Tags]), Pocket
                            (title,url,time_added,tags,status), Raindrop, ...
          json              a 'gempaper export --format json' file

          --format F        the file's format: urls, netscape, csv or json
          --tag TAG         also put this tag on every imported article (repeatable)

        Library:
        \(LibraryOptions.help)

        Examples:
          gempaper import ~/Downloads/pocket-export.html
          gempaper import instapaper-export.csv --tag instapaper
          gempaper import reading.txt --format urls

        """

    let library: LibraryOptions
    let file: String
    let format: ImportFormat?
    let tags: [String]

    init(parsing arguments: inout Arguments) throws {
        library = try LibraryOptions(parsing: &arguments)
        format = try arguments.choice("--format", from: ImportFormat.allCases.map(\.rawValue)).flatMap(
            ImportFormat.init)
        tags = try TagName.normalize(try arguments.options("--tag"))
        let files = try arguments.positionals()
        try arguments.finish()
        guard files.count == 1 else {
            throw arguments.usageError(files.isEmpty ? "name the file to import" : "import takes one file")
        }
        file = files[0]
    }

    func run(in console: Console) async throws {
        let name = file == "-" ? "standard input" : file
        let data = try InputFile.read(file, console: console)
        var (format, entries) = try ImportFile.read(data, name: name, format: format)
        for index in entries.indices {
            for tag in tags where !entries[index].bookmark.tags.contains(tag) {
                entries[index].bookmark.tags.append(tag)
            }
        }
        let library = try library.open(console)
        let progress = ProgressReporter("importing", total: entries.count, console: console)
        var reported = 0
        let results = try library.importEntries(entries) { done in
            progress.advance(by: done - reported)
            reported = done
        }
        progress.finish()
        try report(results, of: entries, from: name, format: format, to: console)
    }

    private func report(
        _ results: [ImportResult], of entries: [ImportEntry], from name: String, format: ImportFormat, to console: Console
    ) throws {
        var added = 0
        var duplicates = 0
        var failures: [String] = []
        for result in results {
            switch result {
            case .added: added += 1
            case .duplicate: duplicates += 1
            case .failed(let reason): failures.append(reason)
            }
        }
        for failure in failures.prefix(20) { console.printError("  \(failure)") }
        if failures.count > 20 { console.printError("  ... and \(failures.count - 20) more") }
        console.print(
            "imported \(name) (\(format.name)): \(added) added, \(duplicates) already in the library, \(failures.count) failed"
        )
        let queued = zip(results, entries).filter { result, entry in
            if case .added = result { entry.content == nil } else { false }
        }.count
        if queued > 0 {
            console.print(
                queued == 1
                    ? "1 article waits in the fetch queue: 'gempaper fetch' fetches it"
                    : "\(queued) articles wait in the fetch queue: 'gempaper fetch' fetches them")
        }
        if added + duplicates == 0 {
            throw Problem.badInput("nothing could be imported from \(name)", hint: "see the reasons above")
        }
    }
}
