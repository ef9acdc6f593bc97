import HTML

/// The answers of a question-and-answer page, as its schema.org microdata
/// marks them (`itemtype="https://schema.org/Answer"`, with `itemprop`s
/// for the author, the votes and the accepted answer): Stack Exchange's
/// sites, and the forums and help centres that mark their pages the same
/// way for search engines. The replies of a discussion marked the same
/// way (`itemtype="https://schema.org/Comment"`: each post of a Discourse
/// topic after the first) are told apart as answers are, by who wrote
/// them and when.
enum Answers {
    /// What the heading over one answer or reply says.
    struct Facts: Equatable {
        var author: String?
        var score: Int?
        var isAccepted = false
        /// The day it was written, "2024-03-02".
        var day: String?
    }

    /// The most nodes of an answer looked at for its facts.
    private static let nodesLooked = 2_000
    /// The longest author's name taken.
    private static let longestName = 80

    /// Whether `node` is marked as an answer.
    static func isAnswer(_ node: HTMLNode) -> Bool {
        guard node.hasAttribute("itemscope"), let type = node.attribute("itemtype") else { return false }
        return type.lowercased().hasSuffix("schema.org/answer")
    }

    /// Whether `node` is marked as a reply in a discussion (a schema.org `Comment`).
    static func isReply(_ node: HTMLNode) -> Bool {
        guard node.hasAttribute("itemscope"), let type = node.attribute("itemtype") else { return false }
        return type.lowercased().hasSuffix("schema.org/comment")
    }

    /// Whether `node` is a schema.org `InteractionCounter`: a post's likes
    /// or its number of replies ("4 Likes"), shown for search engines and
    /// readers of the page, no words of the post.
    static func isCounter(_ node: HTMLNode) -> Bool {
        guard node.hasAttribute("itemscope"), let type = node.attribute("itemtype") else { return false }
        return type.lowercased().hasSuffix("schema.org/interactioncounter")
    }

    /// The author, score, acceptance and day the microdata of the answer or reply `node` gives.
    static func facts(of node: HTMLNode) -> Facts {
        var facts = Facts()
        facts.isAccepted = node.attribute("itemprop")?.lowercased().contains("acceptedanswer") ?? false
        node.walkElements(limit: nodesLooked) { element in
            guard element.attributeCount > 0 else { return .enterChildren }
            // A reply inside a reply has facts of its own.
            if element.hasAttribute("itemscope"), isAnswer(element) || isReply(element) { return .skipChildren }
            guard let property = element.attribute("itemprop")?.lowercased() else { return .enterChildren }
            if property.contains("upvotecount"), facts.score == nil {
                facts.score = ListNumbering.integer(
                    element.attribute("content") ?? element.attribute("data-value") ?? element.textContent())
            } else if property.contains("author"), facts.author == nil {
                facts.author = name(of: element)
                return .skipChildren
            } else if property.contains("datepublished") || property.contains("datecreated"), facts.day == nil,
                let value = element.attribute("datetime") ?? element.attribute("content"),
                let parts = ISODate.parseNumeric(Array(value.utf8)), parts.isValid
            {
                facts.day = String(parts.isoString.prefix(10))
            }
            return .enterChildren
        }
        return facts
    }

    /// The words of the heading over the answer numbered `number`: "Answer 2
    /// (accepted) — by Lena Vogt, score 7".
    static func heading(number: Int, facts: Facts) -> String {
        var text = "Answer \(number)"
        if facts.isAccepted { text += " (accepted)" }
        var details: [String] = []
        if let author = facts.author { details.append("by " + author) }
        if let score = facts.score { details.append("score \(score)") }
        if !details.isEmpty { text += " — " + details.joined(separator: ", ") }
        return text
    }

    /// The words of the line over the reply numbered `number`: who wrote it
    /// and when ("ann, 2024-03-02"), or "Reply 3" when its microdata says neither.
    static func replyHeading(number: Int, facts: Facts) -> String {
        let details = [facts.author, facts.day].compactMap { $0 }
        return details.isEmpty ? "Reply \(number)" : details.joined(separator: ", ")
    }

    /// An author's name: the `itemprop="name"` inside `author` (the page may
    /// hide it, as microdata for search engines), else its first link's
    /// words, else its own words when they are short.
    private static func name(of author: HTMLNode) -> String? {
        var found: String?
        var firstLink: String?
        author.walkDescendants { element in
            guard element.isElement else { return .skipChildren }
            if element.attribute("itemprop")?.lowercased() == "name" {
                found = element.attribute("content") ?? element.textContent(atMost: longestName)
                return .stop
            }
            if element.isHyperlink, firstLink == nil { firstLink = element.textContent(atMost: longestName) }
            return .enterChildren
        }
        let candidates = [found, firstLink, author.textContent(atMost: longestName)]
        for candidate in candidates {
            guard let candidate else { continue }
            let line = BodyConverter.oneLine(candidate)
            if !line.isEmpty { return line }
        }
        return nil
    }
}

extension BodyConverter {
    /// Opens an answer with a heading that says which it is, who wrote it,
    /// its score and whether the asker accepted it (`Answers`): the votes
    /// and member cards that told the answers apart on the page are left
    /// out, and a reader must still see where one answer ends and the next
    /// begins.
    mutating func answerHeading(_ node: HTMLNode) {
        flush()
        answersMet += 1
        answerHeadingLevel = postHeading(
            Answers.heading(number: answersMet, facts: Answers.facts(of: node)),
            level: answersMet == 1 ? nil : answerHeadingLevel)
    }

    /// Opens a reply of a discussion with a heading that says who wrote it
    /// and when ("tom, 2024-03-02"), one level under the heading before the
    /// first reply, so that its words are not read as the previous post's.
    /// A reply inside an answer (a comment under it) gets none.
    mutating func replyHeading(_ node: HTMLNode) {
        var current = node.parent
        while let element = current, element.isElement {
            if element.attributeCount > 0, Answers.isAnswer(element) { return }
            current = element.parent
        }
        replyHeading(Answers.replyHeading(number: repliesMet + 1, facts: Answers.facts(of: node)))
    }

    /// Opens a reply of a discussion with the heading `words` ("tom,
    /// 2024-03-02"), one level under the heading before the first reply:
    /// a reply marked by microdata, or a post its structure tells apart
    /// (see `ThreadPosts`).
    mutating func replyHeading(_ words: String) {
        flush()
        repliesMet += 1
        replyHeadingLevel = postHeading(words, level: repliesMet == 1 ? nil : replyHeadingLevel)
    }

    /// Writes the heading `title` over a post of a thread at `level`, or,
    /// for the first post (nil), one level under the heading before it
    /// ("2 Answers"), which every later post then keeps; returns the level.
    private mutating func postHeading(_ title: String, level: Int?) -> Int {
        let level = level ?? min((writer.headingLevels.last ?? 1) + 1, 6)
        writer.separate(compact: false)
        writer.heading(title, level: level)
        return level
    }
}
