import HTML

/// The answers of a question-and-answer page, as its schema.org microdata
/// marks them (`itemtype="https://schema.org/Answer"`, with `itemprop`s
/// for the author, the votes and the accepted answer): Stack Exchange's
/// sites, and the forums and help centres that mark their pages the same
/// way for search engines.
enum Answers {
    /// What the heading over one answer says.
    struct Facts: Equatable {
        var author: String?
        var score: Int?
        var isAccepted = false
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

    /// The author, score and acceptance the microdata of the answer `node` gives.
    static func facts(of node: HTMLNode) -> Facts {
        var facts = Facts()
        facts.isAccepted = node.attribute("itemprop")?.lowercased().contains("acceptedanswer") ?? false
        var looked = 0
        node.walkDescendants { element in
            guard element.isElement else { return .skipChildren }
            looked += 1
            if looked > nodesLooked { return .stop }
            guard element.attributeCount > 0, let property = element.attribute("itemprop")?.lowercased() else {
                return .enterChildren
            }
            if property.contains("upvotecount"), facts.score == nil {
                facts.score = ListNumbering.integer(
                    element.attribute("content") ?? element.attribute("data-value") ?? element.textContent())
            } else if property.contains("author"), facts.author == nil {
                facts.author = name(of: element)
                return .skipChildren
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
        // One level under the heading before the first answer ("2 Answers"), the same for every answer.
        if answersMet == 1 { answerHeadingLevel = min((writer.headingLevels.last ?? 1) + 1, 6) }
        writer.separate(compact: false)
        writer.heading(
            Answers.heading(number: answersMet, facts: Answers.facts(of: node)), level: answerHeadingLevel)
    }
}
