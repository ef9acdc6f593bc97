import Gemtext

/// Renders a gemtext document as text for a terminal.
///
/// Paragraphs, list items, quotes, headings and link labels are wrapped to
/// `Options.width` by display width (wide characters and emoji take two
/// columns, combining marks none); words wider than a line are broken, never
/// lost. Headings show their level (`#`, `##`, `###`), list items a bullet
/// and a hanging indent, quotes a bar on every line. Preformatted blocks are
/// never wrapped (a pager such as `less -S` scrolls them sideways); their alt
/// text is a caption above them. Links are numbered in order,
/// `[N] label → target`, with `→` for the same capsule, `⇒` for another
/// Gemini host and `↗` for another protocol (and a colour each); a URL is
/// never split, it moves to the next line whole. Documents with three or
/// more numbered sections get a table of contents, numbered the way
/// `GemtextDocument.Outline` numbers them (the numbers `render(_:fromSection:)`
/// takes), after the title. Control characters are shown as symbols, never
/// sent to the terminal. The same document and options always give the same
/// text.
public struct TerminalRenderer: Sendable {
    /// How to render.
    public struct Options: Sendable, Hashable {
        /// Columns to wrap at (at least 1).
        public var width: Int
        /// Whether to style with ANSI colours and bold/underline/italic.
        public var color: Bool
        /// Whether to show a table of contents when there are three or more
        /// numbered sections.
        public var tableOfContents: Bool
        /// The URL the document was served from, e.g. `gemini://host/page.gmi`:
        /// gemini:// links to its host and port count as the same capsule.
        /// Relative links always do.
        public var baseURL: String?

        /// Options; by default 80 columns, no colour, with a table of contents.
        public init(width: Int = 80, color: Bool = false, tableOfContents: Bool = true, baseURL: String? = nil) {
            self.width = width
            self.color = color
            self.tableOfContents = tableOfContents
            self.baseURL = baseURL
        }
    }

    /// Thrown when asked to start at a section the document does not have.
    public struct NoSuchSection: Error, Equatable {
        /// The section number asked for.
        public let requested: Int
        /// How many numbered sections the document has (numbered from 1).
        public let available: Int
    }

    /// The options every render uses.
    public var options: Options

    /// A renderer with `options`.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// The whole document as terminal text (lines end with LF), with its
    /// table of contents (when shown) before line `contentsAt`, or, when
    /// that is nil, after the title heading and the blank lines under it (at
    /// the top when the document has no title). The contents nest the
    /// headings at their outline `levels` when given (see
    /// `GemtextDocument.outline(levels:)`), else at their gemtext levels.
    public func render(_ document: GemtextDocument, contentsAt: Int? = nil, levels: [Int]? = nil) -> String {
        let outline = document.outline(levels: levels)
        var place = 0
        if let contentsAt {
            place = min(max(contentsAt, 0), document.lines.count)
        } else if let title = outline.title {
            place = title.lineIndex + 1
            while place < document.lines.count, Self.isBlank(document.lines[place]) { place += 1 }
        }
        var layout = Self.layout(document.lines[...], options: options)
        for line in document.lines[..<place] { layout.write(line) }
        if options.tableOfContents && outline.numbered.count >= Self.contentsMinimum {
            layout.contents(outline.numbered)
        }
        for line in document.lines[place...] { layout.write(line) }
        return layout.text
    }

    /// The document from the heading of section `number` (numbered as in
    /// `GemtextDocument.Outline` and the table of contents) to its end,
    /// without a table of contents. Links are numbered from 1.
    public func render(
        _ document: GemtextDocument, fromSection number: Int, levels: [Int]? = nil
    ) throws(NoSuchSection) -> String {
        let outline = document.outline(levels: levels)
        guard let section = outline.section(number) else {
            throw NoSuchSection(requested: number, available: outline.numbered.count)
        }
        let lines = document.lines[section.lineIndex...]
        var layout = Self.layout(lines, options: options)
        for line in lines { layout.write(line) }
        return layout.text
    }

    /// The fewest numbered sections a document needs for a table of contents.
    public static let contentsMinimum = 3

    private static func layout(_ lines: ArraySlice<GemtextDocument.Line>, options: Options) -> DocumentLayout {
        let numbersFromLabels = lines.contains {
            if case .link(_, let label?) = $0 { DocumentLayout.reference(in: label) != nil } else { false }
        }
        return DocumentLayout(
            options: options, capacity: estimatedSize(of: lines), numbersFromLabels: numbersFromLabels)
    }

    private static func isBlank(_ line: GemtextDocument.Line) -> Bool {
        if case .text(let text) = line { text.allSatisfy { $0 == " " || $0 == "\t" } } else { false }
    }

    /// About the bytes the rendering of `lines` takes: their text, plus
    /// room for prefixes, wrapping and a link's target beside its label.
    private static func estimatedSize(of lines: ArraySlice<GemtextDocument.Line>) -> Int {
        var bytes = 0
        for line in lines {
            switch line {
            case .text(let text), .heading(_, let text), .listItem(let text), .quote(let text):
                bytes += text.utf8.count
            case .link(let url, let label):
                bytes += url.utf8.count + (label?.utf8.count ?? 0)
            case .preformatted(let alt, let verbatim):
                bytes += (alt?.utf8.count ?? 0) + verbatim.reduce(0) { $0 + $1.utf8.count + 1 }
            }
        }
        return bytes + bytes / 16 + lines.count * 8
    }
}
