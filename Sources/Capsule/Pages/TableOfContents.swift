import Gemtext
import ReadingList

/// An article's table of contents as links, one per heading, each to the
/// page that starts at that heading (`/articles/ID/sections/N`): gemtext
/// has no anchors, so every jump is a URL of its own. Entries are numbered
/// by nesting (`2`, `2.1`, `2.2`, `3`).
enum TableOfContents {
    /// Adds the contents of `outline` to `builder`, leaving out the section
    /// numbered `skipping` (a heading that only repeats the title).
    static func add(
        _ outline: GemtextDocument.Outline, of id: ArticleID, skipping: Int? = nil, to builder: inout GemtextBuilder
    ) {
        let shown = outline.sections.filter { $0.number != skipping }
        guard shown.count >= 2 else { return }
        let base = shown.map(\.depth).min() ?? 0
        var counters: [Int] = []
        builder.blankLine()
        builder.heading("Contents", level: 2)
        for section in shown {
            let depth = section.depth - base
            if counters.count > depth + 1 { counters.removeLast(counters.count - depth - 1) }
            while counters.count < depth + 1 { counters.append(0) }
            counters[depth] += 1
            let number = counters.map(String.init).joined(separator: ".")
            builder.link(CapsulePaths.section(id, section.number), label: "\(number) \(section.title)")
        }
    }
}
