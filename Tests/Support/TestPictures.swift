import Foundation

/// Real picture files made for the tests (`Tests/Support/Pictures`): one
/// or more of each format gempaper keeps, and the kinds it must not keep.
public enum TestPictures {
    /// A picture file: its name, bytes, MIME type and size.
    public struct File: Sendable {
        public let name: String
        public let bytes: Data
        public let mediaType: String
        public let width: Int
        public let height: Int
    }

    /// The story's pictures, one per format (two kinds of JPEG and of WebP).
    public static let story: [(name: String, mediaType: String, width: Int, height: Int)] = [
        ("harbour.jpg", "image/jpeg", 320, 240),
        ("harbour-progressive.jpg", "image/jpeg", 300, 200),
        ("chart.png", "image/png", 240, 180),
        ("animation.gif", "image/gif", 200, 150),
        ("lossy.webp", "image/webp", 260, 170),
        ("lossless.webp", "image/webp", 150, 100),
        ("alpha.webp", "image/webp", 180, 120),
        ("sunset.avif", "image/avif", 220, 140),
        ("diagram.svg", "image/svg+xml", 480, 240),
    ]

    /// A 1×1 GIF (a tracking pixel).
    public static var pixel: Data { bytes("pixel.gif") }
    /// A 12×12 PNG (a share button's icon).
    public static var shareIcon: Data { bytes("share-icon.png") }

    /// The story's pictures with their bytes.
    public static var storyFiles: [File] {
        story.map { File(name: $0.name, bytes: bytes($0.name), mediaType: $0.mediaType, width: $0.width, height: $0.height) }
    }

    /// `Tests/Support/Pictures`, found from this source file.
    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Pictures")

    /// The bytes of the file `name` in `Tests/Support/Pictures`.
    public static func bytes(_ name: String) -> Data {
        let url = folder.appendingPathComponent(name)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            fatalError("the test picture \(url.path) is missing")
        }
        return data
    }
}
