import Problems

/// The kinds of page gempaper turns into articles, by media type; every
/// other type is refused with a message naming it.
enum PageKind: Equatable {
    /// `text/html`, `application/xhtml+xml`: the article is extracted and converted.
    case html
    /// `text/plain`: paragraphs.
    case plainText
    /// `text/gemini`: kept as it is.
    case gemtext

    /// The kind of `mediaType` (lower-case, without parameters); nil when refused.
    init?(mediaType: String) {
        switch mediaType {
        case "text/html", "application/xhtml+xml": self = .html
        case "text/plain": self = .plainText
        case "text/gemini": self = .gemtext
        default: return nil
        }
    }

    /// The kind of `mediaType`, or the problem of refusing `url` for it.
    static func of(_ mediaType: String, url: String) throws -> PageKind {
        if let kind = PageKind(mediaType: mediaType) { return kind }
        throw Problem.permanent(
            "\(url) is \(describe(mediaType)) (\(mediaType)), not a page gempaper can save",
            hint: "gempaper saves web pages (HTML), plain text and gemtext")
    }

    /// What a person calls a file of `mediaType`: "a PDF document", "an image".
    static func describe(_ mediaType: String) -> String {
        let top = mediaType.split(separator: "/").first.map(String.init) ?? ""
        switch mediaType {
        case "application/pdf": return "a PDF document"
        case "application/json", "text/json": return "JSON data"
        case "application/xml", "text/xml": return "an XML document"
        case "application/rss+xml", "application/atom+xml": return "a feed"
        case "application/zip", "application/gzip", "application/x-tar", "application/x-7z-compressed":
            return "an archive"
        case "application/epub+zip": return "an e-book"
        case "application/octet-stream": return "a binary file"
        case "text/css": return "a style sheet"
        case "text/javascript", "application/javascript": return "a script"
        default: break
        }
        switch top {
        case "image": return "an image"
        case "audio": return "audio"
        case "video": return "a video"
        case "font": return "a font"
        default: return "a file"
        }
    }
}
