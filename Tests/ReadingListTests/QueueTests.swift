import Foundation
import Problems
import TestSupport
import Testing

@testable import ReadingList

@Suite struct QueueTests {
    func content(_ url: String, _ title: String) -> ArticleContent {
        ArticleContent(url: url, title: title, gemtext: "# \(title)\n\nBody of \(title).")
    }

    @Test func claimsOldestFirstAndEachOnlyOnce() throws {
        let fixture = try Fixture()
        let library = fixture.library
        let a = try library.enqueue(Bookmark(url: "https://example.com/a")).id
        let b = try library.enqueue(Bookmark(url: "https://example.com/b")).id
        _ = try library.save(content("https://example.com/ready", "Ready"))
        let first = try #require(try library.claimNextFetch())
        #expect(first == FetchJob(id: a, url: "https://example.com/a", attempt: 1, hasContent: false))
        #expect(try library.article(a).fetch.state == .fetching)
        #expect(try library.claimNextFetch()?.id == b)
        #expect(try library.claimNextFetch() == nil)
        #expect(try library.counts().queued == 2)
    }

    @Test func completingStoresTheContentAndKeepsTagsAndTitleWhenThePageHasNone() throws {
        let fixture = try Fixture()
        let library = fixture.library
        let id = try library.enqueue(Bookmark(url: "https://example.com/a", title: "From the file", tags: ["kept"])).id
        let job = try #require(try library.claimNextFetch())
        var fetched = content("https://example.com/a", "")
        fetched.original = OriginalPage(
            bytes: Data([0xEF, 0xBB, 0xBF, 0x41]), contentType: "text/plain", charset: "utf-8",
            fetchedAt: Date(timeIntervalSince1970: 1_700_000_000))
        #expect(try library.completeFetch(job.id, with: fetched) == .stored(id))
        let article = try library.article(id)
        #expect(article.fetch.state == .ready)
        #expect(article.fetch.attempts == 1)
        #expect(article.fetch.fetchedAt == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(article.title == "From the file")
        #expect(article.tags == ["kept"])
        #expect(article.hasContent)
        #expect(try library.original(of: id)?.bytes == Data([0xEF, 0xBB, 0xBF, 0x41]))
        #expect(try library.verify() == [])
    }

    @Test func aFetchThatFindsAKnownCanonicalURLMergesIntoThatArticle() throws {
        let fixture = try Fixture()
        let library = fixture.library
        let existing = try library.save(content("https://example.com/story", "Story"), tags: ["old"]).id
        let short = try library.enqueue(Bookmark(url: "https://short.example/x", tags: ["new"])).id
        let job = try #require(try library.claimNextFetch())
        var fetched = content("https://short.example/x", "Story")
        fetched.canonicalURL = "https://example.com/story"
        #expect(try library.completeFetch(job.id, with: fetched) == .duplicateOf(existing))
        #expect(throws: Problem.self) { try library.article(short) }
        #expect(try library.article(existing).tags == ["new", "old"])
        #expect(try library.verify() == [])
    }

    @Test func failuresAreRetriedLaterOrKeptWithTheirError() throws {
        let fixture = try Fixture()
        let library = fixture.library
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let id = try library.enqueue(Bookmark(url: "https://example.com/flaky")).id
        _ = try library.claimNextFetch(now: now)
        try library.failFetch(id, message: "connection refused", retryAt: now.addingTimeInterval(60))
        #expect(try library.article(id).fetch.state == .queued)
        #expect(try library.article(id).fetch.lastError == "connection refused")
        #expect(try library.claimNextFetch(now: now.addingTimeInterval(30)) == nil)
        let again = try #require(try library.claimNextFetch(now: now.addingTimeInterval(61)))
        #expect(again.attempt == 2)
        try library.failFetch(id, message: "HTTP 404\nnot found")
        let failed = try library.article(id)
        #expect(failed.fetch == FetchStatus(state: .failed, attempts: 2, lastError: "HTTP 404 not found"))
        #expect(try library.claimNextFetch(now: now.addingTimeInterval(1000)) == nil)
        #expect(try library.counts().failed == 1)
        #expect(try library.requeue(.matching(ArticleFilter(state: .all, fetchStates: [.failed]))) == 1)
        #expect(try library.article(id).fetch.lastError == nil)
        #expect(try library.claimNextFetch(now: now.addingTimeInterval(1000))?.attempt == 3)
    }

    @Test func requeueingAReadyArticleKeepsItsContentUntilReplaced() throws {
        let fixture = try Fixture()
        let library = fixture.library
        let id = try library.save(content("https://example.com/a", "Old")).id
        #expect(try library.requeue(.ids([id])) == 1)
        let job = try #require(try library.claimNextFetch())
        #expect(job.hasContent)
        #expect(try library.gemtext(of: id)?.contains("Old") == true)
        try library.completeFetch(id, with: content("https://example.com/a", "New"))
        #expect(try library.gemtext(of: id)?.contains("New") == true)
        #expect(try library.article(id).title == "New")
    }

    @Test func claimsOfADeadProcessReturnToTheQueueOnOpenAndOnClaim() throws {
        let fixture = try Fixture()
        let dead = try Self.deadProcess()
        // A worker in a process that has since died claimed two articles.
        let worker = try Library(
            path: fixture.path, options: Library.Options(), upTo: Schema.latestVersion, process: dead)
        let a = try worker.enqueue(Bookmark(url: "https://example.com/a")).id
        let b = try worker.enqueue(Bookmark(url: "https://example.com/b")).id
        #expect(try worker.claimNextFetch()?.id == a)
        #expect(try worker.claimNextFetch()?.id == b)
        worker.close()
        // Opening puts them back.
        let reopened = try Library(path: fixture.path)
        #expect(try reopened.article(a).fetch.state == .queued)
        #expect(try reopened.article(b).fetch.state == .queued)
        // So does claiming, when the death happens while the library is open.
        let stale = try Library(
            path: fixture.path, options: Library.Options(), upTo: Schema.latestVersion, process: dead)
        #expect(try stale.claimNextFetch()?.id == a)
        #expect(try reopened.claimNextFetch()?.id == a)
        #expect(try reopened.article(a).fetch.attempts == 3)
    }

    @Test func claimsOfALiveProcessAreLeftAloneUntilTheLeaseRunsOut() throws {
        let fixture = try Fixture()
        let library = fixture.library
        let id = try library.enqueue(Bookmark(url: "https://example.com/a")).id
        let now = Date()
        _ = try library.claimNextFetch(now: now)
        // Another process (this one, as far as /proc can tell) opens the library.
        let other = try Library(path: fixture.path, options: Library.Options(fetchLease: 600))
        #expect(try other.claimNextFetch(now: now.addingTimeInterval(60)) == nil)
        #expect(try other.article(id).fetch.state == .fetching)
        #expect(try other.claimNextFetch(now: now.addingTimeInterval(601))?.id == id)
    }

    @Test func twoWorkersClaimingAtOnceNeverShareAnArticle() async throws {
        let fixture = try Fixture()
        let count = 60
        for i in 0..<count { _ = try fixture.library.enqueue(Bookmark(url: "https://example.com/\(i)")) }
        let path = fixture.path
        let claimed = try await withThrowingTaskGroup(of: [ArticleID].self) { group in
            for _ in 0..<3 {
                group.addTask {
                    let worker = try Library(path: path)
                    var ids: [ArticleID] = []
                    while let job = try worker.claimNextFetch() { ids.append(job.id) }
                    return ids
                }
            }
            var all: [ArticleID] = []
            for try await ids in group { all += ids }
            return all
        }
        #expect(claimed.count == count)
        #expect(Set(claimed).count == count)
    }

    @Test func identitiesOfThisProcessAndOfAFinishedOne() throws {
        #expect(ProcessIdentity.current.isAlive)
        #expect(ProcessIdentity(text: ProcessIdentity.current.text) == ProcessIdentity.current)
        #expect(try !Self.deadProcess().isAlive)
        #expect(ProcessIdentity(text: "garbage") == nil)
    }

    /// The identity of a process that ran and has exited.
    static func deadProcess() throws -> ProcessIdentity {
        let process = try ChildProcess(executable: "/bin/true", arguments: [], environment: [:])
        _ = process.waitForExit(timeout: 3600)
        return ProcessIdentity(pid: process.pid, startTime: 12345)
    }
}
