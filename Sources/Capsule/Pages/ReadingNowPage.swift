import Gemini
import Gemtext
import ReadingList

/// `/reading` (owners only): the articles started and not finished, most
/// recently opened first, each with how far in and a link to the place;
/// 50 a page (`?cursor=…` for the next).
struct ReadingNowPage: CapsulePage {
    static let pageSize = 50

    let cursor: ReadingCursor?

    init(request: Request) throws {
        let parameters = try QueryParameters(request, allowed: ["cursor"])
        cursor = try parameters["cursor"].map { token in
            guard let cursor = ReadingCursor(token: token) else {
                throw ResponseError(.badRequest("the cursor is damaged: follow the page links instead of editing them"))
            }
            return cursor
        }
        try Canonical.redirectUnlessCanonical(request, to: canonicalURL)
    }

    var canonicalURL: String { "/reading" + (cursor.map { "?cursor=\($0.token)" } ?? "") }

    var isOwnerOnly: Bool { true }

    func render(in context: PageContext) throws -> Response {
        let page = try context.library.reading(limit: Self.pageSize, after: cursor)
        let count = try context.library.readingCount()
        var builder = GemtextBuilder()
        builder.heading("Reading now")
        builder.text(
            count == 0
                ? "Nothing started: an article you open shows here until you finish it (open its last section, or archive it)."
                : "\(count == 1 ? "1 article" : "\(count) articles") started and not finished, most recently opened first.")
        builder.blankLine()
        for item in page.items {
            var label = [item.article.displayTitle, ContinueLink.place(item.position)]
            if let heading = item.position.heading, item.position.section != nil { label[1] += ": \(heading)" }
            label.append(item.article.site)
            builder.link(ContinueLink.url(item), label: label.joined(separator: " · "))
        }
        if let next = page.next {
            builder.blankLine()
            builder.link("/reading?cursor=\(next.token)", label: "More →")
        }
        builder.blankLine()
        builder.link("/", label: "Home")
        return context.gemtext(builder)
    }
}
