import Gemini
import Gemtext
import ReadingList

/// `/`: what is waiting (unread, archived, tags), the newest unread
/// articles, and links to everything else. The owner's starts with where
/// they stopped reading ("Continue: TITLE, section HEADING") and links to
/// what they are reading, their favourites and highlights.
struct HomePage: CapsulePage {
    /// Unread articles shown on the home page.
    static let newestCount = 10

    init(request: Request) throws {
        try Canonical.requireNoQuery(request)
    }

    var canonicalURL: String { "/" }

    func render(in context: PageContext) throws -> Response {
        let counts = try context.library.counts()
        let newest = try context.library.page(ArticleQuery(filter: .unread, limit: Self.newestCount))
        var page = GemtextBuilder()
        page.heading(context.settings.title)
        if context.isOwner, let reading = try context.library.continueReading() {
            page.link(ContinueLink.url(reading), label: ContinueLink.label(reading))
        }
        page.text(Self.summary(counts, isOwner: context.isOwner))
        page.blankLine()
        page.link("/unread", label: "Unread (\(counts.unread))")
        page.link("/archive", label: "Archive (\(counts.archived))")
        page.link("/all", label: "All articles (\(counts.total))")
        page.link("/tags", label: "Tags (\(counts.tags))")
        page.link("/search", label: "Search")
        if context.isOwner {
            let library = context.library
            page.link("/reading", label: "Reading now (\(try library.readingCount()))")
            page.link("/favorites", label: "Favourites (\(try library.favoriteCount()))")
            page.link("/highlights", label: "Highlights (\(try library.highlightCount()))")
            page.link("/add", label: "Save a page")
        }
        page.blankLine()
        page.heading("Newest unread", level: 2)
        if newest.items.isEmpty {
            if counts.total > 0 {
                page.text("Nothing unread: all caught up.")
            } else {
                // The owner is told how to save the first one; a visitor cannot.
                page.text(
                    context.isOwner ? "Nothing saved yet: “Save a page” above saves the first one." : "Nothing saved yet.")
            }
        }
        let from = context.isOwner ? ListReference(ListView(.unread)) : nil
        for article in newest.articles { page.append(ArticleLine.link(article, showArchived: false, from: from)) }
        if counts.unread > newest.items.count {
            page.link("/unread", label: "All \(counts.unread) unread articles")
        }
        page.blankLine()
        page.heading("Follow", level: 2)
        page.link("/feed.gmi", label: "Recently saved (Gemini feed)")
        page.link("/atom.xml", label: "Recently saved (Atom feed)")
        return context.gemtext(page)
    }

    private static func summary(_ counts: LibraryCounts, isOwner: Bool) -> String {
        var parts = ["\(counts.unread) unread", "\(counts.archived) archived", "\(counts.tags) \(counts.tags == 1 ? "tag" : "tags")"]
        if isOwner && counts.queued > 0 { parts.append("\(counts.queued) being fetched") }
        if isOwner && counts.failed > 0 { parts.append("\(counts.failed) failed to fetch") }
        return parts.joined(separator: " · ")
    }
}
