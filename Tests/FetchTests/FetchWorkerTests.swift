import Foundation
import Problems
import ReadingList
import TestSupport
import Testing

@testable import Fetch

/// The queue worker draining a real library's queue from a real server.
@Suite struct FetchWorkerTests {
    /// Records the worker's events.
    final class Events: @unchecked Sendable {
        private let lock = NSCondition()
        private var events: [FetchWorker.Event] = []

        func record(_ event: FetchWorker.Event) {
            lock.lock()
            events.append(event)
            lock.broadcast()
            lock.unlock()
        }

        var outcomes: [ArticleID: FetchOutcome] {
            lock.lock()
            defer { lock.unlock() }
            var result: [ArticleID: FetchOutcome] = [:]
            for case .finished(let job, let outcome) in events { result[job.id] = outcome }
            return result
        }

        var startedCount: Int {
            lock.lock()
            defer { lock.unlock() }
            return events.filter { if case .started = $0 { true } else { false } }.count
        }

        var finishedCount: Int {
            lock.lock()
            defer { lock.unlock() }
            return events.filter { if case .finished = $0 { true } else { false } }.count
        }

        /// Waits (without holding a thread) until `condition` holds; false after `timeout`.
        func wait(timeout: TimeInterval = 120, until condition: (Events) -> Bool) async throws -> Bool {
            let deadline = Date().addingTimeInterval(timeout)
            while !condition(self) {
                guard Date() < deadline else { return false }
                try await Task.sleep(for: .milliseconds(10))
            }
            return true
        }
    }

    /// Counts requests in flight at once on the server, and holds each one
    /// until `expected` have been in flight together (or two minutes passed,
    /// a backstop for a worker that fetches fewer at once), so that a worker
    /// fetching that many at once is seen doing so.
    final class Concurrency: @unchecked Sendable {
        private let condition = NSCondition()
        private var now = 0
        private(set) var most = 0
        let expected: Int

        init(expected: Int) { self.expected = expected }

        func enter() {
            condition.lock()
            now += 1
            most = max(most, now)
            condition.broadcast()
            let deadline = Date().addingTimeInterval(120)
            while most < expected && condition.wait(until: deadline) {}
            condition.unlock()
        }

        func leave() {
            condition.lock()
            now -= 1
            condition.unlock()
        }
    }

    @Test func drainsTheQueueWithSeveralFetchesAtOnce() async throws {
        let fixture = try Fixture()
        let concurrency = Concurrency(expected: 3)
        let server = try TestHTTPServer { request in
            concurrency.enter()
            defer { concurrency.leave() }
            return textPage("Page \(request.path.dropFirst())\n\nBody of \(request.path)")
        }
        for index in 1...6 { _ = try fixture.library.enqueue(Bookmark(url: server.url("/\(index)"), tags: ["queued"])) }
        let events = Events()
        let worker = FetchWorker(saver: fixture.saver, options: .init(concurrency: 3)) { events.record($0) }
        worker.start()
        await worker.finished()
        #expect(!worker.isRunning)
        #expect(events.outcomes.count == 6)
        #expect(events.outcomes.values.allSatisfy { $0.succeeded })
        #expect(concurrency.most == 3)
        let articles = try fixture.articles()
        #expect(articles.map(\.title) == (1...6).map { "Page \($0)" })
        #expect(articles.allSatisfy { $0.fetch.state == .ready && $0.tags == ["queued"] })
    }

    @Test func retriesFailuresThatMayPassAndGivesUpOnOthers() async throws {
        let fixture = try Fixture()
        let server = try TestHTTPServer { request in request.path == "/busy" ? .status(503) : .status(404) }
        let busy = try fixture.library.enqueue(Bookmark(url: server.url("/busy"))).id
        let missing = try fixture.library.enqueue(Bookmark(url: server.url("/missing"))).id
        let retry = RetryPolicy(maxAttempts: 3, firstDelay: 600)
        let events = Events()
        let before = Date()
        let worker = FetchWorker(saver: fixture.saver, options: .init(concurrency: 1, retry: retry)) {
            events.record($0)
        }
        worker.start()
        await worker.finished()

        guard case .willRetry(let problem, let at) = events.outcomes[busy] else {
            Issue.record("\(String(describing: events.outcomes[busy]))")
            return
        }
        #expect(problem.kind == .temporary)
        #expect(at.timeIntervalSince(before) >= 600 && at.timeIntervalSince(before) < 610)
        let waiting = try fixture.library.article(busy)
        #expect(waiting.fetch.state == .queued)
        #expect(waiting.fetch.lastError == problem.description)
        #expect(waiting.fetch.retryAt != nil)

        guard case .failed(let notFound) = events.outcomes[missing] else {
            Issue.record("not failed")
            return
        }
        #expect(notFound.kind == .notFound)
        #expect(try fixture.library.article(missing).fetch.state == .failed)
    }

    @Test func marksAnArticleFailedAfterTheLastAttempt() async throws {
        let fixture = try Fixture()
        let server = try TestHTTPServer { _ in .status(503) }
        let id = try fixture.library.enqueue(Bookmark(url: server.url("/busy"))).id
        // No delay: each retry is due at once, so one drain runs every attempt.
        let retry = RetryPolicy(maxAttempts: 3, firstDelay: 0)
        let events = Events()
        let worker = FetchWorker(saver: fixture.saver, options: .init(concurrency: 1, retry: retry)) {
            events.record($0)
        }
        worker.start()
        await worker.finished()
        #expect(events.startedCount == 3)
        #expect(server.requests.count == 3)
        let article = try fixture.library.article(id)
        #expect(article.fetch.state == .failed)
        #expect(article.fetch.attempts == 3)
    }

    @Test func mergesAQueuedPageThatIsAnArticleAlreadySaved() async throws {
        let fixture = try Fixture()
        let server = try TestHTTPServer { request in
            request.path == "/alias" ? .redirect(to: "/real") : textPage("Real\n\nText")
        }
        let real = try await fixture.saver.save(server.url("/real")).article
        let alias = try fixture.library.enqueue(Bookmark(url: server.url("/alias"), tags: ["from-alias"])).id
        let events = Events()
        let worker = FetchWorker(saver: fixture.saver) { events.record($0) }
        worker.start()
        await worker.finished()
        let merged = try fixture.library.article(real.id)
        #expect(events.outcomes[alias] == .duplicate(of: merged))
        #expect(try fixture.library.count(.everything) == 1)
        #expect(try fixture.library.article(real.id).tags == ["from-alias"])
    }

    @Test func aWatchingWorkerFetchesWhatIsQueuedWhenWoken() async throws {
        let fixture = try Fixture()
        let server = try TestHTTPServer { _ in textPage("Woken\n\nUp") }
        let events = Events()
        // The worker looks by itself only once an hour: within the two minutes
        // a busy machine may need, only the wake-up can start the fetch.
        let worker = FetchWorker(saver: fixture.saver, options: .init(concurrency: 2, mode: .watch(every: 3_600))) {
            events.record($0)
        }
        worker.start()
        let id = try fixture.library.enqueue(Bookmark(url: server.url("/later"))).id
        worker.wake()
        #expect(try await events.wait(timeout: 120) { $0.finishedCount == 1 })
        #expect(events.outcomes[id]?.succeeded == true)
        #expect(worker.isRunning)
        worker.stop()
        await worker.finished()
        #expect(worker.waitUntilFinished(timeout: 0))
    }

    @Test func aWorkerThatWasNeverStartedIsFinished() async throws {
        let fixture = try Fixture()
        let worker = FetchWorker(saver: fixture.saver)
        await worker.finished()
        #expect(worker.waitUntilFinished(timeout: 0))
        #expect(!worker.isRunning)
    }
}
