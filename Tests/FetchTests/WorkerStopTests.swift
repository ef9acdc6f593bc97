import Foundation
import Problems
import ReadingList
import TestSupport
import Testing

@testable import Fetch

/// `FetchWorker.stop()` at every stage of a fetch: each test holds the fetch
/// at one stage by protocol (a server that waits until told and says when it
/// got there, a port that never completes a connection, a conversion that
/// waits), then stops the worker. Nothing but the stop can end these fetches
/// (the timeouts are minutes), so a worker that finishes has been stopped,
/// however busy the machine; the article must be back in the queue as it was.
@Suite struct WorkerStopTests {
    static let authority = Result { try TestCertificateAuthority() }

    /// What a worker reported, and the worker itself (for stopping it from its own event).
    final class Run: @unchecked Sendable {
        private let lock = NSCondition()
        private var recorded: [FetchWorker.Event] = []
        var onStarted: (@Sendable () -> Void)?

        func record(_ event: FetchWorker.Event) {
            lock.lock()
            recorded.append(event)
            let started = onStarted
            lock.broadcast()
            lock.unlock()
            if case .started = event { started?() }
        }

        /// Blocks until a fetch started; false after two minutes.
        func waitUntilStarted() -> Bool {
            let deadline = Date().addingTimeInterval(120)
            lock.lock()
            defer { lock.unlock() }
            while !hasStarted && lock.wait(until: deadline) {}
            return hasStarted
        }

        private var hasStarted: Bool { recorded.contains { if case .started = $0 { true } else { false } } }

        var outcomes: [ArticleID: FetchOutcome] {
            lock.lock()
            defer { lock.unlock() }
            var result: [ArticleID: FetchOutcome] = [:]
            for case .finished(let job, let outcome) in recorded { result[job.id] = outcome }
            return result
        }
    }

    /// Queues `url` (tagged), starts a
    /// worker, waits for `stage` to be reached, stops the worker and checks
    /// that it ended with the article back in the queue as it was.
    func expectStopRequeues(
        _ url: String, fixture: Fixture, stopOnStart: Bool = false, sourceLocation: SourceLocation = #_sourceLocation,
        at stage: @escaping @Sendable (Run) -> Bool
    ) async throws {
        let id = try fixture.library.enqueue(Bookmark(url: url, tags: ["later"])).id
        let before = try fixture.library.article(id)
        let run = Run()
        let worker = FetchWorker(saver: fixture.saver, options: .init(concurrency: 1, mode: .watch(every: 3_600))) {
            run.record($0)
        }
        if stopOnStart { run.onStarted = { worker.stop() } }
        worker.start()
        // The stop comes from a thread of the test's own the moment the stage
        // is reached (Swift concurrency's threads may be busy with other tests).
        let (reached, finished) = await onOwnThread { () -> (Bool, Bool) in
            let reached = stage(run)
            worker.stop()
            // A backstop far beyond the second a stop takes: only a lost stop reaches it.
            return (reached, worker.waitUntilFinished(timeout: 120))
        }
        #expect(reached, "the fetch never reached the stage", sourceLocation: sourceLocation)
        #expect(finished, "the worker did not stop", sourceLocation: sourceLocation)
        #expect(run.outcomes[id] == .interrupted, "\(String(describing: run.outcomes[id]))", sourceLocation: sourceLocation)
        let after = try fixture.library.article(id)
        #expect(after.fetch.state == .queued, sourceLocation: sourceLocation)
        #expect(after.fetch.attempts == before.fetch.attempts, sourceLocation: sourceLocation)
        #expect(after.fetch.lastError == before.fetch.lastError, sourceLocation: sourceLocation)
        #expect(after.tags == ["later"] && !after.hasContent, sourceLocation: sourceLocation)
        #expect(try fixture.library.claimNextFetch()?.id == id, sourceLocation: sourceLocation)
    }

    @Test func aStopBeforeTheTransferStartsSendsNothing() async throws {
        let fixture = try Fixture()
        let server = try TestHTTPServer { _ in textPage("Never\n\nfetched") }
        // The worker is stopped from its own `started` event: after the claim, before any byte is sent.
        try await expectStopRequeues(server.url("/page"), fixture: fixture, stopOnStart: true) { $0.waitUntilStarted() }
        #expect(server.requests.isEmpty)
    }

    @Test func aStopWhileConnectingEndsTheFetch() async throws {
        let fixture = try Fixture()
        // The connection never completes (the kernel drops it): the fetch
        // waits in connect until the stop, whenever the stop comes.
        let port = try UnansweredPort()
        // No server sees a connection that never completes: the stop comes
        // once the fetch started, before or while it connects.
        try await expectStopRequeues(port.url("/page"), fixture: fixture) { $0.waitUntilStarted() }
    }

    @Test func aStopDuringTheTLSHandshakeEndsTheFetch() async throws {
        let authority = try Self.authority.get()
        let fixture = try Fixture(trusting: authority.certificatePath)
        let connected = TestHold()
        let server = try TestHTTPServer(tls: try authority.issue(for: ["127.0.0.1"]), holdingConnections: connected) {
            _ in .html("<title>Never</title><p>sent")
        }
        try await expectStopRequeues(server.url("/page"), fixture: fixture) { _ in connected.waitUntilReached() }
        connected.release()
    }

    @Test func aStopWhileWaitingForTheHeaderFieldsEndsTheFetch() async throws {
        let fixture = try Fixture()
        let asked = TestHold()
        let server = try TestHTTPServer { _ in textPage("Never\n\nsent").held(asked, at: .beforeHeaders) }
        try await expectStopRequeues(server.url("/page"), fixture: fixture) { _ in asked.waitUntilReached() }
        asked.release()
    }

    @Test func aStopWhileTheBodyArrivesEndsTheFetch() async throws {
        let fixture = try Fixture()
        let partly = TestHold()
        let page = "Half\n\n" + String(repeating: "word ", count: 2_000)
        let server = try TestHTTPServer { _ in
            var response = textPage(page).held(partly, at: .afterFirstPiece)
            response.chunkSize = 1_000
            return response
        }
        try await expectStopRequeues(server.url("/page"), fixture: fixture) { _ in partly.waitUntilReached() }
        #expect(server.bodyBytesSent == 1_000)
        partly.release()
    }

    @Test func aStopWhileTheHeaderFieldsAreSentEndsTheFetch() async throws {
        let fixture = try Fixture()
        let headed = TestHold()
        let server = try TestHTTPServer { _ in textPage("Never\n\nsent").held(headed, at: .afterHeaders) }
        try await expectStopRequeues(server.url("/page"), fixture: fixture) { _ in headed.waitUntilReached() }
        headed.release()
    }

    @Test func aStopWhileConvertingEndsTheFetch() async throws {
        let converting = Gate()
        let converter = PageConverter { page in
            converting.arriveAndWait()
            return try PageConverter().article(from: page)
        }
        let fixture = try Fixture(converter: converter)
        let server = try TestHTTPServer { _ in textPage("Converted\n\nslowly") }
        try await expectStopRequeues(server.url("/page"), fixture: fixture) { _ in converting.waitUntilReached() }
        converting.open()
    }

    @Test func aWatchingWorkerStopsBetweenFetches() async throws {
        let fixture = try Fixture()
        let worker = FetchWorker(saver: fixture.saver, options: .init(concurrency: 3, mode: .watch(every: 3_600)))
        worker.start()
        worker.stop()
        #expect(await onOwnThread { worker.waitUntilFinished(timeout: 120) })
    }
}

/// A conversion that waits until told, and says when it got there.
final class Gate: @unchecked Sendable {
    private let condition = NSCondition()
    private var arrived = false
    private var isOpen = false

    func arriveAndWait() {
        condition.lock()
        arrived = true
        condition.broadcast()
        while !isOpen { condition.wait() }
        condition.unlock()
    }

    func open() {
        condition.lock()
        isOpen = true
        condition.broadcast()
        condition.unlock()
    }

    /// Blocks until a conversion arrived; false after two minutes.
    func waitUntilReached() -> Bool {
        let deadline = Date().addingTimeInterval(120)
        condition.lock()
        defer { condition.unlock() }
        while !arrived && condition.wait(until: deadline) {}
        return arrived
    }
}
