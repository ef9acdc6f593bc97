import Problems

/// Where a handler runs.
public enum Execution: Sendable {
    /// On the event loop that owns the connection: for quick work (reading
    /// SQLite, building a page). It must not block, or every connection of
    /// that loop waits.
    case eventLoop
    /// On the server's small pool of worker threads: for work that may block
    /// (database writes, files, queueing a fetch). The loop goes on serving
    /// other connections and sends the response when the handler returns.
    case workerPool
}

/// Maps request paths to handlers. Build it once, then hand it to the server:
///
///     var router = Router()
///     router.route("/") { request in .gemtext("# Hello") }
///     router.route("/articles/:id") { (request, id: Int) in try page(for: id) }
///     router.route("/articles/:id/save", on: .workerPool) { (request, id: Int) in try save(id) }
///     router.routeAsync("/fetch") { request in try await fetch(request) }
///     router.serveFiles(StaticFiles(root: "public"), at: "/files")
///
/// A handler returns a `Response` or throws: a `Problem` becomes its Gemini
/// status, a `ResponseError` its response, anything else `40` (and a line on
/// stderr). Typed parameters that do not convert make the route not match.
/// Exact paths are tried first, then patterns in the order added, then file
/// folders; a path that only differs by a trailing `/` is redirected (31).
public struct Router: Sendable {
    /// A handler chosen for a request, with the request's `parameters` filled in.
    public enum Match: Sendable {
        /// Run `handler` where `execution` says.
        case run(Execution, Request, @Sendable (Request) throws -> Response)
        /// Run `handler` as a Swift task; the loop sends its result when it completes.
        case runAsync(Request, @Sendable (Request) async throws -> Response)
    }

    private typealias Binder = @Sendable ([String]) -> BoundHandler?
    private enum BoundHandler {
        case sync(Execution, @Sendable (Request) throws -> Response)
        case async(@Sendable (Request) async throws -> Response)
    }
    private struct Route {
        let pattern: PathPattern
        let bind: Binder
    }
    private struct Mount {
        let prefix: [String]
        let files: StaticFiles
    }

    private var exact: [String: Route] = [:]
    private var patterns: [Route] = []
    private var mounts: [Mount] = []
    private var notFound: @Sendable (Request) -> Response = { _ in .notFound() }
    /// Set by `exemptFromRateLimit` (RouterPolicies.swift).
    var rateLimitExemption: (@Sendable (ClientCertificate) -> Bool)?
    /// Set by `keepQueryOutOfLog` (RouterPolicies.swift): paths without a trailing `/`.
    var pathsWithSecretQueries: Set<String> = []

    /// An empty router: every request gets 51 until routes are added.
    public init() {}

    /// Adds a route whose handler answers synchronously, on the event loop
    /// (default) or on the worker pool. Each `:name` in `pattern` is passed
    /// to `handler` converted to its parameter type, in order.
    public mutating func route<each P: PathParameter>(
        _ pattern: String, on execution: Execution = .eventLoop,
        _ handler: @escaping @Sendable (Request, repeat each P) throws -> Response
    ) {
        add(pattern, count: Self.count(repeat (each P).self)) { values in
            guard let typed = Self.convert(values, to: repeat (each P).self) else { return nil }
            return .sync(execution) { request in try handler(request, repeat each typed) }
        }
    }

    /// Adds a route whose handler is `async`: it runs as a Swift task on the
    /// server's worker threads (off the event loop; suspended, it holds no
    /// thread), and the loop sends its response when it completes. (A
    /// separate name, so that a closure without `await` never becomes a task
    /// by overload resolution.)
    public mutating func routeAsync<each P: PathParameter>(
        _ pattern: String, _ handler: @escaping @Sendable (Request, repeat each P) async throws -> Response
    ) {
        add(pattern, count: Self.count(repeat (each P).self)) { values in
            guard let typed = Self.convert(values, to: repeat (each P).self) else { return nil }
            return .async { request in try await handler(request, repeat each typed) }
        }
    }

    /// Serves the files under `files`' folder at `prefix` (`/` for the whole capsule).
    /// Routes win over files.
    public mutating func serveFiles(_ files: StaticFiles, at prefix: String = "/") {
        let segments = prefix.split(separator: "/").map(String.init)
        mounts.append(Mount(prefix: segments, files: files))
        mounts.sort { $0.prefix.count > $1.prefix.count }
    }

    /// Replaces the default `51 not found` answer for paths no route matches.
    public mutating func notFound(_ handler: @escaping @Sendable (Request) -> Response) {
        notFound = handler
    }

    /// The handler for `request`, or the response when none is needed
    /// (files, redirects, not found).
    public func match(_ request: Request) -> Match {
        if let match = handler(for: request, path: request.path) { return match }
        for mount in mounts where request.path.segments.starts(with: mount.prefix) {
            let files = mount.files
            let rest = RequestPath(
                segments: Array(request.path.segments.dropFirst(mount.prefix.count)),
                hasTrailingSlash: request.path.hasTrailingSlash)
            return .run(.eventLoop, request) { request in files.response(for: rest, fullPath: request.path) }
        }
        let flipped = RequestPath(segments: request.path.segments, hasTrailingSlash: !request.path.hasTrailingSlash)
        if !request.path.segments.isEmpty, handler(for: request, path: flipped) != nil {
            let target = flipped.encoded + (request.url.query.map { "?\($0)" } ?? "")
            return .run(.eventLoop, request) { _ in .redirect(to: target, permanent: true) }
        }
        let notFound = notFound
        return .run(.eventLoop, request) { request in notFound(request) }
    }

    /// Runs the handler for `request` wherever it is and returns its response,
    /// with errors turned into responses: for tests and for calling a capsule
    /// without a network.
    public func respond(to request: Request) async -> Response {
        switch match(request) {
        case .run(_, let request, let handler):
            do { return try handler(request) } catch { return Self.response(for: error) }
        case .runAsync(let request, let handler):
            do { return try await handler(request) } catch { return Self.response(for: error) }
        }
    }

    /// The response for an error a handler threw: a `ResponseError`'s own
    /// response, a `Problem`'s status and message, else `40 internal error`.
    public static func response(for error: any Error) -> Response {
        switch error {
        case let error as ResponseError: error.response
        case let problem as Problem: Response(problem: problem)
        default: Response(.temporaryFailure, "internal error")
        }
    }

    private func handler(for request: Request, path: RequestPath) -> Match? {
        if let route = exact[path.description], let bound = route.bind([]) {
            return Self.match(bound, request)
        }
        for route in patterns where route.pattern.hasTrailingSlash == path.hasTrailingSlash {
            guard let values = route.pattern.captures(path), let bound = route.bind(values) else { continue }
            var request = request
            for (name, value) in zip(route.pattern.parameterNames, values) { request.parameters[name] = value }
            return Self.match(bound, request)
        }
        return nil
    }

    private static func match(_ bound: BoundHandler, _ request: Request) -> Match {
        switch bound {
        case .sync(let execution, let handler): .run(execution, request, handler)
        case .async(let handler): .runAsync(request, handler)
        }
    }

    private mutating func add(_ text: String, count: Int, bind: @escaping Binder) {
        let pattern = PathPattern(text)
        precondition(
            pattern.parameterNames.count == count,
            "route \(text) has \(pattern.parameterNames.count) parameters but its handler takes \(count)")
        let route = Route(pattern: pattern, bind: bind)
        if pattern.isLiteral {
            exact[
                RequestPath(segments: pattern.parameterNamesFreeSegments, hasTrailingSlash: pattern.hasTrailingSlash)
                    .description] = route
        } else {
            patterns.append(route)
        }
    }

    private static func count<each P>(_ types: repeat (each P).Type) -> Int {
        var count = 0
        for _ in repeat each types { count += 1 }
        return count
    }

    private static func convert<each P: PathParameter>(_ values: [String], to types: repeat (each P).Type) -> (
        repeat each P
    )? {
        var index = 0
        func next<T: PathParameter>(_ type: T.Type) throws -> T {
            defer { index += 1 }
            guard index < values.count, let value = T(pathSegment: values[index]) else { throw ConversionFailed() }
            return value
        }
        return try? (repeat next(each types))
    }

    private struct ConversionFailed: Error {}
}

extension PathPattern {
    /// The literal segments of a pattern without parameters.
    fileprivate var parameterNamesFreeSegments: [String] {
        segments.compactMap { if case .literal(let text) = $0 { text } else { nil } }
    }
}
