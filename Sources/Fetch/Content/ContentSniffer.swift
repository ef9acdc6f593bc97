import Foundation

/// Guesses the media type of a body that came without one, from its first
/// bytes (after the WHATWG sniffing rules, much simplified): markup that
/// HTML pages start with means HTML, well-known file signatures name their
/// type, readable text is plain text (gemtext when the URL ends in `.gmi`).
enum ContentSniffer {
    /// The media type `bytes` look like, fetched from `url`.
    static func mediaType(of bytes: Data, url: String) -> String {
        let head = Array(bytes.prefix(1024))
        for (signature, type) in signatures where head.starts(with: signature) { return type }
        if looksLikeHTML(head) { return "text/html" }
        guard looksLikeText(head) else { return "application/octet-stream" }
        let path = URLComponents(string: url)?.path.lowercased() ?? ""
        return path.hasSuffix(".gmi") || path.hasSuffix(".gemini") ? "text/gemini" : "text/plain"
    }

    private static let signatures: [([UInt8], String)] = [
        (Array("%PDF-".utf8), "application/pdf"),
        ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "image/png"),
        ([0xFF, 0xD8, 0xFF], "image/jpeg"),
        (Array("GIF87a".utf8), "image/gif"),
        (Array("GIF89a".utf8), "image/gif"),
        ([0x50, 0x4B, 0x03, 0x04], "application/zip"),
        ([0x1F, 0x8B, 0x08], "application/gzip"),
    ]

    /// The tags the WHATWG rules look for at the start of an HTML document.
    private static let htmlStarts = [
        "<!doctype html", "<html", "<head", "<body", "<script", "<iframe", "<h1", "<div", "<font", "<table", "<a",
        "<style", "<title", "<b", "<br", "<p", "<!--",
    ]

    private static func looksLikeHTML(_ head: [UInt8]) -> Bool {
        var start = head.startIndex
        if head.starts(with: [0xEF, 0xBB, 0xBF]) { start += 3 }
        while start < head.endIndex, [0x09, 0x0A, 0x0C, 0x0D, 0x20].contains(head[start]) { start += 1 }
        let text = String(decoding: head[start...], as: UTF8.self).lowercased()
        if text.hasPrefix("<?xml") { return text.contains("<html") }
        return htmlStarts.contains { tag in
            guard text.hasPrefix(tag) else { return false }
            // The tag must end here: `<b>` or `<b ` is bold, `<base` is not.
            let after = text.dropFirst(tag.count).first
            return tag == "<!--" || after == nil || after == ">" || after == " " || after == "\t" || after == "\n"
        }
    }

    /// Text has no NUL and hardly any other control characters.
    private static func looksLikeText(_ head: [UInt8]) -> Bool {
        if head.starts(with: [0xFE, 0xFF]) || head.starts(with: [0xFF, 0xFE]) { return true }
        var controls = 0
        for byte in head {
            if byte == 0 { return false }
            if byte < 0x20 && ![0x09, 0x0A, 0x0C, 0x0D, 0x1B].contains(byte) { controls += 1 }
        }
        return controls * 100 <= head.count
    }
}
