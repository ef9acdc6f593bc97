/// A picture inside a book, shown in its chapter where the chapter's text
/// has a link line to `url` (the converter's line for that picture): the
/// picture itself, its caption beneath it. Identical pictures are stored
/// once per book.
public struct BookPicture: Sendable {
    /// The address the chapter's link line names.
    public var url: String
    /// Its caption, shown beneath it.
    public var caption: String?
    /// Its alternative text, for readers that cannot show it.
    public var alt: String?
    /// The MIME type of `bytes` (one `canShow` accepts).
    public var mediaType: String
    /// A name for the content, unique to it (the library's SHA-256): letters and digits.
    public var contentKey: String
    /// The picture's bytes, as downloaded.
    public var bytes: [UInt8]

    /// A picture with every field given.
    public init(url: String, caption: String?, alt: String?, mediaType: String, contentKey: String, bytes: [UInt8]) {
        self.url = url
        self.caption = caption
        self.alt = alt
        self.mediaType = mediaType
        self.contentKey = contentKey
        self.bytes = bytes
    }

    /// Whether every EPUB reader can show pictures of `mediaType` without a
    /// fallback (EPUB 3's core media types: JPEG, PNG, GIF, SVG). WebP and
    /// AVIF are not among them: their link lines stay links to the original.
    public static func canShow(_ mediaType: String) -> Bool { fileExtensions[mediaType] != nil }

    /// The file's path inside the book's folder: `images/KEY.png`.
    var path: String { "images/\(contentKey).\(Self.fileExtensions[mediaType] ?? "bin")" }

    /// Its manifest id.
    var itemID: String { "img-\(contentKey)" }

    /// Whether the bytes are worth deflating (SVG is text; the others are compressed already).
    var isText: Bool { mediaType == "image/svg+xml" }

    private static let fileExtensions = [
        "image/jpeg": "jpg", "image/png": "png", "image/gif": "gif", "image/svg+xml": "svg",
    ]
}
