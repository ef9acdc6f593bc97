/// Raw text: the content of `script`, `style`, `textarea`, `title` and the
/// like, read as text up to the matching end tag.
extension Tokenizer {
    /// RAWTEXT or RCDATA (with character references): text up to
    /// `</tag` followed by whitespace, `/` or `>`, then that end tag.
    mutating func nextInRawText(decodingReferences: Bool) -> TokenKind {
        if isEndOfRawText(at: position) { return rawTextEndTag(at: position) }
        let textStart = text.count
        var p = position
        var stop = end
        if decodingReferences {
            while p < end {
                let runStart = p
                p = firstOf(0x3C, 0x26, 0, from: p)
                if p > runStart {
                    text.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: p - runStart))
                }
                guard p < end else { break }
                switch base[p] {
                case 0x26:
                    p = CharacterReferences.append(input, at: p, to: &text, inAttribute: false)
                case 0:
                    text.append(contentsOf: [0xEF, 0xBF, 0xBD])
                    p += 1
                default:
                    if isEndOfRawText(at: p) {
                        stop = p
                        p = end
                    } else {
                        text.append(0x3C)
                        p += 1
                    }
                }
            }
        } else {
            while let less = find(0x3C, from: p) {
                if isEndOfRawText(at: less) {
                    stop = less
                    break
                }
                p = less + 1
            }
            Tokenizer.appendReplacingNUL(base, position..<stop, to: &text)
        }
        position = stop
        return text.count > textStart ? characters(from: textStart) : .endOfFile
    }

    /// Script data: like RAWTEXT, except that inside `<!-- … -->` a
    /// `<script>` opens a nested ("double escaped") part in which
    /// `</script>` does not end the script.
    mutating func nextInScriptData() -> TokenKind {
        if isEndOfRawText(at: position) { return rawTextEndTag(at: position) }
        let stop = scriptEnd(from: position)
        let textStart = text.count
        Tokenizer.appendReplacingNUL(base, position..<stop, to: &text)
        position = stop
        return text.count > textStart ? characters(from: textStart) : .endOfFile
    }

    /// PLAINTEXT: everything left is text.
    mutating func nextInPlaintext() -> TokenKind {
        guard position < end else { return .endOfFile }
        let textStart = text.count
        Tokenizer.appendReplacingNUL(base, position..<end, to: &text)
        position = end
        return characters(from: textStart)
    }

    /// Where the script starting at `start` ends: the `<` of its end tag, or
    /// the end of input.
    private func scriptEnd(from start: Int) -> Int {
        enum State { case normal, escaped, doubleEscaped }
        var state = State.normal
        var dashes = 0
        var p = start
        while p < end {
            switch state {
            case .normal:
                guard let less = find(0x3C, from: p) else { return end }
                if isEndOfRawText(at: less) { return less }
                if matches("<!--", at: less) {
                    state = .escaped
                    dashes = 2
                    p = less + 4
                } else {
                    p = less + 1
                }
            case .escaped, .doubleEscaped:
                let byte = base[p]
                if byte == UInt8(ascii: "-") {
                    dashes += 1
                    p += 1
                    continue
                }
                if byte == UInt8(ascii: ">"), dashes >= 2 {
                    state = .normal
                    dashes = 0
                    p += 1
                    continue
                }
                dashes = 0
                if byte == 0x3C {
                    if state == .escaped {
                        if isEndOfRawText(at: p) { return p }
                        if isScriptTagName(at: p + 1) {
                            state = .doubleEscaped
                            p += 8
                            continue
                        }
                    } else if p + 1 < end, base[p + 1] == UInt8(ascii: "/"), isScriptTagName(at: p + 2) {
                        state = .escaped
                        p += 9
                        continue
                    }
                }
                p += 1
            }
        }
        return end
    }

    /// Whether `script` (any case) then whitespace, `/` or `>` is at `p`.
    private func isScriptTagName(at p: Int) -> Bool {
        guard p + 6 < end, matchesIgnoringCase("script", at: p) else { return false }
        let after = base[p + 6]
        return after.isHTMLWhitespace || after == UInt8(ascii: "/") || after == UInt8(ascii: ">")
    }

    /// Whether the end tag that ends the current raw text starts at `p`:
    /// `</name` (any case) followed by whitespace, `/` or `>`.
    func isEndOfRawText(at p: Int) -> Bool {
        guard p + 2 < end, base[p] == 0x3C, base[p + 1] == UInt8(ascii: "/") else { return false }
        let name = TagNameTable.shared.nameBytes(rawTextEndTag)
        let after = p + 2 + name.count
        guard after < end else { return false }
        var i = p + 2
        for expected in name {
            if base[i].asciiLowercased != expected { return false }
            i += 1
        }
        let byte = base[after]
        return byte.isHTMLWhitespace || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">")
    }

    /// Reads the end tag at `p` that closes the raw text, and goes back to markup.
    private mutating func rawTextEndTag(at p: Int) -> TokenKind {
        contentModel = .data
        return readTag(nameStart: p + 2, isEndTag: true)
    }
}
