import Foundation

/// A way to stop fetches in flight: the queue worker's `stop()` cancels
/// the fetches it started. Cancelling is final; a fetch checks it before
/// and while it waits.
public final class FetchCancellation: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false
    private var handlers: [Int: @Sendable () -> Void] = [:]
    private var nextKey = 0

    /// A cancellation not cancelled yet.
    public init() {}

    /// Whether `cancel()` was called.
    public var isCancelled: Bool {
        lock.lock()
        defer { lock.unlock() }
        return cancelled
    }

    /// Cancels every fetch watching this, now and later.
    public func cancel() {
        lock.lock()
        guard !cancelled else { return lock.unlock() }
        cancelled = true
        let waiting = handlers.values
        handlers = [:]
        lock.unlock()
        for handler in waiting { handler() }
    }

    /// Calls `handler` on `cancel()` (at once when already cancelled) until
    /// the returned key is passed to `stopWatching`.
    func watch(_ handler: @escaping @Sendable () -> Void) -> Int {
        lock.lock()
        if cancelled {
            lock.unlock()
            handler()
            return -1
        }
        let key = nextKey
        nextKey += 1
        handlers[key] = handler
        lock.unlock()
        return key
    }

    func stopWatching(_ key: Int) {
        lock.lock()
        handlers[key] = nil
        lock.unlock()
    }
}
