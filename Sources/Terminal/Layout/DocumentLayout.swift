import Gemtext

/// Lays out the lines of one document with a `TerminalWriter`: the table of
/// contents, then each line by its type.
struct DocumentLayout {
    private var writer: TerminalWriter
    private let links: LinkClassifier
    private var linkCount = 0
    /// Whether the document numbers its own links (`=> URL [3] label`, as
    /// converted articles do, matching `[3]` in the text): then those
    /// numbers are shown, and links without one get an unnumbered marker
    /// rather than a running number that would collide with them.
    private let numbersFromLabels: Bool

    // The prefixes every document uses, made once.
    private let headingMarkers = (1...3).map {
        Prefix(String(repeating: "#", count: $0) + " ", role: .headingMarker(level: $0))
    }
    private let bullet = Prefix("• ", role: .bullet)
    private let quoteBar = Prefix("│ ", role: .quoteBar)
    private let caption = Prefix("─── ", role: .caption)
    private let indents = (0...8).map { Prefix.indent($0) }

    init(options: TerminalRenderer.Options, capacity: Int, numbersFromLabels: Bool) {
        writer = TerminalWriter(width: options.width, colour: options.color, capacity: capacity)
        links = LinkClassifier(baseURL: options.baseURL)
        self.numbersFromLabels = numbersFromLabels
    }

    /// The reference number a link label opens with (`[3] label`) and the
    /// label after it, if it has one.
    static func reference(in label: String) -> (number: Substring, rest: Substring)? {
        guard label.hasPrefix("["), let close = label.firstIndex(of: "]") else { return nil }
        let number = label[label.index(after: label.startIndex)..<close]
        guard !number.isEmpty, number.count <= 6, number.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
        let rest = label[label.index(after: close)...]
        guard rest.isEmpty || rest.first == " " else { return nil }
        return (number, rest.drop(while: { $0 == " " }))
    }

    /// What has been laid out, as text.
    var text: String { String(decoding: writer.output, as: UTF8.self) }

    /// A "Contents" list of `sections` (with their own numbers), indented by
    /// depth, between blank lines.
    mutating func contents(_ sections: ArraySlice<GemtextDocument.Section>) {
        if !writer.endsWithBlankLine { writer.blankLine() }
        writer.paragraph([Run(text: "Contents", role: .contentsTitle)], first: .none, rest: .none)
        let shallowest = sections.map(\.depth).min() ?? 0
        for section in sections {
            let indent = 2 * (section.depth - shallowest)
            let number = "\(section.number)."
            writer.paragraph(
                [Run(text: number, role: .contentsNumber), Run(text: section.entryTitle, role: .plain)],
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
            writer.paragraph(
                HeadingText.withoutPermalinkMarks(text), role: .heading(level: level), first: marker,
                rest: indents[marker.columns])
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

    /// `[N] label → target`: numbered in order (or by the document's own
    /// numbers, see `numbersFromLabels`), the arrow and colour saying where
    /// the link leads (see `LinkKind`).
    private mutating func link(url: String, label: String?) {
        linkCount += 1
        let (kind, target) = links.classify(url)
        var label = label
        let number: Prefix
        if numbersFromLabels {
            if let given = label, let reference = Self.reference(in: given) {
                number = Prefix("[\(reference.number)] ", role: .linkNumber(kind))
                label = reference.rest.isEmpty ? nil : String(reference.rest)
            } else {
                number = Prefix("=> ", role: .linkNumber(kind))
            }
        } else {
            number = Prefix("[\(linkCount)] ", role: .linkNumber(kind))
        }
        var runs: [Run] = []
        if let label { runs.append(Run(text: label, role: .linkLabel(kind))) }
        // The arrow and the URL stay together, and the URL whole.
        runs.append(Run(text: kind.arrow + " " + target, role: .linkTarget, unbreakable: true))
        writer.paragraph(runs, first: number, rest: .indent(number.columns))
    }
}
