import Gemtext
import Problems
import Terminal

/// The options of the commands that show gemtext in the terminal (`render`,
/// `read`): width, colour, table of contents, section and pager; and the
/// showing itself.
struct ReadingOptions {
    /// `--width N`, or nil for the terminal's width (80 when not a terminal).
    var width: Int?
    /// `--color`.
    var color = ColorChoice.auto
    /// False with `--no-toc`.
    var tableOfContents = true
    /// `--section N`: start at section N.
    var section: Int?
    /// False with `--no-pager`.
    var pager = true
    /// The document's own URL, for telling same-capsule links apart.
    var baseURL: String?

    /// The lines these options add to a command's `--help`.
    static let help = """
          --width N           wrap at N columns (default: the terminal's width,
                              or 80 when the output is not a terminal)
          --color WHEN        auto, always or never (default: auto, meaning
                              colour on a terminal unless NO_COLOR is set or
                              TERM is dumb; always wins over NO_COLOR)
          --no-toc            leave out the table of contents (shown when the
                              document has three or more headings under its
                              title)
          --section N         start at the heading numbered N in the table of
                              contents (the title is not numbered; the first
                              heading under it is 1)
          --no-pager          write straight to standard output even on a
                              terminal
        """

    /// The lines about the environment these options read, for `--help`.
    static let environmentHelp = """
          GEMPAPER_PAGER  the pager used when the output is a terminal; set
                          it empty for no pager
          PAGER           the pager when GEMPAPER_PAGER is not set (default
                          'less -RS': long lines scroll sideways, 'q' quits;
                          set it empty for no pager)
          LESS            options for less (default 'FRX': quit at once when
                          the text fits on the screen)
          NO_COLOR        when set and not empty, no colour unless
                          --color=always
        """

    /// Reads the options from `arguments`.
    init(parsing arguments: inout Arguments) throws {
        width = try arguments.intOption("--width", in: 1...10_000)
        if let choice = try arguments.choice("--color", from: ColorChoice.allCases.map(\.rawValue)) {
            color = ColorChoice(rawValue: choice)!
        }
        tableOfContents = !arguments.flag("--no-toc")
        section = try arguments.intOption("--section", in: 1...1_000_000)
        pager = !arguments.flag("--no-pager")
    }

    /// Renders `document` with these options and shows it on `console`:
    /// through the pager when standard output is a terminal, straight to it
    /// otherwise. The contents nest the headings at their outline `levels`
    /// when known (an article's kept ones, see `Library.keptGemtext(of:)`).
    func show(_ document: GemtextDocument, levels: [Int]? = nil, on console: Console) throws {
        let options = TerminalRenderer.Options(
            width: width ?? console.terminalColumns ?? 80,
            color: color.usesColor(isTerminal: console.stdoutIsTerminal, environment: console.environment),
            tableOfContents: tableOfContents, baseURL: baseURL)
        let text = try render(document, levels: levels, with: TerminalRenderer(options: options))
        if pager && console.stdoutIsTerminal, let command = Pager.command(in: console.environment),
            Pager.show(text, command: command, environment: console.environment)
        {
            return
        }
        console.write(text)
    }

    private func render(_ document: GemtextDocument, levels: [Int]?, with renderer: TerminalRenderer) throws -> String {
        // Leaving out the converter's contents leaves every heading.
        let readable = ReadableDocument(document)
        let levels = levels ?? readable.levels
        guard let section else {
            return renderer.render(readable.document, contentsAt: readable.contentsAt, levels: levels)
        }
        do {
            return try renderer.render(readable.document, fromSection: section, levels: levels)
        } catch {
            let has =
                error.available == 0
                ? "the document has no sections (headings under its title)"
                : "the document has \(error.available) section\(error.available == 1 ? "" : "s")"
            throw Problem.notFound(
                "no section \(error.requested): \(has)", hint: "leave out --section to see the table of contents")
        }
    }
}
