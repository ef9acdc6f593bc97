import Article
import Gemini
import Gemtext
import ReadingList

/// `/articles/ID/sections/N`: the article from its Nth heading to the end,
/// under links back to the contents and to the sections before and after,
/// so a table of contents works in every client.
struct SectionPage: CapsulePage {
    let id: ArticleID
    let number: Int

    init(request: Request, id: Int64, number: Int) throws {
        guard let id = ArticleID(String(id)) else { throw ResponseError(.notFound("no article with id \(id)")) }
        self.id = id
        self.number = number
        try Canonical.requireNoQuery(request)
    }

    var canonicalURL: String { CapsulePaths.section(id, number) }

    func render(in context: PageContext) throws -> Response {
        let article = try context.library.article(id)
        guard let gemtext = try context.library.gemtext(of: id) else {
            throw ResponseError(.notFound("article \(id) has not been fetched yet, so it has no sections"))
        }
        let document = GemtextDocument(parsing: gemtext)
        let outline = document.outline
        guard var rest = document.fromSection(number) else {
            let count = outline.sections.count
            throw ResponseError(
                .notFound("article \(id) has \(count == 0 ? "no sections" : count == 1 ? "1 section" : "\(count) sections")"))
        }
        // A converted article's first section is its title: the article
        // from its start, without the header the contents page stands for.
        if number == 1, outline.sections.first?.lineIndex == 0, let start = ArticleGemtext.bodyStart(in: document) {
            rest = GemtextDocument([document.lines[0], .text("")] + document.lines[start...])
        }
        var page = GemtextBuilder()
        page.link(CapsulePaths.article(id), label: "↑ Contents: \(article.displayTitle)")
        if let previous = outline.section(before: number) {
            page.link(CapsulePaths.section(id, previous.number), label: "← \(previous.title)")
        }
        if let next = outline.section(after: number) {
            page.link(CapsulePaths.section(id, next.number), label: "→ \(next.title)")
        }
        page.blankLine()
        page.append(contentsOf: rest)
        page.blankLine()
        page.link(CapsulePaths.article(id), label: "↑ Contents: \(article.displayTitle)")
        ArticleDetails.addEnd(article, isOwner: context.isOwner, to: &page)
        return context.gemtext(page)
    }
}
