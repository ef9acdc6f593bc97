import Foundation
import Problems
import ReadingList

/// `gempaper export --format F DIR`: the library as files.
struct ExportCommand: Command {
    static let name = "export"
    static let summary = "write the library out as JSON, bookmarks, gemtext or EPUB books"
    static let help = """
        Usage: gempaper export --format json|netscape|gemtext DIR [FILTER-OPTIONS] [OPTIONS]
               gempaper export --format epub OUT.epub [ID...] [FILTER-OPTIONS] [OPTIONS]

        Writes the articles (all of them unless filter options choose) into the
        folder DIR, made if needed:
          json              DIR/gempaper.json: every article with its metadata, tags,
                            gemtext, and the owner's favourites, reading places and
                            highlights; 'gempaper import' reads it back whole
          netscape          DIR/bookmarks.html: a bookmarks file with dates and tags,
                            archived articles in a folder Archive; browsers, read-later
                            services and 'gempaper import' read it
          gemtext           DIR/index.gmi listing the articles (a gemfeed), and
                            DIR/articles/ID-TITLE.gmi for each one, its highlights
                            below it: a capsule any Gemini server can serve

          --format F        json, netscape, gemtext or epub (required)
          --force           replace files a previous export left in DIR (or the book)

        \(BookExport.help)

        Choosing articles (epub: the unread ones by default):
        \(FilterOptions.help(defaultState: "all"))

        Order (epub):
        \(SortOptions.help(keys: ListCommand.sortKeys, defaultKey: .saved))

        Library:
        \(LibraryOptions.help)

        Examples:
          gempaper export --format json ~/backup
          gempaper export --format gemtext /var/gemini/reading --archived
          gempaper export --format epub ~/reader/unread.epub
          gempaper export --format epub rust.epub --tag rust --sort published --asc
          gempaper export --format epub --one-per-article ~/reader/books 41 42

        """

    enum Format: String, CaseIterable { case json, netscape, gemtext, epub }

    let library: LibraryOptions
    let format: Format
    let folder: String
    let filter: ArticleFilter
    let force: Bool
    /// The EPUB export, when the format is epub.
    let book: BookExport?

    init(parsing arguments: inout Arguments) throws {
        library = try LibraryOptions(parsing: &arguments)
        guard let format = try arguments.choice("--format", from: Format.allCases.map(\.rawValue)).flatMap(Format.init)
        else {
            throw arguments.usageError("say which --format to write: json, netscape or gemtext")
        }
        self.format = format
        force = arguments.flag("--force")
        let filterOptions = try FilterOptions(parsing: &arguments)
        guard format == .epub else {
            filter = filterOptions.filter(defaultState: .all)
            book = nil
            let folders = try arguments.positionals()
            try arguments.finish()
            guard folders.count == 1 else {
                throw arguments.usageError(folders.isEmpty ? "name the folder to export to" : "export takes one folder")
            }
            folder = folders[0]
            return
        }
        filter = filterOptions.filter(defaultState: .unread)
        let sort = try SortOptions(parsing: &arguments, keys: ListCommand.sortKeys, defaultKey: .saved).sort
        let onePerArticle = arguments.flag("--one-per-article")
        let title = try arguments.option("--title")
        var positionals = try arguments.positionals()
        try arguments.finish()
        guard !positionals.isEmpty else {
            throw arguments.usageError(
                onePerArticle ? "name the folder for the books" : "name the book to write, such as unread.epub")
        }
        folder = positionals.removeFirst()
        let ids = try ArticleTargets.ids(positionals, arguments: arguments)
        if !ids.isEmpty && filterOptions.isGiven {
            throw arguments.usageError("give article ids or filter options, not both")
        }
        if sort.key == .relevance && filter.search == nil {
            throw arguments.usageError("--sort relevance needs --search")
        }
        book = BookExport(
            output: folder, ids: ids, filter: filter, sort: sort, onePerArticle: onePerArticle, title: title,
            force: force)
    }

    func run(in console: Console) async throws {
        let library = try library.open(console, create: false, readingOnly: true)
        if let book { return try book.run(library, console: console) }
        let output = URL(fileURLWithPath: folder, isDirectory: true)
        try makeFolder(output)
        let total = try library.count(filter)
        let progress = ProgressReporter("exporting", total: total, console: console)
        let written: URL
        switch format {
        case .json: written = try exportJSON(library, to: output, progress: progress)
        case .netscape: written = try exportNetscape(library, to: output, progress: progress)
        case .gemtext: written = try exportGemtext(library, to: output, progress: progress)
        case .epub: preconditionFailure("books are written by BookExport")
        }
        progress.finish()
        console.print("exported \(articlesText(total)) to \(written.path)")
    }

    private func exportJSON(_ library: Library, to output: URL, progress: ProgressReporter) throws -> URL {
        let target = output.appendingPathComponent("gempaper.json")
        try ExportFile.write(target, force: force) { sink in
            try sink.write(LibraryJSON.exportHeader(exportedAt: Date()))
            var first = true
            try forEachArticle(library, filter) { article in
                let kept = try library.keptGemtext(of: article.id)
                var record = LibraryJSON.Record(
                    article, gemtext: kept?.gemtext, reading: try library.readingState(of: article.id))
                record.original = try library.original(of: article.id).map(LibraryJSON.Original.init)
                record.textStart = kept?.textStart ?? 0
                record.headingLevels = kept?.headingLevels
                let pictures = try ExportedPictures.write(of: article.id, from: library, to: output)
                record.pictures = pictures.isEmpty ? nil : pictures.map(LibraryJSON.Picture.init)
                try sink.write((first ? "" : ",\n") + (try LibraryJSON.line(record)))
                first = false
                progress.advance()
            }
            try sink.write(LibraryJSON.exportFooter)
        }
        return target
    }

    private func exportNetscape(_ library: Library, to output: URL, progress: ProgressReporter) throws -> URL {
        let target = output.appendingPathComponent("bookmarks.html")
        try ExportFile.write(target, force: force) { sink in
            try sink.write(NetscapeWriter.header)
            for (state, folder) in [(ArticleFilter.ReadState.unread, "Unread"), (.archived, "Archive")] {
                guard let part = narrowed(to: state), try library.count(part) > 0 else { continue }
                try sink.write(NetscapeWriter.folderStart(folder))
                try forEachArticle(library, part) { article in
                    try sink.write(NetscapeWriter.entry(article))
                    progress.advance()
                }
                try sink.write(NetscapeWriter.folderEnd)
            }
            try sink.write(NetscapeWriter.footer)
        }
        return target
    }

    private func exportGemtext(_ library: Library, to output: URL, progress: ProgressReporter) throws -> URL {
        let target = output.appendingPathComponent("index.gmi")
        let articlesFolder = output.appendingPathComponent(GemtextExport.articlesFolder, isDirectory: true)
        try makeFolder(articlesFolder)
        try ExportFile.write(target, force: force) { index in
            try index.write(GemtextExport.indexHeader(title: "Reading list"))
            for (state, section) in [(ArticleFilter.ReadState.unread, "Unread"), (.archived, "Archive")] {
                guard let part = narrowed(to: state), try library.count(part) > 0 else { continue }
                try index.write(GemtextExport.indexSection(section))
                try forEachArticle(library, part) { article in
                    if var gemtext = try library.gemtext(of: article.id) {
                        let file = articlesFolder.appendingPathComponent(GemtextExport.fileName(of: article))
                        gemtext = try GemtextExport.withPictureFiles(
                            gemtext, of: article, from: library, in: articlesFolder)
                        try ExportFile.write(file, force: force) { sink in
                            let highlights = try library.highlights(of: article.id).inReadingOrder
                            try sink.write(GemtextExport.articleFile(article, gemtext: gemtext, highlights: highlights))
                        }
                    }
                    try index.write(GemtextExport.indexLine(article))
                    progress.advance()
                }
            }
        }
        return target
    }

    /// The filter limited to `state`, or nil when the two cannot both hold.
    private func narrowed(to state: ArticleFilter.ReadState) -> ArticleFilter? {
        guard filter.state == .all || filter.state == state else { return nil }
        var part = filter
        part.state = state
        return part
    }

    /// Calls `body` with each article of `filter`: oldest first, so that an
    /// import of the file numbers them in the same order, except for the
    /// gemtext index, which lists newest first as feeds do.
    private func forEachArticle(_ library: Library, _ filter: ArticleFilter, _ body: (SavedArticle) throws -> Void)
        throws
    {
        let sort = format == .gemtext ? ArticleSort.newestFirst : ArticleSort(.saved, .ascending)
        try library.forEachPage(ArticleQuery(filter: filter, sort: sort, limit: ArticleQuery.maximumLimit)) { page in
            for article in page.articles { try body(article) }
        }
    }

    private func makeFolder(_ url: URL) throws {
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw Problem.permanent("cannot make the folder \(url.path)", hint: "check the path and its permissions")
        }
    }
}

/// Writes one export file: into a temporary file beside it, moved into
/// place when complete, so an interrupted export never leaves half a file.
enum ExportFile {
    /// Buffers text and writes it to the file in large pieces.
    final class Sink {
        private let handle: FileHandle
        private var buffer = Data()

        init(_ handle: FileHandle) { self.handle = handle }

        func write(_ text: String) throws {
            buffer.append(contentsOf: text.utf8)
            if buffer.count >= 1 << 20 { try flush() }
        }

        func flush() throws {
            try handle.write(contentsOf: buffer)
            buffer.removeAll(keepingCapacity: true)
        }
    }

    static func write(_ target: URL, force: Bool, _ body: (Sink) throws -> Void) throws {
        let files = FileManager.default
        if files.fileExists(atPath: target.path) && !force {
            throw Problem(
                .conflict, "\(target.path) already exists",
                hint: "pass --force to replace it, or export to another folder")
        }
        let temporary = target.deletingLastPathComponent().appendingPathComponent(
            ".\(target.lastPathComponent).partial")
        guard files.createFile(atPath: temporary.path, contents: nil),
            let handle = FileHandle(forWritingAtPath: temporary.path)
        else {
            throw Problem.permanent(
                "cannot write \(target.path)", hint: "check the folder's permissions and free space")
        }
        do {
            let sink = Sink(handle)
            try body(sink)
            try sink.flush()
            try handle.close()
            if files.fileExists(atPath: target.path) { try files.removeItem(at: target) }
            try files.moveItem(at: temporary, to: target)
        } catch {
            try? handle.close()
            try? files.removeItem(at: temporary)
            if error is Problem { throw error }
            throw Problem.permanent(
                "cannot write \(target.path) (\(error.localizedDescription))",
                hint: "check the folder's permissions and free space")
        }
    }
}
