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
        let name = file == "-" ? InputFile.standardInput : file
        let source: ImportSource
        var descriptor: Int32 = -1
        if file == "-" {
            source = DataImportSource(try console.readAllInput())
        } else {
            descriptor = try InputFile.open(file)
            source = FileImportSource(descriptor: descriptor, name: "'\(file)'")
        }
        defer { if descriptor >= 0 { close(descriptor) } }
        // The file is checked (text, its format) before the library is opened.
        let reader = try ImportReader(source, name: name, format: format)
        // A one-off writer needs little page cache: a long import stays small.
        let library = try library.open(console, cacheMegabytes: 16)
        let progress = ProgressReporter("importing", total: reader.total, console: console)
        var summary = ImportSummary()
        // A JSON export's pictures are files beside it.
        let folder = URL(fileURLWithPath: file == "-" ? "." : file).deletingLastPathComponent()
        // One batch at a time, each one transaction: a long list never sits in memory.
        while case var batch = try reader.next(upTo: 500), !batch.isEmpty {
            for index in batch.indices {
                for tag in tags where !batch[index].bookmark.tags.contains(tag) { batch[index].bookmark.tags.append(tag) }
            }
            if reader.format == .json { try ExportedPictures.keep(&batch, from: folder, in: library) }
            summary.add(try library.importEntries(batch, batchSize: batch.count), of: batch)
            progress.advance(by: reader.done - summary.reported)
            summary.reported = reader.done
        }
        progress.finish()
        guard summary.entries > 0 else { throw ImportFile.nothingFound(in: name, format: reader.format) }
        try summary.report(from: name, format: reader.format, to: console)
    }
}

/// What an import did, counted batch by batch.
private struct ImportSummary {
    var entries = 0
    var added = 0
    var duplicates = 0
    var queued = 0
    var failures: [String] = []
    var failureCount = 0
    /// Entries whose URL had a user name and password (left out), the first few named.
    var withCredentials: [String] = []
    var credentialCount = 0
    /// Progress steps reported so far.
    var reported = 0

    /// The failures listed; the rest are counted.
    static let listedFailures = 20

    mutating func add(_ results: [ImportResult], of batch: [ImportEntry]) {
        entries += batch.count
        for (result, entry) in zip(results, batch) {
            let (url, hadCredentials) = URLCredentials.strip(entry.bookmark.url)
            if hadCredentials {
                credentialCount += 1
                if withCredentials.count < Self.listedFailures { withCredentials.append("\(entry.location): \(url)") }
            }
            switch result {
            case .added:
                added += 1
                if entry.content == nil { queued += 1 }
            case .duplicate: duplicates += 1
            case .failed(let reason):
                failureCount += 1
                if failures.count < Self.listedFailures { failures.append(reason) }
            }
        }
    }

    func report(from name: String, format: ImportFormat, to console: Console) throws {
        if credentialCount > 0 {
            console.printError(
                "gempaper: warning: left the user name and password out of \(credentialCount) URL\(credentialCount == 1 ? "" : "s"); gempaper keeps no passwords:"
            )
            for line in withCredentials { console.printError("  \(line)") }
            if credentialCount > withCredentials.count {
                console.printError("  ... and \(credentialCount - withCredentials.count) more")
            }
        }
        for failure in failures { console.printError("  \(failure)") }
        if failureCount > failures.count { console.printError("  ... and \(failureCount - failures.count) more") }
        console.print(
            "imported \(name) (\(format.name)): \(added) added, \(duplicates) already in the library, \(failureCount) failed"
        )
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
