import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A way to stop fetches in flight: the queue worker's `stop()` cancels
/// the fetches it started. Cancelling is final, and nothing can miss it:
/// every wait of a transfer polls the cancellation's descriptor beside its
/// socket (a pipe that becomes readable on `cancel()` and stays so), so
/// a cancel that comes before, during or after a transfer registers ends it
/// at its next wait; work that cannot poll (a name lookup, a conversion)
/// runs on a thread of its own that the fetch stops waiting for.
public final class FetchCancellation: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false
    private var handlers: [Int: @Sendable () -> Void] = [:]
    private var nextKey = 0
    /// Readable once cancelled (a pipe's read end; -1 if no pipe could be
    /// made, and then waits fall back to short polls, see `pollInterval`).
    let descriptor: Int32
    /// The pipe's write end: a byte written on `cancel()` is never read.
    private let signalEnd: Int32

    /// A cancellation not cancelled yet.
    public init() {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            _ = fcntl(ends[1], F_SETFL, O_NONBLOCK)
        }
        descriptor = ends[0]
        signalEnd = ends[1]
    }

    deinit {
        if descriptor >= 0 { Glibc.close(descriptor) }
        if signalEnd >= 0 { Glibc.close(signalEnd) }
    }

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
        if signalEnd >= 0 {
            var byte: UInt8 = 1
            _ = write(signalEnd, &byte, 1)
        }
        let waiting = handlers.values
        handlers = [:]
        lock.unlock()
        for handler in waiting { handler() }
    }

    /// The longest a poll may last when there is no descriptor to watch,
    /// so that a cancel is still seen within a second.
    static let pollInterval: Int32 = 250

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
