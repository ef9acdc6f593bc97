import Gemtext

/// Finds a passage someone typed in an article's gemtext: the same words in
/// the same order, whatever the case, punctuation, spaces and line breaks
/// between them (see `PassageWords`). Text, headings, list items, quotes and
/// preformatted lines count; link lines (addresses and their labels) do not.
/// Says which section holds a passage found, and how far a passage that is
/// not there did match, so a person can correct it.
struct PassageFinder {
    /// What looking for a passage found.
    enum Outcome: Equatable {
        /// The passage as the article writes it, and the section holding its start.
        case found(passage: String, section: Int?)
        /// Not there: why, in words for the person who typed it.
        case missing(String)
    }

    /// The most characters a passage may hold.
    static let maximumLength = 2000

    private struct Located {
        let word: PassageWords.Word
        let line: Int
    }

    private let texts: [Int: String]
    private let words: [Located]
    private let sectionStarts: [(line: Int, number: Int)]

    /// A finder over the article whose gemtext is `gemtext`.
    init(gemtext: String) {
        let document = GemtextDocument(parsing: gemtext)
        var texts: [Int: String] = [:]
        var words: [Located] = []
        for (index, line) in document.lines.enumerated() {
            let text: String
            switch line {
            case .text(let value), .listItem(let value), .quote(let value): text = value
            case .heading(_, let value): text = value
            case .preformatted(_, let lines): text = lines.joined(separator: "\n")
            case .link: continue
            }
            let found = PassageWords.words(in: text)
            guard !found.isEmpty else { continue }
            texts[index] = text
            words += found.map { Located(word: $0, line: index) }
        }
        self.texts = texts
        self.words = words
        // The numbered sections (the capsule's /sections/N): a passage in the
        // introduction under the title is in none.
        sectionStarts = document.outline.numbered.map { ($0.lineIndex, $0.number) }
    }

    /// Looks for `passage`.
    func find(_ passage: String) -> Outcome {
        guard passage.count <= Self.maximumLength else {
            return .missing("a highlight holds at most \(Self.maximumLength) characters; choose a shorter passage")
        }
        let pattern = PassageWords.words(in: passage).map(\.key)
        guard !pattern.isEmpty else { return .missing("the passage has no words") }
        let (end, matched) = search(pattern)
        guard let end else {
            if matched == 0 { return .missing("the article has no “\(pattern[0])”") }
            let had = pattern[..<matched].joined(separator: " ")
            return .missing("the article has “\(Self.shortened(had))” but not followed by “\(pattern[matched])”")
        }
        let first = end - pattern.count + 1
        return .found(passage: text(from: first, to: end), section: section(holding: words[first].line))
    }

    /// Knuth–Morris–Pratt over the words: the index of the last word of the
    /// first match, or nil with the most words of `pattern` matched in a row.
    private func search(_ pattern: [String]) -> (end: Int?, longest: Int) {
        var failure = [Int](repeating: 0, count: pattern.count)
        var length = 0
        for index in 1..<max(pattern.count, 1) {
            while length > 0 && pattern[index] != pattern[length] { length = failure[length - 1] }
            if pattern[index] == pattern[length] { length += 1 }
            failure[index] = length
        }
        var matched = 0
        var longest = 0
        for (index, located) in words.enumerated() {
            while matched > 0 && located.word.key != pattern[matched] { matched = failure[matched - 1] }
            if located.word.key == pattern[matched] { matched += 1 }
            longest = max(longest, matched)
            if matched == pattern.count { return (index, longest) }
        }
        return (nil, longest)
    }

    /// The article's own text from word `first` to word `last`, on one line.
    private func text(from first: Int, to last: Int) -> String {
        var pieces: [Substring] = []
        var line = -1
        for index in first...last where words[index].line != line {
            line = words[index].line
            let text = texts[line]!
            let start = index == first ? words[first].word.range.lowerBound : text.startIndex
            let end = line == words[last].line ? words[last].word.range.upperBound : text.endIndex
            pieces.append(text[start..<end])
        }
        return pieces.joined(separator: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The number of the section whose heading is the last one at or before `line`.
    private func section(holding line: Int) -> Int? {
        sectionStarts.last { $0.line <= line }?.number
    }

    private static func shortened(_ text: String) -> String {
        text.count <= 60 ? text : "…" + text.suffix(57)
    }
}
