import Foundation
import TestSupport
import Testing

@testable import ReadingList

/// How a picture's bytes go into the library: written into their row
/// through a small page cache of their own, byte for byte, once per content.
@Suite struct PictureStoringTests {
    /// A real JPEG of `size` bytes: the test picture, then filler marked `mark`.
    static func photo(size: Int, mark: UInt8) -> Data {
        var bytes = TestPictures.bytes("harbour.jpg")
        bytes.append(
            Data((0..<(size - bytes.count)).map { UInt8(truncatingIfNeeded: $0 &* 31) ^ mark }))
        return bytes
    }

    @Test func aPictureLargerThanItsPageCacheComesBackByteForByte() throws {
        let fixture = try Fixture()
        let photo = Self.photo(size: 6_000_000, mark: 7)
        #expect(photo.count > PictureWriter.cacheKibibytes * 1024 * 4)
        let kept = try fixture.library.keepPicture(photo)
        #expect(kept.byteCount == photo.count)
        var content = Fixture.content("https://example.com/big", title: "Big")
        content.pictures = [
            ArticlePicture(number: 1, url: "https://example.com/big.jpg", state: .kept, kept: kept)
        ]
        let id = try fixture.library.save(content).id
        #expect(try fixture.library.picture(1, of: id)?.bytes == photo)
        #expect(try fixture.sql("SELECT count(*) FROM pictures WHERE size = length(bytes)") == 1)
        #expect(try fixture.library.verify() == [])
    }

    @Test func theSameBytesKeptAgainAreNotWrittenTwice() throws {
        let fixture = try Fixture()
        let photo = Self.photo(size: 300_000, mark: 1)
        let first = try fixture.library.keepPicture(photo)
        let rowID = try fixture.sql("SELECT id FROM pictures")
        #expect(try fixture.library.keepPicture(photo) == first)
        #expect(try fixture.sql("SELECT count(*) FROM pictures") == 1)
        #expect(try fixture.sql("SELECT id FROM pictures") == rowID)
        _ = try fixture.library.keepPicture(Self.photo(size: 300_000, mark: 2))
        #expect(try fixture.sql("SELECT count(*) FROM pictures") == 2)
    }

    @Test func theLibrarysPageCacheIsAsConfiguredAfterAPictureIsKept() throws {
        let fixture = try Fixture(options: Library.Options(cacheMegabytes: 24))
        #expect(try fixture.sql("PRAGMA cache_size") == -24 * 1024)
        _ = try fixture.library.keepPicture(Self.photo(size: 2_000_000, mark: 3))
        #expect(try fixture.sql("PRAGMA cache_size") == -24 * 1024)
    }
}
