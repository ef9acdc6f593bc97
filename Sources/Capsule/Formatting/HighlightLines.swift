import Gemtext
import ReadingList

/// How the owner's highlights read in a page: each passage a quote, its
/// note below it, and a link to the section that holds it.
enum HighlightLines {
    /// Adds the "Highlights" part of an article's page (nothing when it has
    /// none); the links carry the list the article was opened from.
    static func add(
        _ highlights: [Highlight], outline: GemtextDocument.Outline, from: ListReference?,
        to builder: inout GemtextBuilder
    ) {
        guard !highlights.isEmpty else { return }
        builder.blankLine()
        builder.heading("Highlights", level: 2)
        for highlight in highlights {
            let heading = highlight.section.flatMap { outline.section($0)?.title }
            add(highlight, label: heading.map { "In “\($0)”" } ?? "In the introduction", from: from, to: &builder)
        }
    }

    /// Adds one highlight with a link labelled `label` to where it is.
    static func add(
        _ highlight: Highlight, label: String, from: ListReference? = nil, to builder: inout GemtextBuilder
    ) {
        builder.blankLine()
        builder.quote(highlight.passage)
        if let note = highlight.note { builder.text(note) }
        builder.link(link(to: highlight).adding(from), label: label)
    }

    /// The page that holds `highlight`: its section, or the article.
    static func link(to highlight: Highlight) -> String {
        highlight.section.map { CapsulePaths.section(highlight.article, $0) } ?? CapsulePaths.article(highlight.article)
    }
}
