import Gemtext

/// Puts an article's gemtext together: `# Title`, a short block of
/// details (a link to the source, author, date, site, reading time), the
/// table of contents when there are three or more headings, then the body.
enum ArticleLayout {
    /// What the details block says; nil fields are left out.
    struct Details {
        var sourceURL: String?
        var siteName: String?
        var author: String?
        /// The publication date in ISO 8601 (only its day is shown).
        var published: String?
        var readingMinutes: Int
    }

    /// What the source link's label starts with.
    static let sourcePrefix = "Source: "
    /// What the details line ends with, after the reading time's number.
    static let readingTimeSuffix = " min read"

    /// The article's document; `levels` are the outline levels of its
    /// headings, the title's first (see `Article.headingLevels`), which
    /// nest the contents.
    static func document(title: String, details: Details, body: GemtextDocument, levels: [Int]? = nil)
        -> GemtextDocument
    {
        var header = GemtextBuilder()
        header.heading(title, level: 1)
        header.blankLine()
        let siteName = details.siteName.map(BodyConverter.oneLine).flatMap { $0.isEmpty ? nil : $0 }
        if let source = details.sourceURL {
            let host = host(of: source).flatMap { SiteNames.isLocalOrIP($0) ? nil : $0 }
            header.link(source, label: sourcePrefix + (siteName ?? host ?? "the original page"))
        }
        var facts: [String] = []
        if details.sourceURL == nil, let siteName { facts.append(siteName) }
        if let author = details.author.map(BodyConverter.oneLine), !author.isEmpty { facts.append("By " + author) }
        if let day = details.published.flatMap(day(of:)) { facts.append(day) }
        facts.append("\(details.readingMinutes)" + readingTimeSuffix)
        header.text(facts.joined(separator: " · "))
        // The body comes from a builder: in normal form, no blank line at either end.
        let headerLines = header.document.lines + [.text("")]
        var document = GemtextDocument(headerLines + body.lines)
        if body.lines.isEmpty { document.lines.removeLast() }
        let entries = ArticleContents.entries(for: document, levels: levels)
        guard entries.count >= ArticleContents.minimumHeadings else { return document }
        let contents = [.text(ArticleContents.title)] + entries + [.text("")]
        document.lines.insert(contentsOf: contents, at: headerLines.count)
        return document
    }

    /// `YYYY-MM-DD` from the start of an ISO 8601 date, or nil.
    static func day(of date: String) -> String? {
        let prefix = Array(date.utf8.prefix(10))
        guard prefix.count == 10, prefix[4] == UInt8(ascii: "-"), prefix[7] == UInt8(ascii: "-"),
            prefix.enumerated().allSatisfy({
                $0.offset == 4 || $0.offset == 7 || ($0.element >= 0x30 && $0.element <= 0x39)
            })
        else { return nil }
        return String(decoding: prefix, as: UTF8.self)
    }

    /// The host of an absolute URL without `www.`, for the source link's label.
    static func host(of url: String) -> String? {
        guard let start = url.range(of: "://")?.upperBound else { return nil }
        var host = url[start...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        if let at = host.lastIndex(of: "@") { host = host[host.index(after: at)...] }
        if let colon = host.lastIndex(of: ":"), !host.hasSuffix("]") { host = host[..<colon] }
        if host.hasPrefix("www.") { host = host.dropFirst(4) }
        return host.isEmpty ? nil : String(host)
    }
}
