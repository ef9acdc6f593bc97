import HTML

/// The posts of a discussion taken whole as the article where no microdata
/// tells them apart (a Hacker News item, a Reddit thread, a phpBB topic):
/// each post is an entry of the thread (see `CommentThreads`), or a reply
/// nested in one built like it, and says whose it is by a link to its
/// writer's page and when by a time. A line saying so opens each post in
/// the gemtext ("tom, 2024-03-02"), and the small header that said it on
/// the page (the name, "2 hours ago", the score, a "[–]" toggle) goes.
///
/// The post that opens the discussion may stand before the thread rather
/// than in it (a story over its comments): it is found by a link to its
/// writer's page made like the posts' ("user?id=ann" beside
/// "user?id=tom"), which readers' comments under a news story never share
/// with the story's byline.
struct ThreadPosts {
    /// One post: the element that holds it, who wrote it, the day, and its header.
    struct Post {
        let node: Int32
        var author: String?
        /// The day it was written, "2024-03-02".
        var day: String?
        /// The small element that names the writer and dates the post, or
        /// else the one that dates it.
        var head: Int32?
        /// The link to the writer's page, or else the element that names them (an hCard's name).
        var authorLink: Int32?
    }

    let page: PageAnalysis

    /// The most nodes of a post looked at for its writer and date.
    private static let nodesLooked = 400
    /// The least text of paragraphs the opening post's text set apart from
    /// it has: a sentence or two (a line asking to log in to comment does not).
    private static let leastOpeningText: Int32 = 80
    /// The most text a post's header holds.
    private static let longestHead: Int32 = 200

    /// The posts of `thread`, in document order: its entries with text
    /// and a writer or a date, and the replies nested in each that are
    /// built like it (same tag and first class).
    func posts(of thread: Int32) -> [Post] {
        var posts: [Post] = []
        var child = page.firstChild[Int(thread)]
        while child != PageAnalysis.none {
            defer { child = page.nextSibling[Int(child)] }
            guard page.isElement(child), !page.has(child, .nonContent),
                page.textLength[Int(child)] - page.linkLength[Int(child)] > 0
            else { continue }
            let post = facts(of: child, kind: kind(of: child))
            guard post.author != nil || post.day != nil else { continue }
            posts.append(post)
            if Self.nests(kind(of: child)) { collectNested(in: child, kind: kind(of: child), into: &posts) }
        }
        return posts
    }

    /// The post that opens the discussion `thread` from before it: the
    /// nearest element before the thread (among its previous siblings and
    /// its ancestors' previous siblings, a few levels up) that holds a link
    /// to a writer's page made like those of the thread's `posts`; then the
    /// elements of words between it and the thread, its text set apart
    /// from its header (a Lobsters story's `story_text` between the story's
    /// title and byline and its comments).
    func opening(of thread: Int32, posts: [Post]) -> [Int32] {
        let shapes = authorShapes(of: posts)
        guard !shapes.isEmpty else { return [] }
        var current = thread
        for _ in 0..<4 {
            var sibling = page.previousSibling[Int(current)]
            var looked = 0
            var between: [Int32] = []
            while sibling != PageAnalysis.none, looked < 8 {
                if page.isElement(sibling), !page.has(sibling, .nonContent), page.textLength[Int(sibling)] > 0 {
                    looked += 1
                    if holdsAuthorLink(sibling, shapes: shapes) { return [sibling] + between.reversed() }
                    if page.paragraphText[Int(sibling)] >= Self.leastOpeningText { between.append(sibling) }
                }
                sibling = page.previousSibling[Int(sibling)]
            }
            current = page.parent[Int(current)]
            if current == PageAnalysis.none || current == 0 { break }
        }
        return []
    }

    /// The addresses of the `posts`' writers' links with their names put as '*' ("/~*", "user?id=*").
    func authorShapes(of posts: [Post]) -> Set<String> {
        Set(posts.compactMap { post in post.authorLink.flatMap { shape(of: $0) } })
    }

    // MARK: One post

    /// The writer and the day of the post `node`, read from the first
    /// nodes of it (its header comes before its words), leaving out the
    /// replies nested in it (of `kind`). With `shapes`, the writer's link
    /// is one of an address made like those (the post that opens a
    /// thread from before it, whose header may link a tag first: a
    /// Lobsters story's "/t/show" before "/~ann").
    func facts(of node: Int32, kind: String, shapes: Set<String>? = nil) -> Post {
        var post = Post(node: node)
        var dateNode: Int32?
        var looked = 0
        var current = page.firstChild[Int(node)]
        while current != PageAnalysis.none, looked < Self.nodesLooked, post.authorLink == nil || post.day == nil {
            looked += 1
            let index = Int(current)
            var enter = false
            if page.isText(current) {
                if post.day == nil, page.textLength[index] >= 6, page.textLength[index] <= 40,
                    let day = Self.day(ofText: page.text(of: current)), !isLabelledField(current, within: node)
                {
                    post.day = day
                    dateNode = current
                }
            } else if page.isElement(current), !page.has(current, .nonContent) {
                let element = page.document.node(HTMLNodeID(rawValue: current))
                if current != node, self.kind(of: current) == kind, Self.nests(kind) {
                    enter = false  // a reply nested in the post has its own
                } else if page.isParagraph(current), !page.has(current, .hasBlockChild), page.textLength[index] >= 100 {
                    enter = false  // the post's words, no header
                } else {
                    enter = true
                    if post.day == nil, element.attributeCount > 0, let day = Self.day(ofAttributes: element) {
                        post.day = day
                        dateNode = current
                        enter = false
                    } else if post.authorLink == nil, page.isHyperlink(current), isAuthorLink(element),
                        shapes.map({ shapes in shape(of: current).map(shapes.contains) == true }) ?? true
                    {
                        post.authorLink = current
                        post.author = Self.name(of: element)?.shown
                        enter = false
                    } else if post.authorLink == nil, shapes == nil, Self.isCardName(page, current),
                        let name = MemberName(BodyConverter.oneLine(page.text(of: current)))
                    {
                        post.authorLink = current  // the writer's name, unlinked (Bugzilla's to a reader logged out)
                        post.author = name.shown
                        enter = false
                    }
                }
            }
            current = page.next(after: current, within: node, enteringChildren: enter)
        }
        let attribute = page.document.node(HTMLNodeID(rawValue: node))
        if let name = attribute.attribute("data-author") ?? attribute.attribute("author"), !name.isEmpty,
            name.count <= MemberName.longestName
        {
            post.author = name  // old Reddit's and XenForo's data-author, Reddit's <shreddit-comment author>
        }
        if let dateNode {
            post.head = post.authorLink.flatMap { head(around: $0, dateNode, within: node) }
                ?? dateLine(around: dateNode, within: node)
        }
        return post
    }

    /// The most words a post's date line holds beside the date ("#2", "« Reply #1 on: »").
    private static let dateLineExtra: Int32 = 24

    /// The line that dates the post apart from the writer's card: the
    /// largest element around `date` (below the post, no paragraph) that
    /// says little more than the date (vBulletin's `posthead` with the
    /// post's number "#2", MyBB's `post_head`).
    private func dateLine(around date: Int32, within post: Int32) -> Int32? {
        let dateLength = page.textLength[Int(date)]
        var line: Int32?
        var current = page.isText(date) ? page.parent[Int(date)] : date
        while current != PageAnalysis.none, current != post, page.tags[Int(current)] != .p,
            page.textLength[Int(current)] - dateLength <= Self.dateLineExtra
        {
            line = current
            current = page.parent[Int(current)]
        }
        return line
    }

    /// The smallest element holding both the writer's link and the date,
    /// short and below the post, within a cell of a table (else none: the
    /// header is not one block; a short post laid out in a table, its
    /// member's card in one cell and its date over its words in another, as
    /// SMF 1 and vBulletin 3 set it, is all its cells).
    private func head(around link: Int32, _ date: Int32, within post: Int32) -> Int32? {
        var current = page.parent[Int(date)]
        while current != PageAnalysis.none, current != post {
            if page.textLength[Int(current)] > Self.longestHead { return nil }
            if page.isAncestor(current, of: link) { return current }
            if Self.tableParts.contains(page.tags[Int(current)]) { return nil }
            current = page.parent[Int(current)]
        }
        return nil
    }

    /// The parts of a table a post's header stays within.
    private static let tableParts: Set<HTMLTag> = [.td, .th, .tr, .tbody, .table]

    /// Collects the replies of `kind` nested in `node`, each with its facts, in document order.
    private func collectNested(in node: Int32, kind: String, into posts: inout [Post]) {
        var current = page.firstChild[Int(node)]
        while current != PageAnalysis.none {
            var enter = page.isElement(current) && !page.has(current, .nonContent)
            if enter, self.kind(of: current) == kind {
                let post = facts(of: current, kind: kind)
                if post.author != nil || post.day != nil { posts.append(post) }
                collectNested(in: current, kind: kind, into: &posts)
                enter = false
            }
            current = page.next(after: current, within: node, enteringChildren: enter)
        }
    }

    /// Whether replies built as a post of `kind` may be nested in it: a
    /// bare `<div>` or table row, without a class (vBulletin 3's `<div
    /// align="center">` around each post's table, SMF 1's row of the
    /// topic's table), is what every box or row of the post is too.
    static func nests(_ kind: String) -> Bool {
        kind != "div" && kind != "tr"
    }

    /// What kind of element `node` is: its name and its first class
    /// ("div.thing", "tr.athing", "shreddit-comment").
    func kind(of node: Int32) -> String {
        let element = page.document.node(HTMLNodeID(rawValue: node))
        guard element.attributeCount > 0, let first = element.classNames.first else { return element.tagName }
        return element.tagName + "." + first
    }

    // MARK: Writers

    /// Whether `link` leads to a writer's page: its words are one name
    /// that its address holds as a part ("user?id=tom", "/user/tom",
    /// "/u/tom"), it leads to a member's page (see `isMemberLink`: a
    /// forum's "member.php?action=profile&uid=2", which may name a member
    /// in a few words, "Ann Lee"), or its class says it names a user or an
    /// author (phpBB's and XenForo's `username`, Reddit's and GitHub's
    /// `author`, Hacker News's `hnuser`).
    private func isAuthorLink(_ link: HTMLNode) -> Bool {
        guard let name = Self.name(of: link) else { return false }
        if let href = link.attribute("href") {
            let parts = Self.parts(of: href)
            if let key = name.key, parts.contains(key) { return true }
            if Self.isMemberLink(link) { return true }
            if name.key == nil, parts.contains(where: { Self.profileParts.contains($0.lowercased()) }) { return true }
        }
        return link.classNames.contains { name in
            let lower = name.lowercased()
            return lower.contains("user") || lower == "author" || lower.hasPrefix("author-")
        }
    }

    /// Whether `link` leads to a member's page by the address sites give
    /// one: its words are one name, or a handle after a display name
    /// ("Jenna Rowe @jenna@sea.example"), that the address holds after a part
    /// naming members ("/u/tom" on Lemmy, Discourse and Reddit,
    /// "/user/tom", "user?id=tom"), or as "@tom" (Mastodon) or "~tom"
    /// (Lobsters); or that a forum's address of a profile leads to by
    /// number ("member.php?action=profile&uid=2" on MyBB,
    /// "index.php?action=profile;u=2" on SMF, "member.php?u=12-ann" on
    /// vBulletin); or a link to write to them by mail that names them (see
    /// `isMailToMember`). Such a link signs a comment (see `CommentThreads`),
    /// where a link of one word that its address merely holds
    /// ("/tag/swift") may be a tag's.
    static func isMemberLink(_ link: HTMLNode) -> Bool {
        // Asked of every short link of a page: most addresses name no member, read before the link's words.
        guard let href = link.attribute("href"), Self.mayNameMember(href.lowercased()) else { return false }
        if href.hasPrefix("mailto:") { return isMailToMember(link, address: href.dropFirst(7)) }
        guard let lower = Self.name(of: link)?.key?.lowercased() else { return false }
        let parts = Self.parts(of: href).map { $0.lowercased() }
        guard let position = parts.firstIndex(where: { $0 == lower || $0 == "@" + lower || $0 == "~" + lower
            || Self.isNumbered($0, name: lower) }) else {
            return parts.contains { profileParts.contains($0) }
        }
        return parts[position] != lower || parts[..<position].contains { memberParts.contains($0) }
    }

    /// Whether `node` is the name of an hCard, the microformat that marks
    /// a person (`<span class="vcard"><span class="fn">Tom Pascoe</span>`,
    /// as Bugzilla signs a comment and WordPress a reader's): a short
    /// `<span>`, `<cite>`, `<b>` or `<strong>` of class `fn`.
    static func isCardName(_ page: PageAnalysis, _ node: Int32) -> Bool {
        guard page.textLength[Int(node)] >= 2, page.textLength[Int(node)] <= Int32(MemberName.longestText) else {
            return false
        }
        let element = page.document.node(HTMLNodeID(rawValue: node))
        return element.attributeCount > 0 && element.hasClass("fn")
    }

    /// Whether the link `link` to write to `address` names the member it
    /// writes to: its words are a name, one of whose words (of three
    /// letters or more) the mailbox's name holds ("Tom Pascoe" for
    /// "tpascoe@…", as Bugzilla signs a comment with its writer's vcard).
    private static func isMailToMember(_ link: HTMLNode, address: Substring) -> Bool {
        guard let at = address.firstIndex(of: "@"), let name = Self.name(of: link) else { return false }
        let mailbox = address[..<at].lowercased()
        return name.shown.lowercased().split { !$0.isLetter }.contains { $0.count >= 3 && mailbox.contains($0) }
    }

    /// Whether the part `part` is the member's number and `name` ("12-ann",
    /// as vBulletin addresses a member's page: "/member/12-ann").
    private static func isNumbered(_ part: String, name: String) -> Bool {
        guard part.hasSuffix("-" + name), let first = part.utf8.first, first >= 0x30, first <= 0x39 else { return false }
        return part.utf8.prefix(part.utf8.count - name.utf8.count - 1).allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    }

    /// Whether `address` (lower-cased) may be a member's page by
    /// `isMemberLink`'s reading: it holds a word of `memberParts` or
    /// `profileParts`, a part "u", or an "@" or "~" (before a name). Read
    /// without splitting the address, which most links fail.
    private static func mayNameMember(_ address: String) -> Bool {
        if address.contains("member") || address.contains("profile") || address.contains("user")
            || address.contains("people") || address.contains("@") || address.contains("~")
        {
            return true
        }
        let bytes = Array(address.utf8)
        func isSeparator(_ index: Int) -> Bool {
            index < 0 || index >= bytes.count || partSeparators.contains(bytes[index])
        }
        return bytes.indices.contains { bytes[$0] == UInt8(ascii: "u") && isSeparator($0 - 1) && isSeparator($0 + 1) }
    }

    /// What sets an address's parts apart (see `parts(of:)`).
    private static let partSeparators = Set("/?&;=#".utf8)

    /// The parts of an address that name a site's members, before a member's name.
    private static let memberParts: Set<String> = [
        "u", "user", "users", "member", "members", "profile", "profiles", "people",
    ]

    /// The parts of a forum's address of a member's profile ("member.php", "action=profile").
    private static let profileParts: Set<String> = [
        "member.php", "memberlist.php", "profile", "viewprofile", "profile.php", "members",
    ]

    /// The name the words of a link to a writer's page say (see
    /// `MemberName`); a display name's key is the username the link
    /// says it leads to, where it says so (GitLab's and NodeBB's
    /// `data-username="tom"` on "Tom Pascoe").
    private static func name(of link: HTMLNode) -> MemberName? {
        guard let words = link.textContent(atMost: MemberName.longestText + 1),
            var name = MemberName(BodyConverter.oneLine(words))
        else { return nil }
        if name.key == nil, link.attributeCount > 1, let username = link.attribute("data-username"),
            !username.isEmpty, username.count <= MemberName.longestName
        {
            name.key = username
        }
        return name
    }

    /// The parts of an address split at '/', '?', '&', ';', '=' and '#'.
    private static func parts(of href: String) -> [String] {
        href.utf8.split(whereSeparator: partSeparators.contains).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The address of the writer's link `link` with their name put as '*':
    /// "user?id=*", "/user/*/".
    private func shape(of link: Int32) -> String? {
        let element = page.document.node(HTMLNodeID(rawValue: link))
        guard let href = element.attribute("href"), let name = Self.name(of: element)?.key,
            let range = href.range(of: name)
        else { return nil }
        return href.replacingCharacters(in: range, with: "*")
    }

    /// Whether `node` holds, among its first nodes, a link whose address has one of `shapes`.
    private func holdsAuthorLink(_ node: Int32, shapes: Set<String>) -> Bool {
        var looked = 0
        var current = page.firstChild[Int(node)]
        while current != PageAnalysis.none, looked < Self.nodesLooked {
            looked += 1
            if page.isHyperlink(current), let shape = shape(of: current), shapes.contains(shape) { return true }
            let enter = page.isElement(current) && !page.has(current, .nonContent) && !page.isHyperlink(current)
            current = page.next(after: current, within: node, enteringChildren: enter)
        }
        return false
    }

    // MARK: Dates

    /// The day an element's `datetime` or `title` gives as a date
    /// ("2024-03-02T10:12:33"), or its tooltip in words where the post
    /// shows only an age ("8 months ago" under tippy.js's
    /// `data-tippy-content="Saturday, March 2nd, 2024 at 11:02:10 AM"`, as
    /// Lemmy writes it).
    private static func day(ofAttributes element: HTMLNode) -> String? {
        for name in ["datetime", "title"] {
            guard let value = element.attribute(name), value.utf8.count >= 10,
                let parts = ISODate.parseNumeric(Array(value.utf8.prefix(19))), parts.isValid
            else { continue }
            return String(parts.isoString.prefix(10))
        }
        for name in ["data-tippy-content", "data-tooltip"] {
            guard let value = element.attribute(name), value.utf8.count >= 10, value.utf8.count <= longestTooltip,
                let day = day(ofText: value)
            else { continue }
            return day
        }
        return nil
    }

    /// The longest tooltip read for a date.
    private static let longestTooltip = 80

    /// The day a short text says ("Sat Mar 02, 2024 10:12 am"); nil for a time without its day ("2 hours ago").
    private static func day(ofText text: String) -> String? {
        guard CommentThreads.readsAsDate(text), let parts = ISODate.parseWords(text), parts.isValid else { return nil }
        return String(parts.isoString.prefix(10))
    }

    /// Whether the text `node` is a field of a member's card rather than
    /// the post's date ("Joined: Tue Jan 05, 2010"): it stands in a
    /// definition list, or after a label ending in ':' that does not
    /// introduce the post's date ("on:").
    private func isLabelledField(_ node: Int32, within post: Int32) -> Bool {
        var current = page.parent[Int(node)]
        while current != PageAnalysis.none, current != post {
            if page.tags[Int(current)] == .dl { return true }
            current = page.parent[Int(current)]
        }
        var previous = page.previousSibling[Int(node)]
        while previous != PageAnalysis.none, page.textLength[Int(previous)] == 0 {
            previous = page.previousSibling[Int(previous)]
        }
        guard previous != PageAnalysis.none else { return false }
        let label = page.text(of: previous)
        return label.hasSuffix(":") && !Self.introducesPostDate(label)
    }

    /// The last words of labels that introduce the post's own date: SMF's
    /// "« Reply #1 on: March 02, 2024" in English, German, French, Spanish,
    /// Italian and Dutch, "Posted:", "Date:".
    private static let postDateWords: Set<String> = ["on", "posted", "date", "am", "le", "en", "il", "op"]

    /// Whether the label `label` ("Reply #1 on:") introduces the post's date rather than a field of a member's card.
    private static func introducesPostDate(_ label: String) -> Bool {
        guard let last = label.dropLast().split(separator: " ").last else { return false }
        return postDateWords.contains(last.lowercased())
    }
}
