import Problems

/// A full-text query as a person types it, turned into SQLite FTS5 syntax
/// that cannot fail to parse. The syntax:
/// - words: articles containing all of them (`swift concurrency`);
/// - `"a phrase"` in double quotes: those words in that order;
/// - `word*`: words starting with `word`;
/// - `-word` or `-"a phrase"`: articles without it;
/// - `OR` between two terms: either of them.
/// Matching ignores case and accents and finds other forms of English words
/// (`running` finds `run`).
public struct SearchQuery: Sendable, Equatable {
    /// The query as typed.
    public let text: String
    /// The query in FTS5 syntax.
    let expression: String
    /// The phrases of `expression` in the order FTS5 numbers them.
    let phrases: [Phrase]
    /// Whether the query is one phrase, or phrases joined by OR, with
    /// none excluded: then an article matches exactly when it holds one.
    let isOneAlternative: Bool

    /// One FTS5 phrase: words that must follow each other, the last one
    /// perhaps only a prefix; an excluded one is never in a matching article.
    struct Phrase: Equatable {
        let text: String
        let prefix: Bool
        let excluded: Bool
    }

    /// Parses `text`; bad input when it has no word to look for.
    public init(_ text: String) throws {
        self.text = text
        var positive: [String] = []
        var negative: [String] = []
        var positivePhrases: [Phrase] = []
        var negativePhrases: [Phrase] = []
        var pendingOr = false
        for token in Self.tokens(text) {
            if token.isOperatorOr {
                pendingOr = !positive.isEmpty
                continue
            }
            guard let (term, phrase) = token.ftsTerm else { continue }
            if token.excluded {
                negative.append(term)
                negativePhrases.append(phrase)
            } else if pendingOr, let last = positive.popLast() {
                positive.append("\(last) OR \(term)")
                positivePhrases.append(phrase)
                pendingOr = false
            } else {
                positive.append(term)
                positivePhrases.append(phrase)
            }
        }
        phrases = positivePhrases + negativePhrases
        isOneAlternative = positive.count == 1 && negative.isEmpty
        guard !positive.isEmpty else {
            throw Problem.badInput(
                text.allSatisfy(\.isWhitespace)
                    ? "the search is empty"
                    : "the search '\(Problem.oneLine(text, maxBytes: 80))' has no word to look for",
                hint: "give at least one word that is not excluded with -")
        }
        var expression = positive.map { "(\($0))" }.joined(separator: " AND ")
        if !negative.isEmpty {
            expression = "(\(expression))" + negative.map { " NOT \($0)" }.joined()
        }
        self.expression = expression
    }

    private struct Token {
        var text: String
        var quoted: Bool
        var excluded: Bool

        var isOperatorOr: Bool { !quoted && !excluded && text == "OR" }

        /// The token as an FTS5 string (and prefix mark) and as a phrase,
        /// or nil when it holds nothing the tokenizer would index.
        var ftsTerm: (String, Phrase)? {
            var body = text
            var prefix = false
            while !quoted && body.hasSuffix("*") {
                body.removeLast()
                prefix = true
            }
            guard body.contains(where: { $0.isLetter || $0.isNumber }) else { return nil }
            let escaped = "\"" + body.replacingOccurrences(of: "\"", with: "\"\"") + "\""
            return (prefix ? escaped + " *" : escaped, Phrase(text: body, prefix: prefix, excluded: excluded))
        }
    }

    private static func tokens(_ text: String) -> [Token] {
        var tokens: [Token] = []
        var characters = Substring(text)
        while let first = characters.first {
            if first.isWhitespace {
                characters.removeFirst()
                continue
            }
            var excluded = false
            if first == "-" {
                excluded = true
                characters.removeFirst()
            }
            if characters.first == "\"" {
                characters.removeFirst()
                let phrase = characters.prefix { $0 != "\"" }
                characters = characters.dropFirst(phrase.count)
                if !characters.isEmpty { characters.removeFirst() }
                tokens.append(Token(text: String(phrase), quoted: true, excluded: excluded))
            } else {
                let word = characters.prefix { !$0.isWhitespace }
                characters = characters.dropFirst(word.count)
                tokens.append(Token(text: String(word), quoted: false, excluded: excluded))
            }
        }
        return tokens
    }
}
