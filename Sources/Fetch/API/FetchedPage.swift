import Foundation
import ReadingList

/// A page as a fetch brought it back: where it was asked for and where it
/// ended after redirects, its bytes exactly as received (decompressed), and
/// what they are.
public struct FetchedPage: Sendable, Equatable {
    /// The URL asked for.
    public var url: String
    /// The URL the bytes came from, after redirects.
    public var finalURL: String
    /// The body, undecoded.
    public var bytes: Data
    /// The media type without parameters, lower-cased (`text/html`); sniffed
    /// from the bytes when the server named none.
    public var mediaType: String
    /// The character set the server named (`charset=` in the header), if any.
    public var charset: String?
    /// When the bytes arrived.
    public var fetchedAt: Date

    /// A page with every field given.
    public init(
        url: String, finalURL: String, bytes: Data, mediaType: String, charset: String?, fetchedAt: Date = Date()
    ) {
        self.url = url
        self.finalURL = finalURL
        self.bytes = bytes
        self.mediaType = mediaType
        self.charset = charset
        self.fetchedAt = fetchedAt
    }

    /// The page `original` keeps, as fetched from `url`: what re-converting
    /// without the network starts from.
    public init(url: String, original: OriginalPage) {
        self.init(
            url: url, finalURL: original.finalURL ?? url, bytes: original.bytes, mediaType: original.contentType,
            charset: original.charset, fetchedAt: original.fetchedAt)
    }

    /// The form the library keeps, so the page can be converted again later.
    public var original: OriginalPage {
        OriginalPage(
            bytes: bytes, contentType: mediaType, charset: charset, finalURL: finalURL == url ? nil : finalURL,
            fetchedAt: fetchedAt)
    }
}
