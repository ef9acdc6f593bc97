import Foundation
import TestSupport
import Testing

@testable import ReadingList

/// An article's publication time keeps the publisher's offset: its day and
/// timestamp read as the publisher wrote them, it survives saving, the JSON
/// export and a migration, and lists still sort by the moment.
@Suite struct PublicationTimeTests {
    /// 2019-11-18T23:04:24-05:00, an evening in New York: 04:04:24 on the 19th in UTC.
    static let evening = Date(timeIntervalSince1970: 1_574_136_264)
    static let newYork = -5 * 3600

    @Test func theDayAndTimestampAreThePublishers() throws {
        let published = PublicationTime(Self.evening, offset: Self.newYork)
        #expect(published.day == "2019-11-18")
        #expect(published.timestamp == "2019-11-18T23:04:24-05:00")
        // Without an offset (or with UTC's), UTC's day and time, as before.
        #expect(PublicationTime(Self.evening).day == "2019-11-19")
        #expect(PublicationTime(Self.evening).timestamp == "2019-11-19T04:04:24Z")
        #expect(PublicationTime(Self.evening, offset: 0).offset == nil)
        #expect(PublicationTime(Self.evening, offset: 24 * 3600).offset == nil)
        #expect(PublicationTime(Self.evening, offset: 5 * 3600 + 1800).timestamp == "2019-11-19T09:34:24+05:30")
        #expect(PublicationTime(Self.evening.addingTimeInterval(0.75)).timestamp == "2019-11-19T04:04:24Z")

        // Read back with the offset it is written in.
        #expect(PublicationTime(timestamp: "2019-11-18T23:04:24-05:00") == published)
        #expect(PublicationTime(timestamp: "2019-11-19T09:34:24+0530")?.offset == 5 * 3600 + 1800)
        #expect(PublicationTime(timestamp: "2019-11-19T04:04:24Z") == PublicationTime(Self.evening))
        #expect(PublicationTime(timestamp: "2019-11-19T04:04:24.500Z")?.offset == nil)
        #expect(PublicationTime(timestamp: "2019-11-19") == nil)
        #expect(PublicationTime(timestamp: "yesterday") == nil)
    }

    @Test func savingKeepsTheOffsetAndListsSortByTheMoment() throws {
        let fixture = try Fixture()
        var evening = Fixture.content("https://news.example/evening", title: "Evening", published: Self.evening)
        evening.publishedOffset = Self.newYork
        // Published on the 19th in UTC, but an hour before the evening story.
        let early = Fixture.content(
            "https://news.example/early", title: "Early", published: Self.evening.addingTimeInterval(-3600))
        let eveningID = try fixture.library.save(evening).id
        let earlyID = try fixture.library.save(early).id
        let saved = try fixture.library.article(eveningID)
        #expect(saved.publishedOffset == Self.newYork)
        #expect(saved.published?.day == "2019-11-18")
        #expect(try fixture.library.article(earlyID).published?.day == "2019-11-19")
        let newestFirst = try fixture.library.page(ArticleQuery(filter: .everything, sort: ArticleSort(.published)))
        #expect(newestFirst.articles.map(\.id) == [eveningID, earlyID])
    }

    @Test func theJSONExportWritesTheOffsetAndImportKeepsIt() throws {
        let fixture = try Fixture()
        var content = Fixture.content("https://news.example/evening", title: "Evening", published: Self.evening)
        content.publishedOffset = Self.newYork
        let id = try fixture.library.save(content).id
        let line = try LibraryJSON.line(
            LibraryJSON.Record(try fixture.library.article(id), gemtext: try fixture.library.gemtext(of: id)))
        #expect(line.contains("\"published\":\"2019-11-18T23:04:24-05:00\""), "\(line)")
        // An export from before the offset was kept (UTC) imports with UTC's day.
        let old = line.replacingOccurrences(of: "2019-11-18T23:04:24-05:00", with: "2019-11-19T04:04:24Z")
            .replacingOccurrences(of: "news.example/evening", with: "news.example/old")
        let text = LibraryJSON.exportHeader(exportedAt: Date()) + line + ",\n" + old + LibraryJSON.exportFooter

        let other = try Fixture()
        let (_, entries) = try ImportFile.read(Data(text.utf8), name: "export")
        let results = try other.library.importEntries(entries)
        guard case .added(let newID) = results[0], case .added(let oldID) = results[1] else {
            Issue.record("not added: \(results)")
            return
        }
        let imported = try other.library.article(newID)
        #expect(imported.publishedAt == Self.evening)
        #expect(imported.published?.timestamp == "2019-11-18T23:04:24-05:00")
        let again = try LibraryJSON.line(LibraryJSON.Record(imported))
        #expect(again.contains("\"published\":\"2019-11-18T23:04:24-05:00\""))
        let fromOld = try other.library.article(oldID)
        #expect(fromOld.publishedAt == Self.evening)
        #expect(fromOld.publishedOffset == nil)
        #expect(fromOld.published?.day == "2019-11-19")
    }

    /// A library at schema 6 holding a dated article, written the way version 6 did.
    static func versionSixLibrary(in folder: TemporaryDirectory) throws -> String {
        let path = folder.file("six.sqlite").path
        let old = try Library(path: path, options: Library.Options(), upTo: 6, process: .current)
        #expect(try old.perform { try $0.integer("PRAGMA user_version") } == 6)
        try old.perform { connection in
            try connection.execute(
                """
                INSERT INTO articles (id, url, canonical_url, title, title_key, site, published_at, saved_at,
                                      fetch_state)
                VALUES (3, 'https://news.example/evening', 'https://news.example/evening', 'Evening', 'evening',
                        'news.example', 1574136264000, 1700000000000, 'ready');
                """)
            try GemtextStore.store(
                "# Evening\n\nThe lamps came on.\n", textStart: 0, headingLevels: nil, of: ArticleID(3), in: connection)
            try SearchIndex.add(id: 3, in: connection)
        }
        old.close()
        return path
    }

    @Test func aVersionSixLibraryGainsTheOffsetAndKeepsUTCDaysForWhatItHeld() throws {
        let folder = try TemporaryDirectory("reading-list")
        let path = try Self.versionSixLibrary(in: folder)
        let library = try Library(path: path)
        #expect(try library.perform { try $0.integer("PRAGMA user_version") } == Int64(Schema.latestVersion))
        let article = try library.article(ArticleID(3))
        #expect(article.publishedAt == Self.evening)
        #expect(article.publishedOffset == nil)
        #expect(article.published?.day == "2019-11-19")
        // Fetched again, it keeps the offset the page gives.
        var content = Fixture.content("https://news.example/evening", title: "Evening", published: Self.evening)
        content.publishedOffset = Self.newYork
        _ = try library.completeFetch(ArticleID(3), with: content)
        #expect(try library.article(ArticleID(3)).published?.day == "2019-11-18")
        #expect(try library.verify() == [])
    }
}
