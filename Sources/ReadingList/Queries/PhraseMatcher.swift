/// Finds where the phrases of a search occur in tokenized text, as FTS5
/// reports them to its auxiliary functions (`xInst`): every occurrence of
/// each phrase the query looks for, by token offset, phrases in number
/// order at the same offset. (An excluded phrase never occurs in an
/// article that matches.)
struct PhraseMatcher {
    /// The distinct words of the phrases as the tokenizer stems them; a
    /// prefix matches every stem starting with it.
    private let terms: [(stem: [UInt8], prefix: Bool)]
    /// For each phrase looked for (numbered first, as in the expression),
    /// its words as indices into `terms`.
    private let phrases: [[Int]]
    /// Whether some word starts with each byte: most tokens of a text
    /// start with none, and are passed over at one look.
    let firstBytes: [Bool]

    /// The matcher of `query`'s phrases; nil when one of them has no word the
    /// tokenizer keeps, or they have more than 64 different words.
    init?(_ query: SearchQuery, tokenizer: SearchTokenizer) {
        var terms: [(stem: [UInt8], prefix: Bool)] = []
        var phrases: [[Int]] = []
        for phrase in query.phrases where !phrase.excluded {
            let stems = tokenizer.stems(ofQuery: phrase.text)
            guard !stems.isEmpty else { return nil }
            phrases.append(
                stems.enumerated().map { index, stem in
                    let term = (stem: stem, prefix: phrase.prefix && index == stems.count - 1)
                    if let known = terms.firstIndex(where: { $0.stem == term.stem && $0.prefix == term.prefix }) {
                        return known
                    }
                    terms.append(term)
                    return terms.count - 1
                })
        }
        guard terms.count <= 64 else { return nil }
        self.terms = terms
        self.phrases = phrases
        var firstBytes = [Bool](repeating: false, count: 256)
        for term in terms {
            // A prefix of no bytes would match every token.
            guard let first = term.stem.first else { return nil }
            firstBytes[Int(first)] = true
        }
        self.firstBytes = firstBytes
    }

    /// The most words a phrase has.
    var longestPhrase: Int { phrases.map(\.count).max() ?? 0 }

    /// The words (bit n for `terms[n]`) that a token stemmed `stem` matches.
    func terms(matching stem: UnsafeBufferPointer<UInt8>) -> UInt64 {
        guard let first = stem.first, firstBytes[Int(first)] else { return 0 }
        var mask: UInt64 = 0
        for (index, term) in terms.enumerated() {
            let matches =
                term.prefix
                ? stem.count >= term.stem.count && stem.starts(with: term.stem)
                : stem.count == term.stem.count && stem.elementsEqual(term.stem)
            if matches { mask |= 1 << UInt64(index) }
        }
        return mask
    }

    /// The occurrences of the phrases in text whose tokens match `masks`.
    func instances(in masks: [UInt64]) -> [SearchSnippet.Instance] {
        var instances: [SearchSnippet.Instance] = []
        for offset in masks.indices where masks[offset] != 0 {
            for (number, words) in phrases.enumerated()
            where offset + words.count <= masks.count
                && words.indices.allSatisfy({ masks[offset + $0] & (1 << UInt64(words[$0])) != 0 })
            {
                instances.append(SearchSnippet.Instance(phrase: number, offset: offset, size: words.count))
            }
        }
        return instances
    }
}
