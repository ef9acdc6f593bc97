/// The snippets shown with a page of search results: for each article on
/// the page, the passage of its body around the matches (FTS5's
/// `snippet(article_search, 1, open, close, '…', 24)`, newlines as spaces).
///
/// They are made in Swift from the body the index's view derives, read
/// once for the page's articles and tokenized once as the index's own
/// tokenizer does (`SearchTokenizer.tokens(of:matching:)`, which stems
/// only the words that may match); FTS5's `snippet()` would read each body
/// through the view again and tokenize it twice. A query whose phrases
/// this cannot follow exactly (one with no word the tokenizer keeps, more
/// than 64 words) gets its snippets from FTS5 instead.
enum SearchSnippets {
    /// Tokens in a snippet.
    static let length = 24
    /// What stands for text left out.
    static let ellipsis = "…"

    /// The snippets of `ids` (articles matching `search`) that have any.
    /// `lastBodyMatches` says, for some of them, where (in tokens) the last
    /// match in the body is, as the index has it: then only the text up to
    /// a little past it is read, which is all a snippet looks at (the
    /// matches, the sentence starts before them, and the passage).
    static func make(
        for ids: [ArticleID], search: SearchQuery, highlight: SnippetHighlight,
        lastBodyMatches: [ArticleID: Int] = [:], in connection: Connection
    ) throws -> [ArticleID: String] {
        guard !ids.isEmpty else { return [:] }
        guard let tokenizer = SearchTokenizer(connection), let matcher = PhraseMatcher(search, tokenizer: tokenizer)
        else { return try fromIndex(for: ids, search: search, highlight: highlight, in: connection) }
        var snippets: [ArticleID: String] = [:]
        var unmade: [ArticleID] = []
        for source in try SnippetText.load(ids, in: connection) {
            var made: (text: [UInt8], tokens: MatchedTokens, instances: [SearchSnippet.Instance])?
            var whole: [UInt8]?
            if let last = lastBodyMatches[source.id] {
                // Tokens enough that the passage and every comparison with the
                // text's length come out as with the whole text.
                let needed = max(last, 0) + length + matcher.longestPhrase + 1
                var disagree = false
                let text = try source.text(expectedBytes: needed * 8 + 256) { text in
                    let tokens = text.withUnsafeBufferPointer { tokenizer.tokens(of: $0, matching: matcher) }
                    guard tokens.spans.count > needed else { return false }
                    let instances = matcher.instances(in: tokens.masks)
                    // The index and the text agree on the last match (they always should).
                    if (instances.map(\.offset).max() ?? -1) == last {
                        made = (text, tokens, instances)
                    } else {
                        disagree = true
                    }
                    return true
                }
                if made == nil && !disagree { whole = text }
            }
            if made == nil {
                let text = try whole ?? source.text()
                let tokens = text.withUnsafeBufferPointer { tokenizer.tokens(of: $0, matching: matcher) }
                made = (text, tokens, matcher.instances(in: tokens.masks))
            }
            guard let (text, tokens, instances) = made else { continue }
            // FTS5 reads text only up to a NUL byte: leave such text to it.
            guard !text.withUnsafeBufferPointer({ ByteSearch.contains(0, in: $0) }) else {
                unmade.append(source.id)
                continue
            }
            let snippet = SearchSnippet(
                text: text, tokens: tokens.spans, instances: instances, phraseCount: search.phrases.count
            ).make(open: highlight.open, close: highlight.close, ellipsis: ellipsis, length: length)
            snippets[source.id] = shown(snippet)
        }
        if !unmade.isEmpty {
            try snippets.merge(fromIndex(for: unmade, search: search, highlight: highlight, in: connection)) { $1 }
        }
        return snippets
    }

    /// The snippets of `ids` made by FTS5's `snippet()`. One pass over the
    /// matches between the smallest and largest id, with the snippet made
    /// only for the page's ids (`+rowid` keeps the id list from being
    /// handed to the search index, which would repeat the search once per id).
    static func fromIndex(
        for ids: [ArticleID], search: SearchQuery, highlight: SnippetHighlight, in connection: Connection
    ) throws -> [ArticleID: String] {
        guard let low = ids.min(), let high = ids.max() else { return [:] }
        var snippets: [ArticleID: String] = [:]
        _ = try connection.rows(
            """
            SELECT rowid, snippet(article_search, 1, ?, ?, ?, ?) FROM article_search
            WHERE article_search MATCH ? AND rowid BETWEEN ? AND ? AND +rowid IN (SELECT value FROM json_each(?))
            """,
            [
                .text(highlight.open), .text(highlight.close), .text(ellipsis), .integer(Int64(length)),
                .text(search.expression), .integer(low.rawValue), .integer(high.rawValue), IDList.json(ids),
            ]
        ) { row in snippets[ArticleID(row.int64(0))] = shown(row.string(1)) }
        return snippets
    }

    /// A snippet as a list shows it: on one line, none when it is blank.
    private static func shown(_ snippet: String) -> String? {
        guard !snippet.allSatisfy(\.isWhitespace) else { return nil }
        guard snippet.utf8.contains(UInt8(ascii: "\n")) else { return snippet }
        return String(decoding: snippet.utf8.map { $0 == UInt8(ascii: "\n") ? UInt8(ascii: " ") : $0 }, as: UTF8.self)
    }
}
