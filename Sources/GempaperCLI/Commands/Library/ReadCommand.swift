import Gemtext
import Problems
import ReadingList

/// `gempaper read ID`: an article from the library in the terminal.
struct ReadCommand: Command {
    static let name = "read"
    static let summary = "read an article in the terminal"
    static let help = """
        Usage: gempaper read ID [OPTIONS]

        Shows article ID (as 'gempaper list' shows it) in the terminal, the way
        'gempaper render' shows gemtext: wrapped to the width, links numbered, a
        table of contents when it has three or more headings; --section N opens
        it at heading N. On a terminal it goes through a pager (see
        Environment): 'q' quits it.

        Options:
        \(ReadingOptions.help)
          --archive           archive the article after showing it

        Library:
        \(LibraryOptions.help)

        Environment:
        \(ReadingOptions.environmentHelp)

        Examples:
          gempaper read 42
          gempaper read 42 --section 3 --archive
          gempaper read 42 --no-pager --color=never > article.txt

        """

    let library: LibraryOptions
    let id: ArticleID
    var reading: ReadingOptions
    let archive: Bool

    init(parsing arguments: inout Arguments) throws {
        library = try LibraryOptions(parsing: &arguments)
        reading = try ReadingOptions(parsing: &arguments)
        archive = arguments.flag("--archive")
        let ids = try ArticleTargets.ids(try arguments.positionals(), arguments: arguments)
        try arguments.finish()
        guard ids.count == 1 else {
            throw arguments.usageError(ids.isEmpty ? "name the article to read by its id" : "read takes one article id")
        }
        id = ids[0]
    }

    /// The article's gemtext with each kept picture named and sized in its
    /// link line (`The harbour (picture 1: JPEG, 320×240, 41 KB)`), pictures
    /// that are not part of the story left out, and a line at the end when
    /// some could not be fetched yet.
    static func withPictures(_ gemtext: String, of id: ArticleID, in library: Library) throws -> GemtextDocument {
        let pictures = try library.pictures(of: id)
        var document = PictureLinks.apply(to: GemtextDocument(parsing: gemtext), pictures: pictures) { picture, label in
            picture.kept.map {
                (picture.url, "\(label ?? picture.label) (picture \(picture.number): \(PictureLinks.description(of: $0)))")
            }
        }
        if let note = PictureLinks.missingNote(pictures) {
            document.lines += [.text(""), .text(note + " ('gempaper refetch \(id)')")]
        }
        return document
    }

    func run(in console: Console) async throws {
        let library = try library.open(console, create: false, readingOnly: !archive)
        let article = try library.article(id)
        guard let kept = try library.keptGemtext(of: id) else { throw Self.unreadable(article) }
        var reading = reading
        reading.baseURL = article.url
        try reading.show(
            try Self.withPictures(kept.gemtext, of: id, in: library), levels: kept.headingLevels, on: console)
        if archive { try library.archive(.ids([id])) }
    }

    /// Why an article without gemtext cannot be read yet.
    static func unreadable(_ article: SavedArticle) -> Problem {
        switch article.fetch.state {
        case .failed:
            return Problem(
                .permanent,
                "article \(article.id) could not be fetched: \(article.fetch.lastError ?? "no reason recorded")",
                hint: "try again with 'gempaper refetch \(article.id)'; its page is at \(article.url)")
        case .queued, .fetching, .ready:
            return Problem(
                .temporary, "article \(article.id) has not been fetched yet (it is \(article.fetch.state.rawValue))",
                hint: "fetch it with 'gempaper fetch'; its page is at \(article.url)")
        }
    }
}
