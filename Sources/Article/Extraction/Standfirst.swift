import HTML

/// The standfirst (a subtitle, a dek, a description) a page sets as a
/// short line between its headline and its body: "A centuries-old
/// irrigation system proves its worth as groundwater levels fall". It is
/// shorter than the prose `StoryOpening` takes, so it is told apart from
/// the furniture beside the headline by what it is:
/// - a line of its own (a paragraph, or a block holding only text, or a
///   heading that shows the description), without a `<time>`, and without
///   links unless it shows the description;
/// - not a byline ("By …", "Written by …") nor a line that gives a day
///   (a year with a day's number near it: "Posted on Maret 30, 2015");
/// - it shows the page's description (`<meta name=description>`,
///   `og:description`: the page's own words for its summary), or it stands
///   right under the headline and reads as a sentence (six words or
///   more, or twelve characters in scripts written without spaces), not
///   ending in a colon as a label does;
/// - it does not repeat the body's first paragraph (a teaser of it).
///
/// Kickers and category labels ("statistics") are a word or two, bylines,
/// dates and share rows fail the first rules; the description itself is
/// never added as text: only a line the page shows is kept.
struct Standfirst {
    let page: PageAnalysis
    /// The words of the page's description (see `WordSequence.normalized`),
    /// empty when it gives none or one of fewer than `fewestDescribedWords`.
    let descriptionWords: String

    /// The fewest words of a standfirst known by its place alone.
    static let fewestWords = 6
    /// The fewest characters of one in a script written without spaces.
    static let fewestUnspacedCharacters = 12
    /// The fewest words of a description that makes a line its standfirst.
    static let fewestDescribedWords = 3
    /// The longest standfirst, in characters (longer blocks are prose, or not the story's).
    static let longest: Int32 = 400
    /// The most nodes in a standfirst's subtree.
    private static let largestSubtree: Int32 = 60
    /// The most nodes looked at for the body's first paragraphs.
    private static let reach = 400

    init(page: PageAnalysis, description: String?) {
        self.page = page
        descriptionWords = Self.describedWords(description)
    }

    /// The words of `description` a standfirst shows (see
    /// `WordSequence.normalized`): empty for none or one of fewer than
    /// `fewestDescribedWords`; one cut short ("Partial pooling expl…") up
    /// to its last whole word.
    static func describedWords(_ description: String?) -> String {
        var words = WordSequence.words(description ?? "")
        if !words.isEmpty, let description, description.hasSuffix("…") || description.hasSuffix("...") {
            words.removeLast()
        }
        return words.count >= Self.fewestDescribedWords ? words.joined(separator: " ") : ""
    }

    /// Whether `block`, a block between the headline and the body, is the
    /// standfirst (see the type's rules), or holds it alone. `besideHeadline` says nothing
    /// with text stands between it and the headline; the body's first
    /// paragraph is looked for from `body` on (inside it, then after it).
    func isStandfirst(_ block: Int32, besideHeadline: Bool, body: Int32) -> Bool {
        // A wrapper is judged by the line it holds, and by its own name as furniture.
        let node = line(in: block)
        guard !page.has(block, .structuralBoilerplate) else { return false }
        let index = Int(node)
        let length = page.textLength[index]
        guard page.isElement(node), length > 0, length <= Self.longest,
            page.subtreeSize[index] <= Self.largestSubtree,
            !page.has(node, .nonContent), !page.has(node, .structuralBoilerplate),
            page.isParagraph(node) || !page.has(node, .hasBlockChild), !page.holdsTime(node)
        else { return false }
        let text = page.text(of: node)
        guard !AuthorNames.opensWithIntroduction(text), HeadlineLines.date(in: text) == nil else { return false }
        let words = WordSequence.words(text)
        guard !Self.holdsDay(words) else { return false }
        let normalized = words.joined(separator: " ")
        let described =
            !descriptionWords.isEmpty && page.linkDensity(node) < 0.5
            && WordSequence.holds(normalized, descriptionWords)
        let placed =
            besideHeadline && page.linkCount[index] == 0 && !page.has(node, .namedBoilerplate)
            && !page.has(block, .namedBoilerplate)
            && !text.hasSuffix(":") && readsAsSentence(text, wordCount: words.count)
        // A heading is a standfirst only when it shows the description (Arc XP's `<h2>` subheadline).
        guard described || (placed && !HTMLTagSet.headings.contains(page.tags[index])) else { return false }
        return !repeatsOpeningParagraphs(normalized, from: body)
    }

    /// The line `block` shows: itself, or the one block that holds all its
    /// text, through wrappers (G1's `<div class="subtitle">` around its
    /// `<h2>`).
    private func line(in block: Int32) -> Int32 {
        var current = block
        while page.isElement(current), page.has(current, .hasBlockChild), !page.isParagraph(current) {
            var only = PageAnalysis.none
            var child = page.firstChild[Int(current)]
            while child != PageAnalysis.none {
                if page.textLength[Int(child)] > 0 {
                    guard only == PageAnalysis.none, page.isElement(child) else { return current }
                    only = child
                }
                child = page.nextSibling[Int(child)]
            }
            guard only != PageAnalysis.none else { return current }
            current = only
        }
        return current
    }

    /// Whether `text` is long enough for a sentence: `fewestWords` words,
    /// or `fewestUnspacedCharacters` characters of scripts written without
    /// spaces (Chinese, Japanese).
    private func readsAsSentence(_ text: String, wordCount: Int) -> Bool {
        if wordCount >= Self.fewestWords { return true }
        return text.unicodeScalars.lazy.filter { $0.value >= 0x2E80 }.count >= Self.fewestUnspacedCharacters
    }

    /// Whether `words` give a day in any language's words: a year (1900 to
    /// 2099) with a day's number (1 to 31) at most three words from it
    /// ("Posted on Maret 30, 2015 by Admin"), as a date line does.
    private static func holdsDay(_ words: [String]) -> Bool {
        for (index, word) in words.enumerated() where word.utf8.count == 4 {
            guard let year = Int(word), (1900...2099).contains(year) else { continue }
            let near = words[max(0, index - 3)..<min(words.count, index + 4)]
            if near.contains(where: { $0.utf8.count <= 2 && (Int($0).map { (1...31).contains($0) } ?? false) }) {
                return true
            }
        }
        return false
    }

    /// How many of the body's long paragraphs a teaser is compared with.
    private static let paragraphsCompared = 12

    /// Whether one of the body's first long paragraphs, looked for from
    /// `body` on, holds the words `normalized`: a teaser that repeats the
    /// story's opening, or a sentence further down (a description made of
    /// the fifth paragraph's first sentence).
    private func repeatsOpeningParagraphs(_ normalized: String, from body: Int32) -> Bool {
        var node = body
        var looked = 0
        var compared = 0
        while node != PageAnalysis.none, looked < Self.reach, compared < Self.paragraphsCompared {
            looked += 1
            let index = Int(node)
            var enter = page.isElement(node) && !page.has(node, .nonContent)
            if enter, page.isParagraph(node), page.textLength[index] >= StoryOpening.shortestProse {
                if WordSequence.holds(WordSequence.normalized(page.text(of: node)), normalized) { return true }
                compared += 1
                enter = false
            }
            if page.isText(node) { enter = false }
            node = page.next(after: node, within: 0, enteringChildren: enter)
        }
        return false
    }
}
