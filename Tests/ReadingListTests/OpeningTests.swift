import Foundation
import Problems
import TestSupport
import Testing

@testable import ReadingList

@Suite struct OpeningTests {
    @Test func createsTheFileWithWALForeignKeysAndTheLatestSchema() throws {
        let fixture = try Fixture()
        #expect(FileManager.default.fileExists(atPath: fixture.path))
        let mode = try fixture.library.perform { try $0.text("PRAGMA journal_mode") }
        #expect(mode == "wal")
        #expect(try fixture.sql("PRAGMA foreign_keys") == 1)
        #expect(try fixture.sql("PRAGMA synchronous") == 1)  // NORMAL
        #expect(try fixture.sql("PRAGMA user_version") == Int64(Library.schemaVersion))
        #expect(try fixture.sql("PRAGMA application_id") == Schema.applicationID)
        #expect(try fixture.library.verify() == [])
    }

    @Test func createsMissingFoldersAndReopensWhatWasSaved() throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("a/b/library.sqlite").path
        var library: Library? = try Library(path: path)
        let id = try library!.enqueue(Bookmark(url: "https://example.com/x", title: "X")).id
        library = nil
        let reopened = try Library(path: path)
        #expect(try reopened.article(id).title == "X")
    }

    @Test func missingLibraryIsNotFoundWhenNotCreating() throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("none.sqlite").path
        let problem = #expect(throws: Problem.self) {
            try Library(path: path, options: Library.Options(createIfMissing: false))
        }
        #expect(problem?.kind == .notFound)
        #expect(problem?.message.contains(path) == true)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func aFileThatIsNotADatabaseIsRefusedUntouched() throws {
        let folder = try TemporaryDirectory()
        let file = try folder.write(
            String(repeating: "these are not the bytes of a database\n", count: 200), to: "x.sqlite")
        let before = try Data(contentsOf: file)
        let problem = #expect(throws: Problem.self) { try Library(path: file.path) }
        #expect(problem?.kind == .permanent)
        #expect(problem?.message == "\(file.path) is damaged or is not a gempaper library")
        #expect(try Data(contentsOf: file) == before)
        #expect(!FileManager.default.fileExists(atPath: file.path + "-wal"))
    }

    @Test func anotherProgramsDatabaseIsRefused() throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("other.sqlite").path
        let other = try Connection(path: path, create: true)
        try other.execute("CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('mine')")
        other.close()
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let problem = #expect(throws: Problem.self) { try Library(path: path) }
        #expect(problem?.message.contains("not a gempaper library") == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func aLibraryFromANewerGempaperIsRefusedUntouched() throws {
        let fixture = try Fixture()
        _ = try fixture.library.enqueue(Bookmark(url: "https://example.com/"))
        _ = try fixture.sql("PRAGMA user_version = \(Library.schemaVersion + 1)")
        fixture.library.close()
        let before = try Data(contentsOf: URL(fileURLWithPath: fixture.path))
        let problem = #expect(throws: Problem.self) { try Library(path: fixture.path) }
        #expect(problem?.message.contains("written by a newer gempaper") == true)
        #expect(problem?.hint == "upgrade gempaper to use it")
        #expect(try Data(contentsOf: URL(fileURLWithPath: fixture.path)) == before)
    }

    @Test func aDamagedLibrarySaysSoWhenRead() throws {
        let fixture = try Fixture()
        try fixture.saveMany(60)
        fixture.library.close()
        // Keep the header, overwrite every later page with noise.
        let url = URL(fileURLWithPath: fixture.path)
        var bytes = try Data(contentsOf: url)
        #expect(bytes.count > 8192)
        for i in 4096..<bytes.count { bytes[i] = UInt8(truncatingIfNeeded: i &* 131) }
        try bytes.write(to: url)
        let problem = #expect(throws: Problem.self) {
            let library = try Library(path: fixture.path)
            _ = try library.page(ArticleQuery(filter: .everything))
        }
        #expect(problem?.kind == .permanent)
        #expect(problem?.message.contains("is damaged") == true)
    }

    @Test func aLibraryWhoseFolderCannotBeMadeSaysSo() throws {
        let problem = #expect(throws: Problem.self) { try Library(path: "/proc/gempaper-test/library.sqlite") }
        #expect(problem?.message == "cannot create the folder /proc/gempaper-test for the library")
    }

    @Test func aFolderIsNotALibrary() throws {
        let folder = try TemporaryDirectory()
        let problem = #expect(throws: Problem.self) { try Library(path: folder.path) }
        #expect(problem?.kind == .badInput)
    }

    @Test func usingAClosedLibraryThrows() throws {
        let fixture = try Fixture()
        fixture.library.close()
        fixture.library.close()
        #expect(throws: Problem.self) { try fixture.library.counts() }
    }
}
