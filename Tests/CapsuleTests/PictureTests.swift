import Fetch
import Foundation
import Gemini
import ReadingList
import TestSupport
import Testing

/// An article's pictures in the capsule: kept when the article was saved,
/// served with their exact bytes and types after the site is gone.
@Suite struct PictureTests {
    @Test func theCapsuleServesThePicturesAfterTheSiteIsGone() async throws {
        let fixture = try CapsuleFixture()
        let web = try TestHTTPServer(handler: PictureStory().handler)
        let library = try fixture.library()
        let settings = FetchSettings(
            idleTimeout: 120, totalTimeout: 120, knownHostsPath: fixture.folder.file("known_hosts").path)
        let saver = ArticleSaver(
            library: library, fetcher: PageFetcher(settings: settings),
            pictures: PictureSettings(maxBytes: PictureStory.oversize))
        let id = try await saver.save(web.url(PictureStory.path)).article.id
        web.stop()
        try fixture.start()
        defer { fixture.stop() }

        let page = try await fixture.get("/articles/\(id)")
        let text = String(decoding: page.body, as: UTF8.self)
        #expect(text.contains("=> /articles/\(id)/pictures/1.jpg \(PictureStory.caption)\n"), "\(text)")
        #expect(text.components(separatedBy: PictureStory.caption).count == 2, "the caption once")
        #expect(text.contains("=> \(web.url("/photos/harbour")) Link from picture 2"))
        #expect(!text.contains("pixel.gif") && !text.contains("share-icon.png") && !text.contains("fake.png"))
        #expect(text.contains("=> \(web.url("/p/gone.jpg"))"), "a picture that failed keeps its original link")
        #expect(text.contains("1 of 13 pictures could not be fetched"), "\(text)")

        for (number, file) in PictureStory.keptPictures {
            let ext = file.name.split(separator: ".").last!
            let response = try await fixture.get("/articles/\(id)/pictures/\(number).\(ext == "jpeg" ? "jpg" : ext)", as: .anonymous)
            #expect(response.status == .success, "\(file.name): \(response.status)")
            #expect(response.meta == file.mediaType)
            #expect(Data(response.body) == file.bytes, "\(file.name) byte for byte")
        }
        let wrongExtension = try await fixture.request("/articles/\(id)/pictures/1.png")
        #expect(wrongExtension.status == .permanentRedirect && wrongExtension.meta == "/articles/\(id)/pictures/1.jpg")
        #expect(try await fixture.get("/articles/\(id)/pictures/99.jpg").status == .notFound)
        #expect(try await fixture.get("/articles/\(id)/pictures/x.jpg").status == .notFound)
    }
}
