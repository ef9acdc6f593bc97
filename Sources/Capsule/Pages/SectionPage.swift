import Gemini
import Gemtext
import ReadingList

/// `/articles/ID/sections/N`: one section of an article, read like a
/// chapter. It opens with `# ARTICLE TITLE: SECTION HEADING` (what a
/// client's tab and history show), holds the section and its subsections
/// only (it ends where the next heading of the same or a higher level
/// starts), and ends with the way on (see `SectionNavigation`). N is the
/// heading's one number (see `GemtextDocument.Outline`). Served in the
/// article's language when it is known.
///
/// For the owner, `?from=LIST` (the list the article was opened from)
/// travels along its links and its end leads to the next and previous
/// article of that list; the owner's visit is recorded as reading.
struct SectionPage: CapsulePage {
    let id: ArticleID
    let number: Int
    let from: ListReference?

    init(request: Request, id: Int64, number: Int) throws {
        guard let id = ArticleID(String(id)) else { throw ResponseError(.notFound("no article with id \(id)")) }
        self.id = id
        self.number = number
        from = try ListReference.parameter(in: request.url.query).0
        try Canonical.redirectUnlessCanonical(request, to: canonicalURL)
    }

    var canonicalURL: String { CapsulePaths.section(id, number).adding(from) }

    var isOwnerOnly: Bool { from != nil }

    func render(in context: PageContext) throws -> Response {
        let article = try context.library.article(id)
        guard let kept = try context.library.keptGemtext(of: id) else {
            throw ResponseError(.notFound("article \(id) has not been fetched yet, so it has no sections"))
        }
        let document = try ArticlePictures.document(kept.gemtext, of: id, in: context.library).document
        let outline = document.outline(levels: kept.headingLevels)
        guard let section = outline.section(number) else {
            let count = outline.numbered.count
            throw ResponseError(
                .notFound(
                    "article \(id) has \(count == 0 ? "no sections" : count == 1 ? "1 section" : "\(count) sections")"))
        }
        var page = GemtextBuilder()
        page.heading("\(article.displayTitle): \(section.title)")
        page.blankLine()
        // The section's own heading is in the page's title.
        let body = document.lines[(section.lineIndex + 1)..<section.lineRange.upperBound]
        page.append(contentsOf: ArticleBody.shown(body.drop { $0 == .text("") }))
        let neighbours = try from.map { try context.library.neighbours(of: id, in: $0.filter, sort: $0.sort) }
        SectionNavigation.add(
            from: section, of: article, outline: outline, isOwner: context.isOwner,
            list: from.map { ($0, neighbours!) }, to: &page)
        if context.isOwner {
            context.visit.record(
                ReadingVisit(
                    article: id, section: number, heading: section.title, sectionCount: outline.numbered.count))
        }
        return context.gemtext(page, language: article.language)
    }
}
