import Article
import Foundation
import Problems

/// `gempaper convert [--url URL] [--text] [--output-dir DIR] FILE... | -`:
/// saved web pages to gemtext articles (or their plain text).
struct ConvertCommand: Command {
    static let name = "convert"
    static let summary = "turn saved web pages into gemtext articles"
    static let help = """
        Usage: gempaper convert [OPTIONS] FILE... | -

        Turns saved web pages (HTML) into gemtext articles: the story itself
        without navigation, ads, share buttons or comments, under its title,
        a line with its source, author, date and reading time, and a table of
        contents when it has three or more headings. Each link follows its
        paragraph as a link line labelled with the link's own words (its
        sentence when they are only "here" or "link"), without numbers: the
        reader's client numbers links; links lose tracking parameters (utm_*,
        fbclid, gclid, ref_src...), links through a redirector
        (google.com/url?q=..., link.zhihu.com) lead straight to where it
        sends the reader, share buttons are no links. Pictures
        become link lines with their caption; embedded videos and audio
        link lines such as 'Video: TITLE'; embedded posts one quote with
        its author and date. Code stays verbatim in preformatted blocks;
        tables become aligned text (infoboxes 'Label: value' lines);
        formulas become their TeX or text. Hidden text, tag lines and pull
        quotes that repeat the article are left out. The contents number
        each heading with its section's one number, as the capsule and
        'render --section' do; a page that numbers its headings itself
        keeps its own numbers there instead.

        Each FILE is converted in turn; '-' (or no FILE with piped input)
        reads standard input. Results go to standard output, one after the
        other, unless --output-dir is given. A file that cannot be converted
        (not a web page, no article in it) gets a one-line error naming it;
        the others are still converted, and the exit status is non-zero.

        Options:
          --url URL            the address the page was saved from: relative
                               links are resolved against it; the source
                               link points to the page's own canonical URL
                               when it names one (the address without
                               tracking parameters), else to URL
          --text               print only the article's body as plain text:
                               paragraphs, headings, list items, quotes,
                               captions and preformatted lines, one per line,
                               without title, details, contents or links
          --output-dir DIR     write each result to DIR/NAME.gmi (NAME.txt
                               with --text), NAME being the file's name
                               without .html or .htm; DIR is created if
                               missing; progress shows on standard error
          --content-type TYPE  the Content-Type the page was served with,
                               e.g. 'text/html; charset=ISO-8859-1', for its
                               character set (else: a byte order mark, the
                               page's own <meta> charset, then UTF-8 when the
                               bytes are valid UTF-8, else windows-1252);
                               bytes that are valid UTF-8 are read as UTF-8
                               whatever legacy set is declared
          -h, --help           show this help

        Exit status: 0 when every page converted; 2 for bad options or input
        that is not a web page; 1 when a page holds no article; 3 for a
        missing file. With several files, the first failure decides.

        Examples:
          gempaper convert saved-page.html
          gempaper convert --url https://example.org/post saved-page.html > post.gmi
          curl -s https://example.org/post | gempaper convert --url https://example.org/post -
          gempaper convert --output-dir articles/ pages/*.html
          gempaper convert --text page.html | wc -w

        """

    let inputs: [String]
    let url: URL?
    let textOnly: Bool
    let outputFolder: String?
    let contentType: String?

    init(parsing arguments: inout Arguments) throws {
        if let address = try arguments.option("--url") {
            guard let url = URL(string: address), let scheme = url.scheme, !scheme.isEmpty else {
                throw arguments.usageError(
                    "--url needs an absolute address such as https://example.org/post, got '\(address)'")
            }
            self.url = url
        } else {
            self.url = nil
        }
        textOnly = arguments.flag("--text")
        outputFolder = try arguments.option("--output-dir")
        contentType = try arguments.option("--content-type")
        inputs = try arguments.positionals()
        try arguments.finish()
        if outputFolder?.isEmpty == true { throw arguments.usageError("--output-dir needs a folder") }
    }

    func run(in console: Console) async throws {
        var inputs = self.inputs
        if inputs.isEmpty {
            guard !console.stdinIsTerminal else {
                throw Problem.badInput(
                    "nothing to convert", hint: "give a FILE, or pipe a page in: 'gempaper convert page.html'")
            }
            inputs = ["-"]
        }
        if let outputFolder { try Self.createFolder(outputFolder) }
        let progress =
            outputFolder != nil && inputs.count > 1
            ? ProgressReporter("Converting", total: inputs.count, console: console) : nil
        var failures: [Problem] = []
        var written: Set<String> = []
        for input in inputs {
            do {
                try convert(input, console: console, written: &written)
            } catch let problem as Problem {
                if inputs.count == 1 { throw problem }
                if let progress {
                    progress.note("gempaper: \(problem)")
                } else {
                    console.printError("gempaper: \(problem)")
                }
                failures.append(problem)
            }
            progress?.advance()
        }
        progress?.finish()
        guard let first = failures.first else { return }
        throw Problem(first.kind, "\(failures.count) of \(inputs.count) pages could not be converted")
    }

    /// Converts one input and prints or writes the result; `written` holds
    /// the files written so far. Problems name the input.
    private func convert(_ input: String, console: Console, written: inout Set<String>) throws {
        var file: String?
        if let outputFolder {
            let path = Self.outputPath(for: input, in: outputFolder, textOnly: textOnly)
            guard written.insert(path).inserted else {
                throw Problem.badInput(
                    "\(input): another input was already written to \(path)",
                    hint: "convert files of the same name separately")
            }
            file = path
        }
        let bytes = try InputFile.read(input, console: console)
        let output: String
        do {
            let article = try ArticleConverter().convert(bytes, contentType: contentType, url: url)
            output = textOnly ? article.text : article.gemtext
        } catch let problem as Problem {
            let name = input == "-" ? InputFile.standardInput : input
            throw Problem(problem.kind, "\(name): \(problem.message)", hint: problem.hint)
        }
        if let file { try Self.write(output, to: file) } else { console.write(output) }
    }

    /// `DIR/NAME.gmi` (or `.txt`) for the input `path`.
    static func outputPath(for path: String, in folder: String, textOnly: Bool) -> String {
        var name = path == "-" ? "standard-input" : URL(fileURLWithPath: path).lastPathComponent
        for suffix in [".html", ".htm", ".xhtml"] where name.lowercased().hasSuffix(suffix) && name.count > suffix.count
        {
            name.removeLast(suffix.count)
            break
        }
        return URL(fileURLWithPath: folder).appendingPathComponent(name + (textOnly ? ".txt" : ".gmi")).path
    }

    private static func createFolder(_ path: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw Problem.badInput("cannot create the folder '\(path)'", hint: "check the path and its permissions")
        }
    }

    /// Writes `text` to `path` whole or not at all (a temporary file renamed into place).
    private static func write(_ text: String, to path: String) throws {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw Problem.badInput("cannot write \(path)", hint: "check the folder's permissions and free space")
        }
    }
}
