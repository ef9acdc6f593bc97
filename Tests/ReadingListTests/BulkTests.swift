import Foundation
import Problems
import Testing

@testable import ReadingList

@Suite struct BulkTests {
    @Test func archiveAndUnarchiveByIdsAndByFilter() throws {
        let fixture = try Fixture()
        let ids = try fixture.saveMany(9, sites: 3)
        let library = fixture.library
        let when = Date(timeIntervalSince1970: 1_750_000_000)
        #expect(try library.archive(.ids([ids[0], ids[1], ids[1]]), at: when) == 2)
        #expect(try library.archive(.ids([ids[0]])) == 0)  // already archived
        #expect(try library.article(ids[0]).archivedAt == when)
        #expect(try library.archive(.matching(ArticleFilter(site: "site2.example"))) == 3)
        #expect(try library.count(.archived) == 5)
        #expect(try library.unarchive(.matching(ArticleFilter(state: .archived, site: "site0.example"))) == 1)
        #expect(try library.article(ids[0]).archivedAt == nil)
        #expect(try library.unarchive(.ids([ids[1], ids[4]])) == 1)
        #expect(try library.article(ids[1]).archivedAt == nil)
        #expect(try library.count(.archived) == 3)
    }

    @Test func tagAndUntagByFilter() throws {
        let fixture = try Fixture()
        _ = try fixture.saveMany(6, sites: 2)
        let library = fixture.library
        #expect(try library.addTags(["one", "two"], to: .matching(ArticleFilter(site: "site1.example"))) == 3)
        #expect(try library.count(ArticleFilter(tags: ["one", "two"])) == 3)
        #expect(try library.removeTags(["one"], from: .matching(ArticleFilter(tags: ["one"]))) == 3)
        #expect(try library.tags() == [TagCount(name: "two", articles: 3)])
    }

    @Test func deleteRemovesEverythingTheArticleHeld() throws {
        let fixture = try Fixture()
        let ids = try fixture.saveMany(5)
        let library = fixture.library
        try library.addTags(["x"], to: .ids(ids))
        #expect(try library.delete(.matching(ArticleFilter(search: "word"))) == 5)
        #expect(try library.count(.everything) == 0)
        for table in ["article_bodies", "article_originals", "article_tags", "tags", "article_search"] {
            #expect(try fixture.sql("SELECT count(*) FROM \(table)") == 0, "\(table)")
        }
        #expect(try library.verify() == [])
    }

    @Test func anUnknownIdChangesNothing() throws {
        let fixture = try Fixture()
        let ids = try fixture.saveMany(3)
        let library = fixture.library
        let problem = #expect(throws: Problem.self) { try library.delete(.ids([ids[0], ArticleID(404)])) }
        #expect(problem?.message == "no article with id 404")
        #expect(problem?.kind == .notFound)
        #expect(try library.count(.everything) == 3)
        #expect(throws: Problem.self) { try library.archive(.ids([ids[1], ArticleID(405)])) }
        #expect(try library.count(.archived) == 0)
        #expect(throws: Problem.self) { try library.addTags(["t"], to: .ids([ArticleID(406)])) }
        #expect(try library.tags() == [])
    }

    @Test func aFilterActsOnWhatMatchesAtTheMomentOfTheChange() throws {
        let fixture = try Fixture()
        let ids = try fixture.saveMany(4, sites: 1)
        let library = fixture.library
        try library.addTags(["later"], to: .ids([ids[0], ids[1]]))
        // Removing the tag the filter selects by removes it from all of them.
        #expect(try library.removeTags(["later"], from: .matching(ArticleFilter(tags: ["later"]))) == 2)
        #expect(try library.count(ArticleFilter(tags: ["later"])) == 0)
    }
}
