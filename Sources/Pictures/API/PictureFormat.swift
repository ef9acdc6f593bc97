import Foundation

/// The picture formats gempaper keeps, each recognised by its bytes (not
/// by a file name or a server's `Content-Type`).
public enum PictureFormat: String, Sendable, CaseIterable, Codable {
    case jpeg, png, gif, webp, avif, svg

    /// The MIME type the picture is served with (`image/jpeg`).
    public var mediaType: String {
        switch self {
        case .jpeg: "image/jpeg"
        case .png: "image/png"
        case .gif: "image/gif"
        case .webp: "image/webp"
        case .avif: "image/avif"
        case .svg: "image/svg+xml"
        }
    }

    /// The file name extension, without the dot (`jpg`).
    public var fileExtension: String {
        switch self {
        case .jpeg: "jpg"
        case .png: "png"
        case .gif: "gif"
        case .webp: "webp"
        case .avif: "avif"
        case .svg: "svg"
        }
    }

    /// The format's name as people write it (`JPEG`).
    public var name: String {
        switch self {
        case .jpeg: "JPEG"
        case .png: "PNG"
        case .gif: "GIF"
        case .webp: "WebP"
        case .avif: "AVIF"
        case .svg: "SVG"
        }
    }

    /// The format served as `mediaType` (parameters and case ignored), or
    /// nil for a type that is not one of these.
    public init?(mediaType: String) {
        let essence = mediaType.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        guard let format = PictureFormat.allCases.first(where: { $0.mediaType == essence }) else { return nil }
        self = format
    }

    /// The format whose file name extension is `fileExtension` (`jpeg` and
    /// `jpg` both name JPEG), or nil.
    public init?(fileExtension: String) {
        let lower = fileExtension.lowercased()
        if lower == "jpeg" {
            self = .jpeg
            return
        }
        guard let format = PictureFormat.allCases.first(where: { $0.fileExtension == lower }) else { return nil }
        self = format
    }
}
