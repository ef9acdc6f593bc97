import Foundation
import Problems

/// Tells web pages from other things given to the converter (pictures,
/// PDFs, archives, programs) before any parsing, from the Content-Type
/// when there is one and from the first bytes otherwise, so that they get
/// a clear message instead of an empty article.
enum PageKind {
    /// Media types read as HTML.
    private static let htmlTypes: Set<String> = ["text/html", "application/xhtml+xml", "application/xml", "text/xml"]
    /// Media types that say nothing about the content: the bytes decide.
    private static let vagueTypes: Set<String> = ["", "text/plain", "application/octet-stream", "unknown/unknown"]

    /// Throws a bad-input `Problem` unless `bytes` may be a web page.
    static func check(_ bytes: UnsafeBufferPointer<UInt8>, contentType: String?) throws {
        if let contentType {
            let media = mediaType(contentType)
            if !htmlTypes.contains(media) && !vagueTypes.contains(media) {
                throw Problem.badInput(
                    "not a web page: its content type is \(Problem.oneLine(media, maxBytes: 100))",
                    hint: "convert HTML pages (text/html)")
            }
        }
        guard bytes.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0C && $0 != 0x0D }) else {
            throw Problem.badInput("the page is empty", hint: "give the HTML of a web page")
        }
        if let kind = binaryKind(bytes) {
            throw Problem.badInput("not a web page: it looks like \(kind)", hint: "convert HTML pages (text/html)")
        }
    }

    /// The media type of a Content-Type value, lower case, without parameters.
    static func mediaType(_ contentType: String) -> String {
        let type = contentType.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return type.trimmingCharacters(in: .whitespaces).lowercased()
    }

    /// What the bytes look like when they are not text: by their signature,
    /// else by control bytes near the start of something without markup.
    static func binaryKind(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        func starts(_ signature: [UInt8], at offset: Int = 0) -> Bool {
            guard bytes.count >= offset + signature.count else { return false }
            for (index, byte) in signature.enumerated() where bytes[offset + index] != byte { return false }
            return true
        }
        let signatures: [(bytes: [UInt8], offset: Int, kind: String)] = [
            (Array("%PDF-".utf8), 0, "a PDF document"),
            ([0x89, 0x50, 0x4E, 0x47], 0, "a PNG image"),
            ([0xFF, 0xD8, 0xFF], 0, "a JPEG image"),
            (Array("GIF8".utf8), 0, "a GIF image"),
            (Array("WEBP".utf8), 8, "a WebP image"),
            (Array("ftyp".utf8), 4, "a video or an image (ISO media)"),
            ([0x50, 0x4B, 0x03, 0x04], 0, "a ZIP archive (or an EPUB or office document)"),
            ([0x1F, 0x8B], 0, "gzip-compressed data; unpack it first"),
            (Array("BZh".utf8), 0, "bzip2-compressed data; unpack it first"),
            ([0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00], 0, "xz-compressed data; unpack it first"),
            ([0x28, 0xB5, 0x2F, 0xFD], 0, "zstd-compressed data; unpack it first"),
            ([0x7F, 0x45, 0x4C, 0x46], 0, "a program (ELF)"),
            (Array("OggS".utf8), 0, "audio or video (Ogg)"),
            (Array("ID3".utf8), 0, "an MP3 file"),
            ([0x1A, 0x45, 0xDF, 0xA3], 0, "a video (Matroska/WebM)"),
            (Array("SQLite format 3".utf8), 0, "an SQLite database"),
        ]
        for signature in signatures where starts(signature.bytes, at: signature.offset) {
            return signature.kind
        }
        // UTF-16 text starts with a byte order mark and is full of NUL bytes.
        if starts([0xFF, 0xFE]) || starts([0xFE, 0xFF]) { return nil }
        let sample = UnsafeBufferPointer(rebasing: bytes.prefix(1024))
        var controls = 0
        var markup = false
        for byte in sample {
            switch byte {
            case 0x00...0x08, 0x0B, 0x0E...0x1A, 0x1C...0x1F: controls += 1
            case UInt8(ascii: "<"): markup = true
            default: break
            }
        }
        if controls > 0 && (!markup || controls * 10 > sample.count) { return "binary data" }
        if !markup && !bytes.contains(UInt8(ascii: "<")) { return "plain text, with no HTML markup" }
        return nil
    }
}
