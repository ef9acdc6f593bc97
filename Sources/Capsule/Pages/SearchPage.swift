import Gemini
import Gemtext
import Problems
import ReadingList

/// `/search`: asks for words (10), then lists the best matches first, each
/// with the passage that matched. Later pages are `/search/CURSOR?WORDS`:
/// the words stay the query, since that is where a client puts the answer.
struct SearchPage: CapsulePage {
    /// Results per page.
    static let pageSize = 20
    static let prompt = "Search titles and text (words, \"a phrase\", prefix*, -without)"

    let text: String
    let cursor: PageCursor?

    /// The search `request` asks for; a 10 prompt when it has no words yet.
    init(request: Request, cursorToken: String? = nil) throws {
        guard let query = request.query, !query.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw ResponseError(.input(Self.prompt))
        }
        text = query
        if let cursorToken {
            do { cursor = try PageCursor(token: cursorToken) } catch {
                throw ResponseError(.badRequest("the cursor is damaged: follow the page links instead of editing them"))
            }
        } else {
            cursor = nil
        }
    }

    var canonicalURL: String { url(cursor) }

    private func url(_ cursor: PageCursor?) -> String {
        (cursor.map { "/search/\($0.token)" } ?? "/search") + "?" + PercentEncoding.encodeQuery(text)
    }

    func render(in context: PageContext) throws -> Response {
        let filter = ArticleFilter(state: .all, search: text)
        let total: Int
        let page: ArticlePage
        do {
            page = try context.library.page(
                ArticleQuery(filter: filter, sort: ArticleSort(.relevance), limit: Self.pageSize, cursor: cursor))
            total = try page.matchCount ?? context.library.count(filter)
        } catch let problem as Problem where problem.kind == .badInput {
            return .input("\(problem.message); \(Self.prompt)")
        }
        var builder = GemtextBuilder()
        builder.heading("Search: \(text)")
        builder.text(total == 0 ? "Nothing matches." : "\(total) \(total == 1 ? "article matches" : "articles match"), best first.")
        builder.blankLine()
        let from = context.isOwner ? ListReference(search: text) : nil
        for item in page.items {
            builder.append(ArticleLine.link(item.article, showArchived: true, from: from))
            if let snippet = item.snippet { builder.quote(snippet) }
            builder.blankLine()
        }
        if let next = page.next { builder.link(url(next), label: "More results →") }
        if let previous = page.previous { builder.link(url(previous), label: "← Better matches") }
        builder.blankLine()
        builder.link("/search", label: "Search again")
        builder.link("/", label: "Home")
        return context.gemtext(builder)
    }
}
