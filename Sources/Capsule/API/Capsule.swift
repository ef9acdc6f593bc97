import Fetch
import Foundation
import Gemini
import ReadingList

/// The reading list as a Gemini capsule: its pages, its owners' actions,
/// its feeds, and the rules of who may do what. Make one from the settings
/// in `capsule.conf`, and serve its `router()` with a `GeminiServer`:
///
///     let capsule = try Capsule(configuration: try CapsuleConfiguration.load(path: "capsule.conf"))
///     let server = try GeminiServer(configuration: capsule.configuration.server.server, router: capsule.router())
///
/// Pages are cached (keyed by canonical URL, dropped when the library
/// changes); owners are re-read from `capsule.conf` whenever it changes.
/// The owners' visits to articles and sections are recorded as they read
/// (`ReadingVisit`). `startFetching()` runs the worker that fetches what `/add` queues.
///
/// A library in a read-only file or folder (a backup, a read-only disk) is
/// served for reading: every page works, visits are not recorded, nothing
/// is fetched, and the owners' actions are refused with 50
/// (`isLibraryReadOnly`, `readOnlyNotice`).
public final class Capsule: Sendable {
    /// The settings the capsule runs with.
    public let configuration: CapsuleConfiguration
    /// The owners, kept in step with `capsule.conf`.
    public let owners: OwnerList
    let connections: LibraryConnections
    let pages: PageServer
    private let claimGuesses = ClaimGuesses()
    private let fetching = FetchingSlot()
    private let errorLog: @Sendable (String) -> Void

    /// Opens the library the configuration names (creating it when missing)
    /// and gets the pages ready. `cache` replaces the memory cache sized by
    /// `page-cache`; `errorLog` gets one line per failure.
    public init(
        configuration: CapsuleConfiguration, cache: (any PageCache)? = nil,
        errorLog: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data("gempaper: \($0)\n".utf8)) }
    ) throws {
        self.configuration = configuration
        let settings = configuration.capsule
        let server = configuration.server.server
        let readers = max(2, server.resolvedEventLoopCount + server.workerThreads)
        connections = try LibraryConnections(path: configuration.library.path, readers: readers)
        owners = OwnerList(settings.owners, configPath: configuration.path, errorLog: errorLog)
        let cache = cache ?? (settings.pageCacheBytes > 0 ? MemoryPageCache(limit: settings.pageCacheBytes) : NoPageCache())
        let recorder =
            connections.isReadOnly ? nil : try ReadingRecorder(path: configuration.library.path, errorLog: errorLog)
        pages = PageServer(
            connections: connections, access: AccessPolicy(owners: owners, isPrivate: settings.isPrivate), cache: cache,
            settings: settings, lang: configuration.server.lang, recorder: recorder, errorLog: errorLog)
        self.errorLog = errorLog
    }

    /// Whether the library is read-only: pages are served, but nothing is
    /// saved, fetched or recorded.
    public var isLibraryReadOnly: Bool { connections.isReadOnly }

    /// What to tell the person starting the capsule about a read-only
    /// library (nil when it can be changed).
    public var readOnlyNotice: String? {
        guard isLibraryReadOnly else { return nil }
        return "the library \(configuration.library.path) is read-only: its pages are served,"
            + " but nothing will be saved or recorded (no fetches, no reading positions, no owners' actions)"
    }

    /// Starts fetching what is queued in the library (`fetch-workers` at
    /// once), looking again every `interval` seconds and at once after `/add`,
    /// which waits up to `addWait` seconds for its page (so a page that
    /// cannot be saved is told at once) before leading to the article.
    /// Does nothing when the library is read-only.
    public func startFetching(
        settings: FetchSettings = FetchSettings(), interval: TimeInterval = 30, addWait: TimeInterval = 10
    ) throws {
        guard !isLibraryReadOnly else { return }
        let worker = try BackgroundFetching(
            libraryPath: configuration.library.path, concurrency: configuration.capsule.fetchWorkers, interval: interval,
            addWait: addWait, settings: settings, errorLog: errorLog)
        fetching.replace(with: worker)?.stop()
        worker.start()
    }

    /// Stops fetching: fetches in flight go back in the queue, for the next start.
    public func stopFetching() {
        fetching.replace(with: nil)?.stop()
    }

    /// Stops fetching, writes the reading positions still waiting, and
    /// closes the library connections.
    public func close() {
        stopFetching()
        pages.recorder?.close()
        connections.close()
    }

    /// The capsule's routes, and the static folder (if configured) for
    /// every path no page uses. The owners are exempt from the server's rate
    /// limit, and the access log leaves out the claim code and the URLs
    /// typed into `/add` (a user name and password in one are never kept,
    /// and the log is no exception).
    public func router() throws -> Router {
        var router = Router()
        CapsuleRoutes.add(to: &router, pages: pages, claim: claim, fetching: fetching)
        router.exemptFromRateLimit { [owners] certificate in owners.contains(certificate) }
        router.keepQueryOutOfLog(at: "/claim")
        router.keepQueryOutOfLog(at: "/add")
        if let folder = configuration.server.staticFolder {
            router.serveFiles(try StaticFiles(root: folder, lang: configuration.server.lang))
        }
        return router
    }

    private var claim: ClaimAction {
        ClaimAction(
            owners: owners, configPath: configuration.path, lang: configuration.server.lang, guesses: claimGuesses)
    }
}

extension ServerConfiguration {
    /// The number of event loops the server will run.
    var resolvedEventLoopCount: Int {
        eventLoops > 0 ? eventLoops : ProcessInfo.processInfo.activeProcessorCount
    }
}
