import Foundation
import Problems
import ReadingList

/// Drains the library's fetch queue on threads of its own: each claims the
/// next queued article, fetches and converts it, and completes it, or fails
/// it with a retry time (see `RetryPolicy`). Never blocks the thread that
/// starts or stops it.
///
///     let worker = FetchWorker(saver: saver, options: .init(concurrency: 3, mode: .watch(every: 30))) { event in ... }
///     worker.start()
///     worker.wake()              // after queueing something: fetch it now
///     worker.stop()              // no new claims; fetches in flight are stopped and queued again
///     await worker.finished()
public final class FetchWorker: @unchecked Sendable {
    /// When the worker ends.
    public enum Mode: Sendable, Equatable {
        /// End once nothing is waiting to be fetched now (`gempaper fetch`).
        case untilEmpty
        /// Keep watching the queue, looking again every so many seconds and
        /// whenever `wake()` is called, until `stop()` (the capsule).
        case watch(every: TimeInterval)
    }

    /// How the worker runs.
    public struct Options: Sendable {
        /// Fetches at once (1...16).
        public var concurrency: Int
        /// When the worker ends.
        public var mode: Mode
        /// When failed fetches are tried again.
        public var retry: RetryPolicy

        /// Options with every field given.
        public init(concurrency: Int = 2, mode: Mode = .untilEmpty, retry: RetryPolicy = RetryPolicy()) {
            self.concurrency = min(max(concurrency, 1), 16)
            self.mode = mode
            self.retry = retry
        }
    }

    /// What the worker reports as it goes, from its own threads.
    public enum Event: Sendable {
        /// A fetch began.
        case started(FetchJob)
        /// A fetch ended.
        case finished(FetchJob, FetchOutcome)
        /// The library failed (it could not be read or written); the thread
        /// that met it stops (`untilEmpty`) or waits for its next look (`watch`).
        case libraryFailed(Problem)
    }

    /// The pipeline each fetch runs through.
    public let saver: ArticleSaver
    /// How the worker runs.
    public let options: Options
    private let onEvent: @Sendable (Event) -> Void
    private let condition = NSCondition()
    private let cancellation = FetchCancellation()
    private var started = false
    private var stopping = false
    private var wakeUps = 0
    private var running = 0
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// A worker (not started) running fetches through `saver`, reporting
    /// each step to `onEvent`.
    public init(
        saver: ArticleSaver, options: Options = Options(), onEvent: @escaping @Sendable (Event) -> Void = { _ in }
    ) {
        self.saver = saver
        self.options = options
        self.onEvent = onEvent
    }

    /// Starts the worker's threads. Starting twice does nothing.
    public func start() {
        condition.lock()
        defer { condition.unlock() }
        guard !started else { return }
        started = true
        running = options.concurrency
        for index in 0..<options.concurrency {
            let thread = Thread { [self] in
                loop()
                threadEnded()
            }
            thread.name = "gempaper.fetch.\(index + 1)"
            thread.start()
        }
    }

    /// Tells a watching worker that something was queued: it looks at once.
    public func wake() {
        condition.lock()
        wakeUps += 1
        condition.broadcast()
        condition.unlock()
    }

    /// Asks the worker to stop: it claims nothing more, and fetches in
    /// flight are stopped and their articles queued again as they were.
    /// Returns at once; `finished()` or `waitUntilFinished` wait for the end.
    public func stop() {
        condition.lock()
        stopping = true
        condition.broadcast()
        condition.unlock()
        cancellation.cancel()
    }

    /// Whether the worker's threads are running.
    public var isRunning: Bool {
        condition.lock()
        defer { condition.unlock() }
        return running > 0
    }

    /// Waits until every thread has ended (at once when never started).
    public func finished() async {
        await withCheckedContinuation { continuation in
            condition.lock()
            if running == 0 {
                condition.unlock()
                continuation.resume()
            } else {
                waiters.append(continuation)
                condition.unlock()
            }
        }
    }

    /// Blocks until every thread has ended, at most `timeout` seconds;
    /// false when they are still running.
    @discardableResult
    public func waitUntilFinished(timeout: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while running > 0 {
            if !condition.wait(until: deadline) { return running == 0 }
        }
        return true
    }

    private var isStopping: Bool {
        condition.lock()
        defer { condition.unlock() }
        return stopping
    }

    private func loop() {
        while !isStopping {
            let job: FetchJob?
            do {
                job = try saver.library.claimNextFetch()
            } catch {
                onEvent(.libraryFailed(Self.problem(error)))
                guard case .watch = options.mode, pause() else { return }
                continue
            }
            guard let job else {
                guard case .watch = options.mode, pause() else { return }
                continue
            }
            // Stopped while claiming: the job may be one another thread put
            // back a moment ago; it goes back untouched and is not counted.
            if isStopping {
                do { try saver.library.releaseFetch(job.id) } catch { onEvent(.libraryFailed(Self.problem(error))) }
                return
            }
            onEvent(.started(job))
            do {
                let outcome = try saver.process(job, retry: options.retry, cancellation: cancellation)
                onEvent(.finished(job, outcome))
            } catch {
                onEvent(.libraryFailed(Self.problem(error)))
            }
        }
    }

    /// Waits for the next look at the queue; false when stopping.
    private func pause() -> Bool {
        guard case .watch(let interval) = options.mode else { return false }
        condition.lock()
        defer { condition.unlock() }
        let seen = wakeUps
        let deadline = Date().addingTimeInterval(max(interval, 0.01))
        while !stopping && wakeUps == seen && condition.wait(until: deadline) {}
        return !stopping
    }

    private func threadEnded() {
        condition.lock()
        running -= 1
        var resumed: [CheckedContinuation<Void, Never>] = []
        if running == 0 {
            resumed = waiters
            waiters = []
        }
        condition.broadcast()
        condition.unlock()
        for waiter in resumed { waiter.resume() }
    }

    private static func problem(_ error: Error) -> Problem {
        (error as? Problem) ?? Problem.internal("\(error)")
    }
}
