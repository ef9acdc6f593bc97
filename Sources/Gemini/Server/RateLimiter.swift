import Foundation

/// Per-client token buckets: each client (IPv4 address or IPv6 /64) starts
/// with `burst` tokens, spends one per request and gets `requests` back per
/// `seconds`, never more than `burst`. Shared by the event loops.
final class RateLimiter: @unchecked Sendable {
    private struct Bucket {
        var tokens: Double
        var updated: UInt64
    }

    let limit: ServerConfiguration.RateLimit
    private let refillPerNanosecond: Double
    private let capacity: Double
    private let lock = NSLock()
    private var buckets: [UInt64: Bucket] = [:]
    private var nextPrune: UInt64 = 0

    init(_ limit: ServerConfiguration.RateLimit) {
        self.limit = limit
        refillPerNanosecond = Double(limit.requests) / (limit.seconds * 1e9)
        capacity = Double(limit.burst)
    }

    /// nil when the client may go ahead (and one request is counted), else
    /// the whole seconds it must wait.
    func admit(_ client: UInt64, now: UInt64) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        if now >= nextPrune { prune(now) }
        var bucket = buckets[client] ?? Bucket(tokens: capacity, updated: now)
        bucket.tokens = min(capacity, bucket.tokens + Double(now &- bucket.updated) * refillPerNanosecond)
        bucket.updated = now
        guard bucket.tokens >= 1 else {
            buckets[client] = bucket
            return max(1, Int(((1 - bucket.tokens) / refillPerNanosecond / 1e9).rounded(.up)))
        }
        bucket.tokens -= 1
        buckets[client] = bucket
        return nil
    }

    /// Forgets clients whose bucket has filled up again.
    private func prune(_ now: UInt64) {
        buckets = buckets.filter { $0.value.tokens + Double(now &- $0.value.updated) * refillPerNanosecond < capacity }
        nextPrune = now + Clock.nanoseconds(max(limit.seconds, 10))
    }
}
