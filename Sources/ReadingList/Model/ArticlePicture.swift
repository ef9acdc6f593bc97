import Foundation
import Pictures

/// One picture of an article's story, as the article's gemtext links it
/// (`=> URL label`), and what became of it: kept in the library; missing
/// (its download failed in a way that may pass; `refetch` tries again);
/// failed for good (gone, too large, a redirect loop: the link to the
/// original stays); or left out (not part of the story after all: a
/// tracking pixel, an icon, bytes that are not a picture).
public struct ArticlePicture: Sendable, Equatable, Codable {
    /// What became of a picture.
    public enum State: String, Sendable, Equatable, Codable {
        /// Downloaded and kept (`kept` names the bytes).
        case kept
        /// Not downloaded, for now (the network, a timeout, the article's budget): `refetch` retries it.
        case missing
        /// Not downloaded, and it would fail again (404, over the size limit,
        /// a redirect loop): not retried; its link goes to the original.
        case failed
        /// Downloaded and not part of the story (too small to be one, not a
        /// picture at all): not kept, and not shown.
        case skipped
    }

    /// Its number in the article, from 1, in the story's order ("Picture 3").
    public var number: Int
    /// The address the gemtext's link line names (absolute).
    public var url: String
    /// Its caption (`figcaption`), if any.
    public var caption: String?
    /// Its alt text, if any.
    public var alt: String?
    /// Where the picture links to, when it is inside a link.
    public var link: String?
    /// What became of it.
    public var state: State
    /// Why it is missing or was left out (one line, for people).
    public var reason: String?
    /// The kept bytes' description; nil unless `state` is `kept`.
    public var kept: KeptPicture?

    /// A picture with every field given.
    public init(
        number: Int, url: String, caption: String? = nil, alt: String? = nil, link: String? = nil,
        state: State = .missing, reason: String? = nil, kept: KeptPicture? = nil
    ) {
        self.number = number
        self.url = url
        self.caption = caption
        self.alt = alt
        self.link = link
        self.state = state
        self.reason = reason
        self.kept = kept
    }

    /// What the picture's link line is labelled with: its caption, else
    /// its alt text, else "Picture N".
    public var label: String { PictureLabel.text(caption: caption, alt: alt, number: number) }

    /// The file name it is served and exported under: `3.jpg`; nil unless kept.
    public var fileName: String? { kept.map { "\(number).\($0.fileExtension)" } }
}

/// A picture's bytes as the library keeps them: once per distinct content
/// (named by its SHA-256), shared by every article that has it.
public struct KeptPicture: Sendable, Equatable, Hashable, Codable {
    /// The SHA-256 of the bytes, in hex.
    public var hash: String
    /// The MIME type, read from the bytes (`image/jpeg`).
    public var mediaType: String
    /// The size in pixels, when the bytes say.
    public var width: Int?
    public var height: Int?
    /// The number of bytes.
    public var byteCount: Int

    /// A description with every field given.
    public init(hash: String, mediaType: String, width: Int?, height: Int?, byteCount: Int) {
        self.hash = hash
        self.mediaType = mediaType
        self.width = width
        self.height = height
        self.byteCount = byteCount
    }

    /// The file name extension for `mediaType` (`jpg`).
    public var fileExtension: String {
        switch mediaType {
        case "image/jpeg": "jpg"
        case "image/png": "png"
        case "image/gif": "gif"
        case "image/webp": "webp"
        case "image/avif": "avif"
        case "image/svg+xml": "svg"
        default: "bin"
        }
    }
}
