import Foundation

/// A point where a test server stops and waits until told: it says when it
/// got there, so a test can act at exactly that stage of a transfer (the
/// client connected, the header fields sent, part of the body sent) without
/// guessing at timings. The server goes on when the test calls `release()`
/// or the server stops.
///
///     let hold = TestHold()
///     let server = try TestHTTPServer { _ in .html("<p>hi").held(hold, at: .afterHeaders) }
///     ... start a fetch ...
///     #expect(await hold.reached())      // the header fields are out, the body is not
///     hold.release()
public final class TestHold: @unchecked Sendable {
    private let condition = NSCondition()
    private var arrivals = 0
    private var released = false

    /// A hold no server has reached yet.
    public init() {}

    /// How many times a server reached the hold.
    public var timesReached: Int {
        condition.lock()
        defer { condition.unlock() }
        return arrivals
    }

    /// Waits, on a thread of its own, until a server has reached the hold
    /// `times` times in all; false after `timeout` seconds (a backstop: a
    /// server that gets there at all does so in well under a second).
    public func reached(times: Int = 1, timeout: TimeInterval = 120) async -> Bool {
        await withCheckedContinuation { continuation in
            Thread { [self] in continuation.resume(returning: waitUntilReached(times: times, timeout: timeout)) }
                .start()
        }
    }

    /// `reached` blocking the calling thread: for a thread of the test's own
    /// that must act the moment the server gets there (Swift concurrency's
    /// threads may all be busy with other tests for a while).
    public func waitUntilReached(times: Int = 1, timeout: TimeInterval = 120) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while arrivals < times && condition.wait(until: deadline) {}
        return arrivals >= times
    }

    /// Lets every server waiting at the hold go on, now and later.
    public func release() {
        condition.lock()
        released = true
        condition.broadcast()
        condition.unlock()
    }

    /// Called by a server: says it got here, then waits until released or
    /// `stopped` says the server stops; false when it stopped.
    func arrive(until stopped: () -> Bool) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        arrivals += 1
        condition.broadcast()
        while !released && !stopped() { condition.wait(until: Date().addingTimeInterval(0.1)) }
        return released
    }
}
