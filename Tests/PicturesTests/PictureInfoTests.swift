import Foundation
import Pictures
import Testing
import TestSupport

@Suite("What a picture is, from its bytes")
struct PictureInfoTests {
    @Test("every format is named by its bytes, with its size", arguments: TestPictures.storyFiles.map(\.name))
    func formats(name: String) throws {
        let file = try #require(TestPictures.storyFiles.first { $0.name == name })
        let info = try #require(PictureInfo(file.bytes))
        #expect(info.format.mediaType == file.mediaType)
        #expect(info.width == file.width)
        #expect(info.height == file.height)
        #expect(!info.isTooSmall)
    }

    @Test("a tracking pixel and an icon are pictures, but too small to be part of a story")
    func tooSmall() throws {
        let pixel = try #require(PictureInfo(TestPictures.pixel))
        #expect(pixel.format == .gif && pixel.width == 1 && pixel.height == 1 && pixel.isTooSmall)
        let icon = try #require(PictureInfo(TestPictures.shareIcon))
        #expect(icon.format == .png && icon.width == 12 && icon.isTooSmall)
    }

    @Test("bytes that are not a picture are not one, whatever their name or header")
    func notPictures() {
        let html = Data("<!DOCTYPE html><html><body><svg width=10></svg>Not found</body></html>".utf8)
        #expect(PictureInfo(html) == nil)
        #expect(PictureInfo(Data()) == nil)
        #expect(PictureInfo(Data("GIF8".utf8)) == nil)
        // A PNG signature with no header chunk after it, and a JPEG that ends before its frame header.
        #expect(PictureInfo(Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0])) == nil)
        let truncated = TestPictures.bytes("harbour.jpg").prefix(20)
        #expect(PictureInfo(Data(truncated)) == nil)
        #expect(PictureInfo(Data("<?xml version=\"1.0\"?><html/>".utf8)) == nil)
    }

    @Test("a truncated or damaged header never reads past the bytes")
    func truncatedHeaders() {
        for file in TestPictures.storyFiles {
            for length in 0..<min(file.bytes.count, 64) {
                let info = PictureInfo(Data(file.bytes.prefix(length)))
                if let info { #expect(info.format.mediaType == file.mediaType) }
            }
        }
        var random = SeededRandom(seed: 5)
        for _ in 0..<2_000 {
            var bytes = [UInt8](TestPictures.bytes("sunset.avif"))
            for _ in 0..<8 { bytes[Int(random.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: random.next()) }
            _ = PictureInfo(bytes)
        }
    }

    @Test("an SVG's size comes from width and height, else from its viewBox; unknown otherwise")
    func svgSizes() throws {
        func info(_ text: String) -> PictureInfo? { PictureInfo(Data(text.utf8)) }
        #expect(info("<svg width='2in' height='1in'></svg>")?.sizeText == "192×96")
        #expect(info("<svg viewBox='0 0 300 150'/>")?.sizeText == "300×150")
        #expect(info("<svg width='600' viewBox='0 0 300 150'/>")?.sizeText == "600×300")
        let unknown = try #require(info("\u{FEFF}<!DOCTYPE svg [<!ENTITY a 'b'>]><svg:svg width='50%'></svg:svg>"))
        #expect(unknown.format == .svg && unknown.width == nil && !unknown.isTooSmall)
        #expect(info("<svg width='10' height='10'/>")?.isTooSmall == true)
    }

    @Test("formats know their MIME type, extension and name")
    func formatNames() {
        #expect(PictureFormat(mediaType: "IMAGE/JPEG; q=1") == .jpeg)
        #expect(PictureFormat(fileExtension: "jpeg") == .jpeg)
        #expect(PictureFormat(fileExtension: "svg")?.mediaType == "image/svg+xml")
        #expect(PictureFormat(mediaType: "image/jxl") == nil)
        #expect(PictureFormat.avif.name == "AVIF" && PictureFormat.webp.fileExtension == "webp")
    }
}

@Suite("Content hashes")
struct ContentHashTests {
    @Test("SHA-256 of the standard test vectors")
    func vectors() {
        #expect(ContentHash.sha256([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(ContentHash.sha256(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        let long = Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
        #expect(ContentHash.sha256(long) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(ContentHash.sha256([UInt8](repeating: 0x61, count: 1_000_000)) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }
}
