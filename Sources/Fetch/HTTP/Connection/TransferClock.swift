import Foundation

/// The time a transfer may take: each wait for the network at most the
/// idle timeout, and everything (redirects included) ends at one deadline.
struct TransferClock: Sendable {
    /// Seconds one wait may take.
    let idleTimeout: TimeInterval
    /// Seconds the whole transfer may take.
    let totalTimeout: TimeInterval
    /// When the whole transfer must end.
    let deadline: ContinuousClock.Instant

    /// A clock started now, with the timeouts of `settings`.
    init(settings: FetchSettings) {
        idleTimeout = settings.idleTimeout
        totalTimeout = settings.totalTimeout
        deadline = .now + .milliseconds(Int64(max(settings.totalTimeout, 0) * 1000))
    }

    /// How long the next wait may take, at most `limit` seconds, and whether
    /// it is the deadline (rather than the idle timeout) that ends it.
    func nextWait(atMost limit: TimeInterval? = nil) -> (milliseconds: Int32, endsAtDeadline: Bool) {
        let left = Self.milliseconds(until: deadline)
        let idle = Int64(min(limit ?? idleTimeout, idleTimeout) * 1000)
        if Int64(left) <= idle { return (left, true) }
        return (Int32(clamping: idle), false)
    }

    /// Whole milliseconds from now until `end`, at least 0.
    static func milliseconds(until end: ContinuousClock.Instant) -> Int32 {
        let left = ContinuousClock.now.duration(to: end)
        let milliseconds = left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000
        return Int32(clamping: max(0, milliseconds))
    }

    /// Whether the deadline has passed.
    var isPastDeadline: Bool { ContinuousClock.now >= deadline }
}
