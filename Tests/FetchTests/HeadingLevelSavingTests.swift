import Foundation
import ReadingList
import TestSupport
import Testing

@testable import Fetch

/// The outline levels of a page's headings reach the library with its
/// gemtext, and an article kept without them (saved by an older gempaper)
/// gets them when it is converted again.
@Suite struct HeadingLevelSavingTests {
    static let levels = [1] + DeepHeadingsPage.headings.map(\.level)

    @Test func savingAndReconvertingKeepTheLevels() async throws {
        let fixture = try Fixture()
        let server = try TestHTTPServer { _ in .html(DeepHeadingsPage.html) }
        let saved = try await fixture.saver.save(server.url(DeepHeadingsPage.path)).article
        server.stop()
        #expect(try fixture.library.keptGemtext(of: saved.id)?.headingLevels == Self.levels)

        // As an older gempaper kept it: the same gemtext and page, no levels.
        let gemtext = try #require(try fixture.library.gemtext(of: saved.id))
        let original = try #require(try fixture.library.original(of: saved.id))
        let old = try fixture.library.save(
            ArticleContent(url: "https://old.example/guide", title: "Old", gemtext: gemtext, original: original)
        ).id
        #expect(try fixture.library.keptGemtext(of: old)?.headingLevels == nil)
        _ = try await fixture.saver.reconvert(old)
        #expect(try fixture.library.keptGemtext(of: old)?.headingLevels == Self.levels)
    }
}
