/// Which of the addresses a page offers for one picture gempaper keeps:
/// the largest up to about `maximumWidth` pixels wide, big enough to read
/// on a large screen without keeping a photographer's original.
///
///     let sources = [PictureSource(srcset: "a.avif 800w, b.avif 2000w", type: "image/avif")]
///     PictureChoice.best(sources: sources, imageSrcset: "a.jpg 1x, b.jpg 2x", imageSrc: "a.jpg", displayWidth: 700)
///     // "a.avif"
public enum PictureChoice {
    /// The widest picture worth keeping, in pixels.
    public static let maximumWidth = 1600

    /// The best address among a `<picture>`'s `<source>` elements and its
    /// `<img>` (its `srcset` and `src`), or nil when none names one.
    /// Sources of a type gempaper does not keep, or for another screen (a
    /// `media` query that a wide screen does not meet), are passed over.
    /// `displayWidth` is the `<img>`'s `width` attribute, which turns pixel
    /// densities into widths.
    public static func best(
        sources: [PictureSource] = [], imageSrcset: String?, imageSrc: String?, displayWidth: Int?
    ) -> String? {
        for source in sources where source.isUsable {
            if let choice = best(PictureCandidate.parse(srcset: source.srcset), displayWidth: displayWidth) {
                return choice.url
            }
        }
        var candidates = imageSrcset.map { PictureCandidate.parse(srcset: $0) } ?? []
        if let imageSrc, !imageSrc.isEmpty, !imageSrc.lowercased().hasPrefix("data:") {
            candidates.append(PictureCandidate(url: imageSrc, width: nil, density: 1))
        }
        return best(candidates, displayWidth: displayWidth)?.url
    }

    /// The best of `candidates`: by width when some give widths (the others
    /// are then passed over, as browsers do), else by density times
    /// `displayWidth`; the largest within `maximumWidth`, else the smallest.
    /// Without widths or a display width, the densest up to 2x.
    public static func best(_ candidates: [PictureCandidate], displayWidth: Int?) -> PictureCandidate? {
        var sized = candidates.compactMap { candidate in candidate.width.map { (candidate, Double($0)) } }
        if sized.isEmpty, let displayWidth, displayWidth > 0 {
            sized = candidates.map { ($0, Double(displayWidth) * $0.density) }
        }
        guard !sized.isEmpty else {
            let fitting = candidates.filter { $0.density <= 2 }
            return fitting.max { $0.density < $1.density } ?? candidates.min { $0.density < $1.density }
        }
        let fitting = sized.filter { $0.1 <= Double(maximumWidth) }
        if let largest = fitting.max(by: { $0.1 < $1.1 }) { return largest.0 }
        return sized.min { $0.1 < $1.1 }?.0
    }
}

/// A `<source>` of a `<picture>`: its candidates, and the screen and type it is for.
public struct PictureSource: Sendable, Hashable {
    /// The `srcset` (or lazy `data-srcset`) value.
    public var srcset: String
    /// The `media` query, if any.
    public var media: String?
    /// The `type` (`image/avif`), if any.
    public var type: String?

    /// A source with every field given.
    public init(srcset: String, media: String? = nil, type: String? = nil) {
        self.srcset = srcset
        self.media = media
        self.type = type
    }

    /// Whether a wide screen would use this source and gempaper can keep
    /// what it names.
    var isUsable: Bool {
        if let type, !type.isEmpty, PictureFormat(mediaType: type) == nil { return false }
        guard let media else { return true }
        return MediaQuery.matchesWideScreen(media)
    }
}
