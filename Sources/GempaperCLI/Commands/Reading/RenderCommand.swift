import Gemtext
import Problems

/// `gempaper render [FILE|-]`: shows a gemtext document in the terminal.
struct RenderCommand: Command {
    static let name = "render"
    static let summary = "show a gemtext document in the terminal"
    static let help = """
        Usage: gempaper render [OPTIONS] [FILE|-]

        Shows a gemtext (text/gemini) document in the terminal: paragraphs,
        lists and quotes wrapped to the width, headings styled with their level,
        preformatted blocks verbatim under their alt text (never wrapped: the
        pager scrolls them sideways), links numbered with where they lead (a URL
        is never split), and one table of contents under the title when the
        document has three or more headings under it. FILE '-', or no FILE with
        piped input, reads standard input. On a terminal the output goes
        through a pager (see Environment): 'q' quits it.

        Options:
        \(ReadingOptions.help)
          --base URL          the document's own address (gemini://host/path):
                              links to that host count as the same capsule
          -h, --help          show this help

        Links read '[N] label → target'; the arrow says where they lead:
          →   the same capsule (a relative link, or one to the --base host)
          ⇒   another Gemini host
          ↗   another protocol (https, gopher, mailto, ...)
        A document whose links carry their own numbers ('=> URL [3] label',
        as articles saved by earlier versions do, matching '[3]' in the text)
        keeps them; its other links read '=> label → target'.

        Environment:
        \(ReadingOptions.environmentHelp)

        Examples:
          gempaper render notes.gmi
          gempaper render --width 60 --no-toc notes.gmi
          gempaper render --section 3 notes.gmi
          gempaper render --base gemini://example.org/ index.gmi
          cat page.gmi | gempaper render --color=never > page.txt

        """

    let input: String?
    var reading: ReadingOptions

    init(parsing arguments: inout Arguments) throws {
        reading = try ReadingOptions(parsing: &arguments)
        reading.baseURL = try arguments.option("--base")
        let rest = try arguments.positionals()
        guard rest.count <= 1 else { throw arguments.usageError("render takes one FILE (or '-'), got \(rest.count)") }
        input = rest.first
        try arguments.finish()
    }

    func run(in console: Console) async throws {
        if input == nil && console.stdinIsTerminal {
            throw Problem.badInput(
                "nothing to render", hint: "give a FILE, or pipe a document in: 'gempaper render page.gmi'")
        }
        let bytes = try InputFile.read(input ?? "-", console: console)
        try reading.show(GemtextDocument(parsing: bytes), on: console)
    }
}
