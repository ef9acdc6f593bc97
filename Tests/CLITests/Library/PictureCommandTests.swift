import Foundation
import ReadingList
import TestSupport
import Testing

/// Pictures through the built binary: `add` keeps them, and they survive
/// the site going away, `export --format json` and `import` byte for byte;
/// `read` names them, `export --format gemtext` writes them beside each article.
@Suite struct PictureCommandTests {
    @Test func picturesOutliveTheSiteThroughExportAndImport() async throws {
        let cli = try LibraryCLI()
        let web = try TestHTTPServer(handler: PictureStory().handler)
        let added = try await cli.run(["add", "--max-picture-size", "60KB", "--timeout", "120", web.url(PictureStory.path)])
        #expect(added.status == 0, "\(added.stderr)")
        web.stop()

        let read = try await cli.run(["read", "1", "--no-pager", "--color=never"])
        #expect(read.stdout.contains("\(PictureStory.caption) (picture 1: JPEG, 320×240"), "\(read.stdout)")
        #expect(read.stdout.contains("1 of 13 pictures could not be fetched"))

        let output = cli.folder.file("backup").path
        let exported = try await cli.run(["export", "--format", "json", output])
        #expect(exported.status == 0, "\(exported.stderr)")
        let copy = cli.folder.file("copy.sqlite").path
        let imported = try await BuiltBinary.run(
            ["import", "--library", copy, output + "/gempaper.json"], environment: cli.environment)
        #expect(imported.status == 0, "\(imported.stderr)")

        let original = try Library(path: cli.library)
        let restored = try Library(path: copy)
        #expect(try restored.pictures(of: ArticleID(1)) == original.pictures(of: ArticleID(1)))
        let kept = try #require(try original.original(of: ArticleID(1)))
        let restoredPage = try #require(try restored.original(of: ArticleID(1)))
        #expect(restoredPage.bytes == kept.bytes && restoredPage.contentType == kept.contentType)
        #expect(restoredPage.charset == kept.charset && restoredPage.finalURL == kept.finalURL)
        #expect(try restored.gemtext(of: ArticleID(1)) == original.gemtext(of: ArticleID(1)))
        for (number, file) in PictureStory.keptPictures {
            let picture = try #require(try restored.picture(number, of: ArticleID(1)), "\(file.name)")
            #expect(picture.bytes == file.bytes && picture.picture.kept?.mediaType == file.mediaType)
        }

        let capsule = cli.folder.file("capsule").path
        #expect(try await cli.run(["export", "--format", "gemtext", capsule]).status == 0)
        let articles = try FileManager.default.contentsOfDirectory(atPath: capsule + "/articles")
        let page = try #require(articles.first { $0.hasSuffix(".gmi") })
        let text = try String(contentsOfFile: capsule + "/articles/" + page, encoding: .utf8)
        #expect(text.contains("=> 1-pictures/1.jpg \(PictureStory.caption)\n"))
        #expect(FileManager.default.contents(atPath: capsule + "/articles/1-pictures/9.svg") == TestPictures.bytes("diagram.svg"))
    }
}
