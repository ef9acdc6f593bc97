import Foundation
import HTML
import Problems

/// Reads an article's metadata from a parsed page, trusting the page's own
/// structured data first: schema.org JSON-LD (`Article`, `NewsArticle`,
/// `BlogPosting`…, in `@graph`s too), then Open Graph and `article:*`
/// tags, then other `<meta>` names, then microformats, `<time>` elements
/// and visible bylines; the `<title>` and `<h1>` for the title.
enum MetadataExtractor {
    /// The metadata of `document`, saved from `url` (used to resolve
    /// relative addresses and as the last source of the site's name).
    static func extract(from document: HTMLDocument, url: URL?) -> ArticleMetadata {
        let tags = PageTags(document: document, address: url?.absoluteString)
        let linkedData = LinkedData(blocks: tags.linkedDataBlocks)
        return extract(document: document, tags: tags, linkedData: linkedData, url: url)
    }

    static func extract(document: HTMLDocument, tags: PageTags, linkedData: LinkedData, url: URL?) -> ArticleMetadata {
        let article = linkedData.article
        let base = resolvedBase(tags: tags, url: url)
        var metadata = ArticleMetadata()
        metadata.canonicalURL = firstURL(
            base: base, tags.links["canonical"], tags.meta["og:url"], LinkedData.url(article?["url"]))
        let address = metadata.canonicalURL ?? url
        let namedSite = siteName(tags: tags, linkedData: linkedData, article: article, address: address)
        metadata.siteName = namedSite ?? address.flatMap { SiteNames.shownHost(of: $0) }
        // The names the page shows for itself (its logo's link, its footer's copyright) are the site's too.
        let siteNames =
            [
                metadata.siteName, tags.meta["og:site_name"], tags.meta["application-name"],
                LinkedData.text(linkedData.first(ofType: "website")?["name"]),
            ].compactMap { $0 } + tags.ownSiteNames(host: url?.host ?? metadata.canonicalURL?.host)
        metadata.title = title(document: document, tags: tags, article: article, siteNames: siteNames, url: url)
        // So is what the <title> adds to the headline ("Story | The Daily Lantern"), and the host's name.
        let pageTitle = document.title
        let headline = metadata.title
        if namedSite == nil, let pageTitle, let headline,
            let name = titleSiteName(pageTitle: pageTitle, headline: headline, tags: tags, address: address)
        {
            metadata.siteName = name
        } else if let namedSite, let pageTitle, let headline,
            let name = spelledTitleSiteName(pageTitle: pageTitle, headline: headline, over: namedSite, address: address)
        {
            metadata.siteName = name
        }
        let host = (url ?? metadata.canonicalURL).flatMap { SiteNames.shownHost(of: $0) }
        metadata.author = author(
            document: document, tags: tags, linkedData: linkedData, article: article, host: host
        ) {
            guard let pageTitle, let headline, let name = TitleCleaner.siteAffix(of: pageTitle, headline: headline)
            else { return siteNames }
            return siteNames + [name]
        }
        metadata.language = firstLanguage(
            tags.htmlLanguage, tags.meta["content-language"], tags.meta["og:locale"], tags.meta["language"],
            LinkedData.text(article?["inLanguage"]))
        metadata.modified = firstDate(
            LinkedData.text(article?["dateModified"]), tags.meta["article:modified_time"], tags.meta["og:updated_time"],
            tags.meta["datemodified"], tags.meta["dcterms.modified"], tags.meta["last-modified"])
        metadata.published = published(
            document: document, tags: tags, article: article, addresses: [url, metadata.canonicalURL],
            modified: metadata.modified, order: DayOrder(language: metadata.language))
        metadata.description = firstText(
            tags.meta["og:description"], tags.meta["description"], tags.meta["twitter:description"],
            LinkedData.text(article?["description"]).map(plainText))
        metadata.isForSubscribers = LinkedData.flag(article?["isAccessibleForFree"]).map { !$0 }
        metadata.statedWordCount = LinkedData.count(article?["wordCount"])
        metadata.leadImageURL = firstURL(
            base: base, tags.meta["og:image"], tags.meta["og:image:url"], tags.meta["og:image:secure_url"],
            tags.meta["twitter:image"], tags.meta["twitter:image:src"], LinkedData.url(article?["image"]),
            LinkedData.url(article?["thumbnailUrl"]), tags.links["image_src"])
        return metadata
    }

    // MARK: Fields

    /// The site's name the page's data give: `og:site_name`, the publisher
    /// in JSON-LD (or its `WebSite`); nil when they give none.
    private static func siteName(
        tags: PageTags, linkedData: LinkedData, article: [String: Any]?, address: URL?
    ) -> String? {
        let publisher = linkedData.resolved(article?["publisher"])
        let candidates = [
            tags.meta["og:site_name"], LinkedData.text((publisher as? [String: Any])?["name"] ?? publisher),
            LinkedData.text(linkedData.first(ofType: "website")?["name"]),
        ]
        let domain = address.flatMap { SiteNames.domain(of: $0) }
        return SiteNames.preferred(candidates.compactMap { $0.flatMap(SiteNames.cleaned) }, domain: domain)
    }

    /// The site's name that the `<title>` adds after the headline ("Story
    /// - The Daily Lantern"), for a page whose data name no site: taken
    /// when it spells the site's domain ("Digg" on digg.com) or is a name
    /// the page shows for itself (its logo's words, its copyright's
    /// owner), so that a section or a tagline after the headline is not.
    /// Joomla adds only the site's name to a title, after the headline or
    /// before it ("Kingsport Harbour Trust - Scaffolding goes up"): on a
    /// page its generator tag names, that name is taken as it stands.
    private static func titleSiteName(pageTitle: String, headline: String, tags: PageTags, address: URL?) -> String? {
        if let name = JoomlaTitles.siteName(pageTitle: pageTitle, headline: headline, generator: tags.meta["generator"]) {
            return name
        }
        guard let suffix = TitleCleaner.siteSuffix(of: pageTitle, headline: headline),
            let name = SiteNames.cleaned(suffix)
        else { return nil }
        if let domain = address.flatMap({ SiteNames.domain(of: $0) }), SiteNames.spellsDomain(name, domain) {
            return name
        }
        let wanted = TitleCleaner.comparable(name)
        let shown = tags.ownSiteNames(host: address?.host).map(TitleCleaner.comparable)
        return shown.contains { !wanted.isEmpty && $0.hasPrefix(wanted) } ? name : nil
    }

    /// The site's name the `<title>` adds after the headline when it spells
    /// the site's domain and the name the page's data give, `named`, does
    /// not (Reuters' `og:site_name` "U.S.", its edition, under the title
    /// "Oversupply angst drags oil lower… - Reuters"); nil otherwise.
    private static func spelledTitleSiteName(
        pageTitle: String, headline: String, over named: String, address: URL?
    ) -> String? {
        guard let domain = address.flatMap({ SiteNames.domain(of: $0) }), !SiteNames.spellsDomain(named, domain),
            let suffix = TitleCleaner.siteSuffix(of: pageTitle, headline: headline),
            let name = SiteNames.cleaned(suffix), SiteNames.spellsDomain(name, domain)
        else { return nil }
        return name
    }

    /// The headline: JSON-LD's, then Open Graph's, Twitter's, `<title>`,
    /// the `<h1>`, else the `<h2>` or `<h3>` that opens a page without
    /// one; each without a site name it repeats, and never the site's
    /// name alone nor an editor's placeholder ("Untitled Document"). When the page's `<h1>` shows one of the first
    /// four, that one is the headline readers saw (pages give search
    /// engines other headlines too); so is an `<h1>` that tells the same
    /// story in other words (`HeadlineWords`). A headline cut short with "…" gives
    /// way to a longer source that continues it.
    private static func title(
        document: HTMLDocument, tags: PageTags, article: [String: Any]?, siteNames: [String], url: URL?
    ) -> String? {
        // A tracker's number of the item beside its title ("1234 – Logger drops…", "… #87") is no part of it.
        let declared = [
            LinkedData.text(article?["headline"]).map(plainText), tags.meta["og:title"], tags.meta["twitter:title"],
            document.title,
        ].map { $0.map { ItemNumbers.withoutNumber($0, url: url) } }
        // A board's name set as the <h1> of its header, over the topic's <h2> or the headline declared, is the
        // site's name.
        let boardNames = TitleCleaner.headingsNamingSite(
            tags.headings, topics: [tags.openingSubheading] + declared.dropLast(), pageTitle: document.title)
        let siteNames = siteNames + boardNames
        let h1s = tags.headings.filter { !boardNames.contains($0) }.map { ItemNumbers.withoutNumber($0, url: url) }
        // Without an <h1>, the <h2> or <h3> that opens the page is its headline, as a last resort.
        let opening = h1s.isEmpty ? tags.openingSubheading : nil
        let candidates =
            declared + [h1s.first, LinkedData.text(article?["name"]).map(plainText), opening]
        var cleaned: [(title: String, isDeclared: Bool)] = []
        // The heading that opens a page without an <h1> shows its headline as well as an <h1> would.
        let headings = h1s + [opening].compactMap { $0 }
        for (index, candidate) in candidates.enumerated() {
            guard let candidate else { continue }
            // The site's name shown as an <h1> in its header is cut from titles, though a title may be only it.
            let title = TitleCleaner.clean(
                candidate, siteNames: siteNames + tags.siteHeadings, host: url?.host, headings: headings)
            if !title.isEmpty, !SiteNames.isOnlySiteName(title, siteNames: siteNames),
                !TitleCleaner.isPlaceholder(title)
            {
                cleaned.append((title, index < declared.count))
            }
        }
        let shown = Set(h1s.map(TitleCleaner.comparable))
        let titles = cleaned.map(\.title)
        if let visible = cleaned.first(where: { $0.isDeclared && shown.contains(TitleCleaner.comparable($0.title)) }) {
            return visible.title
        }
        // A page without a headline's words but one drawn as lettering is titled by its picture's alt text.
        guard let first = titles.first else { return ImageHeadings.letteringHeadline(in: document) }
        if let headline = h1s.first.map(TitleCleaner.collapse),
            let declared = cleaned.first(where: \.isDeclared)?.title,
            HeadlineWords.retells(declared, as: headline), titles.contains(headline)
        {
            return headline
        }
        return TitleCleaner.completed(first, by: titles.dropFirst())
    }

    /// The people who wrote the article: from JSON-LD, then `article:author`
    /// and the `<meta>` names, then scholarly `citation_author` tags, then author links and properties, then
    /// byline elements (and WeChat's writer, `WeChatByline`), then a line under the headline that opens with
    /// "By" or its kin (`HeadlineLines`), then such a line closing the
    /// article, after its last long paragraph (`Datelines`), then the
    /// writer's "@handle" linked by the headline (`HandleLinks`), then the
    /// member's id in the author's card (`UserNameCards`), then the
    /// sender of a mailing list's message (`MailSender`). A name that
    /// is only the site's own (one of `siteNames`, or its
    /// `host`'s name) or an organisation's is kept as a last resort, in case no source names a person.
    private static func author(
        document: HTMLDocument, tags: PageTags, linkedData: LinkedData, article: [String: Any]?, host: String?,
        siteNames readSiteNames: () -> [String]
    ) -> String? {
        // Read only when a source names someone.
        lazy var siteNames = readSiteNames()
        let hostLabels = (host ?? "").split(separator: ".").dropLast().map { TitleCleaner.comparable(String($0)) }
        var people: [String] = []
        var organisations: [String] = []
        for value in asArray(linkedData.resolved(article?["author"] ?? article?["creator"])) {
            let names = LinkedData.names(value).flatMap { AuthorNames.names(in: plainText($0)) }
            let isOrganisation = (value as? [String: Any]).map { LinkedData.types(of: $0).contains("organization") }
            if isOrganisation == true { organisations += names } else { people += names }
        }
        var sources = [people]
        for key in ["article:author", "author", "parsely-author", "sailthru.author", "dc.creator", "dcterms.creator"] {
            // Each tag may name one of several authors; Dublin Core's name one person each, often "Last, First".
            let values = tags.authorMeta[key] ?? tags.meta[key].map { [$0] } ?? []
            let isCatalogue = key.hasPrefix("dc")
            sources.append(
                values.flatMap { value in
                    AuthorNames.names(in: isCatalogue ? AuthorNames.givenNameFirst(value, strict: true) : value)
                })
        }
        sources.append(ParselyPage(content: tags.meta["parsely-page"]).authors.flatMap(AuthorNames.names(in:)))
        sources.append(tags.citationAuthors.flatMap { AuthorNames.names(in: AuthorNames.givenNameFirst($0)) })
        sources.append(tags.authorLinks.flatMap { AuthorNames.names(in: $0) })
        var siteOnly = organisations.first
        // Read only when the sources before them name no one: each walks the page.
        // "The Daily Lantern" on dailylantern.com: the host's name, with or without "The".
        func spellsHost(_ name: String) -> Bool {
            let comparable = TitleCleaner.comparable(name)
            return hostLabels.contains { $0 == comparable || "the" + $0 == comparable }
        }
        var pageBylines: [() -> [String]] = [
            // The first byline element that names someone: a label marked "author" ("Posted on") names no one.
            { PageTags.bylines(in: document).lazy.map(AuthorNames.names(inLines:)).first { !$0.isEmpty } ?? [] },
            // WeChat's writer in the line under the headline, beside the account's name.
            { WeChatByline.author(in: document).map(AuthorNames.names(in:)) ?? [] },
            {
                Datelines.byline(in: document, underHeading: !tags.headings.isEmpty)
                    .map(HeadlineLines.names(inLines:)) ?? []
            },
            // The article's own sign-off after its text: "Written by Ingrid Holm. Published March 1, 2021."
            { Datelines.closingAuthorLines(in: document).map(HeadlineLines.names(inLines:)) ?? [] },
            // A field list at its head: "Author:" over "Guido van Rossum <guido at python.org>, …".
            { LabelledFields.authors(in: document) },
            // The writer's handle linked to their page by the headline: Qiita's "@yamada_t".
            { HandleLinks.author(in: document).map { [$0] } ?? [] },
            // The member's id in the author's card the page signs a post with: Hatena Blog's "tanaka_taro".
            { UserNameCards.author(in: document).map { [$0] } ?? [] },
            // The sender of a mailing list's message: "From: Jane Doe <jane@example.org>".
            { MailSender.names(in: document) },
        ]
        var index = 0
        while index < sources.count || !pageBylines.isEmpty {
            if index == sources.count { sources.append(pageBylines.removeFirst()()) }
            var names: [String] = []
            for name in sources[index] where !names.contains(name) { names.append(name) }
            index += 1
            guard !names.isEmpty else { continue }
            let persons = names.filter { !SiteNames.isOnlySiteName($0, siteNames: siteNames) && !spellsHost($0) }
            if !persons.isEmpty { return persons.joined(separator: ", ") }
            siteOnly = siteOnly ?? names.joined(separator: ", ")
        }
        return siteOnly
    }

    /// The publication date: JSON-LD's `datePublished`, then
    /// `article:published_time` and other `<meta>` names, then a `<time>`
    /// marked as the publication date or standing in the article's header,
    /// then `<meta>` names sites make up; else the date the page shows under
    /// its headline (or, when nothing else gives one, in a byline after the article's text or in the post's
    /// `<footer>`), or the day its
    /// address names. A date marked as a change is never one. The date shown and the address's day settle a day in
    /// doubt (see `PublicationDate`), unless the date shown is the `modified` one's. `order` reads dates
    /// of numbers whose day and month could be swapped.
    private static func published(
        document: HTMLDocument, tags: PageTags, article: [String: Any]?, addresses: [URL?], modified: String?,
        order: DayOrder
    ) -> String? {
        let metaNames = [
            "article:published_time", "og:published_time", "published_time", "article:published", "datepublished",
            "pubdate", "publishdate", "publish-date", "publish_date", "parsely-pub-date", "sailthru.date",
            "dc.date.issued", "dcterms.issued", "dcterms.created", "citation_publication_date", "citation_online_date",
            "citation_date", "dc.date", "date",
        ]
        let sources: [String?] =
            [LinkedData.text(article?["datePublished"])] + metaNames.map { tags.meta[$0] } + [
                ParselyPage(content: tags.meta["parsely-page"]).publishedDate,
                tags.times.first { $0.isPublished }?.value,
                tags.times.first { $0.isInHeader && !$0.isModified }?.value,
                LinkedData.text(article?["dateCreated"]),
            ] + tags.otherDates
        let structured = sources.lazy.compactMap { $0.flatMap { ISODate.normalize($0, order: order) } }
        let addressDay = addresses.lazy.compactMap { $0.flatMap { ISODate.day(inPath: $0.path) } }.first
        return PublicationDate.chosen(
            structured: structured, addressDay: addressDay, modified: modified,
            dateline: { Datelines.first(in: document, underHeading: !tags.headings.isEmpty, order: order) },
            // Asked only when the page gives no other date: a mailing list's message gives its "Date:" line, a
            // post the date in its footer, a preprint its server's stamp, a hero its byline over the headline.
            closingByline: {
                Datelines.closingByline(in: document, order: order) ?? MailSender.date(in: document)
                    ?? tags.postFooterTime.flatMap { ISODate.normalize($0, order: order) }
                    ?? PaperStamp.date(in: document) ?? Datelines.overHeadline(in: document, order: order)
            })
    }

    private static func asArray(_ value: Any?) -> [Any] {
        switch value {
        case nil: return []
        case let array as [Any]: return array
        case let single?: return [single]
        }
    }

    // MARK: Helpers

    private static func firstText(_ values: String?...) -> String? {
        for case let value? in values {
            let collapsed = TitleCleaner.collapse(value)
            if !collapsed.isEmpty { return collapsed }
        }
        return nil
    }

    private static func firstLanguage(_ values: String?...) -> String? {
        for case let value? in values {
            if let tag = LanguageTag.normalized(value) { return tag }
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

    /// `reference` made absolute against `base`; only http(s) addresses
    /// count, and a user name and password in one are left out (gempaper
    /// keeps no passwords, nor shows a page's).
    static func resolve(_ reference: String, against base: URL?) -> URL? {
        let trimmed = reference.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }
        let encoded = trimmed.replacingOccurrences(of: " ", with: "%20")
        guard let url = URL(string: encoded, relativeTo: base)?.absoluteURL,
            let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", url.host != nil
        else { return nil }
        return URLCredentials.strip(url)
    }

    /// The page's address, or its `<base href>` resolved against it.
    private static func resolvedBase(tags: PageTags, url: URL?) -> URL? {
        guard let href = tags.baseHref, let base = resolve(href, against: url) else { return url }
        return base
    }

    /// Text that may hold character references or tags (JSON-LD values
    /// often do), as plain text.
    static func plainText(_ text: String) -> String {
        guard text.contains("&") || text.contains("<") else { return text }
        return HTMLDocument.parse("<body>" + text).body?.textContent(collapsingWhitespace: true) ?? text
    }
}
