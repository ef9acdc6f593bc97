import Foundation
import Gemtext

/// The link lines of an article's pictures as a reader sees them: a kept
/// picture links to where it is kept (the capsule's `/articles/ID/pictures/
/// N.EXT`, an export's file), a picture that is not part of the story
/// after all (a tracking pixel, an icon) is not shown, and the others keep
/// their link to the original.
public enum PictureLinks {
    /// `document` with the link lines naming `pictures` rewritten: a kept
    /// picture's by `kept` (its new target and label; nil leaves the line
    /// as it is), a skipped picture's removed.
    public static func apply(
        to document: GemtextDocument, pictures: [ArticlePicture],
        kept: (ArticlePicture, _ label: String?) -> (url: String, label: String?)?
    ) -> GemtextDocument {
        guard !pictures.isEmpty else { return document }
        var byURL: [String: ArticlePicture] = [:]
        for picture in pictures where byURL[picture.url] == nil { byURL[picture.url] = picture }
        var lines: [GemtextDocument.Line] = []
        lines.reserveCapacity(document.lines.count)
        for line in document.lines {
            guard case .link(let url, let label) = line, let picture = byURL[url] else {
                lines.append(line)
                continue
            }
            switch picture.state {
            case .skipped:
                continue
            case .kept:
                if let target = kept(picture, label) {
                    lines.append(.link(url: target.url, label: target.label))
                } else {
                    lines.append(line)
                }
            case .missing, .failed:
                lines.append(line)
            }
        }
        return GemtextDocument(lines)
    }

    /// What a reader is told when some pictures could not be fetched yet:
    /// `2 of 9 pictures could not be fetched (… answered 503); fetching
    /// the article again tries them again.`; nil when none is missing.
    public static func missingNote(_ pictures: [ArticlePicture]) -> String? {
        let missing = pictures.filter { $0.state == .missing }
        guard let first = missing.first else { return nil }
        let shown = pictures.filter { $0.state != .skipped }.count
        let count = missing.count == 1 ? "1 of \(shown) pictures" : "\(missing.count) of \(shown) pictures"
        let reason = first.reason.map { " (\($0))" } ?? ""
        return "\(count) could not be fetched\(reason); fetching the article again tries \(missing.count == 1 ? "it" : "them") again."
    }

    /// `JPEG, 320×240, 41 KB` for a kept picture.
    public static func description(of kept: KeptPicture) -> String {
        var parts = [formatName(kept.mediaType)]
        if let width = kept.width, let height = kept.height { parts.append("\(width)×\(height)") }
        parts.append(byteText(kept.byteCount))
        return parts.joined(separator: ", ")
    }

    private static func formatName(_ mediaType: String) -> String {
        switch mediaType {
        case "image/jpeg": "JPEG"
        case "image/png": "PNG"
        case "image/gif": "GIF"
        case "image/webp": "WebP"
        case "image/avif": "AVIF"
        case "image/svg+xml": "SVG"
        default: mediaType
        }
    }

    private static func byteText(_ bytes: Int) -> String {
        if bytes >= 1_000_000 { return String(format: "%.1f MB", Double(bytes) / 1e6) }
        if bytes >= 1000 { return "\(bytes / 1000) KB" }
        return "\(bytes) bytes"
    }
}
