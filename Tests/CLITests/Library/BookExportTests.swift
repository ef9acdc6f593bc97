import Foundation
import TestSupport
import Testing

@Suite struct BookExportTests {
    /// The chapter files of a book, in reading (spine) order.
    static func spine(_ book: BookReader) throws -> [String] {
        let package = XMLFacts(try #require(book.entry("EPUB/package.opf")).bytes)
        let paths = Dictionary(uniqueKeysWithValues: package.all("item").map { ($0.attributes["id"]!, $0.attributes["href"]!) })
        return package.all("itemref").compactMap { paths[$0.attributes["idref"]!] }.filter { $0.hasPrefix("chapters/") }
    }

    static func read(_ path: String) throws -> BookReader {
        try BookReader(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
    }

    @Test func theUnreadListBecomesOneBookInListOrder() async throws {
        let cli = try LibraryCLI()
        try cli.seed(8)  // 3 and 7 are archived
        let path = cli.folder.file("unread.epub").path
        let result = try await cli.run(["export", "--format", "epub", path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "wrote \(path): 6 articles\n")
        let book = try Self.read(path)
        // Newest first, as 'gempaper list' shows them.
        let unread = try cli.ids([])
        #expect(try Self.spine(book) == unread.map { "chapters/a\($0).xhtml" })
        let chapter = XMLFacts(try #require(book.entry("EPUB/chapters/a\(unread[0]).xhtml")).bytes)
        #expect(chapter.isWellFormed)
        #expect(chapter.text.contains("marker\(unread[0] - 1)"))
        #expect(chapter.all("h1").count == 1, "the title once, not again from the stored gemtext")
    }

    @Test func filtersSortsAndIdsChooseTheChapters() async throws {
        let cli = try LibraryCLI()
        try cli.seed(6)
        let tagged = cli.folder.file("odd.epub").path
        #expect(try await cli.run(["export", "--format", "epub", tagged, "--tag", "odd", "--all", "--sort", "title"]).status == 0)
        #expect(try Self.spine(try Self.read(tagged)) == ["chapters/a2.xhtml", "chapters/a4.xhtml", "chapters/a6.xhtml"])
        let chosen = cli.folder.file("two.epub").path
        #expect(try await cli.run(["export", "--format", "epub", chosen, "5", "1"]).status == 0)
        #expect(try Self.spine(try Self.read(chosen)) == ["chapters/a5.xhtml", "chapters/a1.xhtml"])
        let both = try await cli.run(["export", "--format", "epub", chosen, "5", "--tag", "odd", "--force"])
        #expect(both.status == 2)
        #expect(both.stderr.contains("give article ids or filter options, not both"))
    }

    @Test func onePerArticleWritesABookEach() async throws {
        let cli = try LibraryCLI()
        try cli.seed(3)
        try await cli.run(["import", "-"], input: "https://queued.example/x Queued one\n")
        let folder = cli.folder.file("books").path
        let result = try await cli.run(["export", "--format", "epub", "--one-per-article", folder, "--all"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("wrote 3 books to \(folder); left out 1 article without text yet"))
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(files == ["1-article-0.epub", "2-article-1.epub", "3-article-2.epub"])
        let book = try Self.read(folder + "/2-article-1.epub")
        #expect(try Self.spine(book) == ["chapters/a2.xhtml"])
        #expect(XMLFacts(try #require(book.entry("EPUB/package.opf")).bytes).text.contains("Article 1"))
    }

    @Test func theSameArticlesGiveTheSameIdentifier() async throws {
        let cli = try LibraryCLI()
        try cli.seed(4)
        func identifier(_ name: String, _ extra: [String] = []) async throws -> String {
            let path = cli.folder.file(name).path
            #expect(try await cli.run(["export", "--format", "epub", path] + extra).status == 0)
            let package = XMLFacts(try #require(try Self.read(path).entry("EPUB/package.opf")).bytes)
            let text = String(decoding: try #require(try Self.read(path).entry("EPUB/package.opf")).bytes, as: UTF8.self)
            #expect(package.all("dc:identifier").count == 1)
            let start = try #require(text.range(of: "<dc:identifier id=\"book-id\">")).upperBound
            return String(text[start...].prefix { $0 != "<" })
        }
        let first = try await identifier("a.epub")
        #expect(try await identifier("b.epub") == first)
        #expect(try await identifier("c.epub", ["--tag", "odd"]) != first)
    }

    @Test func badRequestsSayWhatToDo() async throws {
        let cli = try LibraryCLI()
        try cli.seed(2)
        let missing = try await cli.run(["export", "--format", "epub"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("name the book to write"))
        let none = try await cli.run(["export", "--format", "epub", cli.folder.file("x.epub").path, "--tag", "nothing"])
        #expect(none.status != 0)
        #expect(none.stderr.contains("no articles match"))
        #expect(!FileManager.default.fileExists(atPath: cli.folder.file("x.epub").path))
        let path = cli.folder.file("y.epub").path
        #expect(try await cli.run(["export", "--format", "epub", path]).status == 0)
        let again = try await cli.run(["export", "--format", "epub", path])
        #expect(again.status == 4)
        #expect(again.stderr.contains("already exists; pass --force"))
    }

    @Test func aSavedArticlesPicturesAreInItsBook() async throws {
        let cli = try LibraryCLI()
        let web = try TestHTTPServer(handler: PictureStory().handler)
        let added = try await cli.run(["add", "--max-picture-size", "60KB", "--timeout", "120", web.url(PictureStory.path)])
        #expect(added.status == 0, "\(added.stderr)")
        web.stop()
        let path = cli.folder.file("story.epub").path
        #expect(try await cli.run(["export", "--format", "epub", path]).status == 0)
        let book = try Self.read(path)
        let package = XMLFacts(try #require(book.entry("EPUB/package.opf")).bytes)
        let pictureItems = package.all("item").filter { $0.attributes["media-type"]!.hasPrefix("image/") }
        // Every kept picture an e-reader shows without a fallback: JPEG, PNG, GIF, SVG.
        let showable = PictureStory.keptPictures.filter { ["image/jpeg", "image/png", "image/gif", "image/svg+xml"].contains($0.file.mediaType) }
        #expect(pictureItems.count == showable.count)
        for (_, file) in showable {
            let item = pictureItems.first { book.entry("EPUB/" + $0.attributes["href"]!)?.bytes == Array(file.bytes) }
            #expect(item?.attributes["media-type"] == file.mediaType, "\(file.name) is in the book with its type")
        }
        let chapterPath = try #require(try Self.spine(book).first)
        let chapter = XMLFacts(try #require(book.entry("EPUB/" + chapterPath)).bytes)
        #expect(chapter.all("img").count == showable.count)
        #expect(chapter.all("figcaption").first.map { _ in chapter.text.contains(PictureStory.caption) } == true)
        // Pictures that are not part of the story are nowhere in it.
        #expect(!chapter.text.contains("share-icon.png") && !chapter.text.contains("pixel.gif"))
    }
}
