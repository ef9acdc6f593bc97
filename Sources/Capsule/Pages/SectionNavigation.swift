import Gemtext
import ReadingList

/// The end of a section page: where a reader goes from here, each link
/// labelled with the heading it leads to.
///
///     => /articles/7/sections/2 ← Remembering where you were
///     => /articles/7 ↑ Contents: Notes on keyset pagination
///     => /articles/7/sections/5 → Going back
///
/// The previous and next sections are the pages before and after this one
/// (`Outline.section(before:)`, `section(after:)`): a subsection shown on
/// its section's page is not offered again. The last section links back to
/// the article instead of onwards, then ends the way the article's page
/// ends (`ArticleDetails.addEnd`). Opened from a list (the owner's
/// `?from=LIST`), every link carries the list, and every section ends with
/// the next and previous articles of it.
enum SectionNavigation {
    static func add(
        from section: GemtextDocument.Section, of article: SavedArticle, outline: GemtextDocument.Outline,
        isOwner: Bool, list: (from: ListReference, neighbours: ArticleNeighbours)? = nil, to page: inout GemtextBuilder
    ) {
        let id = article.id
        let from = list?.from
        page.blankLine()
        if let previous = outline.section(before: section.number) {
            page.link(CapsulePaths.section(id, previous.number).adding(from), label: "← \(previous.title)")
        }
        guard let next = outline.section(after: section.number) else {
            page.link(
                CapsulePaths.article(id).adding(from), label: "↑ The end. Back to the article: \(article.displayTitle)")
            ArticleDetails.addEnd(article, isOwner: isOwner, from: from, neighbours: list?.neighbours, to: &page)
            return
        }
        page.link(CapsulePaths.article(id).adding(from), label: "↑ Contents: \(article.displayTitle)")
        page.link(CapsulePaths.section(id, next.number).adding(from), label: "→ \(next.title)")
        if let list {
            page.blankLine()
            ArticleDetails.addNeighbours(list.neighbours, from: list.from, to: &page)
        }
    }
}
