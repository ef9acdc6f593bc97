import Foundation
import HTML

/// Reads an article's metadata from a parsed page: Open Graph and Twitter
/// card tags, schema.org JSON-LD, common `<meta>` names, `<link rel>`,
/// `<html lang>`, `<time>`, `<title>` and the page's `<h1>`.
enum MetadataExtractor {
    /// The metadata of `document`, saved from `url` (used to resolve
    /// relative addresses and as the last source of the site's name).
    static func extract(from document: HTMLDocument, url: URL?) -> ArticleMetadata {
        let tags = PageTags(document: document)
        let linkedData = LinkedData(blocks: tags.linkedDataBlocks)
        return extract(document: document, tags: tags, linkedData: linkedData, url: url)
    }

    static func extract(document: HTMLDocument, tags: PageTags, linkedData: LinkedData, url: URL?) -> ArticleMetadata {
        let article = linkedData.article
        let base = resolvedBase(tags: tags, url: url)
        var metadata = ArticleMetadata()

        metadata.siteName = firstText(
            tags.meta["og:site_name"],
            LinkedData.text((article?["publisher"] as? [String: Any])?["name"] ?? article?["publisher"]),
            tags.meta["application-name"],
            LinkedData.text(linkedData.first(ofType: "website")?["name"]),
            hostName(url))
        metadata.title = title(document: document, tags: tags, article: article, siteName: metadata.siteName, url: url)
        metadata.author = author(document: document, tags: tags, article: article, siteName: metadata.siteName)
        metadata.published = firstDate(
            tags.meta["article:published_time"], LinkedData.text(article?["datePublished"]),
            tags.times.first(where: \.isPublished)?.value,
            tags.meta["datepublished"], tags.meta["og:published_time"], tags.meta["published_time"],
            tags.meta["article:published"], tags.meta["pubdate"], tags.meta["publishdate"],
            tags.meta["publish-date"], tags.meta["publish_date"], tags.meta["parsely-pub-date"],
            tags.meta["sailthru.date"], tags.meta["dc.date.issued"], tags.meta["dc.date"],
            tags.meta["dcterms.created"], tags.meta["date"], LinkedData.text(article?["dateCreated"]),
            tags.times.first?.value)
        metadata.modified = firstDate(
            tags.meta["article:modified_time"], tags.meta["og:updated_time"],
            LinkedData.text(article?["dateModified"]), tags.meta["datemodified"], tags.meta["dcterms.modified"],
            tags.meta["last-modified"])
        metadata.language = language(tags: tags, article: article)
        metadata.canonicalURL = firstURL(
            base: base, tags.links["canonical"], tags.meta["og:url"], LinkedData.url(article?["url"]))
        metadata.description = firstText(
            tags.meta["og:description"], tags.meta["description"], tags.meta["twitter:description"],
            LinkedData.text(article?["description"]).map(plainText))
        metadata.leadImageURL = firstURL(
            base: base, tags.meta["og:image"], tags.meta["og:image:url"], tags.meta["og:image:secure_url"],
            tags.meta["twitter:image"], tags.meta["twitter:image:src"], LinkedData.url(article?["image"]),
            LinkedData.url(article?["thumbnailUrl"]), tags.links["image_src"])
        return metadata
    }

    // MARK: Fields

    private static func title(
        document: HTMLDocument, tags: PageTags, article: [String: Any]?, siteName: String?, url: URL?
    ) -> String? {
        let candidates = [
            tags.meta["og:title"], tags.meta["twitter:title"], LinkedData.text(article?["headline"]).map(plainText),
            document.title, tags.headings.first, LinkedData.text(article?["name"]).map(plainText),
        ]
        for case let candidate? in candidates {
            let cleaned = TitleCleaner.clean(candidate, siteName: siteName, host: url?.host, headings: tags.headings)
            if !cleaned.isEmpty { return cleaned }
        }
        return nil
    }

    /// The author: from `<meta>` names, then JSON-LD, then author links, then
    /// byline elements. A name that is only the site's own is kept as a last
    /// resort, in case no source names a person.
    private static func author(
        document: HTMLDocument, tags: PageTags, article: [String: Any]?, siteName: String?
    ) -> String? {
        let linked = LinkedData.names(article?["author"] ?? article?["creator"]).map(plainText)
        let metaAuthors = [
            tags.meta["author"], tags.meta["article:author"], tags.meta["parsely-author"],
            tags.meta["sailthru.author"], tags.meta["dc.creator"],
        ].compactMap { $0 }.map { [$0] }
        var siteOnly: String?
        var sources = metaAuthors + [linked, tags.authorLinks]
        var bylinesRead = false
        var index = 0
        while index < sources.count || !bylinesRead {
            if index == sources.count {
                sources.append(Array(PageTags.bylines(in: document).prefix(1)))
                bylinesRead = true
            }
            var people: [String] = []
            for name in sources[index] {
                guard let person = cleanName(name, siteName: siteName), !people.contains(person) else { continue }
                people.append(person)
            }
            index += 1
            guard !people.isEmpty else { continue }
            let persons = people.filter { !isSiteName($0, siteName) }
            if !persons.isEmpty { return persons.joined(separator: ", ") }
            siteOnly = siteOnly ?? people.joined(separator: ", ")
        }
        return siteOnly
    }

    private static func isSiteName(_ name: String, _ siteName: String?) -> Bool {
        guard let siteName else { return false }
        return name.caseInsensitiveCompare(siteName) == .orderedSame
    }

    /// A person's name from a byline: `By Jane Doe` → `Jane Doe`; addresses,
    /// handles and over-long text are not names.
    static func cleanName(_ raw: String, siteName: String?) -> String? {
        var name = TitleCleaner.collapse(raw)
        for prefix in ["by ", "By ", "BY ", "von ", "por ", "par ", "oleh ", "di "] where name.hasPrefix(prefix) {
            name.removeFirst(prefix.count)
        }
        name = name.trimmingCharacters(in: CharacterSet(charactersIn: " ,|-–—:"))
        guard !name.isEmpty, name.count <= 100 else { return nil }
        let lower = name.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") || lower.hasPrefix("www.") || name.hasPrefix("@") {
            return nil
        }
        if name.split(separator: " ").count > 12 { return nil }
        return name
    }

    private static func language(tags: PageTags, article: [String: Any]?) -> String? {
        let candidates = [
            tags.htmlLanguage, tags.meta["content-language"], tags.meta["language"], tags.meta["og:locale"],
            LinkedData.text(article?["inLanguage"]),
        ]
        for case let raw? in candidates {
            let first = raw.split(separator: ",").first.map(String.init) ?? raw
            let tag = first.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "_", with: "-")
            let valid = !tag.isEmpty && tag.count <= 35
                && tag.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
            if valid { return tag }
        }
        return nil
    }

    // MARK: Helpers

    private static func firstText(_ values: String?...) -> String? {
        for case let value? in values {
            let collapsed = TitleCleaner.collapse(value)
            if !collapsed.isEmpty { return collapsed }
        }
        return nil
    }

    private static func firstDate(_ values: String?...) -> String? {
        for case let value? in values {
            if let iso = ISODate.normalize(value) { return iso }
        }
        return nil
    }

    private static func firstURL(base: URL?, _ values: String?...) -> URL? {
        for case let value? in values {
            if let resolved = resolve(value, against: base) { return resolved }
        }
        return nil
    }

    /// `reference` made absolute against `base`; only http(s) addresses count.
    static func resolve(_ reference: String, against base: URL?) -> URL? {
        let trimmed = reference.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }
        let encoded = trimmed.replacingOccurrences(of: " ", with: "%20")
        guard let url = URL(string: encoded, relativeTo: base)?.absoluteURL,
            let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", url.host != nil
        else { return nil }
        return url
    }

    /// The page's address, or its `<base href>` resolved against it.
    private static func resolvedBase(tags: PageTags, url: URL?) -> URL? {
        guard let href = tags.baseHref, let base = resolve(href, against: url) else { return url }
        return base
    }

    /// The host without `www.`, as a last resort for the site's name.
    private static func hostName(_ url: URL?) -> String? {
        guard var host = url?.host?.lowercased(), !host.isEmpty else { return nil }
        if host.hasPrefix("www.") { host.removeFirst(4) }
        return host
    }

    /// Text that may hold character references or tags (JSON-LD values
    /// often do), as plain text.
    static func plainText(_ text: String) -> String {
        guard text.contains("&") || text.contains("<") else { return text }
        return HTMLDocument.parse("<body>" + text).body?.textContent(collapsingWhitespace: true) ?? text
    }
}
