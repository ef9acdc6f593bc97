import Foundation
import Problems
import TestSupport
import Testing

@testable import ReadingList

/// What the library keeps of a saved article: its original page
/// compressed and byte for byte, its pictures once per content, and a
/// search index that keeps no second copy of the text.
@Suite struct KeepingTests {
    @Test func anOriginalPageIsKeptCompressedAndComesBackByteForByte() throws {
        let fixture = try Fixture()
        var bytes = Data("<!doctype html><title>Tide</title>".utf8)
        for index in 0..<2_000 { bytes += Data("<p>The tide table for day \(index) at the harbour.</p>\n".utf8) }
        bytes += Data([0x00, 0xFF, 0xFE, 0x80])  // not UTF-8: kept as it came
        var content = Fixture.content("https://example.com/tide", title: "Tide")
        content.original = OriginalPage(bytes: bytes, contentType: "text/html", charset: "windows-1252")
        let id = try fixture.library.save(content).id
        #expect(try fixture.library.original(of: id)?.bytes == bytes)
        let stored = try fixture.sql(
            "SELECT length(bytes) FROM article_originals WHERE article_id = ?", [.integer(id.rawValue)])
        #expect(stored * 5 < bytes.count)
        #expect(try fixture.sql("SELECT size FROM article_originals") == Int64(bytes.count))
    }

    @Test func theGemtextIsKeptCompressedAndComesBackWhole() throws {
        let fixture = try Fixture()
        var gemtext = "# Tide ✓\n\n"
        for index in 0..<500 { gemtext += "The tide table for day \(index) at the harbour — ebb and flow.\n" }
        let id = try fixture.library.save(Fixture.content("https://example.com/tide", title: "Tide", body: gemtext)).id
        let kept = try #require(try fixture.library.gemtext(of: id))
        #expect(kept.contains(gemtext))
        let size = Int64(kept.utf8.count)
        #expect(
            try fixture.sql("SELECT size FROM article_bodies WHERE article_id = ?", [.integer(id.rawValue)]) == size)
        let stored = try fixture.sql(
            "SELECT length(gemtext) FROM article_bodies WHERE article_id = ?", [.integer(id.rawValue)])
        #expect(stored * 5 < size)
        #expect(try search(fixture, "harbour") == [id])
    }

    @Test func keptGemtextComesBackWithItsTextStartAndHeadingLevelsInOneRead() throws {
        let fixture = try Fixture()
        var content = Fixture.content("https://example.com/deep", title: "Deep", body: "## Part\n### Piece\n### Bit")
        content.textStart = "# Deep\n\n".utf8.count
        content.headingLevels = [1, 2, 3, 4]
        let id = try fixture.library.save(content).id
        let kept = try #require(try fixture.library.keptGemtext(of: id))
        #expect(kept == KeptGemtext(gemtext: content.gemtext, textStart: content.textStart, headingLevels: [1, 2, 3, 4]))
        let queued = try fixture.library.enqueue(Bookmark(url: "https://example.com/later")).id
        #expect(try fixture.library.keptGemtext(of: queued) == nil)
        #expect(throws: Problem.self) { try fixture.library.keptGemtext(of: ArticleID(999)) }
    }

    @Test func aDamagedGemtextSaysSoAndHowToMakeItAgain() throws {
        let fixture = try Fixture()
        let id = try fixture.library.save(Fixture.content("https://example.com/tide", title: "Tide")).id
        _ = try fixture.sql(
            "UPDATE article_bodies SET gemtext = x'789c0000' WHERE article_id = ?", [.integer(id.rawValue)])
        let problem = #expect(throws: Problem.self) { try fixture.library.keptGemtext(of: id) }
        #expect(problem?.message.hasPrefix("a kept gemtext is damaged") == true, "\(String(describing: problem))")
        #expect(problem?.hint?.contains("refetch --reconvert") == true)
    }

    @Test func theSearchIndexKeepsNoCopyOfTheText() throws {
        let fixture = try Fixture()
        try fixture.saveMany(5)
        // External content: FTS5 keeps no table of its own for the text.
        #expect(try fixture.sql("SELECT count(*) FROM sqlite_schema WHERE name = 'article_search_content'") == 0)
        #expect(try fixture.sql("SELECT count(*) FROM sqlite_schema WHERE name = 'article_search_source'") == 1)
        #expect(try fixture.library.verify() == [])
    }

    @Test func theIndexFollowsRetitlesRefetchesAndDeletes() throws {
        let fixture = try Fixture()
        var content = Fixture.content("https://example.com/a", title: "Lanterns", body: "Copper kettles.")
        content.textStart = "# Lanterns\n\n".utf8.count
        let id = try fixture.library.save(content).id
        try fixture.library.setTitle("Beacons", of: id)
        #expect(try search(fixture, "lanterns").isEmpty)
        #expect(try search(fixture, "beacons") == [id])
        try fixture.library.completeFetch(
            id, with: Fixture.content("https://example.com/a", title: "Beacons", body: "Brass bells."))
        #expect(try search(fixture, "copper").isEmpty)
        #expect(try search(fixture, "brass") == [id])
        #expect(try fixture.library.verify() == [])
        try fixture.library.delete(.ids([id]))
        #expect(try search(fixture, "brass").isEmpty)
        #expect(try fixture.library.verify() == [])
    }

    @Test func citationMarkersAndNumberedLinkLinesAreNotSearchedTwice() {
        let gemtext =
            "# T\n\nThe port authority[1] met [sic] in 2024 [2].\n=> https://port.example [1] port authority\n=> https://x.example/p.jpg A crane at dusk\n```\nkeep[3] this\n```"
        let text = SearchText.derive(gemtext: gemtext, start: 0, author: "Ann Lee")
        #expect(text == "T\nThe port authority met [sic] in 2024 [2].\nA crane at dusk\nkeep[3] this\nBy Ann Lee")
    }

    @Test func picturesAreKeptOncePerContentAndGoWithTheLastArticle() throws {
        let fixture = try Fixture()
        let photo = TestPictures.bytes("harbour.jpg")
        let kept = try fixture.library.keepPicture(photo)
        #expect(
            kept.mediaType == "image/jpeg" && kept.width == 320 && kept.height == 240 && kept.byteCount == photo.count)
        #expect(try fixture.library.keepPicture(photo) == kept)
        let pictures = [
            ArticlePicture(
                number: 1, url: "https://example.com/harbour.jpg", caption: "The harbour", state: .kept, kept: kept),
            ArticlePicture(number: 2, url: "https://example.com/gone.png", state: .missing, reason: "404"),
        ]
        var first = Fixture.content("https://example.com/one", title: "One")
        first.pictures = pictures
        var second = Fixture.content("https://example.com/two", title: "Two")
        second.pictures = [pictures[0]]
        let one = try fixture.library.save(first).id
        let two = try fixture.library.save(second).id
        #expect(try fixture.sql("SELECT count(*) FROM pictures") == 1)
        #expect(try fixture.library.pictures(of: one) == pictures)
        let served = try #require(try fixture.library.picture(1, of: two))
        #expect(served.bytes == photo && served.picture.fileName == "1.jpg" && served.picture.label == "The harbour")
        #expect(try fixture.library.picture(2, of: one) == nil)
        try fixture.library.delete(.ids([one]))
        #expect(try fixture.library.picture(1, of: two)?.bytes == photo)
        try fixture.library.delete(.ids([two]))
        #expect(try fixture.sql("SELECT count(*) FROM pictures") == 0)
    }

    @Test func replacingPicturesKeepsSharedBytesAndDropsTheRest() throws {
        let fixture = try Fixture()
        let photo = try fixture.library.keepPicture(TestPictures.bytes("harbour.jpg"))
        let chart = try fixture.library.keepPicture(TestPictures.bytes("chart.png"))
        var content = Fixture.content("https://example.com/one", title: "One")
        content.pictures = [
            ArticlePicture(number: 1, url: "https://example.com/a.jpg", state: .kept, kept: photo),
            ArticlePicture(number: 2, url: "https://example.com/b.png", state: .kept, kept: chart),
        ]
        let id = try fixture.library.save(content).id
        try fixture.library.setPictures(
            [ArticlePicture(number: 1, url: "https://example.com/a.jpg", state: .kept, kept: photo)], of: id)
        #expect(try fixture.library.pictures(of: id).map(\.number) == [1])
        #expect(try fixture.sql("SELECT count(*) FROM pictures") == 1)
        // Bytes kept for a save that then failed are forgotten; used ones stay.
        let orphan = try fixture.library.keepPicture(TestPictures.bytes("lossy.webp"))
        try fixture.library.forgetUnusedPictures([orphan, photo])
        #expect(try fixture.sql("SELECT count(*) FROM pictures") == 1)
        #expect(try fixture.library.picture(1, of: id) != nil)
    }

    @Test func bytesThatAreNotAPictureAreRefused() throws {
        let fixture = try Fixture()
        #expect(throws: (any Error).self) { try fixture.library.keepPicture(Data("<html>not found</html>".utf8)) }
    }

    @Test func aVersionTwoLibraryGetsCompressedOriginalsAndAnExternalIndex() throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("old.sqlite").path
        let page = Data(String(repeating: "<p>The zeppelin drifted over the harbour.</p>", count: 200).utf8)
        do {
            let old = try Library(path: path, options: Library.Options(), upTo: 2, process: .current)
            try old.perform { connection in
                try connection.execute(
                    """
                    INSERT INTO articles (id, url, canonical_url, title, title_key, site, saved_at, fetch_state)
                    VALUES (7, 'https://example.com/kept', 'https://example.com/kept', 'Kept Through Time',
                            'kept through time', 'example.com', 1700000000000, 'ready');
                    INSERT INTO article_bodies VALUES (7, '# Kept\n\nThe zeppelin drifted over the harbour.');
                    INSERT INTO article_search(rowid, title, body) VALUES (7, 'Kept Through Time', 'The zeppelin drifted over the harbour.');
                    """)
                try connection.run(
                    "INSERT INTO article_originals VALUES (7, 'text/html', 'utf-8', NULL, 1700000000000, ?)",
                    [.blob(page)])
            }
            old.close()
        }
        let library = try Library(path: path)
        #expect(try library.original(of: ArticleID(7))?.bytes == page)
        let found = try library.page(ArticleQuery(filter: ArticleFilter(state: .all, search: "zeppelin")))
        #expect(found.articles.map(\.id) == [ArticleID(7)])
        #expect(try library.verify() == [])
    }

    private func search(_ fixture: Fixture, _ text: String) throws -> [ArticleID] {
        try fixture.library.page(ArticleQuery(filter: ArticleFilter(state: .all, search: text))).articles.map(\.id)
    }
}
