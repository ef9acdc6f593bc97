import Gemini
import Gemtext
import ReadingList

/// `/highlights` (owners only): every passage kept, newest first, each
/// with its note and a link to the section that holds it.
struct HighlightsPage: CapsulePage {
    /// Highlights shown at most.
    static let limit = 200

    init(request: Request) throws {
        try Canonical.requireNoQuery(request)
    }

    var canonicalURL: String { "/highlights" }

    var isOwnerOnly: Bool { true }

    func render(in context: PageContext) throws -> Response {
        let highlights = try context.library.highlights(limit: Self.limit)
        let count = try context.library.highlightCount()
        var builder = GemtextBuilder()
        builder.heading("Highlights")
        switch count {
        case 0: builder.text("No highlights yet: “Highlight a passage” on an article's page keeps one.")
        case ...Self.limit: builder.text("\(count == 1 ? "1 passage" : "\(count) passages") kept, newest first.")
        default:
            builder.text("The newest \(Self.limit) of \(count) passages kept ('gempaper highlights' lists them all).")
        }
        for highlight in highlights {
            var label = highlight.articleTitle
            if let section = highlight.section { label += ", section \(section)" }
            label += " · \(DateText.day(highlight.createdAt))"
            HighlightLines.add(highlight, label: label, to: &builder)
        }
        builder.blankLine()
        builder.link("/", label: "Home")
        return context.gemtext(builder)
    }
}
