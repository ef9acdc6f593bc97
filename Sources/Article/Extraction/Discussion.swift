import HTML

/// A discussion taken whole as the article: the thread of posts (see
/// `CommentThreads`), the post that opens it from before it when it does
/// (a story over its comments), and the posts as their structure tells
/// them apart (see `ThreadPosts`).
struct Discussion {
    let page: PageAnalysis
    /// What tells the thread's posts apart, built once for the page.
    private let finder: ThreadPosts
    /// The thread of posts.
    let thread: Int32
    /// The post before the thread that opens it, if any.
    let opening: Int32?
    /// The text of that post set apart from it before the thread (see
    /// `ThreadPosts.opening(of:posts:)`), in document order.
    let openingText: [Int32]
    /// The thread's posts, nested replies included, in document order.
    let posts: [ThreadPosts.Post]
    /// The writer, day and header of the post before the thread that opens it, if any.
    private let openingPost: ThreadPosts.Post?

    /// The discussion the element `chosen` as the article belongs to: the
    /// thread that it is, that holds it or that it starts
    /// (`CommentThreads.discussion(around:)`), or the thread that a post
    /// holding it, or held in it, opens from before it (a story whose
    /// commenters' links are made like its writer's). Nil for an article
    /// whose comments are readers' (their links are made otherwise).
    init?(around chosen: Int32, page: PageAnalysis, comments: CommentThreads) {
        let finder = ThreadPosts(page: page)
        self.page = page
        self.finder = finder
        if let thread = comments.discussion(around: chosen) ?? (comments.isThread(chosen) ? chosen : nil) {
            self.thread = thread
            posts = finder.posts(of: thread)
            let parts = finder.opening(of: thread, posts: posts)
            let shapes = finder.authorShapes(of: posts)
            let header = parts.first.map { finder.facts(of: $0, kind: finder.kind(of: $0), shapes: shapes) }
            if let header, parts.count == 1, Self.onlyHeads(header, posts.first, page: page) {
                // The topic's header over the thread (Invision Community's title and "By ann, March 14, 2024"):
                // the thread's first post is the opening one.
                opening = nil
                openingText = []
                openingPost = nil
                return
            }
            opening = parts.first
            openingText = Array(parts.dropFirst())
            openingPost = header
            return
        }
        for thread in comments.threads + comments.shortThreads where !page.isAncestor(thread, of: chosen) {
            let posts = finder.posts(of: thread)
            let parts = finder.opening(of: thread, posts: posts)
            guard let opening = parts.first,
                parts.contains(where: { page.isAncestor($0, of: chosen) || page.isAncestor(chosen, of: $0) })
            else { continue }
            self.thread = thread
            self.opening = opening
            openingText = Array(parts.dropFirst())
            self.posts = posts
            let shapes = finder.authorShapes(of: posts)
            openingPost = finder.facts(of: opening, kind: finder.kind(of: opening), shapes: shapes)
            return
        }
        return nil
    }

    /// The most text of paragraphs a topic's header holds (see `onlyHeads(_:_:page:)`).
    private static let longestTopicHeader: Int32 = 80

    /// Whether `header`, found before the thread as the post that opens it,
    /// only titles and signs the thread's first post `first`: the same
    /// writer, hardly a paragraph's words, and no link for a title (a
    /// story's link that its writer comments on first is a post of its own).
    private static func onlyHeads(_ header: ThreadPosts.Post, _ first: ThreadPosts.Post?, page: PageAnalysis) -> Bool {
        guard let author = header.author, author == first?.author,
            page.paragraphText[Int(header.node)] < longestTopicHeader
        else { return false }
        return titleElement(of: header.node, page: page).map { !page.isHyperlink($0) } ?? true
    }

    /// The words of the line over each post but the one that opens the
    /// discussion (the title and the byline say whose it is), by post;
    /// the header of each post (and of the opening one) is left out in
    /// `pruner`, as the line says it again. A header the page sets as a
    /// heading (GitHub's "tom commented …", whose links to the member's
    /// page and the comment would follow it) gives way to the line too;
    /// posts whose microdata heads them (schema.org `Comment`, see
    /// `Answers`) are left to that.
    func headings(leavingOutHeads pruner: inout ContentPruner) -> [HTMLNodeID: String] {
        var headings: [HTMLNodeID: String] = [:]
        if let head = openingPost?.head, heading(around: head) == nil {
            pruner.exclude(head)
        }
        excludeFurniture(in: &pruner)
        for (index, post) in posts.enumerated() {
            let element = page.document.node(HTMLNodeID(rawValue: post.node))
            if element.attributeCount > 0, Answers.isReply(element) || Answers.isAnswer(element) {
                // The first post marked a reply as every other is (NodeBB's schema.org Comment) opens the
                // discussion: the title and the byline say whose it is, no heading ("" keeps it off).
                if index == 0, opening == nil, Answers.isReply(element) { headings[element.id] = "" }
                continue
            }
            if index > 0 || opening != nil, let head = post.head, saysNothing(post.node, beyond: head) {
                pruner.exclude(post.node)  // a note of a change, all header: "ann added the label bug 1 year ago"
                continue
            }
            let words = [post.author, post.day].compactMap { $0 }.joined(separator: ", ")
            let pageHeading = post.head.flatMap(heading(around:))
            // The first post's heading, and one with no writer or day to say instead, stay as the page has them.
            if let pageHeading, index == 0 || words.isEmpty {
                // A header marked role="heading" over the first post says whose it is and when, as the byline does
                // (Gitea's "ann commented 2024-03-02" beside the badge "Owner"): it goes.
                if index == 0, !words.isEmpty, !HTMLTagSet.headings.contains(page.tags[Int(pageHeading)]) {
                    pruner.exclude(pageHeading)
                }
                continue
            }
            if let head = post.head { pruner.exclude(pageHeading ?? head) }
            if let link = post.authorLink, post.head.map({ !page.isAncestor($0, of: link) }) ?? true {
                if let card = cardCell(around: link, within: post.node) {
                    pruner.exclude(card)  // the member's card beside the words in a row of a table (vBulletin 3's)
                } else if !isInText(link, within: post.node) {
                    pruner.exclude(link)  // the writer's card apart from the date (a Mastodon status's display name)
                }
            }
            guard index > 0 || opening != nil, !pruner.isExcluded(post.node) else { continue }
            if !words.isEmpty { headings[element.id] = words }
        }
        return headings
    }

    /// The most text a post holds beside its header for `saysNothing(_:beyond:)` to read it.
    private static let longestBareness: Int32 = 16

    /// Whether the post `post` holds no letter or digit outside its header
    /// `head`: it says only whose it is and when (an issue's note of a
    /// change, GitLab's "ann added the label bug", all in its header).
    private func saysNothing(_ post: Int32, beyond head: Int32) -> Bool {
        guard page.textLength[Int(post)] - page.textLength[Int(head)] <= Self.longestBareness else { return false }
        var current = page.firstChild[Int(post)]
        while current != PageAnalysis.none {
            if page.isText(current), page.text(of: current).contains(where: { $0.isLetter || $0.isNumber }) {
                return false
            }
            let enter = current != head && page.isElement(current) && !page.has(current, .nonContent)
            current = page.next(after: current, within: post, enteringChildren: enter)
        }
        return true
    }

    /// The most text of a member's card in a table's cell (see `cardCell(around:within:)`).
    private static let longestCardCell: Int32 = 200

    /// The cell of a table row that holds the writer's link `link` and
    /// little else (their rank, join date, number of posts) beside a cell
    /// that says more, the post's words: the member's card as forums laid
    /// out a post before CSS (vBulletin 3's `postbit_legacy`, SMF 1's and
    /// phpBB 2's topics). Nil when the link stands elsewhere.
    private func cardCell(around link: Int32, within post: Int32) -> Int32? {
        var cell = page.parent[Int(link)]
        while cell != PageAnalysis.none, cell != post, page.tags[Int(cell)] != .td {
            if Self.textTags.contains(page.tags[Int(cell)]) { return nil }  // a name among the post's words
            cell = page.parent[Int(cell)]
        }
        guard cell != PageAnalysis.none, cell != post, page.textLength[Int(cell)] <= Self.longestCardCell else {
            return nil
        }
        let row = page.parent[Int(cell)]
        guard row != PageAnalysis.none, page.tags[Int(row)] == .tr else { return nil }
        var sibling = page.firstChild[Int(row)]
        while sibling != PageAnalysis.none {
            if sibling != cell, page.tags[Int(sibling)] == .td,
                page.textLength[Int(sibling)] - page.linkLength[Int(sibling)] > page.textLength[Int(cell)]
            {
                return cell
            }
            sibling = page.nextSibling[Int(sibling)]
        }
        return nil
    }

    /// Whether `node` stands in the words of the post `post` (a paragraph, a list item, a quote).
    private func isInText(_ node: Int32, within post: Int32) -> Bool {
        var current = page.parent[Int(node)]
        while current != PageAnalysis.none, current != post {
            if Self.textTags.contains(page.tags[Int(current)]) { return true }
            current = page.parent[Int(current)]
        }
        return false
    }

    /// The blocks that hold a post's words.
    private static let textTags: Set<HTMLTag> = [.p, .li, .blockquote, .dd, .td]

    /// The heading that is or holds `node` (up to three levels up), if any.
    private func heading(around node: Int32) -> Int32? {
        var current = node
        for _ in 0..<4 where current != PageAnalysis.none {
            if HTMLTagSet.headings.contains(page.tags[Int(current)])
                || StyledHeadings.ariaLevel(page.document.node(HTMLNodeID(rawValue: current))) != nil
            {
                return current  // an <h3>, or Gitea's comment header marked role="heading"
            }
            current = page.parent[Int(current)]
        }
        return nil
    }

    /// The opening post's title (its first heading, or its first link of
    /// several words: a story's link), writer and day: the post before the
    /// thread, or else the thread's first.
    func openingFacts() -> (title: String?, author: String?, day: String?) {
        guard let node = opening ?? posts.first?.node else { return (nil, nil, nil) }
        let facts = openingPost ?? posts[0]
        return (Self.titleElement(of: node, page: page).map { page.text(of: $0) }, facts.author, facts.day)
    }

    /// The title of the post `node`: its first heading, or its first link
    /// of several words, among its first nodes.
    private static func titleElement(of node: Int32, page: PageAnalysis) -> Int32? {
        var looked = 0
        var current = page.firstChild[Int(node)]
        while current != PageAnalysis.none, looked < 200 {
            looked += 1
            var enter = page.isElement(current) && !page.has(current, .nonContent)
            if enter, HTMLTagSet.headings.contains(page.tags[Int(current)]) || page.isHyperlink(current) {
                let text = page.text(of: current)
                if text.contains(" "), text.count >= 8 { return current }
                enter = false
            }
            current = page.next(after: current, within: node, enteringChildren: enter)
        }
        return nil
    }

    /// The title of the post that opens the discussion from before the
    /// thread when it is a link (a story's, or the discussion's own): the
    /// block around it that says little more (the site's name after it),
    /// its address and its words.
    func titleLink() -> (block: Int32, href: String, title: String)? {
        guard let opening, let title = Self.titleElement(of: opening, page: page), page.isHyperlink(title),
            let href = page.document.node(HTMLNodeID(rawValue: title)).attribute("href")
        else { return nil }
        var block = title
        // Up to the block around the link, or a span marked as the heading (Lobsters' `<span role="heading">`).
        while page.parent[Int(block)] != opening, page.parent[Int(block)] != PageAnalysis.none,
            !ExtractionTags.block.contains(page.tags[Int(block)]) || page.tags[Int(block)] == .span,
            block == title || StyledHeadings.ariaLevel(page.document.node(HTMLNodeID(rawValue: block))) == nil
        {
            block = page.parent[Int(block)]
        }
        guard page.textLength[Int(block)] <= page.textLength[Int(title)] + 60 else { return nil }
        return (block, href, page.text(of: title))
    }

    /// Leaves out what the thread holds beside its posts when it says
    /// little (an action bar's "Post Reply", "3 posts • Page 1 of 1", "Who
    /// is online", "load more comments"), and the bare numbers among a
    /// post's controls (a score beside its vote arrows: "123") and the
    /// controls that say what they do ("Reply With Quote").
    private func excludeFurniture(in pruner: inout ContentPruner) {
        var isPost = Set(posts.map(\.node))
        if let opening { isPost.insert(opening) }
        var child = page.firstChild[Int(thread)]
        while child != PageAnalysis.none {
            if page.isElement(child), !isPost.contains(child), page.paragraphText[Int(child)] < 100 {
                pruner.exclude(child)
            }
            child = page.nextSibling[Int(child)]
        }
        for post in isPost {
            var looked = 0
            var current = page.firstChild[Int(post)]
            while current != PageAnalysis.none, looked < 200 {
                looked += 1
                var enter = page.isElement(current) && !page.has(current, .nonContent)
                if enter, isSignature(current, of: post) {
                    pruner.exclude(current)
                    enter = false
                } else if enter, page.textLength[Int(current)] >= 100 || isPost.contains(current) {
                    // Into a box of blocks, not a paragraph's words (a table's cell of the post's words and signature).
                    enter = page.textLength[Int(current)] >= 100 && !isPost.contains(current)
                        && (!page.isParagraph(current) || page.has(current, .hasBlockChild))
                } else if enter, page.tags[Int(current)] != .p, isControl(current) {
                    pruner.exclude(current)
                    enter = false
                }
                current = page.next(after: current, within: post, enteringChildren: enter)
            }
        }
    }

    /// Whether `node`, short and no paragraph, is among a post's controls:
    /// a bare number (a score beside its vote arrows: "123"), a link or
    /// button that says what it does ("Reply With Quote"), a line of such
    /// words or of the post's state ("Report to moderator Logged"), or a
    /// picture without words linking to a place in the page (the post's).
    private func isControl(_ node: Int32) -> Bool {
        let isBareLink = page.textLength[Int(node)] == 0 && page.isHyperlink(node)
        let text = isBareLink ? pictureLabel(of: node) : page.text(of: node)
        if isBareLink, text.isEmpty,
            page.document.node(HTMLNodeID(rawValue: node)).attribute("href")?.contains("#") ?? false
        {
            return true  // a picture without words linking to the post's place in the page (SMF 1's message icon)
        }
        if Self.isCount(text) { return true }
        guard page.textLength[Int(node)] <= Self.longestControlLine, let controls = Self.controls(in: text) else {
            return false
        }
        let isButton = page.isHyperlink(node) || page.tags[Int(node)] == .button
        return controls.count >= 2 || controls.saysStatus || (controls.count == 1 && isButton)
    }

    /// The words of the picture that is all of the link `link` (vBulletin
    /// 3's button "Reply With Quote", a picture named so in its `alt`).
    private func pictureLabel(of link: Int32) -> String {
        var current = page.firstChild[Int(link)]
        while current != PageAnalysis.none {
            if page.tags[Int(current)] == .img {
                return page.document.node(HTMLNodeID(rawValue: current)).attribute("alt") ?? ""
            }
            current = page.next(after: current, within: link, enteringChildren: true)
        }
        return ""
    }

    /// The longest line of a post's controls.
    private static let longestControlLine: Int32 = 60

    /// The words of the controls that act on a post: answering it, quoting
    /// it, reporting it, linking to it ("Reply With Quote" under each post
    /// of a vBulletin thread, SMF's "Report to moderator"), longest first.
    private static let controlPhrases: [[Substring]] = [
        "reply with quote", "report to moderator", "quick reply", "multi-quote", "reply", "quote", "report", "share",
        "permalink", "flag",
    ].map { $0.split(separator: " ") }

    /// The words that say what a post's state is beside its controls
    /// (SMF's "Logged" where it hides the poster's address).
    private static let statusWords: Set<Substring> = ["logged"]

    /// How many controls' words `text` is made of, and whether it says a
    /// post's state ("Report to moderator Logged": 1 and yes); nil when it
    /// says anything else.
    private static func controls(in text: String) -> (count: Int, saysStatus: Bool)? {
        let words = text.lowercased().split { $0.isWhitespace || "|•·".contains($0) }
        var count = 0
        var saysStatus = false
        var position = 0
        while position < words.count {
            if statusWords.contains(words[position]) {
                saysStatus = true
                position += 1
                continue
            }
            guard let phrase = controlPhrases.first(where: { words[position...].starts(with: $0) }) else { return nil }
            count += 1
            position += phrase.count
        }
        return count + (saysStatus ? 1 : 0) > 0 ? (count, saysStatus) : nil
    }

    /// Whether `node` is the signature of the post `post`: a box its class
    /// or id names so (SMF's, phpBB's and MyBB's `signature`), or that
    /// opens with a line of underscores (see `opensWithRule`), short, in a
    /// post that says more.
    private func isSignature(_ node: Int32, of post: Int32) -> Bool {
        let length = page.textLength[Int(node)]
        guard length > 0, length <= ContentPruner.longestSignature, length * 2 <= page.textLength[Int(post)] else {
            return false
        }
        if opensWithRule(node) { return true }
        let element = page.document.node(HTMLNodeID(rawValue: node))
        guard element.attributeCount > 0 else { return false }
        return ["class", "id"].contains { name in element.attribute(name)?.lowercased().contains("signature") ?? false }
    }

    /// The fewest underscores of a line drawn over a signature.
    private static let shortestRule = 8

    /// Whether the text of `node` opens with a line drawn in underscores
    /// ("__________________", as vBulletin 3 and phpBB 2 set a member's
    /// signature apart from the post).
    private func opensWithRule(_ node: Int32) -> Bool {
        let first = page.firstChild[Int(node)]
        guard first != PageAnalysis.none, page.isText(first) else { return false }
        let bytes = page.document.node(HTMLNodeID(rawValue: first)).utf8Data.drop { $0 <= 0x20 }
        return bytes.prefix(Self.shortestRule).count == Self.shortestRule
            && bytes.prefix(Self.shortestRule).allSatisfy { $0 == UInt8(ascii: "_") }
    }

    /// Whether `text` is a bare number ("123", "1.2k", "4,210").
    private static func isCount(_ text: String) -> Bool {
        guard let first = text.first, first.isNumber, text.count <= 8 else { return false }
        return text.allSatisfy { $0.isNumber || $0 == "." || $0 == "," || $0 == "k" || $0 == "K" }
    }
}
