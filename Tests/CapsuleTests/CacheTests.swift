import Capsule
import Foundation
import Gemini
import ReadingList
import TestSupport
import Testing

/// Rendered pages are kept until the library changes, by this capsule or
/// any other program.
@Suite struct CacheTests {
    @Test func pagesAreCachedUntilTheLibraryChangesFromAnywhere() async throws {
        let fixture = try CapsuleFixture()
        let ids = try SampleArticles.fill(try fixture.library(), count: 5)
        let cache = MemoryPageCache(limit: 1 << 20)
        try fixture.start(cache: cache)
        let first = try await fixture.get("/unread", as: .anonymous).text
        #expect(cache.count == 1)
        #expect(try await fixture.get("/unread", as: .anonymous).text == first)
        // Owners and visitors see different pages, cached apart.
        _ = try await fixture.get("/unread", as: .owner)
        #expect(cache.count == 2)
        // Another program (the command line) changes the library: the next request sees it.
        let other = try fixture.library()
        try other.setTitle("Renamed elsewhere", of: ids[0])
        #expect(try await fixture.get("/unread", as: .anonymous).text.contains("Renamed elsewhere"))
        #expect(cache.count == 1)
        // So does a change made through the capsule.
        _ = try await fixture.get("/articles/\(ids[0])/title", input: "Renamed here")
        #expect(try await fixture.get("/unread", as: .anonymous).text.contains("Renamed here"))
    }

    @Test func theMemoryCacheKeepsToItsLimit() {
        let cache = MemoryPageCache(limit: 40_000)
        let revision = RevisionSource.make()
        for index in 0..<100 {
            cache.store(.gemtext(String(repeating: "x", count: 1000)), for: PageKey(url: "/\(index)", audience: .visitor), at: revision)
        }
        #expect(cache.count < 40)
        #expect(cache.page(for: PageKey(url: "/99", audience: .visitor), at: revision) != nil)
        #expect(cache.page(for: PageKey(url: "/0", audience: .visitor), at: revision) == nil)
    }
}

/// Library revisions for cache tests.
enum RevisionSource {
    static func make() -> LibraryRevision {
        let folder = try! TemporaryDirectory("gempaper-cache")
        return try! Library(path: folder.file("r.sqlite").path).revision()
    }
}
