import Capsule
import Foundation
import Gemini
import ReadingList
import TestSupport
import Testing

/// A library in a read-only file or folder (a backup, a read-only disk) is
/// served for reading, through the real TLS server: every page works, the
/// owners' actions answer 50 saying the library is read-only, their visits
/// are not recorded, and no fetch worker starts.
@Suite(.enabled(if: WriteProtection.isPossible, "this machine cannot write-protect a file"))
struct ReadOnlyCapsuleTests {
    /// What is made read-only: the library file itself, or its folder.
    enum Protected: String, CaseIterable, Sendable {
        case file, folder
    }

    @Test(arguments: Protected.allCases)
    func aReadOnlyLibraryIsServedForReadingOnly(_ protected: Protected) async throws {
        let fixture = try CapsuleFixture()
        let ids: [ArticleID]
        let pictured: ArticleID
        let picture = TestPictures.bytes("harbour.jpg")
        do {
            let library = try fixture.library()
            ids = try SampleArticles.fill(library, count: 6)
            _ = try library.highlight(ids[1], passage: "Text of part 2")
            _ = try library.setFavorite(true, .ids([ids[1]]))
            let kept = try library.keepPicture(picture)
            var content = ArticleContent(
                url: "https://alpha.example/harbour", title: "The harbour", gemtext: "# The harbour\n\nBoats.\n")
            content.pictures = [ArticlePicture(number: 1, url: "https://alpha.example/h.jpg", state: .kept, kept: kept)]
            pictured = try library.save(content).id
            _ = try library.enqueue(Bookmark(url: "https://alpha.example/queued"))
            library.close()
        }
        let protection = try #require(WriteProtection(protected == .file ? fixture.libraryPath : fixture.folder.path))
        defer { protection.release() }

        // The fetch worker is not started (it could not open the library): no error.
        try fixture.start(fetching: true)
        #expect(fixture.capsule.isLibraryReadOnly)
        #expect(
            fixture.capsule.readOnlyNotice
                == "the library \(fixture.libraryPath) is read-only: its pages are served, but nothing will be saved or recorded (no fetches, no reading positions, no owners' actions)"
        )
        let id = ids[1]
        let pages = [
            "/", "/unread", "/archive", "/all", "/favorites", "/reading", "/highlights", "/tags", "/tags/even",
            "/search?part", "/articles/\(id)", "/articles/\(id)/sections/2", "/feed.gmi", "/atom.xml", "/robots.txt",
            "/selection/\(ids[0]),\(id)", "/articles/\(id)/book.epub", "/unread/book.epub",
        ]
        for path in pages {
            let response = try await fixture.get(path)
            #expect(response.status == .success, "\(path): \(response.header)")
        }
        #expect(try await fixture.get("/search?part").text.contains("articles match"))
        #expect(try await fixture.get("/articles/\(id)/sections/2").text.contains("Text of part 2"))
        #expect(try await fixture.get("/highlights").text.contains("Text of part 2"))
        #expect(try await fixture.get("/articles/\(pictured)/pictures/1.jpg", as: .anonymous).body == Array(picture))
        #expect(try await fixture.get("/articles/\(id)", as: .anonymous).status == .success)

        // Every change is refused, before any prompt, with one clear answer.
        let actions = [
            "/add", "/add?https%3A%2F%2Fexample.org%2F", "/articles/\(id)/archive", "/articles/\(id)/unarchive",
            "/articles/\(id)/tags", "/articles/\(id)/tags?x", "/articles/\(id)/title?New", "/articles/\(id)/delete?yes",
            "/articles/\(id)/favorite", "/articles/\(id)/unfavorite", "/articles/\(id)/highlight?Text",
            "/articles/\(id)/retry", "/bulk/archive/\(id)", "/bulk/unarchive/\(id)", "/bulk/tag/\(id)?x",
        ]
        for path in actions {
            let refused = try await fixture.request(path)
            #expect(
                refused.header
                    == "50 this library is read-only, so nothing can be saved or changed: the capsule serves it for reading only",
                "\(path)")
            // A visitor is still told only that the action is the owner's.
            #expect(try await fixture.request(path, as: .stranger).status == .certificateNotAuthorized, "\(path)")
        }
        // Claiming changes capsule.conf, not the library: it still works where capsule.conf can be written.
        if protected == .file {
            let code = try ClaimCode(configPath: fixture.configPath).create(lifetime: 600)
            let device = TLSIdentity.testUser("new device")
            let claimed = try fixture.server.client(identity: device).request(
                try GeminiURL(fixture.server.url("/claim?" + code)), identity: device)
            #expect(claimed.status == .success, "\(claimed.header)")
        }
        fixture.stop()
        #expect(fixture.errors.isEmpty, "\(fixture.errors)")
        if protected == .folder {
            for suffix in ["-wal", "-shm"] {
                #expect(!FileManager.default.fileExists(atPath: fixture.libraryPath + suffix))
            }
        }
        protection.release()

        // Nothing was recorded or changed: no reading position, the queue as it was.
        let library = try fixture.library()
        #expect(try library.readingPosition(of: id) == nil)
        #expect(try library.readingCount() == 0)
        #expect(try library.article(id).tags.isEmpty)
        #expect(try library.article(id).title == "Article 001 about tea")
        #expect(try library.highlights(of: id).count == 1)
        #expect(try library.counts().total == 8)
        #expect(try !library.article(id).isArchived)
    }
}
