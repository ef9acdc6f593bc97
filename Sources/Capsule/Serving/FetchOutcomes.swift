import Dispatch
import Fetch
import Foundation
import ReadingList
import Synchronization

/// Lets `/add` wait a little for the fetch worker to finish the page it
/// queued, so the owner learns at once when a page cannot be saved. A
/// waiter is registered before the worker is woken; the worker's
/// `.finished` event hands it the outcome.
final class FetchOutcomes: Sendable {
    private final class Waiter: @unchecked Sendable {
        let signal = DispatchSemaphore(value: 0)
        var outcome: FetchOutcome?
    }

    private let waiters = Mutex<[ArticleID: [Waiter]]>([:])

    /// Starts listening for the outcome of fetching article `id`; call the
    /// returned function to wait for it (nil when `timeout` passes first).
    func expect(_ id: ArticleID) -> @Sendable (_ timeout: TimeInterval) -> FetchOutcome? {
        let waiter = Waiter()
        waiters.withLock { $0[id, default: []].append(waiter) }
        return { [self] timeout in
            let signalled = waiter.signal.wait(timeout: .now() + timeout) == .success
            if !signalled {
                waiters.withLock { $0[id]?.removeAll { $0 === waiter } }
                // The outcome may have come between the timeout and the removal.
                return waiter.signal.wait(timeout: .now()) == .success ? waiter.outcome : nil
            }
            return waiter.outcome
        }
    }

    /// Hands `outcome` to everyone waiting for article `id`.
    func finish(_ id: ArticleID, _ outcome: FetchOutcome) {
        let waiting = waiters.withLock { $0.removeValue(forKey: id) ?? [] }
        for waiter in waiting {
            waiter.outcome = outcome
            waiter.signal.signal()
        }
    }
}
