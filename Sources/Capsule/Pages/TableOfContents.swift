import Gemtext
import ReadingList

/// An article's table of contents as links, one per heading under the
/// title, each to its section's page (`/articles/ID/sections/N`): gemtext
/// has no anchors, so every jump is a URL of its own. Every entry shows the
/// heading's one number (the outline's, which is also N in the URL and what
/// `gempaper read --section` takes), before the heading without the page's
/// own number (`Section.entryTitle`); subsections are indented with
/// no-break spaces, which clients keep.
enum TableOfContents {
    /// The fewest sections an article needs for a table of contents.
    static let minimum = 2

    /// The indent of one level of nesting: two no-break spaces.
    static let indent = "\u{A0}\u{A0}"

    /// Adds the contents of `outline` to `builder`; the links carry the
    /// list the article was opened from (`from`), if any.
    static func add(
        _ outline: GemtextDocument.Outline, of id: ArticleID, from: ListReference? = nil,
        to builder: inout GemtextBuilder
    ) {
        let sections = outline.numbered
        guard sections.count >= minimum else { return }
        let base = sections.map(\.depth).min() ?? 0
        builder.blankLine()
        builder.heading("Contents", level: 2)
        for section in sections {
            let indent = String(repeating: indent, count: section.depth - base)
            builder.link(
                CapsulePaths.section(id, section.number).adding(from), label: "\(indent)\(section.number) \(section.entryTitle)")
        }
    }
}
