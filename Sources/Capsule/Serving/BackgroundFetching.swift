import Fetch
import Foundation
import ReadingList
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// The capsule's fetch worker: fetches and converts what `/add` (or the
/// command line, or a retry) put in the library's queue, on threads of its
/// own with a lower priority than the event loops, so saving never stalls
/// readers. The queue lives in the library: what a stop or a crash
/// interrupts is fetched after the next start.
final class BackgroundFetching: Sendable {
    private let worker: FetchWorker
    /// Where `/add` waits for the page it queued.
    let outcomes: FetchOutcomes
    /// How long `/add` waits for it.
    let addWait: TimeInterval

    /// A worker (not started) for the library at `path`, with `concurrency`
    /// fetches at once, looking at the queue every `interval` seconds and
    /// whenever woken.
    init(
        libraryPath path: String, concurrency: Int, interval: TimeInterval, addWait: TimeInterval,
        settings: FetchSettings, errorLog: @escaping @Sendable (String) -> Void
    ) throws {
        let saver = ArticleSaver(library: try Library(path: path), fetcher: PageFetcher(settings: settings))
        let outcomes = FetchOutcomes()
        self.outcomes = outcomes
        self.addWait = addWait
        worker = FetchWorker(saver: saver, options: .init(concurrency: concurrency, mode: .watch(every: interval))) { event in
            switch event {
            case .started:
                BackgroundPriority.lowerForThisThread()
            case .finished(let job, let outcome):
                switch outcome {
                case .failed(let problem):
                    errorLog("could not save \(job.url) (article \(job.id)): \(problem.description)")
                case .interrupted:
                    errorLog("stopped fetching \(job.url) (article \(job.id)): put back in the queue")
                default:
                    break
                }
                outcomes.finish(job.id, outcome)
            case .libraryFailed(let problem):
                errorLog("the fetch worker cannot use the library: \(problem.description)")
            }
        }
    }

    /// Starts fetching.
    func start() { worker.start() }

    /// Looks at the queue now (something was just queued).
    func wake() { worker.wake() }

    /// Stops: nothing new is claimed, fetches in flight go back in the queue.
    /// Waits at most `timeout` seconds for the threads to end.
    func stop(timeout: TimeInterval = 10) {
        worker.stop()
        worker.waitUntilFinished(timeout: timeout)
    }
}

/// Lowers the scheduling priority of fetch threads (Linux nice values are
/// per thread), so converting a large page yields to the event loops.
enum BackgroundPriority {
    static let niceness: Int32 = 10

    static func lowerForThisThread() {
        #if os(Linux)
        guard let thread = currentThreadID() else { return }
        let which = __priority_which_t(PRIO_PROCESS.rawValue)
        if getpriority(which, thread) < niceness { setpriority(which, thread, niceness) }
        #endif
    }

    /// The kernel's id of the calling thread (`/proc/thread-self` links to `PID/task/TID`).
    private static func currentThreadID() -> id_t? {
        var buffer = [CChar](repeating: 0, count: 64)
        let length = readlink("/proc/thread-self", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        let link = String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return link.split(separator: "/").last.flatMap { id_t($0) }
    }
}

/// Where the running fetch worker is kept, if any: the routes wake it
/// after queueing something, whichever worker it is by then.
final class FetchingSlot: Sendable {
    private let worker = Mutex<BackgroundFetching?>(nil)

    /// Puts `new` in the slot; returns the worker that was there.
    func replace(with new: BackgroundFetching?) -> BackgroundFetching? {
        worker.withLock { current in
            defer { current = new }
            return current
        }
    }

    /// Wakes the worker, if one runs.
    func wake() {
        worker.withLock { $0 }?.wake()
    }

    /// Wakes the worker and waits (up to its `addWait`) for it to fetch
    /// article `id`; nil when no worker runs or it takes longer. `current`
    /// tells an outcome already recorded in the library (the worker may
    /// have finished before anyone listened).
    func wakeAndWait(for id: ArticleID, current: () throws -> FetchOutcome?) -> FetchOutcome? {
        guard let running = worker.withLock({ $0 }) else { return nil }
        let wait = running.outcomes.expect(id)
        running.wake()
        if let known = try? current() { return known }
        return wait(running.addWait)
    }
}
