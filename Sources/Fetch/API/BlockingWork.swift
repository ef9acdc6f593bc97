import Foundation

/// Runs blocking work (network, disk) on a thread of its own and awaits it,
/// so that no Swift concurrency thread waits on it.
enum BlockingWork {
    static func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                do { continuation.resume(returning: try work()) } catch { continuation.resume(throwing: error) }
            }.start()
        }
    }
}
