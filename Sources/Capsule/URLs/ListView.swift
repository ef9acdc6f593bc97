import Gemini
import ReadingList

/// Everything that decides what a list page shows, and its one canonical
/// URL: the path names the list (`/unread`, `/archive`, `/all`,
/// `/tags/NAME`, `/favorites`), the query its state (tag and favourite
/// lists only), sort and cursor, always in that order and without default
/// values: `/tags/rust?state=unread&sort=title&cursor=…`. After the owner
/// archived an article with no unread one after it, `archived=ID` makes the
/// list say so.
struct ListView: Sendable, Equatable {
    /// Which list.
    enum Scope: Sendable, Equatable {
        case unread, archive, all
        case tag(String)
        /// The owner's favourites.
        case favorites
    }

    /// Which list.
    var scope: Scope
    /// Which articles of a tag (tag lists show all unless told otherwise).
    var state: ArticleFilter.ReadState
    /// The order.
    var sort: SortChoice
    /// Where the page starts; nil for the first page.
    var cursor: PageCursor?
    /// The article the owner just archived, when nothing unread followed it.
    var archived: ArticleID?

    /// The first page of `scope`, in the standard order.
    init(
        _ scope: Scope, state: ArticleFilter.ReadState? = nil, sort: SortChoice = .standard, cursor: PageCursor? = nil,
        archived: ArticleID? = nil
    ) {
        self.scope = scope
        self.state = state ?? scope.fixedState ?? .all
        self.sort = sort
        self.cursor = cursor
        self.archived = archived
    }

    /// The view `request` asks for in `scope`: 59 for an unknown or
    /// malformed parameter, a 31 redirect to the canonical URL when the
    /// request spells it differently.
    /// `book`: the request is for the list's book, which has no pages (no
    /// cursor, no notice) and whose canonical URL is `bookURL`.
    init(request: Request, scope: Scope, book: Bool = false) throws {
        try self.init(query: request.url.query, scope: scope, book: book)
        try Canonical.redirectUnlessCanonical(request, to: book ? bookURL : url)
    }

    /// The view the query `raw` (as written) asks for in `scope`; 59 for an
    /// unknown or malformed parameter. `book`: the query of a list's book.
    init(query raw: String?, scope: Scope, book: Bool = false) throws {
        let allowed = (scope.fixedState == nil ? ["state"] : []) + (book ? ["sort"] : ["sort", "cursor", "archived"])
        let parameters = try QueryParameters(query: raw, allowed: allowed)
        self.init(scope)
        if let text = parameters["state"] {
            guard let state = ArticleFilter.ReadState(rawValue: text) else {
                throw ResponseError(.badRequest("state must be one of unread, archived, all, not '\(text.prefix(40))'"))
            }
            self.state = state
        }
        if let text = parameters["sort"] { sort = try SortChoice(parameter: text) }
        if let token = parameters["cursor"] {
            let cursor: PageCursor
            do { cursor = try PageCursor(token: token) } catch {
                throw ResponseError(.badRequest("the cursor is damaged: follow the page links instead of editing them"))
            }
            self.cursor = cursor
        }
        if let text = parameters["archived"] {
            guard let id = ArticleID(text) else {
                throw ResponseError(.badRequest("archived must be an article id, not '\(text.prefix(40))'"))
            }
            archived = id
        }
    }

    /// The canonical URL (path and query) of this view.
    var url: String {
        var parameters: [String] = []
        if scope.fixedState == nil && state != .all { parameters.append("state=\(state.rawValue)") }
        if sort != .standard { parameters.append("sort=\(sort.rawValue)") }
        if let cursor { parameters.append("cursor=\(cursor.token)") }
        if let archived { parameters.append("archived=\(archived)") }
        return path + (parameters.isEmpty ? "" : "?" + parameters.joined(separator: "&"))
    }

    /// The canonical URL of the list's book: the list's path and its state
    /// and sort, without a cursor (a book starts at the list's start).
    var bookURL: String {
        let list = ListView(scope, state: state, sort: sort).url
        let query = list.firstIndex(of: "?").map { String(list[$0...]) } ?? ""
        return path + CapsulePaths.bookSuffix + query
    }

    /// The list's title, as its page's heading says it.
    var title: String {
        switch scope {
        case .unread: "Unread"
        case .archive: "Archive"
        case .all: "All articles"
        case .favorites:
            switch state {
            case .all: "Favourites"
            case .unread: "Favourites, unread"
            case .archived: "Favourites, archived"
            }
        case .tag(let name):
            switch state {
            case .all: "Tagged \(name)"
            case .unread: "Tagged \(name), unread"
            case .archived: "Tagged \(name), archived"
            }
        }
    }

    /// The path of the list.
    var path: String { scope.path }

    /// The filter the list shows.
    var filter: ArticleFilter {
        switch scope {
        case .tag(let name): ArticleFilter(state: state, tags: [name])
        case .favorites: ArticleFilter(state: state, favoritesOnly: true)
        default: ArticleFilter(state: state)
        }
    }

    /// The library query for this page.
    var query: ArticleQuery {
        ArticleQuery(filter: filter, sort: sort.sort, limit: Self.pageSize, cursor: cursor)
    }

    /// Whether only an owner may see it: the favourites, and a list saying
    /// what the owner just archived.
    var isOwnerOnly: Bool { scope == .favorites || archived != nil }

    /// This view sorted by `choice`, from the first page.
    func sorted(by choice: SortChoice) -> ListView {
        ListView(scope, state: state, sort: choice)
    }

    /// This view of articles in `state`, from the first page.
    func showing(_ state: ArticleFilter.ReadState) -> ListView {
        ListView(scope, state: state, sort: sort)
    }

    /// This view from `cursor`.
    func at(_ cursor: PageCursor?) -> ListView {
        ListView(scope, state: state, sort: sort, cursor: cursor)
    }

    /// The list itself: its first page, without a notice.
    var list: ListView { ListView(scope, state: state, sort: sort) }

    /// Articles per page.
    static let pageSize = 50
}

extension ListView.Scope {
    /// The read state the list always shows; nil for lists whose state is a parameter.
    var fixedState: ArticleFilter.ReadState? {
        switch self {
        case .unread: .unread
        case .archive: .archived
        case .all: .all
        case .tag, .favorites: nil
        }
    }

    /// The path of the list.
    var path: String {
        switch self {
        case .unread: "/unread"
        case .archive: "/archive"
        case .all: "/all"
        case .tag(let name): CapsulePaths.tag(name)
        case .favorites: "/favorites"
        }
    }

    /// The list at `path` (as written, percent-encoded); nil when no list is there.
    init?(path: String) {
        switch path {
        case "/unread": self = .unread
        case "/archive": self = .archive
        case "/all": self = .all
        case "/favorites": self = .favorites
        default:
            guard path.hasPrefix("/tags/"), let name = try? PercentEncoding.decode(path.dropFirst("/tags/".count)),
                !name.contains("/"), let tag = try? TagName.normalize(name)
            else { return nil }
            self = .tag(tag)
        }
    }
}
