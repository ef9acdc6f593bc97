import Gemtext

/// Lays out the lines of one document with a `TerminalWriter`: the table of
/// contents, then each line by its type.
struct DocumentLayout {
    private var writer: TerminalWriter
    private let links: LinkClassifier
    private var linkCount = 0

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
                writer.paragraph([Run(text: text, role: .plain)], first: .none, rest: .none, keepIndent: true)
            }
        case .heading(let level, let text):
            let level = min(max(level, 1), 3)
            let marker = Prefix(String(repeating: "#", count: level) + " ", role: .headingMarker(level: level))
            writer.paragraph(
                [Run(text: text, role: .heading(level: level))], first: marker, rest: .indent(marker.columns))
        case .listItem(let text):
            writer.paragraph([Run(text: text, role: .plain)], first: Prefix("• ", role: .bullet), rest: .indent(2))
        case .quote(let text):
            let bar = Prefix("│ ", role: .quoteBar)
            writer.paragraph([Run(text: text, role: .quoteText)], first: bar, rest: bar)
        case .link(let url, let label):
            link(url: url, label: label)
        case .preformatted(let alt, let lines):
            if let alt {
                let caption = Prefix("─── ", role: .caption)
                writer.paragraph([Run(text: alt, role: .caption)], first: caption, rest: .indent(caption.columns))
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
