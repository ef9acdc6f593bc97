import Foundation
import Gemini
import ReadingList
import Testing

/// The owner's actions: each works with the owner's certificate, asks for
/// one without (60), refuses another one (61), and is safe to repeat.
@Suite struct OwnerActionTests {
    static func fixture(count: Int = 6) throws -> (CapsuleFixture, [ArticleID]) {
        let fixture = try CapsuleFixture()
        let ids = try SampleArticles.fill(try fixture.library(), count: count)
        try fixture.start()
        return (fixture, ids)
    }

    @Test func everyActionNeedsTheOwnersCertificate() async throws {
        let (fixture, ids) = try Self.fixture()
        let id = ids[0]
        let actions = ["/add", "/add?https%3A%2F%2Fexample.org%2F", "/articles/\(id)/archive", "/articles/\(id)/unarchive",
                       "/articles/\(id)/tags", "/articles/\(id)/tags?x", "/articles/\(id)/title?New", "/articles/\(id)/delete",
                       "/articles/\(id)/delete?yes", "/articles/\(id)/retry", "/bulk/archive/\(id)", "/bulk/unarchive/\(id)",
                       "/bulk/tag/\(id)?x"]
        let before = try fixture.library().article(id)
        for path in actions {
            let anonymous = try await fixture.request(path, as: .anonymous)
            #expect(anonymous.status == .certificateRequired, "\(path): \(anonymous.header)")
            let stranger = try await fixture.request(path, as: .stranger)
            #expect(stranger.status == .certificateNotAuthorized, "\(path): \(stranger.header)")
            #expect(stranger.meta.contains("is not an owner's: only the capsule's owners may"))
            #expect(!stranger.meta.contains("gempaper "), "a visitor is never told to run a command")
        }
        // Nothing changed.
        #expect(try fixture.library().article(id) == before)
        #expect(try fixture.library().counts().total == ids.count)
    }

    @Test func archivingLeadsToTheNextUnreadArticleAndIsSafeToRepeat() async throws {
        let (fixture, ids) = try Self.fixture()
        // Unread, newest first: 4, 3, 1, 0 (2 and 5 are archived).
        let id = ids[3]
        let first = try await fixture.request("/articles/\(id)/archive")
        #expect(first.header == "30 /articles/\(ids[1])?archived=\(id)")
        #expect(try fixture.library().article(id).isArchived)
        let archivedAt = try fixture.library().article(id).archivedAt
        // Following the link again (a reload, a double tap) changes nothing.
        let again = try await fixture.get("/articles/\(id)/archive")
        #expect(again.url.path == "/articles/\(ids[1])")
        #expect(try fixture.library().article(id).archivedAt == archivedAt)
        // The next article says what happened, with the way back.
        #expect(again.text.hasPrefix("# Article 001 about tea\nArchived “Article 003 with trains”: here is the next unread article.\n=> /articles/\(id)/unarchive Undo: mark “Article 003 with trains” unread\n"))
        #expect(try await fixture.request("/articles/\(id)/unarchive").header == "30 /articles/\(id)")
        #expect(try !fixture.library().article(id).isArchived)
        let page = try await fixture.get("/articles/\(ids[2])")
        #expect(page.text.contains("=> /articles/\(ids[2])/unarchive Mark unread"))
        // The oldest unread has none after it: back to the list, which says so.
        let last = try await fixture.get("/articles/\(ids[0])/archive")
        #expect(last.url.path == "/unread")
        #expect(last.url.query == "archived=\(ids[0])")
        #expect(last.text.contains("Archived “Article 000 on gardens”: no unread article follows it in this list.\n"))
        // A stranger cannot read that notice.
        #expect(try await fixture.request("/unread?archived=\(ids[0])", as: .stranger).status == .certificateNotAuthorized)
        #expect(try await fixture.request("/articles/999/archive").status == .notFound)
    }

    @Test func tagsAreEditedThroughAPrompt() async throws {
        let (fixture, ids) = try Self.fixture()
        let id = ids[0]  // tags: c#, even, five
        let prompt = try await fixture.request("/articles/\(id)/tags")
        #expect(prompt.status == .input)
        #expect(prompt.meta == "Tags for “Article 000 on gardens” (now: c# even five): tag1 tag2 to add, -tag to remove")
        let done = try await fixture.get("/articles/\(id)/tags", input: "rust Databases -five -nothere")
        #expect(done.url.path == "/articles/\(id)")
        #expect(try fixture.library().article(id).tags == ["c#", "databases", "even", "rust"])
        // The same answer again gives the same tags.
        _ = try await fixture.get("/articles/\(id)/tags", input: "rust Databases -five -nothere")
        #expect(try fixture.library().article(id).tags == ["c#", "databases", "even", "rust"])
        // Typed in a multi-line input box: line breaks separate tags too.
        _ = try await fixture.get("/articles/\(id)/tags", input: "one\ntwo\n-rust\n")
        #expect(try fixture.library().article(id).tags == ["c#", "databases", "even", "one", "two"])
        // A name that breaks the rules: the prompt again, with the reason.
        let bad = try await fixture.request("/articles/\(id)/tags?good%20b%C3%A5d%21")
        #expect(bad.status == .input)
        #expect(bad.meta.hasPrefix("'båd!' is not a valid tag (tags are 1-64 letters"))
        #expect(try fixture.library().article(id).tags == ["c#", "databases", "even", "one", "two"])
    }

    @Test func theTitleIsEditedThroughAPrompt() async throws {
        let (fixture, ids) = try Self.fixture()
        let id = ids[1]
        #expect(try await fixture.request("/articles/\(id)/title").header == "10 New title for “Article 001 about tea”")
        let done = try await fixture.get("/articles/\(id)/title", input: "  A better title  ")
        #expect(done.text.hasPrefix("# A better title\n"))
        #expect(try fixture.library().article(id).title == "A better title")
    }

    @Test func deletingAsksOnceAndSaysWhatItDid() async throws {
        let (fixture, ids) = try Self.fixture()
        let prompt = try await fixture.request("/articles/\(ids[0])/delete")
        #expect(prompt.header == "10 Delete “Article 000 on gardens” for good? Type yes to delete it, no to keep it")
        // "no", an empty answer or anything else keeps it, with a link back; never asks again.
        for answer in ["no", "", "maybe"] {
            let kept = try await fixture.request("/articles/\(ids[0])/delete?\(answer)")
            #expect(kept.status == .success)
            #expect(kept.text.hasPrefix("# Not deleted\n"))
            #expect(kept.text.contains("=> /articles/\(ids[0]) Back to “Article 000 on gardens”"))
            #expect(try fixture.library().article(ids[0]).id == ids[0])
        }
        #expect(try await fixture.request("/articles/\(ids[0])/delete?maybe").text.contains("You answered “maybe”, not yes"))
        let deleted = try await fixture.request("/articles/\(ids[0])/delete?yes")
        #expect(deleted.status == .success)
        #expect(deleted.text.hasPrefix("# Deleted\n“Article 000 on gardens” is gone from the library"))
        #expect(deleted.text.contains("=> /unread Unread"))
        #expect(try await fixture.request("/articles/\(ids[0])").status == .notFound)
        // The title works too, in any case; an archived article leads back to the archive.
        let archived = ids[2]
        let byTitle = try await fixture.request("/articles/\(archived)/delete?article%20002%20OF%20RIVERS")
        #expect(byTitle.text.contains("=> /archive Archive"))
        #expect(try fixture.library().counts().total == ids.count - 2)
        // Repeating a delete finds nothing to delete.
        #expect(try await fixture.request("/articles/\(ids[0])/delete?yes").status == .notFound)
    }

    @Test func addingQueuesThePageAndLeadsToIt() async throws {
        let (fixture, _) = try Self.fixture(count: 1)
        #expect(try await fixture.request("/add").header == "10 URL of the page to save (tags may follow: URL tag1 tag2)")
        let added = try await fixture.get("/add", input: "https://delta.example/essay?utm_source=x later Reading")
        let path = added.url.path
        #expect(path.hasPrefix("/articles/"))
        let id = try #require(ArticleID(String(path.dropFirst("/articles/".count))))
        let article = try fixture.library().article(id)
        #expect(article.url == "https://delta.example/essay?utm_source=x")
        #expect(article.tags == ["later", "reading"])
        #expect(article.fetch.state == .queued)
        #expect(added.text.contains("This page is being fetched."))
        // The same page again leads to the same article (with the new tags added).
        let again = try await fixture.get("/add", input: "https://delta.example/essay more")
        #expect(again.url.path == path)
        #expect(try fixture.library().article(id).tags == ["later", "more", "reading"])
        // Without a scheme, https is meant.
        let bare = try await fixture.get("/add", input: "delta.example/other")
        #expect(try fixture.library().article(try #require(ArticleID(String(bare.url.path.dropFirst(10))))).url == "https://delta.example/other")
        // Not a page the library can fetch: the prompt again, with the reason.
        let bad = try await fixture.request("/add?mailto%3Aa%40b.example")
        #expect(bad.status == .input)
        #expect(bad.meta.contains("URL of the page to save"))
        #expect(try fixture.library().counts().total == 3)
    }

    @Test func bulkChangesActOnTheArticlesShownById() async throws {
        let (fixture, ids) = try Self.fixture(count: 8)
        let unread = try await fixture.get("/unread")
        let archiveAll = try #require(PageTests.links(unread).first { $0.url.hasPrefix("/bulk/archive/") })
        let shown = PageTests.links(unread).filter { $0.url.hasPrefix("/articles/") }.map(\.url)
        // An article saved after the page was shown is not touched.
        let late = try fixture.library().enqueue(Bookmark(url: "https://late.example/")).id
        // It asks first, with the count and a way back.
        let asked = try await fixture.get(archiveAll.url)
        #expect(asked.text.hasPrefix("# Archive 6 articles?\n"))
        #expect(PageTests.links(asked).last?.url == "/unread")
        #expect(PageTests.links(asked).last?.label == "No, back to Unread")
        #expect(try fixture.library().counts().unread == 7)
        let yes = try #require(PageTests.links(asked).first { $0.label == "Yes, archive 6 articles" })
        #expect(yes.url == archiveAll.url + "&confirm=yes")
        let done = try await fixture.get(yes.url)
        #expect(done.url.path.hasPrefix("/selection/"))
        #expect(done.url.query == "from=/unread")
        #expect(PageTests.links(done).filter { $0.url.hasPrefix("/articles/") }.map { $0.url + "?from=/unread" } == shown)
        #expect(PageTests.links(done).contains { $0.url == "/unread" && $0.label == "Back to Unread" })
        #expect(try fixture.library().counts().unread == 1)
        #expect(try !fixture.library().article(late).isArchived)
        // The selection page offers the way back.
        let undo = try #require(PageTests.links(done).first { $0.url.hasPrefix("/bulk/unarchive/") })
        _ = try await fixture.get(undo.url)
        #expect(try fixture.library().counts().unread == 7)
        // Tagging several at once; an id deleted meanwhile is skipped.
        try fixture.library().delete(.ids([ids[0]]))
        let segment = [ids[0], ids[1], ids[3]].map(\.description).joined(separator: ",")
        #expect(try await fixture.request("/bulk/tag/\(segment)").header == "10 Tags for these 2 articles: tag1 tag2 to add, -tag to remove")
        let tagged = try await fixture.get("/bulk/tag/\(segment)", input: "batch")
        #expect(tagged.url.path == "/selection/\(ids[1]),\(ids[3])")
        #expect(try fixture.library().article(ids[1]).tags.contains("batch"))
        #expect(try fixture.library().article(ids[3]).tags.contains("batch"))
    }

    @Test func retryPutsAFailedArticleBackInTheQueue() async throws {
        let (fixture, _) = try Self.fixture(count: 1)
        let library = try fixture.library()
        let id = try library.enqueue(Bookmark(url: "https://delta.example/x")).id
        let job = try #require(try library.claimNextFetch())
        try library.failFetch(job.id, message: "timed out")
        #expect(try await fixture.request("/articles/\(id)/retry").header == "30 /articles/\(id)")
        let article = try library.article(id)
        #expect(article.fetch.state == .queued)
        #expect(article.fetch.lastError == nil)
    }
}
