import Gemtext

/// Lays out the lines of one document with a `TerminalWriter`: the table of
/// contents, then each line by its type.
struct DocumentLayout {
    private var writer: TerminalWriter
    private let links: LinkClassifier
    private var linkCount = 0

    // The prefixes every document uses, made once.
    private let headingMarkers = (1...3).map {
        Prefix(String(repeating: "#", count: $0) + " ", role: .headingMarker(level: $0))
    }
    private let bullet = Prefix("• ", role: .bullet)
    private let quoteBar = Prefix("│ ", role: .quoteBar)
    private let caption = Prefix("─── ", role: .caption)
    private let indents = (0...8).map { Prefix.indent($0) }

    init(options: TerminalRenderer.Options, capacity: Int) {
        writer = TerminalWriter(width: options.width, colour: options.color, capacity: capacity)
        links = LinkClassifier(baseURL: options.baseURL)
    }

    /// What has been laid out, as text.
    var text: String { String(decoding: writer.output, as: UTF8.self) }

    /// A "Contents" list of `sections` (with their own numbers), indented by
    /// depth, and a blank line.
    mutating func contents(_ sections: ArraySlice<GemtextDocument.Section>) {
        writer.paragraph([Run(text: "Contents", role: .contentsTitle)], first: .none, rest: .none)
        let shallowest = sections.map(\.depth).min() ?? 0
        for section in sections {
            let indent = 2 * (section.depth - shallowest)
            let number = "\(section.number)."
            writer.paragraph(
                [Run(text: number, role: .contentsNumber), Run(text: section.title, role: .plain)],
                first: .indent(indent), rest: .indent(indent + number.utf8.count + 1))
        }
        writer.blankLine()
    }

    mutating func write(_ line: GemtextDocument.Line) {
        switch line {
        case .text(let text):
            if text.utf8.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
                writer.blankLine()
            } else {
                writer.paragraph(text, role: .plain, first: .none, rest: .none, keepIndent: true)
            }
        case .heading(let level, let text):
            let level = min(max(level, 1), 3)
            let marker = headingMarkers[level - 1]
            writer.paragraph(text, role: .heading(level: level), first: marker, rest: indents[marker.columns])
        case .listItem(let text):
            writer.paragraph(text, role: .plain, first: bullet, rest: indents[bullet.columns])
        case .quote(let text):
            writer.paragraph(text, role: .quoteText, first: quoteBar, rest: quoteBar)
        case .link(let url, let label):
            link(url: url, label: label)
        case .preformatted(let alt, let lines):
            if let alt {
                writer.paragraph(alt, role: .caption, first: caption, rest: indents[caption.columns])
            }
            for verbatim in lines { writer.verbatim(verbatim) }
        }
    }

    /// `[N] label → target`: numbered in order, the arrow and colour saying
    /// where the link leads (see `LinkKind`).
    private mutating func link(url: String, label: String?) {
        linkCount += 1
        let (kind, target) = links.classify(url)
        let number = Prefix("[\(linkCount)] ", role: .linkNumber(kind))
        var runs: [Run] = []
        if let label { runs.append(Run(text: label, role: .linkLabel(kind))) }
        runs.append(Run(text: kind.arrow, role: .linkTarget))
        runs.append(Run(text: target, role: .linkTarget))
        writer.paragraph(runs, first: number, rest: .indent(number.columns))
    }
}
