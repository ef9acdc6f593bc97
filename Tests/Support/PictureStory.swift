import Foundation

/// A story with real pictures of every format gempaper keeps, and every
/// kind of picture it must not keep, served by a `TestHTTPServer`:
///
/// - kept: `TestPictures.story` (JPEG, progressive JPEG, PNG, GIF, three
///   kinds of WebP, AVIF, SVG), each under `/p/NAME`, the first in a
///   figure with a caption, the second inside a link to a page;
/// - left out: a share icon (12×12), a tracking pixel (1×1), a file over
///   `oversize` bytes, HTML served as `image/png`, a 404, a redirect loop;
/// - missing until asked again: a picture that answers 503 the first time.
///
///     let story = PictureStory()
///     let server = try TestHTTPServer(handler: story.handler)
///     save(server.url(PictureStory.path))
public final class PictureStory: @unchecked Sendable {
    /// Where the story is served.
    public static let path = "/stories/harbour-lights"
    /// The caption of the first picture.
    public static let caption = "The harbour at dawn, seen from the lighthouse"
    /// The size above which a picture is over the limit the tests give.
    public static let oversize = 60_000
    /// The picture answering 503 at first.
    public static let flaky = "flaky.png"

    private let lock = NSLock()
    private var flakyFailures = 1

    public init() {}

    /// The numbers of the kept pictures, in the story's order, with their files.
    public static var keptPictures: [(number: Int, file: TestPictures.File)] {
        TestPictures.storyFiles.enumerated().map { ($0.offset + 1, $0.element) }
    }

    /// The story's HTML.
    public static var html: String {
        var body = "<!doctype html><html lang=en><head><meta charset=utf-8><title>Harbour Lights</title></head><body>"
        body += "<nav><a href=\"/\">Home</a> <a href=\"/news\">News</a><img src=\"/p/logo.png\" alt=\"Logo\"></nav>"
        body += "<article><h1>Harbour Lights</h1>"
        let paragraph =
            "The harbour lights were switched on again after the port authority finished a winter of repairs, and the fishermen who had sailed home in the dark for months were the first to notice the difference on the water."
        for (index, file) in TestPictures.storyFiles.enumerated() {
            body += "<p>\(paragraph) Part \(index + 1).</p>"
            switch index {
            case 0:
                body += "<figure><img src=\"/p/\(file.name)\" alt=\"A harbour\"><figcaption>\(caption)</figcaption></figure>"
            case 1:
                body += "<p><a href=\"/photos/harbour\"><img src=\"/p/\(file.name)\" alt=\"The quay\"></a></p>"
            default:
                body += "<p><img src=\"/p/\(file.name)\" alt=\"\(file.name)\"></p>"
            }
        }
        body += "<p><img src=\"/p/\(flaky)\" alt=\"Flaky\"></p>"
        body += "<p>\(paragraph) The end.</p>"
        for name in ["share-icon.png", "pixel.gif", "huge.jpg", "fake.png", "gone.jpg", "loop.jpg"] {
            body += "<p><img src=\"/p/\(name)\" alt=\"\(name)\"></p>"
        }
        body += "<p>\(paragraph) Really the end.</p></article><footer>© The Coast</footer></body></html>"
        return body
    }

    /// Answers the story, its pictures and the rest.
    public func handler(_ request: TestHTTPRequest) -> TestHTTPResponse {
        let path = request.path
        if path == Self.path { return .html(Self.html) }
        guard path.hasPrefix("/p/") else { return .status(404) }
        let name = String(path.dropFirst(3))
        if let file = TestPictures.storyFiles.first(where: { $0.name == name }) {
            return .ok(file.bytes, contentType: file.mediaType)
        }
        switch name {
        case "share-icon.png": return .ok(TestPictures.shareIcon, contentType: "image/png")
        case "pixel.gif": return .ok(TestPictures.pixel, contentType: "image/gif")
        case "huge.jpg":
            var bytes = TestPictures.bytes("harbour.jpg")
            bytes.append(Data(repeating: 0, count: Self.oversize))
            return .ok(bytes, contentType: "image/jpeg")
        case "fake.png": return .ok(Data("<!doctype html><title>Not found</title>Sorry".utf8), contentType: "image/png")
        case "loop.jpg": return .redirect(to: "/p/loop.jpg")
        case Self.flaky:
            lock.lock()
            let fail = flakyFailures > 0
            flakyFailures -= 1
            lock.unlock()
            return fail ? .status(503) : .ok(TestPictures.bytes("chart.png"), contentType: "image/png")
        default: return .status(404)
        }
    }
}
