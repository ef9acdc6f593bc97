import BenchSupport
import Fetch
import Foundation
import ReadingList
import TestSupport

/// Saves one article with 50 pictures of 2 MB each from a local server
/// and prints the peak memory: bounded by the picture size limit times
/// the downloads at once, not by the 100 MB of pictures.
enum PictureMemory {
    static let count = 50
    static let pictureSize = 2_000_000

    static func run(in folder: URL, settings: FetchSettings) throws {
        // Distinct, real JPEGs: the test picture followed by filler that differs per picture.
        let base = TestPictures.bytes("harbour.jpg")
        let server = try TestHTTPServer { request in
            if request.path == "/story" { return .html(story()) }
            guard let number = Int(request.path.dropFirst("/p/".count).prefix { $0 != "." }) else { return .status(404) }
            var bytes = base
            bytes.append(Data(repeating: UInt8(number), count: pictureSize - base.count))
            return .ok(bytes, contentType: "image/jpeg")
        }
        let library = try Library(path: folder.appendingPathComponent("pictures.sqlite").path)
        let saver = ArticleSaver(library: library, fetcher: PageFetcher(settings: settings))
        let before = peakMemory()
        let (time, result) = try seconds { try saver.save(server.url("/story")) }
        let kept = try library.pictures(of: result.article.id).filter { $0.state == .kept }.count
        say(
            String(
                format:
                    "one article with %d pictures of %.0f MB (%.0f MB in all): %d kept in %.1f s; peak memory %.0f MB (%.0f MB before saving); limits: %.0f MB a picture, %d at once",
                count, Double(pictureSize) / 1e6, Double(count * pictureSize) / 1e6, kept, time,
                Double(peakMemory()) / 1e6, Double(before) / 1e6, Double(saver.pictures.maxBytes) / 1e6,
                saver.pictures.concurrency))
    }

    static func story() -> String {
        var html = "<!doctype html><html><head><title>Fifty pictures</title></head><body><article><h1>Fifty pictures</h1>"
        for number in 1...count {
            html += "<p>Paragraph \(number) of a story told in pictures, with enough words around each of them to read as an article.</p>"
            html += "<figure><img src=\"/p/\(number).jpg\" alt=\"Picture \(number)\"><figcaption>Caption \(number)</figcaption></figure>"
        }
        return html + "</article></body></html>"
    }
}
