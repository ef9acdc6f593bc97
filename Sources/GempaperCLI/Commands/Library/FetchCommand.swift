import Dispatch
import Fetch
import Foundation
import Problems
import ReadingList

#if canImport(Glibc)
    import Glibc
#endif

/// `gempaper fetch`: fetches everything waiting in the queue, now.
struct FetchCommand: Command {
    static let name = "fetch"
    static let summary = "fetch the articles waiting in the queue (imported or queued)"
    static let help = """
        Usage: gempaper fetch [--retry-failed] [--jobs N] [OPTIONS]

        Fetches, converts and stores every article waiting in the fetch queue:
        what 'gempaper import', 'gempaper add --queue' and the capsule's /add
        put there (a running 'gempaper serve' fetches them too, in the
        background). Several pages are fetched at once; a progress bar shows
        how far it got, failures are listed, and a summary ends it.

        A fetch that fails in a way that may pass (the network, a slow or busy
        server) is tried again later: after 1, 5 and 25 minutes, by the next
        'gempaper fetch' or by 'gempaper serve'; after 4 attempts, or at once for
        a failure that will repeat (404, a type gempaper does not save, ...), the
        article is marked failed ('gempaper list --fetch-state failed').
        Ctrl-C stops early: fetches in flight go back to the queue.

          --retry-failed     also fetch failed articles, and those waiting for
                             their retry time, now
        \(FetchOptions.help(jobs: true))

        Library:
        \(LibraryOptions.help)

        Exit status: 0 when everything fetched was stored; 5 when only failures
        that may pass remain; 1 when some failed for good; 5 when stopped early.

        Examples:
          gempaper import bookmarks.html && gempaper fetch
          gempaper fetch --retry-failed --jobs 6

        """

    let library: LibraryOptions
    let fetch: FetchOptions
    let retryFailed: Bool

    init(parsing arguments: inout Arguments) throws {
        library = try LibraryOptions(parsing: &arguments)
        fetch = try FetchOptions(parsing: &arguments, jobs: true)
        retryFailed = arguments.flag("--retry-failed")
        try arguments.finish()
    }

    func run(in console: Console) async throws {
        let library = try library.open(console)
        defer { library.close() }
        if retryFailed {
            try library.requeue(.matching(ArticleFilter(state: .all, fetchStates: [.queued, .failed])))
        }
        let queue = try QueueState(of: library)
        guard queue.due > 0 else {
            guard let next = queue.nextRetry else {
                console.print("nothing to fetch: the queue is empty")
                return
            }
            console.print(
                "nothing to fetch now: \(articlesText(queue.later)) \(queue.later == 1 ? "waits" : "wait") to be retried"
                    + " (the first after \(FetchTally.time(next))); 'gempaper fetch --retry-failed' fetches them now")
            return
        }
        let progress = ProgressReporter("fetching", total: queue.due, console: console)
        let tally = FetchTally()
        let saver = ArticleSaver(
            library: library, fetcher: PageFetcher(settings: fetch.settings(console)), pictures: fetch.pictures)
        let worker = FetchWorker(saver: saver, options: .init(concurrency: fetch.jobs ?? 3, mode: .untilEmpty)) {
            event in
            guard let note = tally.record(event) else { return }
            if case .finished = event { progress.advance() }
            if !note.isEmpty { progress.note(note) }
        }
        let interrupt = InterruptWatch { worker.stop() }
        worker.start()
        await worker.finished()
        interrupt.end()
        progress.finish()
        console.print(tally.summary())
        if let problem = try tally.problem(stopped: interrupt.fired, library: library) { throw problem }
    }
}

/// The queued articles: how many are due now, how many wait for their
/// retry time, and the earliest of those times.
private struct QueueState {
    var due = 0
    var later = 0
    var nextRetry: Date?

    init(of library: Library, now: Date = Date()) throws {
        let query = ArticleQuery(
            filter: ArticleFilter(state: .all, fetchStates: [.queued]), limit: ArticleQuery.maximumLimit)
        try library.forEachPage(query) { page in
            for article in page.articles {
                if let retry = article.fetch.retryAt, retry > now {
                    later += 1
                    nextRetry = min(nextRetry ?? retry, retry)
                } else {
                    due += 1
                }
            }
        }
    }
}

/// What a `gempaper fetch` run did, counted from the worker's events.
private final class FetchTally: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var stored = 0
    private(set) var merged = 0
    private(set) var failed = 0
    private(set) var retrying: [Date] = []
    private(set) var interrupted = 0
    private(set) var libraryProblem: Problem?

    /// Counts `event`; the line to show for it (empty for none), or nil to ignore it.
    func record(_ event: FetchWorker.Event) -> String? {
        lock.lock()
        defer { lock.unlock() }
        switch event {
        case .started:
            return nil
        case .libraryFailed(let problem):
            libraryProblem = libraryProblem ?? problem
            return "library: \(problem.description)"
        case .finished(let job, let outcome):
            let url = Problem.oneLine(job.url, maxBytes: 200)
            switch outcome {
            case .stored:
                stored += 1
                return ""
            case .duplicate(let article):
                merged += 1
                return "#\(job.id) \(url) is the same article as \(SavedArticleText.describe(article)); merged into it"
            case .willRetry(let problem, let at):
                retrying.append(at)
                return "#\(job.id) \(url) failed for now: \(problem.message); will retry after \(Self.time(at))"
            case .failed(let problem):
                failed += 1
                return "#\(job.id) \(url) failed: \(problem.description)"
            case .interrupted:
                interrupted += 1
                return ""
            }
        }
    }

    func summary() -> String {
        lock.lock()
        defer { lock.unlock() }
        var parts = ["fetched \(articlesText(stored + merged))"]
        if merged > 0 { parts[0] += " (\(merged) already in the library, merged)" }
        if failed > 0 { parts.append("\(failed) failed") }
        if let next = retrying.min() { parts.append("\(retrying.count) will be retried after \(Self.time(next))") }
        if interrupted > 0 { parts.append("\(interrupted) put back in the queue") }
        return parts.joined(separator: "; ")
    }

    func problem(stopped: Bool, library: Library) throws -> Problem? {
        lock.lock()
        defer { lock.unlock() }
        if let libraryProblem { return libraryProblem }
        if stopped {
            return Problem.temporary("stopped before the queue was empty", hint: "run 'gempaper fetch' again to go on")
        }
        if failed > 0 {
            return Problem.permanent(
                "\(articlesText(failed)) could not be fetched",
                hint: "see 'gempaper list --all --fetch-state failed'; 'gempaper refetch ID' tries one again")
        }
        if !retrying.isEmpty {
            return Problem.temporary(
                "\(articlesText(retrying.count)) could not be fetched for now",
                hint: "'gempaper fetch' after \(Self.time(retrying.min()!)) tries again, or '--retry-failed' now")
        }
        return nil
    }

    /// `14:05` today, or `2024-05-01 14:05`.
    static func time(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = Calendar.current.isDateInToday(date) ? "HH:mm" : "yyyy-MM-dd HH:mm"
        return formatter.string(from: date)
    }
}

/// Runs `action` once on the first Ctrl-C (SIGINT) until `end()`; a second
/// Ctrl-C ends the process as usual.
private final class InterruptWatch: @unchecked Sendable {
    private let source: DispatchSourceSignal
    private let lock = NSLock()
    private var didFire = false

    init(_ action: @escaping @Sendable () -> Void) {
        signal(SIGINT, SIG_IGN)
        source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler { [unowned self] in
            lock.lock()
            let first = !didFire
            didFire = true
            lock.unlock()
            if first {
                signal(SIGINT, SIG_DFL)
                action()
            }
        }
        source.resume()
    }

    var fired: Bool {
        lock.lock()
        defer { lock.unlock() }
        return didFire
    }

    func end() {
        source.cancel()
        signal(SIGINT, SIG_DFL)
    }
}
