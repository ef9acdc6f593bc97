import Foundation

/// Work that cannot watch a cancellation itself (a name lookup, a page's
/// conversion, the Gemini client): it runs on a thread of its own while the
/// caller waits for whichever comes first, its result, the cancellation or
/// the time limit. Work still running then is left to end by its own limits
/// and its result is dropped; the caller goes on at once.
enum StoppableWork {
    /// Why the caller stopped waiting for the work.
    enum Interruption: Error, Equatable {
        /// The cancellation was cancelled.
        case stopped
        /// The time limit passed.
        case outOfTime
    }

    /// The result of `work`, run on a thread of its own; throws what it
    /// throws, or an `Interruption`. Without a cancellation or a limit the
    /// work runs on the calling thread.
    static func run<T: Sendable>(
        cancellation: FetchCancellation?, within seconds: TimeInterval? = nil,
        _ work: @escaping @Sendable () throws -> T
    ) throws -> T {
        guard cancellation != nil || seconds != nil else { return try work() }
        if cancellation?.isCancelled == true { throw Interruption.stopped }
        let outcome = FirstOutcome<T>()
        let key = cancellation?.watch { outcome.finish(.failure(Interruption.stopped)) }
        defer { if let key { cancellation?.stopWatching(key) } }
        Thread { outcome.finish(Result { try work() }) }.start()
        guard let result = outcome.wait(until: seconds.map { Date().addingTimeInterval($0) }) else {
            throw Interruption.outOfTime
        }
        return try result.get()
    }
}

/// The first result handed over from another thread.
private final class FirstOutcome<T: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var result: Result<T, Error>?

    func finish(_ result: Result<T, Error>) {
        condition.lock()
        if self.result == nil { self.result = result }
        condition.broadcast()
        condition.unlock()
    }

    /// The result, waiting for it until `deadline` (for ever when nil).
    func wait(until deadline: Date?) -> Result<T, Error>? {
        condition.lock()
        defer { condition.unlock() }
        while result == nil {
            if let deadline {
                guard condition.wait(until: deadline) else { break }
            } else {
                condition.wait()
            }
        }
        return result
    }
}
