import Foundation
import Problems
import Testing

@testable import ReadingList

@Suite struct ImportTests {
    @Test func entriesAreStoredInBatchesWithOneResultEach() throws {
        let fixture = try Fixture()
        let library = fixture.library
        let existing = try library.save(Fixture.content("https://example.com/known", title: "Known")).id
        let when = Date(timeIntervalSince1970: 1_600_000_000)
        var entries = (0..<7).map { i in
            ImportEntry(
                bookmark: Bookmark(
                    url: "https://example.com/\(i)", title: "Entry \(i)", tags: ["imported"], savedAt: when),
                location: "line \(i + 1)")
        }
        entries.append(
            ImportEntry(
                bookmark: Bookmark(url: "https://example.com/known#again", tags: ["merged"]), location: "line 8"))
        entries.append(ImportEntry(bookmark: Bookmark(url: "https://example.com/3"), location: "line 9"))
        entries.append(ImportEntry(bookmark: Bookmark(url: "mailto:someone@example.com"), location: "line 10"))
        entries.append(
            ImportEntry(bookmark: Bookmark(url: "https://example.com/x", tags: ["bad tag"]), location: "line 11"))
        entries.append(ImportEntry(bookmark: Bookmark(url: ""), location: "line 12", problem: "no URL in this row"))
        entries.append(
            ImportEntry(
                bookmark: Bookmark(url: "https://example.com/full", tags: ["whole"], archivedAt: when),
                content: ArticleContent(url: "https://example.com/full", title: "Full", gemtext: "# Full\n\nAll here."),
                location: "article 13"))
        var progress: [Int] = []
        let results = try library.importEntries(entries, batchSize: 4) { progress.append($0) }
        #expect(progress == [4, 8, 12, 13])
        #expect(results.count == entries.count)
        let added = results.compactMap { if case .added(let id) = $0 { id } else { nil } }
        #expect(added.count == 8)
        #expect(results[7] == .duplicate(existing))
        #expect(results[8] == .duplicate(added[3]))
        #expect(
            results[9]
                == .failed(
                    "line 10: 'mailto:someone@example.com' has the scheme 'mailto'; gempaper saves http, https and gemini pages"
                ))
        guard case .failed(let badTag) = results[10] else {
            Issue.record("a bad tag should fail its entry")
            return
        }
        #expect(badTag.hasPrefix("line 11: 'bad tag' is not a valid tag"))
        #expect(results[11] == .failed("line 12: no URL in this row"))
        let first = try library.article(added[0])
        #expect(first.title == "Entry 0")
        #expect(first.savedAt == when)
        #expect(first.tags == ["imported"])
        #expect(first.fetch.state == .queued)
        #expect(try library.article(existing).tags == ["merged"])
        let full = try library.article(added[7])
        #expect(full.fetch.state == .ready)
        #expect(full.archivedAt == when)
        #expect(full.tags == ["whole"])
        #expect(try library.gemtext(of: added[7]) == "# Full\n\nAll here.")
        #expect(try library.verify() == [])
    }
}
