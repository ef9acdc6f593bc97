import Foundation
import Problems

/// When a queued fetch that failed for now is tried again: after a delay
/// that grows with each attempt, up to a number of attempts; a failure that
/// will repeat (404, a refused type) is never retried.
public struct RetryPolicy: Sendable, Equatable {
    /// Attempts in all, the first included.
    public var maxAttempts: Int
    /// The delay after the first failed attempt.
    public var firstDelay: TimeInterval
    /// How much longer each next delay is.
    public var growth: Double
    /// The longest delay.
    public var maxDelay: TimeInterval

    /// A policy with every field given: by default 4 attempts, 1, 5 and 25 minutes apart.
    public init(
        maxAttempts: Int = 4, firstDelay: TimeInterval = 60, growth: Double = 5, maxDelay: TimeInterval = 6 * 3600
    ) {
        self.maxAttempts = maxAttempts
        self.firstDelay = firstDelay
        self.growth = growth
        self.maxDelay = maxDelay
    }

    /// When to try again after attempt number `attempt` (1 for the first)
    /// failed with `problem` at `now`; nil when not to.
    public func retryTime(after attempt: Int, failedWith problem: Problem, now: Date = Date()) -> Date? {
        guard problem.mayWorkLater, attempt < maxAttempts else { return nil }
        let delay = min(firstDelay * pow(growth, Double(max(attempt - 1, 0))), maxDelay)
        return now.addingTimeInterval(delay)
    }
}
