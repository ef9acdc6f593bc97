/// MIME types for files served from disk, chosen by file extension.
public enum MIMEType {
    /// `text/gemini; charset=utf-8`, with `; lang=LANG` when a language is given.
    public static func gemtext(lang: String? = nil) -> String {
        guard let lang, !lang.isEmpty else { return "text/gemini; charset=utf-8" }
        return "text/gemini; charset=utf-8; lang=\(lang)"
    }

    /// The MIME type for a file called `name`; gemtext gets `lang` when given.
    /// Unknown extensions are `application/octet-stream`.
    public static func forFile(named name: String, lang: String? = nil) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "application/octet-stream" }
        let ext = name[name.index(after: dot)...].lowercased()
        if ext == "gmi" || ext == "gemini" { return gemtext(lang: lang) }
        return byExtension[ext] ?? "application/octet-stream"
    }

    private static let byExtension: [String: String] = [
        "txt": "text/plain; charset=utf-8", "text": "text/plain; charset=utf-8", "md": "text/markdown; charset=utf-8",
        "markdown": "text/markdown; charset=utf-8", "csv": "text/csv; charset=utf-8",
        "html": "text/html; charset=utf-8",
        "htm": "text/html; charset=utf-8", "css": "text/css; charset=utf-8", "xml": "application/xml",
        "atom": "application/atom+xml", "rss": "application/rss+xml", "json": "application/json",
        "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif", "webp": "image/webp",
        "svg": "image/svg+xml", "ico": "image/vnd.microsoft.icon", "avif": "image/avif", "bmp": "image/bmp",
        "mp3": "audio/mpeg", "ogg": "audio/ogg", "oga": "audio/ogg", "opus": "audio/opus", "flac": "audio/flac",
        "wav": "audio/wav", "mp4": "video/mp4", "webm": "video/webm", "ogv": "video/ogg",
        "pdf": "application/pdf", "epub": "application/epub+zip", "zip": "application/zip",
        "gz": "application/gzip", "tar": "application/x-tar", "xz": "application/x-xz",
    ]
}
