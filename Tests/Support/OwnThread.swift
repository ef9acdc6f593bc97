import Foundation

/// What `work` returns, run on a thread of its own: for test steps that
/// must follow one another at once (a stop the moment a server holds a
/// request), which Swift concurrency's few threads, busy with other tests'
/// blocking work, could delay for minutes.
public func onOwnThread<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in Thread { continuation.resume(returning: work()) }.start() }
}

/// What `work` returns or throws, run on a thread of its own, so its
/// waiting (for a program, a terminal, a server) holds none of Swift
/// concurrency's threads.
public func onOwnThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try work() }) }.start()
    }
}
