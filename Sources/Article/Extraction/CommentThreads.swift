import HTML

/// Finds reader comments by their structure, whatever the page calls them:
/// a container of three or more sibling entries of one kind, each dated (a
/// `<time>`, or a short text that reads as a date or "3 days ago") and
/// signed (a small picture such as an avatar, a "Reply" control, the
/// writer's name linked to their page, or set as an hCard's name), or
/// dated under a heading that announces comments ("42 responses").
///
/// A thread found here is not the article as long as the page holds
/// article text of its own outside it (see `isComments`): a live blog,
/// whose dated entries are the article, stays.
struct CommentThreads {
    let page: PageAnalysis
    /// One bit per node: set for the containers found to be comment threads.
    private var threadBits: [UInt64]
    /// The headings that announce a thread, by the thread.
    private(set) var headings: [Int32: Int32] = [:]
    /// The threads, in document order.
    private(set) var threads: [Int32] = []
    /// The containers of two dated, signed entries of one kind, or lists
    /// of one, in document order (see `isShortThread(_:marks:)`): too few
    /// to be readers' comments or a thread alone, they are a discussion's
    /// only when a post whose writer's link is made like theirs opens it
    /// from before them (an issue with one or two comments, see `Discussion`).
    private(set) var shortThreads: [Int32] = []

    /// The fewest entries a thread has.
    static let minimumEntries = 3
    /// The least text (outside links) the article must have outside the
    /// threads for them to be comments rather than the article.
    static let minimumOwnText: Int32 = 300

    init(page: PageAnalysis) {
        self.page = page
        threadBits = [UInt64](repeating: 0, count: (page.count + 63) / 64)
        var marks = Marks(count: page.count)
        marks.count(in: page)
        for node in page.order where page.isElement(node) && !page.has(node, .nonContent) {
            // Too few dates for a thread: no heading to look for (the words are the costly part).
            if marks.dates[Int(node)] >= Int32(Self.minimumEntries) {
                let heading = announcingHeading(of: node)
                if isThread(node, marks: marks, announced: heading != nil) {
                    threadBits[Int(node) >> 6] |= 1 << UInt64(node & 63)
                    threads.append(node)
                    if let heading { headings[node] = heading }
                    continue
                }
            }
            if marks.dates[Int(node)] > 0, marks.signatures[Int(node)] > 0, isShortThread(node, marks: marks) {
                shortThreads.append(node)
            }
        }
    }

    /// Whether `node` was found to be a thread of dated, signed entries.
    func isThread(_ node: Int32) -> Bool {
        threadBits[Int(node) >> 6] & (1 << UInt64(node & 63)) != 0
    }

    /// Whether the thread `node` is comments on an article held in
    /// `scope` (the page, or the chosen article): the scope has enough text
    /// outside its threads.
    func isComments(_ node: Int32, within scope: Int32) -> Bool {
        guard isThread(node) else { return false }
        var threadText: Int32 = 0
        for thread in threads where page.isAncestor(scope, of: thread) && !insideAnotherThread(thread) {
            threadText += ownText(thread)
        }
        return ownText(scope) - threadText >= Self.minimumOwnText
    }

    /// The most text (outside links) an element chosen as the article may
    /// hold before a thread for the thread to open it: a headline and a byline.
    static let longestLead: Int32 = 200

    /// The discussion the element `node` chosen as the article belongs to:
    /// the outermost thread with an entry that holds it (the post that opens
    /// the discussion, an issue's description over its comments, or the
    /// longest post of a forum's thread), or a thread inside it that holds
    /// at least half its text and starts it (no more than `longestLead`
    /// before). The whole thread is then the article, replies and all.
    /// Readers' comments under a story follow the story: they neither hold
    /// it nor start it, and were never candidates while the story was there
    /// (see `isComments`).
    func discussion(around node: Int32) -> Int32? {
        if let thread = threads.first(where: { $0 != node && page.isAncestor($0, of: node) }) { return thread }
        for thread in threads where thread != node && page.isAncestor(node, of: thread) {
            guard ownText(thread) * 2 >= ownText(node), textBefore(thread, within: node) <= Self.longestLead else {
                continue
            }
            return thread
        }
        return nil
    }

    /// The text (outside links) inside `scope` before `node`.
    private func textBefore(_ node: Int32, within scope: Int32) -> Int32 {
        var total: Int32 = 0
        var current = node
        while current != scope, current != PageAnalysis.none {
            var sibling = page.previousSibling[Int(current)]
            while sibling != PageAnalysis.none {
                if !page.has(sibling, .nonContent) { total += ownText(sibling) }
                sibling = page.previousSibling[Int(sibling)]
            }
            current = page.parent[Int(current)]
        }
        return total
    }

    private func insideAnotherThread(_ node: Int32) -> Bool {
        var current = page.parent[Int(node)]
        while current != PageAnalysis.none {
            if isThread(current) { return true }
            current = page.parent[Int(current)]
        }
        return false
    }

    private func ownText(_ node: Int32) -> Int32 {
        page.textLength[Int(node)] - page.linkLength[Int(node)]
    }

    // MARK: Finding threads

    /// Per-node counts of what signs and dates an entry, summed over subtrees.
    private struct Marks {
        var dates: [Int32]
        var signatures: [Int32]

        init(count: Int) {
            dates = [Int32](repeating: 0, count: count)
            signatures = [Int32](repeating: 0, count: count)
        }

        mutating func count(in page: PageAnalysis) {
            for position in stride(from: page.order.count - 1, through: 0, by: -1) {
                let node = page.order[position]
                let index = Int(node)
                if page.has(node, .nonContent) { continue }
                if page.isText(node) {
                    if page.textLength[index] <= 60, page.textLength[index] >= 4,
                        page.document.node(HTMLNodeID(rawValue: node)).utf8Data.contains(where: {
                            $0 >= 0x30 && $0 <= 0x39
                        }),
                        CommentThreads.readsAsDate(page.text(of: node))
                    {
                        dates[index] += 1
                    }
                } else if page.isElement(node) {
                    if page.tags[index] == .unknown, CommentThreads.namesItsAuthor(page, node) {
                        signatures[index] += 1  // Reddit's <shreddit-comment author="tom">
                    }
                    switch page.tags[index] {
                    case .time: dates[index] += 1
                    case .span, .cite, .b, .strong, .abbr:
                        if ThreadPosts.isCardName(page, node) {
                            signatures[index] += 1
                        } else if page.textLength[index] == 0, CommentThreads.titlesItsTime(page, node) {
                            dates[index] += 1  // NodeBB's <span class="timeago" title="2024-03-14T10:12:33.000Z">
                        }
                    case .img: if CommentThreads.isSmallPicture(page, node) { signatures[index] += 1 }
                    case .a, .button:
                        if page.textLength[index] <= 12, page.textLength[index] >= 2,
                            CommentThreads.isReply(page.text(of: node))
                        {
                            signatures[index] += 1
                        } else if page.tags[index] == .a, page.textLength[index] >= 2,
                            page.textLength[index] <= Int32(MemberName.longestText),
                            ThreadPosts.isMemberLink(page.document.node(HTMLNodeID(rawValue: node)))
                        {
                            signatures[index] += 1  // the writer's name, linked to their page ("/u/tom")
                        }
                    default: break
                    }
                }
                let up = Int(page.parent[index])
                guard up >= 0 else { continue }
                dates[up] += dates[index]
                signatures[up] += signatures[index]
            }
        }
    }

    /// Whether `node` holds at least `minimumEntries` children of one tag,
    /// or of one tag and first class (a forum's `div.post` among its action
    /// bars), most of which are dated, with text, and signed (or
    /// announced). Children without text (a float's `clearleft` after
    /// each entry), and dated, signed ones with too little text to be
    /// posts (an issue's notes of its changes), are none of them.
    private func isThread(_ node: Int32, marks: Marks, announced: Bool) -> Bool {
        guard marks.dates[Int(node)] >= Int32(Self.minimumEntries) else { return false }
        var counts: [HTMLTag: (all: Int, entries: Int)] = [:]
        var kinds: [String: (all: Int, entries: Int)] = [:]
        var child = page.firstChild[Int(node)]
        while child != PageAnalysis.none {
            defer { child = page.nextSibling[Int(child)] }
            guard page.isElement(child), !page.has(child, .nonContent), page.textLength[Int(child)] > 0 else {
                continue
            }
            let tag = page.tags[Int(child)]
            if HTMLTagSet.headings.contains(tag) || tag == .form { continue }
            let index = Int(child)
            let isSigned = marks.dates[index] > 0 && (marks.signatures[index] > 0 || announced)
            let isLong = page.textLength[index] - page.linkLength[index] >= 40
            // A dated, signed line too short for a post ("ann added the label bug 1 year ago", GitLab's
            // system notes between the comments) counts neither way.
            if isSigned, !isLong { continue }
            let isEntry = isSigned && isLong
            let kind = ThreadPosts(page: page).kind(of: child)
            counts[tag, default: (0, 0)].all += 1
            kinds[kind, default: (0, 0)].all += 1
            if isEntry {
                counts[tag, default: (0, 0)].entries += 1
                kinds[kind, default: (0, 0)].entries += 1
            }
        }
        let holdsThread = { (count: (all: Int, entries: Int)) in
            count.entries >= Self.minimumEntries && count.entries * 5 >= count.all * 3
        }
        return counts.values.contains(where: holdsThread) || kinds.values.contains(where: holdsThread)
    }

    /// The most children a container of a short thread has (its entries,
    /// notes of changes between them, an empty box or two).
    private static let mostShortThreadChildren: Int32 = 12

    /// Whether `node` holds two dated, signed entries with text enough for
    /// posts (see `isThread(_:marks:announced:)`) of one kind, or is a
    /// list of one such item, beside nothing else but lines too short for
    /// a post (an issue's notes of its changes). One entry in a box that
    /// is no list is no thread: every box that wraps a post holds one.
    private func isShortThread(_ node: Int32, marks: Marks) -> Bool {
        var children: Int32 = 0
        var entries = 0
        var entryKind: String?
        var child = page.firstChild[Int(node)]
        while child != PageAnalysis.none {
            defer { child = page.nextSibling[Int(child)] }
            guard page.isElement(child), !page.has(child, .nonContent), page.textLength[Int(child)] > 0 else {
                continue
            }
            children += 1
            guard children <= Self.mostShortThreadChildren else { return false }
            let index = Int(child)
            // A line too short for a post ("ann added the label bug 1 year ago") counts neither way.
            guard page.textLength[index] - page.linkLength[index] >= 40 else { continue }
            guard marks.dates[index] > 0, marks.signatures[index] > 0, entries < 2 else { return false }
            let kind = ThreadPosts(page: page).kind(of: child)
            guard entryKind == nil || entryKind == kind else { return false }
            entryKind = kind
            entries += 1
        }
        let isList = page.tags[Int(node)] == .ul || page.tags[Int(node)] == .ol
        return entries == 2 || (entries == 1 && isList)
    }

    /// A heading just before `node`, or first inside it, that announces
    /// comments ("42 Comments", "Leave a reply", "Kommentare").
    private func announcingHeading(of node: Int32) -> Int32? {
        var candidates: [Int32] = []
        var previous = page.previousSibling[Int(node)]
        while previous != PageAnalysis.none, !page.isElement(previous) {
            previous = page.previousSibling[Int(previous)]
        }
        if previous != PageAnalysis.none { candidates.append(previous) }
        var first = page.firstChild[Int(node)]
        while first != PageAnalysis.none, !page.isElement(first) { first = page.nextSibling[Int(first)] }
        if first != PageAnalysis.none { candidates.append(first) }
        for candidate in candidates {
            let index = Int(candidate)
            guard page.textLength[index] > 0, page.textLength[index] <= 60, page.subtreeSize[index] <= 20,
                HTMLTagSet.headings.contains(page.tags[index]) || page.tags[index] == .div || page.tags[index] == .p
            else { continue }
            if Self.announcesComments(page.text(of: candidate)) { return candidate }
        }
        return nil
    }

    // MARK: Words

    /// Words of headings over comments, in the languages pages commonly use.
    private static let commentWords = [
        "comment", "response", "repl", "reaction", "discussion", "kommentar", "commentaire", "comentario",
        "comentário", "commento", "reactie", "komentarz", "yorum", "коммент", "відгук", "评论", "評論", "コメント",
        "댓글", "tanggapan", "komentar",
    ]

    static func announcesComments(_ text: String) -> Bool {
        let lower = text.lowercased()
        return commentWords.contains { lower.contains($0) }
    }

    /// Stems of the words that say comments are moderated or approved
    /// ("moderated", "moderator", "moderador", "modération", "approved", "aprovados").
    private static let moderationWords = ["moder", "modér", "approv", "aprovad", "aprobad", "freigeschaltet"]

    /// Whether `text` is a note on the comments' rules: it speaks of
    /// comments and of their moderation ("Comments are moderated",
    /// "Comentários ofensivos não serão aprovados pelo moderador").
    static func statesCommentRules(_ text: String) -> Bool {
        let lower = text.lowercased()
        return commentWords.contains { lower.contains($0) } && moderationWords.contains { lower.contains($0) }
    }

    /// The labels of reply controls.
    private static let replyWords: Set<String> = [
        "reply", "replies", "respond", "antworten", "répondre", "responder", "rispondi", "reageer", "odpowiedz",
        "ответить", "回复", "返信", "답글", "balas", "yanıtla", "svara", "svar",
    ]

    static func isReply(_ text: String) -> Bool {
        replyWords.contains(text.lowercased().trimmingEdges(" ↩↪→.:!()[]"))
    }

    /// Whether a short text is a date or a time: "June 3, 2019", "2019-06-03",
    /// "3 days ago", "10:42 pm".
    static func readsAsDate(_ text: String) -> Bool {
        guard ISODate.mayHoldDate(text) else { return false }
        let lower = text.lowercased()
        if lower.contains(" ago") { return true }
        if ISODate.parseWords(text) != nil { return true }
        let trimmed = text.trimmingEdges(" \n\t")
        return ISODate.parseNumeric(Array(trimmed.utf8)) != nil
    }

    /// Whether the empty box `node` gives a time in its `title` for a
    /// script to show as an age ("2024-03-14T10:12:33.000Z", as NodeBB's
    /// and jQuery timeago's `timeago` boxes do).
    static func titlesItsTime(_ page: PageAnalysis, _ node: Int32) -> Bool {
        let element = page.document.node(HTMLNodeID(rawValue: node))
        guard element.attributeCount > 0, let title = element.attribute("title"), (10...32).contains(title.utf8.count),
            let first = title.utf8.first, first >= 0x30, first <= 0x39
        else { return false }
        return ISODate.parseNumeric(Array(title.utf8.prefix(19)))?.isValid ?? false
    }

    /// Whether a custom element names who wrote it in an attribute
    /// (`author`, `data-author`), as a web component for a post does.
    static func namesItsAuthor(_ page: PageAnalysis, _ node: Int32) -> Bool {
        let element = page.document.node(HTMLNodeID(rawValue: node))
        guard element.attributeCount > 0 else { return false }
        return element.hasAttribute("author") || element.hasAttribute("data-author")
    }

    /// Whether an `<img>` is small enough to be an avatar (its width and
    /// height at most 100 pixels), or, without a size, its class names it
    /// an avatar (SMF's `<img class="avatar">`).
    static func isSmallPicture(_ page: PageAnalysis, _ node: Int32) -> Bool {
        let image = page.document.node(HTMLNodeID(rawValue: node))
        guard let width = image.attribute("width").flatMap({ Int($0) }),
            let height = image.attribute("height").flatMap({ Int($0) })
        else {
            return !image.hasAttribute("width") && image.classNames.contains { $0.lowercased() == "avatar" }
        }
        return width > 1 && height > 1 && width <= 100 && height <= 100
    }
}
