import Gemini
import ReadingList

/// Which page or action answers which path, and where it runs: pages that
/// read a little of the library on the event loops, searches and every
/// change on the worker pool (writes may wait for another writer).
enum CapsuleRoutes {
    static func add(to router: inout Router, pages: PageServer, claim: ClaimAction, fetching: FetchingSlot) {
        let queueChanged: @Sendable () -> Void = { fetching.wake() }
        router.route("/") { request in pages.page(request) { try HomePage(request: request) } }
        router.route("/unread") { request in pages.page(request) { try ListPage(request: request, scope: .unread) } }
        router.route("/archive") { request in pages.page(request) { try ListPage(request: request, scope: .archive) } }
        router.route("/all") { request in pages.page(request) { try ListPage(request: request, scope: .all) } }
        router.route("/favorites") { request in
            pages.page(request) { try ListPage(request: request, scope: .favorites) }
        }
        router.route("/reading") { request in pages.page(request) { try ReadingNowPage(request: request) } }
        router.route("/highlights") { request in pages.page(request) { try HighlightsPage(request: request) } }
        router.route("/tags") { request in pages.page(request) { try TagsPage(request: request) } }
        router.route("/tags/:name") { (request, name: String) in
            pages.page(request) { try ListPage(request: request, scope: .tag(try tagName(name))) }
        }
        for scope in [ListView.Scope.unread, .archive, .all, .favorites] {
            let path = scope.path
            router.route(path + CapsulePaths.bookSuffix, on: .workerPool) { request in
                pages.page(request, cached: false) { try ListBookPage(request: request, scope: scope) }
            }
        }
        router.route("/tags/:name" + CapsulePaths.bookSuffix, on: .workerPool) { (request, name: String) in
            pages.page(request, cached: false) { try ListBookPage(request: request, scope: .tag(try tagName(name))) }
        }
        router.route("/articles/:id" + CapsulePaths.bookSuffix, on: .workerPool) { (request, id: Int64) in
            pages.page(request, cached: false) { try ArticleBookPage(request: request, id: id) }
        }
        router.route("/search", on: .workerPool) { request in pages.page(request) { try SearchPage(request: request) } }
        router.route("/search/:cursor", on: .workerPool) { (request, cursor: String) in
            pages.page(request) { try SearchPage(request: request, cursorToken: cursor) }
        }
        router.route("/articles/:id") { (request, id: Int64) in
            pages.page(request) { try ArticleContentPage(request: request, id: id) }
        }
        router.route("/articles/:id/sections/:n") { (request, id: Int64, number: Int) in
            pages.page(request) { try SectionPage(request: request, id: id, number: number) }
        }
        router.route("/articles/:id/pictures/:file") { (request, id: Int64, file: String) in
            pages.file(request) { try PicturePage(request: request, id: id, file: file) }
        }
        router.route("/selection/:ids") { (request, ids: String) in
            pages.page(request) { try SelectionPage(request: request, segment: ids) }
        }
        router.route("/feed.gmi") { request in pages.page(request) { try FeedPage(request: request) } }
        router.route("/atom.xml") { request in pages.page(request) { try AtomFeed(request: request) } }
        router.route("/robots.txt") { request in pages.publicPage(request) { try RobotsPage(request: request) } }

        let articleActions: [(String, String, @Sendable (ArticleID, ActionContext) throws -> Response)] = [
            ("archive", "archive articles", ArticleActions.archive),
            ("unarchive", "mark articles unread", ArticleActions.unarchive),
            ("tags", "tag articles", ArticleActions.tags),
            ("title", "edit titles", ArticleActions.title),
            ("delete", "delete articles", ArticleActions.delete),
            ("favorite", "mark favourites", ArticleActions.favorite),
            ("unfavorite", "mark favourites", ArticleActions.unfavorite),
            ("highlight", "keep highlights", ArticleActions.highlight),
            ("retry", "fetch articles again", { id, action in try ArticleActions.retry(id, action, then: queueChanged) }),
        ]
        for (name, what, perform) in articleActions {
            router.route("/articles/:id/\(name)", on: .workerPool) { (request, id: Int64) in
                pages.ownerAction(request, doing: what) { action in
                    guard let id = ArticleID(String(id)) else { throw ResponseError(.notFound("no article with id \(id)")) }
                    return try perform(id, action)
                }
            }
        }
        let bulkActions: [(String, String, @Sendable (String, ActionContext) throws -> Response)] = [
            ("archive", "archive articles", BulkActions.archive),
            ("unarchive", "mark articles unread", BulkActions.unarchive),
            ("tag", "tag articles", BulkActions.tag),
        ]
        for (name, what, perform) in bulkActions {
            router.route("/bulk/\(name)/:ids", on: .workerPool) { (request, ids: String) in
                pages.ownerAction(request, doing: what) { action in try perform(ids, action) }
            }
        }
        router.route("/add", on: .workerPool) { request in
            pages.ownerAction(request, doing: "save pages") { action in try AddAction.add(action, fetching: fetching) }
        }
        router.route("/claim", on: .workerPool) { request in pages.answer(request) { try claim.claim(request) } }
    }

    /// The tag a `/tags/NAME` path names, checked by the library's rules (59 otherwise).
    private static func tagName(_ text: String) throws -> String {
        do { return try TagName.normalize(text) } catch {
            throw ResponseError(.badRequest("'\(text.prefix(64))' is not a tag name: \(TagName.rules)"))
        }
    }
}
