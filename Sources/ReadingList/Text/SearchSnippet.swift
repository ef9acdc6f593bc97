/// The passage of an article's text around the matches of a search, chosen
/// and highlighted exactly as FTS5's `snippet()` does (SQLite 3.40's
/// `fts5_aux.c`), but from text and matches worked out in Swift: the text
/// is derived once and tokenized once, instead of FTS5 reading it again
/// through the index's view and tokenizing it twice.
struct SearchSnippet {
    /// Where one token lies in the text, in bytes.
    struct Span {
        let start: Int
        let end: Int
    }

    /// One match of a phrase: phrase number, first token, tokens long.
    struct Instance: Equatable {
        let phrase: Int
        let offset: Int
        let size: Int
    }

    /// The text (UTF-8).
    let text: [UInt8]
    /// Its tokens, in order.
    let tokens: [Span]
    /// The matches in it, by token offset (phrases in number order at the same offset).
    let instances: [Instance]
    /// How many phrases the query has (matched or not).
    let phraseCount: Int

    /// The passage of about `length` tokens with the most (and most varied)
    /// matches, preferring one that starts a sentence; matches wrapped in
    /// `open` and `close`; `ellipsis` where text is left out.
    func make(open: String, close: String, ellipsis: String, length: Int) -> String {
        let start = bestStart(length: length)
        var out: [UInt8] = []
        if start > 0 { out += ellipsis.utf8 }
        var matches = CoalescedMatches(instances)
        while matches.start >= 0 && matches.start < start { matches.advance() }
        let rangeEnd = start + length - 1
        var offset = 0
        for (position, token) in tokens.enumerated() where position >= start && position <= rangeEnd {
            if start != 0 && position == start { offset = token.start }
            if position == matches.start {
                out += text[offset..<max(offset, token.start)]
                out += open.utf8
                offset = token.start
            }
            if position == matches.end {
                if matches.start < start { out += open.utf8 }
                out += text[offset..<max(offset, token.end)]
                out += close.utf8
                offset = max(offset, token.end)
                matches.advance()
            }
            if position == rangeEnd {
                out += text[offset..<max(offset, token.end)]
                offset = max(offset, token.end)
                if position >= matches.start && position < matches.end { out += close.utf8 }
            }
        }
        if rangeEnd >= tokens.count - 1 { out += text[offset...] } else { out += ellipsis.utf8 }
        return String(decoding: out, as: UTF8.self)
    }

    /// The first token of the passage (`fts5SnippetFunction`'s search).
    private func bestStart(length: Int) -> Int {
        // Only the last sentence start at or before each match is looked at.
        let firsts = sentenceStarts(through: instances.map(\.offset).max() ?? 0)
        var bestScore = 0
        var bestStart = 0
        for instance in instances where instance.offset <= tokens.count {
            let (score, adjusted) = self.score(from: instance.offset, length: length)
            if score > bestScore {
                bestScore = score
                bestStart = adjusted
            }
            guard !firsts.isEmpty && tokens.count > length else { continue }
            var index = 0
            while index < firsts.count - 1 && firsts[index + 1] <= instance.offset { index += 1 }
            if firsts[index] < instance.offset {
                let sentenceScore =
                    self.score(from: firsts[index], length: length).score + (firsts[index] == 0 ? 120 : 100)
                if sentenceScore > bestScore {
                    bestScore = sentenceScore
                    bestStart = firsts[index]
                }
            }
        }
        return bestStart
    }

    /// `fts5SnippetScore`: 1,000 for each phrase matched in the `length`
    /// tokens from `start`, 1 for each repeat; and where to start so that
    /// those matches sit in the middle.
    private func score(from start: Int, length: Int) -> (score: Int, start: Int) {
        var seen = [Bool](repeating: false, count: phraseCount)
        var score = 0
        var first = -1
        var last = 0
        for instance in instances where instance.offset >= start && instance.offset < start + length {
            score += seen[instance.phrase] ? 1 : 1000
            seen[instance.phrase] = true
            if first < 0 { first = instance.offset }
            last = instance.offset + instance.size
        }
        var adjusted = first - (length - (last - first)) / 2
        if adjusted + length > tokens.count { adjusted = tokens.count - length }
        if adjusted < 0 { adjusted = 0 }
        return (score, adjusted)
    }

    /// The tokens that start a sentence: the first, and each one after
    /// white space that follows a `.` or `:` (`fts5SentenceFinderCb`), up
    /// to token `last`.
    private func sentenceStarts(through last: Int) -> [Int] {
        var starts: [Int] = []
        for position in tokens.indices.prefix(max(last + 1, 0)) {
            let token = tokens[position]
            if position == 0 {
                starts.append(0)
                continue
            }
            var index = token.start - 1
            var byte: UInt8 = 0
            while index >= 0 {
                byte = text[index]
                if byte != 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D { break }
                index -= 1
            }
            if index != token.start - 1 && (byte == UInt8(ascii: ".") || byte == UInt8(ascii: ":")) {
                starts.append(position)
            }
        }
        return starts
    }

    /// Matches merged where they overlap (`CInstIter`): the first and last
    /// token of the current one, -1 after the last.
    private struct CoalescedMatches {
        let instances: [Instance]
        var next = 0
        var start = -1
        var end = -1

        init(_ instances: [Instance]) {
            self.instances = instances
            advance()
        }

        mutating func advance() {
            start = -1
            end = -1
            while next < instances.count {
                let instance = instances[next]
                let last = instance.offset - 1 + instance.size
                if start < 0 {
                    start = instance.offset
                    end = last
                } else if instance.offset <= end {
                    if last > end { end = last }
                } else {
                    break
                }
                next += 1
            }
        }
    }
}
