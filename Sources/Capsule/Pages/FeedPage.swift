import Gemini
import Gemtext
import ReadingList

/// `/feed.gmi`: the articles saved most recently as a Gemini subscription
/// page (`=> URL YYYY-MM-DD Title`), which clients such as Lagrange follow.
struct FeedPage: CapsulePage {
    /// Entries in a feed.
    static let entryCount = 50

    init(request: Request) throws {
        try Canonical.requireNoQuery(request)
    }

    var canonicalURL: String { "/feed.gmi" }

    func render(in context: PageContext) throws -> Response {
        var page = GemtextBuilder()
        page.heading(context.settings.title)
        page.heading("Recently saved", level: 2)
        page.blankLine()
        for article in try Self.recent(context.library) {
            page.link(
                context.base + CapsulePaths.article(article.id), label: "\(DateText.day(article.savedAt)) \(article.displayTitle)")
        }
        page.blankLine()
        page.link("/", label: "Home")
        return context.gemtext(page)
    }

    /// The newest fetched articles, newest first.
    static func recent(_ library: Library) throws -> [SavedArticle] {
        try library.page(
            ArticleQuery(filter: ArticleFilter(state: .all, fetchStates: [.ready]), sort: .newestFirst, limit: entryCount)
        ).articles
    }
}
