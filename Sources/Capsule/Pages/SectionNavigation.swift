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
/// ends (`ArticleDetails.addEnd`).
enum SectionNavigation {
    static func add(
        from section: GemtextDocument.Section, of article: SavedArticle, outline: GemtextDocument.Outline,
        isOwner: Bool, to page: inout GemtextBuilder
    ) {
        let id = article.id
        page.blankLine()
        if let previous = outline.section(before: section.number) {
            page.link(CapsulePaths.section(id, previous.number), label: "← \(previous.title)")
        }
        guard let next = outline.section(after: section.number) else {
            page.link(CapsulePaths.article(id), label: "↑ The end. Back to the article: \(article.displayTitle)")
            ArticleDetails.addEnd(article, isOwner: isOwner, to: &page)
            return
        }
        page.link(CapsulePaths.article(id), label: "↑ Contents: \(article.displayTitle)")
        page.link(CapsulePaths.section(id, next.number), label: "→ \(next.title)")
    }
}
