import Foundation
import Problems
import TestSupport
import Testing

@testable import ReadingList

/// Import files as careless tools write them: Windows and old Mac line
/// ends, byte-order marks, UTF-16, files that are not text, endless lines;
/// read whole and in tiny pieces.
@Suite struct ImportTextTests {
    /// A source handing out `size` bytes at a time (a file read in pieces).
    final class Trickle: ImportSource {
        let data: Data
        let size: Int
        var offset = 0

        init(_ data: Data, size: Int) {
            self.data = data
            self.size = size
        }

        func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
            let count = min(size, buffer.count, data.count - offset)
            guard count > 0 else { return 0 }
            data.copyBytes(to: buffer.bindMemory(to: UInt8.self), from: offset..<offset + count)
            offset += count
            return count
        }

        func rewind() -> Bool {
            offset = 0
            return true
        }
    }

    static let lines = ["https://example.com/a First", "", "# a comment", "https://example.com/b Café ☕", "https://example.com/c"]

    /// Every entry `data` gives, read whole and in pieces of 1, 2, 3 and 7 bytes (which must agree).
    static func entries(_ data: Data) throws -> [ImportEntry] {
        let (_, whole) = try ImportFile.read(data, name: "list.txt", format: nil)
        for size in [1, 2, 3, 7] {
            let reader = try ImportReader(Trickle(data, size: size), name: "list.txt")
            var pieces: [ImportEntry] = []
            while case let batch = try reader.next(upTo: 2), !batch.isEmpty { pieces += batch }
            #expect(pieces == whole, "pieces of \(size)")
        }
        return whole
    }

    /// The three URLs of `lines`, with their titles and line numbers.
    static func expectAllThree(_ entries: [ImportEntry], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(entries.map(\.bookmark.url) == ["https://example.com/a", "https://example.com/b", "https://example.com/c"], sourceLocation: sourceLocation)
        #expect(entries.map(\.bookmark.title) == ["First", "Café ☕", nil], sourceLocation: sourceLocation)
        #expect(entries.map(\.location) == ["line 1", "line 4", "line 5"], sourceLocation: sourceLocation)
    }

    @Test(arguments: ["\n", "\r\n", "\r"])
    func everyLineEndReadsEveryURL(_ end: String) throws {
        Self.expectAllThree(try Self.entries(Data(Self.lines.joined(separator: end).utf8)))
        Self.expectAllThree(try Self.entries(Data((Self.lines.joined(separator: end) + end).utf8)))
    }

    @Test func aByteOrderMarkIsSkipped() throws {
        let text = Self.lines.joined(separator: "\r\n")
        Self.expectAllThree(try Self.entries(Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8)))
    }

    @Test func utf16InEitherOrderIsRead() throws {
        let text = Self.lines.joined(separator: "\r\n") + "\r\n"
        let little = Data([0xFF, 0xFE]) + text.data(using: .utf16LittleEndian)!
        let big = Data([0xFE, 0xFF]) + text.data(using: .utf16BigEndian)!
        let unmarked = text.data(using: .utf16LittleEndian)!
        for data in [little, big, unmarked] { Self.expectAllThree(try Self.entries(data)) }
        // A character outside the BMP (two UTF-16 units) split across pieces.
        let emoji = Data([0xFF, 0xFE]) + "https://example.com/x 😀 smile\n".data(using: .utf16LittleEndian)!
        #expect(try Self.entries(emoji).first?.bookmark.title == "😀 smile")
    }

    @Test func windows1252LinesAreReadAmongUTF8Ones() throws {
        var data = Data("https://example.com/a Café\nhttps://example.com/b Caf".utf8)
        data.append(0xE9)  // é in Windows-1252, invalid alone in UTF-8
        #expect(try Self.entries(data).map(\.bookmark.title) == ["Café", "Café"])
    }

    @Test func filesThatAreNotTextAreRefused() throws {
        var random = SeededRandom(seed: 4)
        let noise = Data((0..<5000).map { _ in UInt8.random(in: 0...255, using: &random) })
        let cases: [(Data, String)] = [
            (noise, "binary data"),
            (Data([0x50, 0x4B, 0x03, 0x04]) + Data("bookmarks.html".utf8), "a ZIP archive"),
            (Data("SQLite format 3".utf8) + Data(repeating: 0, count: 100), "an SQLite database"),
            (Data("%PDF-1.7\n".utf8), "a PDF document"),
            (Data("https://example.com/a\n".utf8) + Data([0, 1, 2, 3]), "binary data"),
        ]
        for (data, kind) in cases {
            for format: ImportFormat? in [nil, .urls, .csv] {
                let problem = #expect(throws: Problem.self, "\(kind)") { try ImportFile.read(data, name: "file", format: format) }
                #expect(problem?.message == "file is not a text file (it looks like \(kind))")
                #expect(problem?.kind == .badInput)
            }
        }
    }

    @Test func aLineWithoutEndIsCutAndReportedNotHeld() throws {
        let long = Data(repeating: UInt8(ascii: "a"), count: 3 << 20)
        let data = Data("https://example.com/a\n".utf8) + long + Data("\nhttps://example.com/b\n".utf8)
        let entries = try ImportFile.read(data, name: "f").1
        #expect(entries.map(\.bookmark.url) == ["https://example.com/a", "", "https://example.com/b"])
        #expect(entries[1].problem?.hasPrefix("the line is longer than 64 KB") == true, "\(entries[1])")
        #expect(entries.map(\.location) == ["line 1", "line 2", "line 3"])
    }

    @Test func theReaderCountsLinesForProgress() throws {
        let text = (1...2500).map { "https://example.com/\($0)" }.joined(separator: "\r\n")
        let reader = try ImportReader(DataImportSource(Data(text.utf8)), name: "f")
        #expect(reader.total == 2500)
        var seen = 0
        while case let batch = try reader.next(upTo: 500), !batch.isEmpty {
            seen += batch.count
            #expect(reader.done == seen)
        }
        #expect(seen == 2500)
    }
}

/// JSON that is not gempaper's export, or is from a newer gempaper, is
/// refused saying exactly that.
@Suite struct ImportJSONMessageTests {
    func problem(_ text: String) -> Problem? {
        #expect(throws: Problem.self) { try ImportFile.read(Data(text.utf8), name: "in.json", format: nil) }
    }

    @Test func jsonThatIsNotOursSaysSo() {
        let hint = "gempaper imports its own JSON export ('gempaper export --format json'); give other bookmarks as a list of URLs"
        let cases = [
            ("{\"bookmarks\": [{\"href\": \"https://example.com/\"}]}",
             "in.json is JSON, but not a gempaper export (it has no \"format\": \"gempaper-library\")"),
            ("{\"format\": \"netscape-json\", \"items\": []}",
             "in.json is JSON, but not a gempaper export (its format is 'netscape-json')"),
            ("[1, 2, 3]", "in.json is JSON, but not a gempaper export (it is a list of something other than articles)"),
            ("{\"format\": \"gempaper-library\"}", "in.json is JSON, but not a gempaper export (it has no 'articles')"),
            ("{\"format\": \"gempaper-library\", \"articles\": {\"a\": 1}}",
             "in.json is JSON, but not a gempaper export (its article list is not a list)"),
        ]
        for (text, message) in cases {
            let found = problem(text)
            #expect(found?.message == message, "\(text)")
            #expect(found?.hint == hint, "\(text)")
        }
    }

    @Test func aNewerExportNamesBothVersions() {
        let found = problem("{\"format\": \"gempaper-library\", \"version\": 99, \"articles\": []}")
        #expect(
            found?.message
                == "in.json was exported by a newer gempaper (export format version 99; this gempaper reads version \(LibraryJSON.version) and older)")
        #expect(found?.hint == "update gempaper, then import the file again")
    }

    @Test func aVersionThatIsNoWholeNumberIsRefusedNotIgnored() {
        // Read as no version at all, "3" would import a newer export as if it were ours.
        for version in ["\"3\"", "2.5", "null", "[2]"] {
            let found = problem(
                "{\"format\": \"gempaper-library\", \"version\": \(version), \"articles\": [{\"url\": \"https://a.example/\"}]}")
            #expect(
                found?.message
                    == "in.json is a gempaper export whose \"version\" is not a whole number, so it cannot be read safely",
                "\(version)")
        }
    }

    @Test func brokenJSONAndDamagedArticlesAreNamed() {
        #expect(problem("{\"format\": \"gempaper-library\", \"articles\": [")?.message == "in.json is not valid JSON")
        let damaged = problem(
            "{\"format\": \"gempaper-library\", \"version\": 1, \"articles\": [{\"url\": \"https://a.example/\"}, {\"url\": \"https://b.example/\", \"saved\": \"yesterday\"}]}")
        #expect(damaged?.message.hasPrefix("article 2 in in.json has a malformed ") == true, "\(String(describing: damaged))")
    }
}

/// A long list of URLs streams: the reader holds a piece of the file and a batch, never the whole.
@Suite struct ImportStreamingTests {
    @Test func aLongListIsReadAPieceAtATime() throws {
        // 200,000 lines, about 8 MB: more than a few pieces.
        let text = (0..<200_000).map { "https://example.com/\($0) Title \($0)" }.joined(separator: "\r\n")
        let source = ImportTextTests.Trickle(Data(text.utf8), size: .max)
        let reader = try ImportReader(source, name: "list.txt")
        #expect(reader.total == 200_000)
        var count = try reader.next(upTo: 500).count
        // Counting the lines read the file once; after rewinding, only the
        // first piece and what the first batch needed have been taken in.
        #expect(source.offset <= 2 * ImportReader.pieceSize, "read \(source.offset) bytes for one batch")
        while case let batch = try reader.next(upTo: 500), !batch.isEmpty { count += batch.count }
        #expect(count == 200_000)
        #expect(reader.done == 200_000)
    }
}

/// User names and passwords in URLs are never kept.
@Suite struct URLCredentialsTests {
    @Test func theAuthorityLosesItsUserInfoOnly() {
        let cases: [(String, String, Bool)] = [
            ("https://user:secret@example.com/a?b=c#d", "https://example.com/a?b=c#d", true),
            ("https://user@example.com:8443/", "https://example.com:8443/", true),
            ("gemini://me:pw@capsule.example", "gemini://capsule.example", true),
            ("https://example.com/a@b?c=d@e", "https://example.com/a@b?c=d@e", false),
            ("https://@example.com/", "https://example.com/", false),
            ("not a url", "not a url", false),
            ("HTTP://A:B@Example.com", "HTTP://Example.com", true),
        ]
        for (url, stripped, removed) in cases {
            let result = URLCredentials.strip(url)
            #expect(result.url == stripped, "\(url)")
            #expect(result.removed == removed, "\(url)")
        }
    }

    @Test func theLibraryKeepsNone() throws {
        let folder = try TemporaryDirectory("reading-list")
        let library = try Library(path: folder.file("library.sqlite").path)
        let queued = try library.enqueue(Bookmark(url: "https://ada:s3cret@example.com/a"))
        #expect(try library.article(queued.id).url == "https://example.com/a")
        #expect(try library.article(queued.id).canonicalURL == "https://example.com/a")
        let saved = try library.save(
            ArticleContent(url: "https://bob:pw@example.com/b", canonicalURL: "https://bob:pw@example.com/b", title: "B", gemtext: "# B\n"))
        #expect(try library.article(saved.id).url == "https://example.com/b")
        #expect(try library.article(saved.id).canonicalURL == "https://example.com/b")
        // The same page with and without the password is one article.
        #expect(try library.enqueue(Bookmark(url: "https://example.com/a")).id == queued.id)
    }
}
