import Foundation
import HTML

/// Finds the article inside a parsed page.
///
/// 1. One pass classifies every element (non-content, hidden, boilerplate
///    by tag, role, class or id) and one pass measures every subtree (text,
///    link text, commas, paragraph text): see `PageAnalysis`.
/// 2. Readability-style scoring picks the element holding the article,
///    widened to close rivals and to siblings that continue it
///    (`CandidateScorer`), and to the story's opening paragraphs set in a
///    container of their own before it (`StoryOpening`). When the page declares its article text in
///    schema.org JSON-LD, the element matching that text best replaces a
///    choice that matches it clearly worse (`ArticleBodyMatcher`).
/// 3. Inside the chosen subtrees, boilerplate is left out (`ContentPruner`).
enum ContentExtractor {
    /// The article in `document`, or `nil` when the page has none (no text
    /// left once page furniture is set aside).
    static func extract(from document: HTMLDocument, metadata: ArticleMetadata, url: URL?) -> ExtractedContent? {
        extract(from: document, metadata: metadata, url: url, articleBody: LinkedData(document: document).articleBody)
    }

    /// The page's metadata and its article (`nil` when it has none), reading
    /// the page's JSON-LD once for both.
    static func extractArticle(from document: HTMLDocument, url: URL?, deadline: ConversionDeadline = .none) -> (
        metadata: ArticleMetadata, content: ExtractedContent?
    ) {
        let tags = PageTags(document: document, address: url?.absoluteString)
        let linkedData = LinkedData(blocks: tags.linkedDataBlocks)
        let metadata = MetadataExtractor.extract(document: document, tags: tags, linkedData: linkedData, url: url)
        if deadline.readClock() { return (metadata, nil) }
        let content = extract(
            from: document, metadata: metadata, url: url, articleBody: linkedData.articleBody, deadline: deadline)
        return (content?.openingPost.map { metadata.opened(by: $0, pageTitle: document.title) } ?? metadata, content)
    }

    /// As `extract(from:metadata:url:)`, with the JSON-LD `articleBody`
    /// already read (or `nil` when the page declares none).
    static func extract(
        from document: HTMLDocument, metadata: ArticleMetadata, url: URL?, articleBody: String?,
        deadline: ConversionDeadline = .none
    ) -> ExtractedContent? {
        let page = PageAnalysis(document: document)
        if deadline.readClock() { return nil }
        let comments = CommentThreads(page: page)
        var scorer = CandidateScorer(page: page, comments: comments)
        var roots: [Int32]
        var discussion: Discussion?
        if let (chosen, bestScore) = scorer.chooseRoot() {
            // The opening post of a discussion: the thread it opens is the article.
            discussion = Discussion(around: chosen, page: page, comments: comments)
            let best = discussion?.thread ?? chosen
            var choice = best
            if let body = articleBody, let matcher = ArticleBodyMatcher(articleBody: body) {
                let match = matcher.match(page)
                // The declared text is trusted only when some element matches it well
                // (it is often a truncated teaser) and clearly better than the choice.
                if match.best != PageAnalysis.none, match.bestF1 >= 0.8, match.bestF1 > match.f1[Int(best)] + 0.1 {
                    choice = match.best
                }
            }
            roots = choice == best ? scorer.withSiblings(best, bestScore: bestScore) : [choice]
            if choice != best { discussion = nil }
            if let discussion, let opening = discussion.opening {
                // A story over its comments: its title, link and words, and its text set apart from them.
                let parts = ([opening] + discussion.openingText).filter { part in
                    !roots.contains { page.isAncestor($0, of: part) }
                }
                roots.insert(contentsOf: parts, at: 0)
            }
            // A lede or summary set apart before the body opens the story (a discussion's
            // opening post is its own: the short lines before it are the board's or the forum's).
            if discussion == nil {
                let standfirst = Standfirst(page: page, description: metadata.description)
                roots = StoryOpening(
                    page: page, titleWords: metadata.title.map(WordSequence.normalized) ?? "", standfirst: standfirst,
                    hero: HeroPicture(page: page, leadImage: metadata.leadImageURL)
                ).including(roots, body: choice)
            }
        } else if let body = document.body {
            roots = [body.id.rawValue]
        } else {
            return nil
        }
        if deadline.readClock() { return nil }
        var pruner = ContentPruner(
            page: page, roots: roots, title: metadata.title, description: metadata.description, url: url,
            comments: comments, deadline: deadline, leadImage: metadata.leadImageURL)
        pruner.run()
        if deadline.readClock() { return nil }
        let postHeadings = discussion?.headings(leavingOutHeads: &pruner) ?? [:]
        roots.removeAll { pruner.isExcluded($0) }
        let titleLink = discussion?.titleLink()
        if let titleLink, let opening = discussion?.opening, !pruner.isExcluded(titleLink.block),
            isLeftOut(titleLink.block, within: opening, by: pruner)
        {
            // The story's title link stays when its header goes as a box of links (a Lobsters story's tags, domain
            // and byline around it).
            roots.insert(titleLink.block, at: roots.firstIndex(of: opening) ?? 0)
        }
        guard hasText(roots, page: page, pruner: pruner) else {
            return contents(of: page, metadata: metadata, url: url, comments: comments, deadline: deadline)
        }
        var content = ExtractedContent(
            roots: roots.map { HTMLNodeID(rawValue: $0) }, excludedBits: pruner.excluded,
            pictureCaptions: pruner.pictureCaptions)
        content.postHeadings = postHeadings
        content.openingPost = discussion?.openingFacts()
        content.openingLink = titleLink.map { (HTMLNodeID(rawValue: $0.block), $0.href, $0.title) }
        return content
    }

    /// The lists of links of a page that is a table of contents (see
    /// `ContentsPage`), with what stands beside them, once the article
    /// found holds no text.
    private static func contents(
        of page: PageAnalysis, metadata: ArticleMetadata, url: URL?, comments: CommentThreads,
        deadline: ConversionDeadline
    ) -> ExtractedContent? {
        guard !deadline.readClock(), let contents = ContentsPage(page: page) else { return nil }
        var pruner = ContentPruner(
            page: page, roots: [contents.root], title: metadata.title, description: metadata.description, url: url,
            comments: comments, deadline: deadline)
        pruner.contents = contents
        pruner.run()
        guard !deadline.readClock(), hasText([contents.root], page: page, pruner: pruner) else { return nil }
        return ExtractedContent(
            roots: [HTMLNodeID(rawValue: contents.root)], excludedBits: pruner.excluded,
            pictureCaptions: pruner.pictureCaptions)
    }

    /// Whether an element around `node`, up to `scope`, is left out.
    private static func isLeftOut(_ node: Int32, within scope: Int32, by pruner: ContentPruner) -> Bool {
        var current = node
        while current != scope, current != PageAnalysis.none {
            current = pruner.page.parent[Int(current)]
            if pruner.isExcluded(current) { return true }
        }
        return false
    }

    /// Whether any letter or digit is left in the roots once exclusions are applied.
    private static func hasText(_ roots: [Int32], page: PageAnalysis, pruner: ContentPruner) -> Bool {
        var stack = roots
        while let node = stack.popLast() {
            if pruner.isExcluded(node) { continue }
            if page.isText(node) {
                if page.textLength[Int(node)] > 0,
                    page.document.node(HTMLNodeID(rawValue: node)).data.unicodeScalars.contains(where: {
                        WordSequence.isWordScalar($0)
                    })
                {
                    return true
                }
            } else if page.isElement(node), !page.has(node, .nonContent) {
                stack.append(contentsOf: page.children(of: node))
            }
        }
        return false
    }
}

extension ArticleMetadata {
    /// The metadata of a discussion taken whole, by the post that opens it
    /// (see `Discussion`): its writer and day, found by the page's
    /// structure, rather than a guess from the page's words (a member's card
    /// says when they joined the board); its title when the page's title
    /// starts with it and adds the site's name ("Show HN: … | Hacker News").
    func opened(by post: (title: String?, author: String?, day: String?), pageTitle: String?) -> ArticleMetadata {
        var metadata = self
        if let author = post.author { metadata.author = author }
        if let day = post.day, metadata.published?.hasPrefix(day) != true { metadata.published = day }
        if let title = post.title, let pageTitle = pageTitle.map(TitleCleaner.collapse), pageTitle.count > title.count,
            pageTitle.hasPrefix(title), let next = pageTitle.dropFirst(title.count).first, next == " "
        {
            metadata.title = title
        }
        return metadata
    }
}
