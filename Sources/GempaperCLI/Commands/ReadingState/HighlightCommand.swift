import ReadingList

/// `gempaper highlight ID "passage"`: keeps a passage of an article.
struct HighlightCommand: Command {
    static let name = "highlight"
    static let summary = "keep a passage of an article, with a note"
    static let help = """
        Usage: gempaper highlight ID PASSAGE [--note NOTE] [OPTIONS]

        Keeps PASSAGE of article ID as a highlight. The passage must be in the
        article: the same words in the same order, whatever the case, punctuation
        and line breaks; the highlight keeps it as the article writes it, with the
        section that holds it. A passage that is not there is refused with how far
        it matched. PASSAGE may end with ' -- NOTE' instead of --note. Keeping the
        same passage again replaces its note. 'gempaper highlights' lists them; the
        capsule's owner sees them on the article's page and at /highlights.

          --note NOTE       a note to keep with it

        Library:
        \(LibraryOptions.help)

        Examples:
          gempaper highlight 12 "the port authority finished the repairs"
          gempaper highlight 12 "new lamps, brighter ones -- check the photos"

        """

    let library: LibraryOptions
    let id: ArticleID
    let passage: String
    let note: String?

    init(parsing arguments: inout Arguments) throws {
        library = try LibraryOptions(parsing: &arguments)
        note = try arguments.option("--note")
        let words = try arguments.positionals()
        try arguments.finish()
        guard words.count >= 2 else {
            throw arguments.usageError(
                "give the article's id and the passage, e.g. gempaper highlight 12 \"the words\"")
        }
        id = try ArticleTargets.ids([words[0]], arguments: arguments)[0]
        passage = words.dropFirst().joined(separator: " ")
    }

    func run(in console: Console) async throws {
        let library = try library.open(console, create: false)
        let kept =
            try note.map { try library.highlight(id, passage: passage, note: $0) }
            ?? library.highlight(id, typed: passage)
        console.print(HighlightText.describe(kept, verb: "kept"))
    }
}

/// How the command line shows a highlight.
enum HighlightText {
    /// `kept highlight 3 of article 12 “Title” (section 2): “passage” — note`
    static func describe(_ highlight: Highlight, verb: String) -> String {
        var line = "\(verb) highlight \(highlight.id) of article \(highlight.article) “\(highlight.articleTitle)”"
        if let section = highlight.section { line += " (section \(section))" }
        line += ": “\(highlight.passage)”"
        if let note = highlight.note { line += " — \(note)" }
        return line
    }
}
