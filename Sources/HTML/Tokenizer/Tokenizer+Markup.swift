/// Comments, bogus comments, doctypes and CDATA sections.
extension Tokenizer {
    /// Reads a comment whose data starts at `start` (after `<!--`): it ends
    /// at `-->` or `--!>`; `<!-->` and `<!--->` are empty comments; one cut
    /// off by the end of input keeps what it has, less its trailing dashes.
    mutating func readComment(from start: Int) -> TokenKind {
        if start < end, base[start] == UInt8(ascii: ">") {
            return comment(start..<start, resumingAt: start + 1)
        }
        if start + 1 < end, base[start] == UInt8(ascii: "-"), base[start + 1] == UInt8(ascii: ">") {
            return comment(start..<start, resumingAt: start + 2)
        }
        var q = start
        while let dash = find(UInt8(ascii: "-"), from: q) {
            guard dash + 2 < end else { break }
            if base[dash + 1] == UInt8(ascii: "-") {
                if base[dash + 2] == UInt8(ascii: ">") {
                    return comment(start..<dash, resumingAt: dash + 3)
                }
                if base[dash + 2] == UInt8(ascii: "!"), dash + 3 < end, base[dash + 3] == UInt8(ascii: ">") {
                    return comment(start..<dash, resumingAt: dash + 4)
                }
            }
            q = dash + 1
        }
        // End of input inside the comment.
        var stop = end
        if stop - start >= 3, matches("--!", at: stop - 3) {
            stop -= 3
        } else if stop - start >= 2, matches("--", at: stop - 2) {
            stop -= 2
        } else if stop - start >= 1, base[stop - 1] == UInt8(ascii: "-") {
            stop -= 1
        }
        return comment(start..<stop, resumingAt: end)
    }

    /// Reads `<?…>`, `</ …>` or `<!…>` that is not a comment, doctype or
    /// CDATA: a comment holding everything from `start` up to the next `>`.
    mutating func readBogusComment(from start: Int) -> TokenKind {
        let close = find(UInt8(ascii: ">"), from: start)
        return comment(start..<(close ?? end), resumingAt: close.map { $0 + 1 } ?? end)
    }

    private mutating func comment(_ range: Range<Int>, resumingAt resume: Int) -> TokenKind {
        let start = text.count
        Tokenizer.appendReplacingNUL(base, range, to: &text)
        tokenSpan = ByteSpan(start: Int32(start), count: Int32(text.count - start))
        position = resume
        return .comment
    }

    /// Appends the content of a CDATA section (in SVG or MathML) from
    /// `start` up to `]]>` to the text, and returns where reading goes on.
    mutating func appendCDATA(from start: Int) -> Int {
        var q = start
        var stop = end
        var resume = end
        while let bracket = find(UInt8(ascii: "]"), from: q) {
            if matches("]]>", at: bracket) {
                stop = bracket
                resume = bracket + 3
                break
            }
            q = bracket + 1
        }
        Tokenizer.appendReplacingNUL(base, start..<stop, to: &text)
        return resume
    }

    /// Reads a doctype from `start` (after `<!DOCTYPE`): its name, public
    /// and system identifiers, and whether it forces quirks mode.
    mutating func readDoctype(from start: Int) -> TokenKind {
        doctype = DoctypeToken()
        var p = start
        func skipWhitespace() { while p < end, base[p].isHTMLWhitespace { p += 1 } }
        func finish(_ resume: Int, quirks: Bool) -> TokenKind {
            if quirks { doctype.forceQuirks = true }
            position = min(resume, end)
            return .doctype
        }
        /// Skips to the next `>` (the bogus doctype state).
        func bogus(quirks: Bool) -> TokenKind {
            let close = find(UInt8(ascii: ">"), from: p)
            return finish(close.map { $0 + 1 } ?? end, quirks: quirks || close == nil)
        }

        skipWhitespace()
        guard p < end else { return finish(end, quirks: true) }
        if base[p] == UInt8(ascii: ">") { return finish(p + 1, quirks: true) }
        let nameStart = p
        while p < end, !base[p].isHTMLWhitespace, base[p] != UInt8(ascii: ">") { p += 1 }
        let nameOffset = text.count
        for q in nameStart..<p {
            if base[q] == 0 {
                text.append(contentsOf: [0xEF, 0xBF, 0xBD])
            } else {
                text.append(base[q].asciiLowercased)
            }
        }
        doctype.name = ByteSpan(start: Int32(nameOffset), count: Int32(text.count - nameOffset))
        skipWhitespace()
        guard p < end else { return finish(end, quirks: true) }
        if base[p] == UInt8(ascii: ">") { return finish(p + 1, quirks: false) }

        let isPublic = matchesIgnoringCase("public", at: p)
        guard isPublic || matchesIgnoringCase("system", at: p) else { return bogus(quirks: true) }
        p += 6
        var expectingSystem = !isPublic
        while true {
            skipWhitespace()
            guard p < end else { return finish(end, quirks: true) }
            let quote = base[p]
            if quote == UInt8(ascii: ">") {
                // A keyword with no identifier after it, or no system id.
                return finish(p + 1, quirks: doctype.publicID == nil && doctype.systemID == nil)
            }
            guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                return bogus(quirks: true)
            }
            p += 1
            let idStart = p
            while p < end, base[p] != quote, base[p] != UInt8(ascii: ">") { p += 1 }
            let offset = text.count
            Tokenizer.appendReplacingNUL(base, idStart..<p, to: &text)
            let span = ByteSpan(start: Int32(offset), count: Int32(text.count - offset))
            if expectingSystem { doctype.systemID = span } else { doctype.publicID = span }
            guard p < end else { return finish(end, quirks: true) }
            if base[p] == UInt8(ascii: ">") { return finish(p + 1, quirks: true) }
            p += 1  // the closing quote
            if expectingSystem {
                skipWhitespace()
                guard p < end else { return finish(end, quirks: true) }
                if base[p] == UInt8(ascii: ">") { return finish(p + 1, quirks: false) }
                return bogus(quirks: false)
            }
            expectingSystem = true
        }
    }
}
