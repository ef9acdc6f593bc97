import Gemini
import Problems
import ReadingList

/// Serves pages and owners' actions: decides who is asking, takes cached
/// pages while the library has not changed, renders the others with a
/// library connection of their own, and turns failures into short Gemini
/// answers (a database failure is logged and answered with 40, never a
/// crash or a hung connection).
struct PageServer: Sendable {
    let connections: LibraryConnections
    let access: AccessPolicy
    let cache: any PageCache
    let settings: CapsuleSettings
    let lang: String?
    /// Records the owners' visits; nil for a read-only library.
    let recorder: ReadingRecorder?
    let errorLog: @Sendable (String) -> Void

    /// Serves the page `make` builds from `request`. Only canonical URLs are
    /// cached, so a request sent as one is answered from the cache before
    /// its parameters are even read. Pages that are files (books) are
    /// `cached: false`: made anew each time, never held in memory.
    func page(_ request: Request, cached: Bool = true, _ make: () throws -> any CapsulePage) -> Response {
        answer(request) {
            let audience = try access.audience(of: request)
            // The owner sees their own reading: the visits still being written first.
            if audience == .owner { recorder?.flush() }
            let base = "gemini://\(request.url.authority)"
            let revision = try connections.revision()
            let asSent = PageKey(url: base + Canonical.target(of: request), audience: audience)
            if cached, let page = cache.page(for: asSent, at: revision) { return page }
            let page = try make()
            if page.isOwnerOnly { try access.requireOwner(request, doing: "see this page") }
            let key = PageKey(url: base + page.canonicalURL, audience: audience)
            let context = { (library: Library) in
                PageContext(library: library, audience: audience, settings: settings, base: base, lang: lang)
            }
            let (response, visit) = try connections.read { library in
                let context = context(library)
                return (try page.render(in: context), context.visit.visit)
            }
            if cached && response.status == .success { cache.store(response, for: key, at: revision) }
            // Only a page rendered (not one from the cache) records: a page
            // still cached means nothing changed since its visit was recorded.
            // The recorder writes it off the event loop.
            if audience == .owner, response.status == .success, let visit { recorder?.record(visit) }
            return response
        }
    }

    /// Serves a file (an article's picture) to whoever may read the
    /// capsule, without the page cache: files can be large, and reading
    /// one from the library is cheap.
    func file(_ request: Request, _ make: () throws -> any CapsulePage) -> Response {
        answer(request) {
            let audience = try access.audience(of: request)
            let page = try make()
            return try connections.read { library in
                try page.render(
                    in: PageContext(
                        library: library, audience: audience, settings: settings,
                        base: "gemini://\(request.url.authority)", lang: lang))
            }
        }
    }

    /// Serves a page that everyone may read, even in a private capsule (robots.txt).
    func publicPage(_ request: Request, _ make: () throws -> any CapsulePage) -> Response {
        answer(request) {
            let page = try make()
            return try connections.read { library in
                try page.render(
                    in: PageContext(
                        library: library, audience: .visitor, settings: settings, base: "gemini://\(request.url.authority)",
                        lang: lang))
            }
        }
    }

    /// Runs an owner's action: 60/61 unless an owner asks, 50 when the
    /// library is read-only (before any prompt), then `body` with the
    /// library for writing and reading.
    func ownerAction(_ request: Request, doing what: String, _ body: (ActionContext) throws -> Response) -> Response {
        answer(request) {
            try access.requireOwner(request, doing: what)
            if connections.isReadOnly { return Self.readOnlyRefusal }
            recorder?.flush()
            return try body(ActionContext(connections: connections, request: request, settings: settings, lang: lang))
        }
    }

    /// The answer to an owner's action on a read-only library.
    static let readOnlyRefusal = Response(
        .permanentFailure,
        "this library is read-only, so nothing can be saved or changed: the capsule serves it for reading only")

    /// `body`'s response, or the answer for what it threw.
    func answer(_ request: Request, _ body: () throws -> Response) -> Response {
        do {
            return try body()
        } catch let error as ResponseError {
            return error.response
        } catch let problem as Problem {
            return response(for: problem, request: request)
        } catch {
            errorLog("\(Canonical.target(of: request)): \(error)")
            return Response(.temporaryFailure, "internal error; the capsule's log says more")
        }
    }

    private func response(for problem: Problem, request: Request) -> Response {
        switch problem.kind {
        case .badInput, .notFound, .gone, .conflict, .certificateRequired, .certificateNotAuthorized,
            .certificateNotValid, .slowDown:
            return Response(problem: problem)
        case .temporary:
            errorLog("\(Canonical.target(of: request)): \(problem.description)")
            return Response(.temporaryFailure, "the library is busy; try again in a moment")
        case .unavailable, .permanent, .internal:
            errorLog("\(Canonical.target(of: request)): \(problem.description)")
            return Response(.temporaryFailure, "the library cannot be read right now; the capsule's log says why")
        }
    }
}
