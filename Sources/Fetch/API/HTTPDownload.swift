import Foundation

/// What an HTTP download brought back: where it was asked for and where it
/// ended after redirects, the successful answer's head, and its body
/// exactly as sent (content codings undone).
public struct HTTPDownload: Sendable, Equatable {
    /// The URL asked for.
    public var url: String
    /// The URL the body came from, after redirects.
    public var finalURL: String
    /// The answer's status line and header fields.
    public var head: HTTPResponseHead
    /// The body, decompressed.
    public var body: Data

    /// A download with every field given.
    public init(url: String, finalURL: String, head: HTTPResponseHead, body: Data) {
        self.url = url
        self.finalURL = finalURL
        self.head = head
        self.body = body
    }

    /// The `Content-Type` field as sent, if any.
    public var contentType: String? { head.fields["content-type"] }

    /// The media type without parameters, lower-cased (`image/png`), when the
    /// server named a well-formed one.
    public var mediaType: String? { contentType.flatMap(MediaType.init)?.essence }
}
