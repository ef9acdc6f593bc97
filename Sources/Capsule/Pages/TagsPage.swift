import Gemini
import Gemtext
import ReadingList

/// `/tags`: every tag with how many articles carry it, by name.
struct TagsPage: CapsulePage {
    init(request: Request) throws {
        try Canonical.requireNoQuery(request)
    }

    var canonicalURL: String { "/tags" }

    func render(in context: PageContext) throws -> Response {
        let tags = try context.library.tags()
        var page = GemtextBuilder()
        page.heading("Tags")
        page.text(tags.isEmpty ? "No tags yet." : "\(tags.count) \(tags.count == 1 ? "tag" : "tags"), by name.")
        page.blankLine()
        for tag in tags {
            page.link(CapsulePaths.tag(tag.name), label: "\(tag.name) (\(tag.articles))")
        }
        page.blankLine()
        page.link("/", label: "Home")
        return context.gemtext(page)
    }
}
