import HTML

/// The parts of a page that metadata is read from, gathered in one walk that
/// looks at tags first and reads attributes only where they matter:
/// `<meta>` values by name, `<link rel>` targets, `<time>` elements, `<h1>`s,
/// author links and the page's JSON-LD blocks.
struct PageTags {
    /// `<meta>` contents keyed by lower-cased `property`, `name`, `itemprop`
    /// or `http-equiv`; the first value of each key wins.
    private(set) var meta: [String: String] = [:]
    /// Every `citation_author` value, in order (the Highwire Press tags that
    /// journals, preprint servers and repositories give scholarly search
    /// engines: one tag per author, often "Last, First").
    private(set) var citationAuthors: [String] = []
    /// Every value of the `<meta>` names that may each name one of several
    /// authors (`author`, `parsely-author`, `dc.creator`…), in order.
    private(set) var authorMeta: [String: [String]] = [:]
    /// The `<meta>` names that pages repeat, one tag per author.
    static let authorMetaNames: Set<String> = [
        "article:author", "author", "parsely-author", "sailthru.author", "dc.creator", "dcterms.creator",
    ]
    /// A name the page shows for a site: the text (or the logo's alt text)
    /// of a link to a home page, or the owner in a footer's copyright line
    /// ("© 2024 Lantern Press").
    struct ShownSiteName {
        var name: String
        /// The host of the home page linked to; nil for the page's own (a relative link, a footer).
        var host: String?
    }

    /// The names the page shows for sites, at most a few, in order: see `ownSiteNames(host:)`.
    private(set) var shownSiteNames: [ShownSiteName] = []
    /// The most site names kept from the page's links and footers.
    private static let siteNamesKept = 4
    /// `<link rel=…>` targets keyed by each lower-cased `rel` token; first wins.
    private(set) var links: [String: String] = [:]
    /// A date in the page's elements: a `<time datetime>`, an `<abbr>` whose
    /// title gives an ISO 8601 date (microformats' hAtom), or an element
    /// with `itemprop=datePublished` (its `datetime` or `content`, else its text).
    struct TimeMark {
        var value: String
        /// Marked as the publication date (`pubdate`, `itemprop`, a class naming it).
        var isPublished: Bool
        /// Marked as the date of a change (`itemprop=dateModified`, a class naming an update).
        var isModified: Bool
        /// Met before the article's first long paragraph, outside navigation,
        /// footers, sidebars and comments: in the article's header.
        var isInHeader: Bool
    }

    /// The dates of `<time>` and `itemprop` date elements that may be the
    /// publication date, in document order: up to the first marked as it
    /// and the first in the header (later ones change nothing).
    private(set) var times: [TimeMark] = []
    /// Whether `times` holds a mark of the publication date.
    private var hasPublishedMark = false
    /// The `datetime` of the first `<time>` in the `<footer>` of an
    /// `<article>`, outside comments: a post's own footer, where Tumblr's
    /// themes date the post under its text. Nil when footers of two
    /// articles hold one (a list of posts).
    var postFooterTime: String? { footerTimesOfOtherPosts ? nil : firstPostFooterTime?.value }
    private var firstPostFooterTime: (value: String, article: HTMLNodeID)?
    private var footerTimesOfOtherPosts = false
    /// Whether `times` holds a date in the header not marked as a change.
    private var hasHeaderMark = false
    /// How many author elements were looked at, up to `authorCandidates`.
    private var authorsChecked = 0
    /// The most author elements looked at (each is checked for a comment around it).
    private static let authorCandidates = 50
    /// Whether the walk has passed the first paragraph long enough to be the article's text.
    private var pastHeader = false
    /// The fewest characters of a paragraph that starts the article's text.
    private static let longParagraph = 120
    /// The text of each `<h1>` in the body, in document order (at most five).
    private(set) var headings: [String] = []
    /// The text of the first `<h2>` or `<h3>` before the article's text
    /// starts (the first long paragraph): the headline of a page without
    /// an `<h1>` ("<h2>Why I still use a paper notebook</h2>").
    private(set) var openingSubheading: String?
    /// The texts of the `<h1>`s that show the site's own name (see `namesTheSite`).
    private(set) var siteHeadings: [String] = []
    /// Texts of `rel=author` links and `itemprop=author` elements, outside
    /// comments (a commenter is not the article's author).
    private(set) var authorLinks: [String] = []
    /// Contents of `<meta>` tags whose name says they hold a publication date
    /// without being one of the well-known names ("sn-post-date",
    /// "pub_date"), in document order: see `DateNames`.
    private(set) var otherDates: [String] = []
    /// The text of every `<script type="application/ld+json">`.
    private(set) var linkedDataBlocks: [String] = []
    /// The `lang` of `<html>`.
    private(set) var htmlLanguage: String?
    /// The `href` of the first `<base>`.
    private(set) var baseHref: String?

    /// Whether a link to the page's own directory ("./", ".") leads to the
    /// page itself, not home: the page's address is a directory's below the
    /// root ("/guide/install/", as MkDocs writes every page's address and
    /// links the page being read in its menu, `<a href="./"
    /// class="md-nav__link--active">Installing</a>`).
    private let directoryLinksToItself: Bool

    /// Reads `document`, saved from `address`.
    init(document: HTMLDocument, address: String? = nil) {
        let path = address.map { URLReference($0).path } ?? []
        directoryLinksToItself = path.count > 1 && path.last == UInt8(ascii: "/")
        if let root = document.documentElement {
            htmlLanguage = root.attribute("lang") ?? root.attribute("xml:lang")
        }
        document.root.walkDescendants { node in
            guard node.isElement else { return .skipChildren }
            guard node.namespace == .html else { return .skipChildren }
            switch node.tag {
            case .meta:
                readMeta(node)
                return .skipChildren
            case .link:
                readLink(node)
                return .skipChildren
            case .base:
                if baseHref == nil { baseHref = node.attribute("href") }
            case .time:
                if let value = node.attribute("datetime") {
                    readPostFooterTime(node, value: value)
                    readDate(node, value: value)
                }
            case .abbr:
                // The microformats' date pattern: <abbr class="published" title="2011-04-18T21:05:00-05:00">.
                if node.attributeCount > 1, let value = node.attribute("title"),
                    ISODate.parseNumeric(Array(value.utf8)) != nil
                {
                    readDate(node, value: value)
                }
            case .h1:
                readHeading(node)
            case .h2, .h3:
                readOpeningSubheading(node)
            case .footer:
                if shownSiteNames.count < Self.siteNamesKept, let owner = Self.copyrightOwner(in: node) {
                    appendSiteName(owner)
                }
            case .p:
                if !pastHeader, Self.isLong(node) { pastHeader = true }
            case .script:
                if let type = node.attribute("type"), type.lowercased().contains("ld+json") {
                    linkedDataBlocks.append(node.textContent())
                }
                return .skipChildren
            case .style, .template, .noscript, .svg, .iframe:
                return .skipChildren
            case .a:
                if authorLinks.count < 5, node.hasAttribute("rel"),
                    node.attribute("rel")?.lowercased().split(separator: " ").contains("author") == true
                {
                    appendAuthor(node)
                }
                // The site's logo and name stand in its header, above the article's text.
                if !pastHeader, shownSiteNames.count < Self.siteNamesKept, let href = node.attribute("href"),
                    Self.leadsHome(href), !directoryLinksToItself || (href != "./" && href != ".")
                {
                    readHomeLink(node, href: href)
                }
            default:
                break
            }
            if node.attributeCount > 0 {
                if node.hasAttribute("itemprop") { readItemProperty(node) }
                // An element the page marks as a heading ("<div role=heading aria-level=1>") counts as one.
                if node.tag == .div || node.tag == .span, node.attribute("role")?.lowercased() == "heading" {
                    if node.attribute("aria-level") == "1" { readHeading(node) } else { readOpeningSubheading(node) }
                }
            }
            return .enterChildren
        }
    }

    /// Keeps the text of an `<h1>` (or an element marked as one) as a
    /// headline, or as the site's name when it shows that.
    private mutating func readHeading(_ node: HTMLNode) {
        if Self.namesTheSite(node) {
            if siteHeadings.count < 2 { siteHeadings.append(Self.text(of: node)) }
        } else if headings.count < 5 {
            // The heading's words, not the permalink mark after them ("Bike counts ¶").
            headings.append(HeadingDecoration.trimmed(Self.text(of: node)))
        }
    }

    /// Keeps the text of the first `<h2>` or `<h3>` before the article's text.
    private mutating func readOpeningSubheading(_ node: HTMLNode) {
        guard !pastHeader, openingSubheading == nil, !Self.isInFurniture(node) else { return }
        let text = Self.text(of: node)
        if !text.isEmpty { openingSubheading = text }
    }

    /// Keeps what a link to the home page shows, its words or its logo's
    /// alt text, as the site's name when it is short enough to be one.
    private mutating func readHomeLink(_ node: HTMLNode, href: String) {
        let host = URLReference(href).authority.map { String(decoding: $0, as: UTF8.self).lowercased() }
        var name = Self.text(of: node)
        if name.isEmpty {
            node.walkDescendants { child in
                guard child.isElement else { return .skipChildren }
                if child.tag == .img, let alt = child.attribute("alt") { name = TitleCleaner.collapse(alt) }
                return name.isEmpty ? .enterChildren : .stop
            }
        }
        appendSiteName(name, host: host)
    }

    private mutating func appendSiteName(_ name: String, host: String? = nil) {
        guard !name.isEmpty, name.utf8.count <= 60, name.split(separator: " ").count <= 6 else { return }
        shownSiteNames.append(ShownSiteName(name: name, host: host))
    }

    /// The names the page shows for its own site, whose host is `host`:
    /// links to another site's home page ("https://twitter.com/") name that site.
    func ownSiteNames(host: String?) -> [String] {
        let own = host.map { SiteNames.comparableHost($0) }
        var names: [String] = []
        for shown in shownSiteNames where !names.contains(shown.name) {
            if let linked = shown.host, SiteNames.comparableHost(linked) != own { continue }
            names.append(shown.name)
        }
        return names
    }

    /// The owner a footer's copyright line names ("© 2019–2024 The Daily
    /// Lantern. All rights reserved." → "The Daily Lantern").
    private static func copyrightOwner(in footer: HTMLNode) -> String? {
        var owner: String?
        footer.walkDescendants { node in
            guard node.isText else { return node.isElement && node.tag != .script ? .enterChildren : .skipChildren }
            guard Self.holdsCopyright(node.utf8Data) else { return .skipChildren }
            let line = node.parent?.textContent(atMost: 300, collapsingWhitespace: true) ?? node.data
            owner = SiteNames.copyrightOwner(in: line)
            return owner == nil ? .skipChildren : .stop
        }
        return owner
    }

    private mutating func readMeta(_ node: HTMLNode) {
        guard let content = node.attribute("content") else { return }
        for attribute in ["property", "name", "itemprop", "http-equiv"] {
            guard let key = node.attribute(attribute)?.lowercased(), !key.isEmpty else { continue }
            // A tag can name several properties at once ("og:title twitter:title").
            if key == "citation_author", citationAuthors.count < 50 { citationAuthors.append(content) }
            if Self.authorMetaNames.contains(key), authorMeta[key, default: []].count < 20 {
                authorMeta[key, default: []].append(content)
            }
            for part in key.split(separator: " ") where meta[String(part)] == nil {
                meta[String(part)] = content
                if otherDates.count < 5, DateNames.namesPublication(part) { otherDates.append(content) }
            }
        }
    }

    private mutating func readLink(_ node: HTMLNode) {
        guard let rel = node.attribute("rel")?.lowercased(), let href = node.attribute("href") else { return }
        for token in rel.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
        where links[String(token)] == nil {
            links[String(token)] = href
        }
    }

    /// Reads the date `value` of a `<time datetime>` or of an `<abbr>` whose title gives one.
    private mutating func readDate(_ node: HTMLNode, value: String) {
        guard !(hasPublishedMark && (pastHeader || hasHeaderMark)) else { return }
        let properties = Self.itemProperties(of: node)
        let names =
            (node.attribute("class") ?? "").lowercased() + " " + (node.parent?.attribute("class") ?? "").lowercased()
        let published =
            node.hasAttribute("pubdate") || properties.contains("datepublished") || names.contains("publish")
        let modified = properties.contains("datemodified") || names.contains("update") || names.contains("modified")
        let mayBePublished = published && !modified && !hasPublishedMark
        let mayBeInHeader = !pastHeader && !modified && !hasHeaderMark
        guard mayBePublished || mayBeInHeader else { return }
        // A comment's date is not the article's.
        let inComment = CommentMarks.encloses(node)
        let mark = TimeMark(
            value: value, isPublished: mayBePublished && !inComment, isModified: modified,
            isInHeader: mayBeInHeader && !inComment && !Self.isInFurniture(node))
        append(mark)
    }

    /// Notes `value`, the date of `time`, when `time` stands in the
    /// `<footer>` of an `<article>` (see `postFooterTime`).
    private mutating func readPostFooterTime(_ time: HTMLNode, value: String) {
        guard !footerTimesOfOtherPosts else { return }
        var inFooter = false
        var current = time.parent
        while let element = current, element.isElement {
            if element.isHTML(.footer) {
                inFooter = true
            } else if element.isHTML(.article), inFooter {
                // A comment's date (a comment set as an <article> of its own) is no post's.
                guard !CommentMarks.encloses(time) else { return }
                if let first = firstPostFooterTime {
                    footerTimesOfOtherPosts = first.article != element.id
                } else {
                    firstPostFooterTime = (value, element.id)
                }
                return
            }
            current = element.parent
        }
    }

    private mutating func append(_ mark: TimeMark) {
        guard mark.isPublished || mark.isInHeader else { return }
        times.append(mark)
        hasPublishedMark = hasPublishedMark || mark.isPublished
        hasHeaderMark = hasHeaderMark || (mark.isInHeader && !mark.isModified)
    }

    /// Whether `node` sits in navigation, a footer, a sidebar or comments.
    private static func isInFurniture(_ node: HTMLNode) -> Bool {
        var current = node.parent
        while let element = current, element.isElement {
            if element.isHTML(.nav) || element.isHTML(.footer) || element.isHTML(.aside) { return true }
            if let names = element.attribute("class")?.lowercased() ?? element.attribute("id")?.lowercased(),
                names.contains("comment") || names.contains("related")
            {
                return true
            }
            current = element.parent
        }
        return false
    }

    /// The lower-cased `itemprop` tokens of `node` ("author creator" names two).
    private static func itemProperties(of node: HTMLNode) -> [Substring] {
        guard node.attributeCount > 0, let value = node.attribute("itemprop") else { return [] }
        return value.lowercased().split(whereSeparator: \.isWhitespace)
    }

    private mutating func readItemProperty(_ node: HTMLNode) {
        let properties = Self.itemProperties(of: node)
        if properties.contains("author"), authorLinks.count < 5 {
            appendAuthor(node)
        } else if properties.contains("datepublished") || properties.contains("datecreated"), node.tag != .time {
            guard !hasPublishedMark || (!pastHeader && !hasHeaderMark), !CommentMarks.encloses(node) else { return }
            // Without a machine-readable value, the text readers see ("Fri 6:45 PM, Feb 16, 2018").
            if let value = node.attribute("datetime") ?? node.attribute("content") ?? Self.shortText(of: node) {
                append(TimeMark(value: value, isPublished: true, isModified: false, isInHeader: !pastHeader))
            }
        }
    }

    /// Adds the name `node` shows, unless it signs a comment: the `name`
    /// property it holds when it is a schema.org Person's box (Zhihu's
    /// `AuthorInfo`, whose text goes on with the author's bio), else its text.
    private mutating func appendAuthor(_ node: HTMLNode) {
        guard authorsChecked < Self.authorCandidates else { return }
        authorsChecked += 1
        guard !CommentMarks.encloses(node) else { return }
        let text = Self.nameProperty(in: node) ?? ShownText.of(node)
        if !text.isEmpty, text.utf8.count <= 200 { authorLinks.append(text) }
    }

    /// The most elements looked at in an author's box for its `name` property.
    private static let namePropertySearch = 40

    /// The value of the `name` property inside the item `node` (a
    /// `<meta itemprop="name" content=…>`, or an element's text), nil when
    /// it has none near its start.
    private static func nameProperty(in node: HTMLNode) -> String? {
        guard node.hasAttribute("itemscope") else { return nil }
        var name: String?
        node.walkElements(limit: namePropertySearch) { child in
            guard child.attributeCount > 0, child.hasAttribute("itemprop") else {
                return child.hasAttribute("itemscope") ? .skipChildren : .enterChildren
            }
            if itemProperties(of: child).contains("name") {
                let value = child.attribute("content") ?? ShownText.of(child)
                if !value.isEmpty { name = TitleCleaner.collapse(value) }
                return .stop
            }
            // Another item's properties (its organisation, its picture) are not the name.
            return child.hasAttribute("itemscope") ? .skipChildren : .enterChildren
        }
        return name
    }

    /// The text of a date element, or nil when it is empty or too long to be only a date.
    private static func shortText(of node: HTMLNode) -> String? {
        let text = ShownText.of(node)
        return text.isEmpty || text.utf8.count > 100 ? nil : text
    }

    /// Words in the class or id of a site's own title set as an `<h1>` in its
    /// header or menu bar (`site-title`, `logo`, `menu-title`, `masthead`).
    private static let siteHeadingWords = ["site-title", "site-name", "sitename", "logo", "brand", "menu", "masthead"]

    /// Whether an `<h1>` is the site's name rather than a headline: inside a
    /// `<nav>`, named as the site's title, logo or menu (on it or on the
    /// element holding it), or one link to the site's home page, or inside
    /// one (`<a href="/"><h1>knitting at night</h1></a>`, as Tumblr's themes
    /// set a blog's name). A page
    /// whose `<title>` is "The Slice Type - The Rust Programming Language"
    /// shows the book's name in such an `<h1>`, which is no story's title.
    static func namesTheSite(_ heading: HTMLNode) -> Bool {
        var element: HTMLNode? = heading
        for level in 0..<2 {
            guard let current = element, current.isElement else { break }
            for name in ["class", "id"] {
                guard let value = current.attribute(name)?.lowercased() else { continue }
                if siteHeadingWords.contains(where: { value.contains($0) }) { return true }
            }
            if level == 0, current.elementChildren.count == 1, let link = current.elementChildren.first,
                link.isHTML(.a), let href = link.attribute("href"), leadsHome(href)
            {
                return true
            }
            if level == 1, current.isHTML(.a), let href = current.attribute("href"), leadsHome(href) { return true }
            element = current.parent
        }
        var ancestor = heading.parent
        while let current = ancestor, current.isElement {
            if current.isHTML(.nav) { return true }
            ancestor = current.parent
        }
        return false
    }

    /// Whether `text` holds "©" or "Copyright", read byte by byte (most footer text holds neither).
    private static func holdsCopyright(_ text: ArraySlice<UInt8>) -> Bool {
        let copyright = Array("opyright".utf8)
        for index in text.indices {
            if text[index] == 0xC2, text.index(after: index) < text.endIndex, text[index + 1] == 0xA9 { return true }
            if text[index] == UInt8(ascii: "C"), text[(index + 1)...].starts(with: copyright) { return true }
        }
        return false
    }

    /// Whether `href` leads to a site's home page: its root ("/",
    /// "https://blog.example/", "./", "index.html"), without a query.
    private static func leadsHome(_ href: String) -> Bool {
        // Most links lead elsewhere: settled by their bytes; an address with a host is parsed only when it
        // has no more than one path segment.
        let bytes = Array(href.utf8)
        guard bytes.count <= 200 else { return false }
        let slash = UInt8(ascii: "/")
        guard let double = bytes.indices.dropLast().first(where: { bytes[$0] == slash && bytes[$0 + 1] == slash })
        else {
            return ["/", "./", ".", "index.html", "/index.html", "index.php", "/index.php"].contains(href)
        }
        guard bytes[(double + 2)...].count(where: { $0 == slash }) <= 1 else { return false }
        let reference = URLReference(href)
        guard reference.query == nil, reference.authority != nil || reference.scheme == nil else { return false }
        let path = String(decoding: reference.path, as: UTF8.self)
        return ["", "/", "./", ".", "index.html", "/index.html", "index.php", "/index.php"].contains(path)
            && (reference.authority != nil || !path.isEmpty)
    }

    /// Whether the paragraph `node` is long enough to start the article's
    /// text, its length read as `ReadingLength` reads it (40 characters of
    /// Chinese, Japanese or Korean are as long as 120 Latin letters).
    static func isLong(_ node: HTMLNode) -> Bool {
        // Never fewer bytes than that length: most paragraphs are settled without building their text.
        let bytes = node.textLength(collapsingWhitespace: true, excluding: .nonRendered)
        guard bytes >= longParagraph else { return false }
        return ReadingLength.of(text(of: node)) >= longParagraph
    }

    /// Visible text of a small element, whitespace collapsed.
    static func text(of node: HTMLNode) -> String {
        node.textContent(collapsingWhitespace: true, excluding: .nonRendered)
    }

    /// How many more characters than a name a link around it holds when
    /// it is a card for another page (its title, its description).
    private static let cardWords = 12

    /// Whether `node`, which shows `name`, sits inside a link that holds
    /// more words than the name: a link preview or a teaser for another
    /// page, whose author is that page's ("By Other Site" in a bookmark
    /// card), while a link around a byline holds only the name.
    private static func isInCard(_ node: HTMLNode, naming name: String) -> Bool {
        var current = node.parent
        while let element = current, element.isElement {
            if element.tag == .a, element.hasAttribute("href") {
                let length = element.textLength(collapsingWhitespace: true, excluding: .nonRendered)
                return length > name.utf8.count + cardWords
            }
            current = element.parent
        }
        return false
    }

    /// Whether `node`'s class names it the author's card of microformats (`class="p-author h-card"`).
    private static func isMicroformatsAuthor(_ node: HTMLNode) -> Bool {
        guard let names = node.attribute("class")?.lowercased().split(whereSeparator: \.isWhitespace) else {
            return false
        }
        return names.contains("p-author") && names.contains("h-card")
    }

    /// Texts of elements whose class or id names a byline, an author or a writer, and of
    /// `<address>` elements (the contact of the article's author), line by
    /// line (`ShownText.lines`), in document order (at most `limit`), outside
    /// link cards, comments and footers other than the `<footer>` of the
    /// `<article>` that holds the headline (where Pelican's themes put the
    /// post's author and date), and not after the end of the `<article>` that
    /// holds the headline (what follows it, readers' comments or other
    /// stories, is not this article's): a separate walk, made only when no
    /// better source names the author.
    static func bylines(in document: HTMLDocument, limit: Int = 3) -> [[String]] {
        var found: [[String]] = []
        let skipped: HTMLTagSet = [.head, .script, .style, .template, .noscript, .svg, .nav, .footer]
        let byline = Array("byline".utf8)
        let author = Array("author".utf8)
        let writer = Array("writer".utf8)
        let nickname = Array("nickname".utf8)
        let comment = Array("comment".utf8)
        var story: HTMLNode?
        var articlesSeen = 0
        document.body?.walkDescendants { node in
            guard node.isElement, !skipped.contains(node.tag) || (node.tag == .footer && story != nil) else {
                return .skipChildren
            }
            if let story, !story.contains(node) { return .stop }
            if node.tag == .article, story == nil, articlesSeen < 3 {
                articlesSeen += 1
                if holdsHeadline(node) { story = node }
            }
            if node.tag == .address {
                let lines = ShownText.lines(of: node)
                let text = lines.joined(separator: " ")
                if !text.isEmpty, text.utf8.count <= 200 { found.append(lines) }
                return found.count >= limit ? .stop : .skipChildren
            }
            guard node.attributeCount > 0 else { return .enterChildren }
            // A hidden box's "Like the author" names no one; the author's card of microformats
            // (`p-author h-card`) is data for machines, as a <meta> is, though IndieWeb themes (Micro.blog's) hide it.
            if InlineStyle.hides(node), !Self.isMicroformatsAuthor(node) { return .skipChildren }
            for name in ["class", "id"] {
                guard let value = node.attribute(name) else { continue }
                let lowered = Array(value.lowercased().utf8)
                // A commenter is not the article's author.
                if ByteSearch.contains(lowered, comment), CommentMarks.isMarked(node) { return .skipChildren }
                // "author" as a word of its own: an anchor named "unauthorized-access" is no byline. So is
                // "writer" (Naver Blog's '<span class="writer"><span class="nick">', "typewriter" no byline),
                // and a member's nickname linked to their page (CSDN's '<a class="follow-nickName" href=…>').
                let bytes = Array(value.utf8)
                guard
                    ByteSearch.contains(lowered, byline) || ByteSearch.startsWord(author, in: bytes)
                        || ByteSearch.startsWord(writer, in: bytes)
                        || (node.tag == .a && node.hasAttribute("href") && ByteSearch.startsWord(nickname, in: bytes))
                else { continue }
                // Writers' names marked apart from their affiliations are read alone, many as they may be.
                let names = PersonNameElements.line(in: node)
                let lines = names.map { [$0] } ?? ShownText.lines(of: node)
                let text = lines.joined(separator: " ")
                if !text.isEmpty, text.utf8.count <= (names == nil ? 200 : PersonNameElements.longestLine), !isInCard(node, naming: text) {
                    found.append(lines)
                    return found.count >= limit ? .stop : .skipChildren
                }
            }
            return .enterChildren
        }
        return found
    }

    /// Whether `article` holds the page's headline: an `<h1>` that is not the site's name.
    private static func holdsHeadline(_ article: HTMLNode) -> Bool {
        var holds = false
        article.walkDescendants { node in
            guard node.isElement else { return .skipChildren }
            if node.tag == .h1, !namesTheSite(node) {
                holds = true
                return .stop
            }
            return .enterChildren
        }
        return holds
    }
}
