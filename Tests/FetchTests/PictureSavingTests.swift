import Foundation
import Problems
import ReadingList
import TestSupport
import Testing

@testable import Fetch

/// Saving an article keeps the pictures of its story, and only those.
@Suite struct PictureSavingTests {
    static func saver(_ fixture: Fixture) -> ArticleSaver {
        var settings = fixture.settings
        settings.totalTimeout = 60
        settings.idleTimeout = 60
        return ArticleSaver(
            library: fixture.library, fetcher: PageFetcher(settings: settings),
            pictures: PictureSettings(maxBytes: PictureStory.oversize))
    }

    @Test func theStorysPicturesAreKeptWithTheirBytesAndTypes() async throws {
        let fixture = try Fixture()
        let story = PictureStory()
        let server = try TestHTTPServer(handler: story.handler)
        let saver = Self.saver(fixture)
        let result = try await saver.save(server.url(PictureStory.path))
        guard case .saved(let article) = result else {
            Issue.record("not saved: \(result)")
            return
        }
        server.stop()
        let pictures = try fixture.library.pictures(of: article.id)
        for (number, file) in PictureStory.keptPictures {
            let kept = try #require(try fixture.library.picture(number, of: article.id), "picture \(number)")
            #expect(kept.bytes == file.bytes, "\(file.name)")
            #expect(kept.picture.kept?.mediaType == file.mediaType)
            #expect(kept.picture.kept?.width == file.width && kept.picture.kept?.height == file.height)
        }
        #expect(pictures.first?.label == PictureStory.caption)
        #expect(pictures[1].link == server.url("/photos/harbour"))
        let byURL = Dictionary(uniqueKeysWithValues: pictures.map { ($0.url, $0) })
        for name in ["share-icon.png", "pixel.gif", "fake.png"] {
            let picture = try #require(byURL[server.url("/p/\(name)")], "\(name) listed")
            #expect(picture.state == .skipped, "\(name): \(picture.state) \(picture.reason ?? "")")
        }
        for name in ["huge.jpg", "gone.jpg", "loop.jpg"] {
            let picture = try #require(byURL[server.url("/p/\(name)")], "\(name) listed")
            #expect(picture.state == .failed, "\(name): \(picture.state) \(picture.reason ?? "")")
        }
        #expect(byURL[server.url("/p/logo.png")] == nil, "the navigation's logo is not the story's")
        #expect(byURL[server.url("/p/\(PictureStory.flaky)")]?.state == .missing)
    }

    @Test func refetchTriesOnlyTheMissingPicturesAgain() async throws {
        let fixture = try Fixture()
        let story = PictureStory()
        let server = try TestHTTPServer(handler: story.handler)
        let saver = Self.saver(fixture)
        let article = try await saver.save(server.url(PictureStory.path)).article
        let firstRound = server.requests.count
        _ = try await saver.refetch(article.id)
        let asked = server.requests.dropFirst(firstRound).map(\.path)
        #expect(asked.contains("/p/\(PictureStory.flaky)"))
        #expect(!asked.contains("/p/harbour.jpg"), "a kept picture is not downloaded again")
        #expect(!asked.contains("/p/gone.jpg"), "a picture left out is not asked for again")
        let flaky = try #require(try fixture.library.pictures(of: article.id).first { $0.url.hasSuffix(PictureStory.flaky) })
        #expect(flaky.state == .kept)
    }
}
