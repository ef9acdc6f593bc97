import Foundation
import Problems
import TestSupport
import Testing

@testable import ReadingList

/// A library in a read-only file or folder (a backup, a mounted disk)
/// can be listed, searched and read; every change says it is read-only.
@Suite(.enabled(if: WriteProtection.isPossible, "this machine cannot write-protect a file"))
struct ReadOnlyLibraryTests {
    /// A closed library of five articles, one of them archived.
    static func filled() throws -> Fixture {
        let fixture = try Fixture()
        let ids = try fixture.saveMany(5)
        try fixture.library.archive(.ids([ids[0]]))
        fixture.library.close()
        return fixture
    }

    static func expectReadable(_ library: Library, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(library.isReadOnly, sourceLocation: sourceLocation)
        #expect(try library.counts().archived == 1, sourceLocation: sourceLocation)
        #expect(try library.ids(.everything).count == 5, sourceLocation: sourceLocation)
        #expect(try library.page(ArticleQuery(filter: .everything)).articles.count == 5, sourceLocation: sourceLocation)
        #expect(try library.count(ArticleFilter(state: .all, search: "word")) == 5, sourceLocation: sourceLocation)
        #expect(try library.gemtext(of: ArticleID(2))?.hasPrefix("# Article 1") == true, sourceLocation: sourceLocation)
    }

    static func expectUnchangeable(_ library: Library, path: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let problem = #expect(throws: Problem.self, sourceLocation: sourceLocation) {
            try library.archive(.ids([ArticleID(2)]))
        }
        #expect(problem == LibraryProblems.readOnly(path), sourceLocation: sourceLocation)
        #expect(
            problem?.message == "the library \(path) is read-only, so it cannot be changed", sourceLocation: sourceLocation)
        #expect(throws: Problem.self, sourceLocation: sourceLocation) {
            try library.enqueue(Bookmark(url: "https://example.com/new"))
        }
    }

    @Test func aReadOnlyFileIsReadButNotChanged() throws {
        let fixture = try Self.filled()
        let protection = try #require(WriteProtection(fixture.path))
        defer { protection.release() }
        let refused = #expect(throws: Problem.self) { try Library(path: fixture.path) }
        #expect(refused == LibraryProblems.readOnly(fixture.path))
        let library = try Library.openForReading(path: fixture.path)
        try Self.expectReadable(library)
        Self.expectUnchangeable(library, path: fixture.path)
    }

    @Test func aLibraryInAReadOnlyFolderIsReadButNotChanged() throws {
        let fixture = try Self.filled()
        // A cleanly closed library leaves no log files; none can be made now.
        #expect(!FileManager.default.fileExists(atPath: fixture.path + "-wal"))
        let protection = try #require(WriteProtection(fixture.folder.path))
        defer { protection.release() }
        let refused = #expect(throws: Problem.self) { try Library(path: fixture.path) }
        #expect(refused == LibraryProblems.readOnly(fixture.path), "\(String(describing: refused))")
        let library = try Library.openForReading(path: fixture.path)
        try Self.expectReadable(library)
        Self.expectUnchangeable(library, path: fixture.path)
        library.close()
        #expect(!FileManager.default.fileExists(atPath: fixture.path + "-shm"))
    }

    @Test func aWritableLibraryOpenedForReadingIsNotReadOnly() throws {
        let fixture = try Self.filled()
        let library = try Library.openForReading(path: fixture.path)
        #expect(!library.isReadOnly)
        try library.archive(.ids([ArticleID(2)]))
    }

    /// A read-only library of schema 6 (before the publisher's offset was
    /// kept) is read as it is: its dates show UTC's days, as they did.
    @Test func aReadOnlyLibraryOfSchemaSixIsReadWithoutTheOffset() throws {
        let folder = try TemporaryDirectory("reading-list")
        let path = try PublicationTimeTests.versionSixLibrary(in: folder)
        let protection = try #require(WriteProtection(path))
        defer { protection.release() }
        let library = try Library.openForReading(path: path)
        #expect(library.isReadOnly)
        let listed = try library.page(ArticleQuery(filter: .everything, sort: ArticleSort(.published)))
        #expect(listed.articles.map(\.id) == [ArticleID(3)])
        #expect(listed.articles.first?.published?.day == "2019-11-19")
        #expect(try library.gemtext(of: ArticleID(3)) == "# Evening\n\nThe lamps came on.\n")
        #expect(try library.count(ArticleFilter(state: .all, search: "lamps")) == 1)
        let refused = #expect(throws: Problem.self) { try library.archive(.ids([ArticleID(3)])) }
        #expect(refused == LibraryProblems.readOnly(path))
        library.close()
        #expect(try Connection(path: path, create: false, access: .immutable).integer("PRAGMA user_version") == 6)
    }

    @Test func anOldReadOnlyLibraryAsksToBeMadeWritableOnce() throws {
        let folder = try TemporaryDirectory("reading-list")
        let path = folder.file("old.sqlite").path
        let old = try Library(path: path, options: Library.Options(), upTo: 1, process: .current)
        old.close()
        let protection = try #require(WriteProtection(path))
        defer { protection.release() }
        let problem = #expect(throws: Problem.self) { try Library.openForReading(path: path) }
        #expect(problem?.message.hasPrefix("the library \(path) is read-only, and written by an older gempaper (schema 1;") == true)
    }
}
