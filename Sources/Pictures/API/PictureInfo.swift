import Foundation

/// What a picture is, read from its own bytes: its format and, when the
/// bytes say, its size in pixels.
///
///     if let info = PictureInfo(bytes), !info.isTooSmall { keep(bytes, as: info.format.mediaType) }
public struct PictureInfo: Sendable, Hashable {
    /// The format the bytes are in.
    public var format: PictureFormat
    /// The width in pixels, when the bytes name one (an SVG may not).
    public var width: Int?
    /// The height in pixels, when the bytes name one.
    public var height: Int?

    /// The smallest width and height of a picture that is part of a story:
    /// smaller ones are tracking pixels, spacers and icons.
    public static let minimumSide = 16

    /// Info with every field given.
    public init(format: PictureFormat, width: Int?, height: Int?) {
        self.format = format
        self.width = width
        self.height = height
    }

    /// The info of `bytes`, or nil when they are not a picture in one of
    /// the formats of `PictureFormat` (an HTML page served as `image/png`,
    /// a truncated or damaged header, another format).
    public init?(_ bytes: Data) {
        guard let info = bytes.withUnsafeBytes({ PictureInfo.identify($0) }) else { return nil }
        self = info
    }

    /// The info of `bytes` (see `init(_: Data)`).
    public init?(_ bytes: [UInt8]) {
        guard let info = bytes.withUnsafeBytes({ PictureInfo.identify($0) }) else { return nil }
        self = info
    }

    /// Whether the picture is smaller than `minimumSide` in width or in
    /// height (a 1×1 tracking pixel, a 12×12 icon, a 600×2 rule). A picture
    /// whose size is unknown is not too small.
    public var isTooSmall: Bool {
        if let width, width < Self.minimumSide { return true }
        if let height, height < Self.minimumSide { return true }
        return false
    }

    /// `1200×800`, or nil when the size is unknown.
    public var sizeText: String? {
        guard let width, let height else { return nil }
        return "\(width)×\(height)"
    }

    private static func identify(_ bytes: UnsafeRawBufferPointer) -> PictureInfo? {
        let reader = ByteReader(bytes)
        let readers: [(PictureFormat, (ByteReader) -> (Int, Int)?)] = [
            (.png, PNGHeader.size), (.jpeg, JPEGHeader.size), (.gif, GIFHeader.size), (.webp, WebPHeader.size),
            (.avif, AVIFHeader.size), (.svg, SVGHeader.size),
        ]
        for (format, size) in readers {
            guard let (width, height) = size(reader) else { continue }
            // (0, 0): the format is certain, its size is not written where we look.
            return PictureInfo(format: format, width: width > 0 ? width : nil, height: height > 0 ? height : nil)
        }
        return nil
    }
}
