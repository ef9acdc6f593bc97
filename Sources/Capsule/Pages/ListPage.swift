import Gemini
import Gemtext
import ReadingList

/// `/unread`, `/archive`, `/all`, `/tags/NAME` and the owner's
/// `/favorites`: one line per article, 50 a page with links to the pages
/// beside, and links to the other orders (and, for a tag or the
/// favourites, the other states). Owners also get links that archive or
/// tag the articles shown, and their article links carry the list, so
/// each article leads to the next and previous of the list.
struct ListPage: CapsulePage {
    let view: ListView

    init(request: Request, scope: ListView.Scope) throws {
        view = try ListView(request: request, scope: scope)
    }

    var canonicalURL: String { view.url }

    var isOwnerOnly: Bool { view.isOwnerOnly }

    func render(in context: PageContext) throws -> Response {
        let library = context.library
        let page = try library.page(view.query)
        var builder = GemtextBuilder()
        builder.heading(view.title)
        if let archived = view.archived { try ArchivedNotice.add(archived, followed: false, in: library, to: &builder) }
        builder.text("\(try summary(library)) · \(view.sort.label)")
        builder.blankLine()
        if page.items.isEmpty {
            builder.text(view.cursor == nil ? "No articles here." : "No more articles this way.")
        }
        let mixed = view.state == .all
        let from = context.isOwner ? ListReference(view) : nil
        for article in page.articles { builder.append(ArticleLine.link(article, showArchived: mixed, from: from)) }
        PageLinks.add(for: page, of: view, to: &builder)
        if !page.items.isEmpty {
            let whole = view.cursor == nil && page.next == nil
            let book = ListBookPage.link(for: view, count: whole ? page.articles.count : nil)
            builder.blankLine()
            builder.link(book.url, label: book.label)
        }

        builder.blankLine()
        builder.heading("Order", level: 2)
        for choice in SortChoice.allCases where choice != view.sort {
            builder.link(view.sorted(by: choice).url, label: "Sort \(choice.label)")
        }
        if view.scope.fixedState == nil {
            builder.blankLine()
            builder.heading("Show", level: 2)
            for state in ArticleFilter.ReadState.allCases where state != view.state {
                builder.link(view.showing(state).url, label: Self.stateLabel(state))
            }
        }
        if context.isOwner && !page.items.isEmpty {
            BulkLinks.add(for: page.articles, from: ListReference(view), to: &builder)
        }
        builder.blankLine()
        builder.link("/", label: "Home")
        return context.gemtext(builder)
    }

    /// How many articles the list holds. A tag's count comes from the tag
    /// itself (counting the unread among thousands of tagged articles would
    /// cost more than the rest of the page); an unknown tag is a 51.
    private func summary(_ library: Library) throws -> String {
        guard case .tag(let name) = view.scope else {
            let count = Self.articles(try library.count(view.filter))
            switch view.state {
            case .unread where view.scope == .favorites: return "\(count), unread"
            case .archived where view.scope == .favorites: return "\(count), archived"
            default: return count
            }
        }
        guard let tag = try library.tags().first(where: { $0.name == name }) else {
            throw ResponseError(.notFound("no article has the tag '\(name)'"))
        }
        switch view.state {
        case .all: return Self.articles(tag.articles)
        case .unread: return "The unread of \(Self.articles(tag.articles))"
        case .archived: return "The archived of \(Self.articles(tag.articles))"
        }
    }

    private static func articles(_ count: Int) -> String {
        "\(count) \(count == 1 ? "article" : "articles")"
    }

    private static func stateLabel(_ state: ArticleFilter.ReadState) -> String {
        switch state {
        case .all: "Unread and archived"
        case .unread: "Unread only"
        case .archived: "Archived only"
        }
    }
}
