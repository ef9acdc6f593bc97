/// Labels for link lines. A link line is labelled with the link's own
/// words; words that say nothing on their own ("here", "link", "this", a
/// footnote number) give way to the words around the link in its sentence
/// ("Click here to read the report"), or to the target's host when the
/// sentence has nothing more to say.
enum LinkLabels {
    /// Link words that name nothing, compared in lower case without
    /// surrounding punctuation.
    private static let weakWords: Set<String> = [
        "here", "link", "this", "this link", "click here", "click", "here.", "go", "more", "read more", "source",
        "this one", "this page", "this post", "this article", "this story", "website", "this website", "via",
        "hier", "ici", "aquí", "aqui", "qui", "tutaj", "здесь", "тут", "ссылка", "link here", "see here",
    ]

    /// The most bytes of context taken on each side of a weak link.
    static let contextLimit = 160

    /// An address as a reader would write it: without its scheme and
    /// `www.`, cut to `limit` characters with "…" (`example.org/photos/harbour`).
    static func shownAddress(_ url: String, limit: Int = 40) -> String {
        var shown = Substring(url)
        if let scheme = shown.range(of: "://") { shown = shown[scheme.upperBound...] }
        if shown.hasPrefix("www.") { shown = shown.dropFirst(4) }
        if shown.count > limit { shown = shown.prefix(limit - 1) + "…" }
        return String(shown)
    }

    /// Whether a link's words say nothing on their own: a word such as
    /// "here", or only digits and punctuation (`[3]`, `→`).
    static func isWeak(_ label: String) -> Bool {
        guard label.utf8.count <= 24 else { return false }
        if !label.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) { return true }
        let trimmed = label.lowercased().trimmingEdges(" .,:;!?()[]{}<>«»\"'“”‘’→↗»…-–—")
        return weakWords.contains(trimmed)
    }

    /// A label for the weak link whose words sit at `range` of `text` (a
    /// block's UTF-8 text): its sentence (up to `contextLimit` bytes each
    /// side, cut at whole words), or the host of `url` when the sentence
    /// holds no other words.
    static func context(of range: Range<Int>, in text: [UInt8], url: String) -> String {
        var lower = min(max(range.lowerBound, 0), text.count)
        var upper = min(max(range.upperBound, lower), text.count)
        // The link's words without the space gathered before them.
        while lower < upper, text[lower] == 0x20 || text[lower] == 0x0A { lower += 1 }
        while upper > lower, text[upper - 1] == 0x20 || text[upper - 1] == 0x0A { upper -= 1 }
        var start = lower
        while start > 0, lower - start < contextLimit, !isSentenceStart(text, start) { start -= 1 }
        if start > 0, !isSentenceStart(text, start) {
            // Cut at the first whole word inside the limit.
            while start < lower, text[start] != 0x20 { start += 1 }
        }
        var end = upper
        while end < text.count, end - upper < contextLimit, !isSentenceEnd(text, end) { end += 1 }
        if end < text.count, !isSentenceEnd(text, end) {
            while end > upper, text[end - 1] != 0x20 { end -= 1 }
        }
        let own = words(in: text[lower..<upper])
        let sentence = trimmed(text[start..<end])
        if words(in: sentence[...]) > own, !sentence.isEmpty {
            return String(decoding: sentence, as: UTF8.self)
        }
        return ArticleLayout.host(of: url) ?? url
    }

    /// Whether a sentence starts at `index`: after a line break, or after
    /// `.`, `!`, `?` or `;` and a space (a colon introduces the link:
    /// "Photos: here").
    private static func isSentenceStart(_ text: [UInt8], _ index: Int) -> Bool {
        guard index > 0 else { return true }
        if text[index - 1] == UInt8(ascii: "\n") { return true }
        guard index > 1, text[index - 1] == 0x20 else { return false }
        return endsSentence(text, at: index - 2)
    }

    /// Whether the sentence ends before `index`: at a line break, or at
    /// `.`, `!`, `?` or `;` followed by a space or the end.
    private static func isSentenceEnd(_ text: [UInt8], _ index: Int) -> Bool {
        if text[index] == UInt8(ascii: "\n") { return true }
        guard endsSentence(text, at: index) else { return false }
        return index + 1 == text.count || text[index + 1] == 0x20 || text[index + 1] == UInt8(ascii: "\n")
    }

    /// Words whose period ends no sentence ("vs. dollar", "Dr. Lee").
    private static let abbreviations: Set<String> = [
        "vs", "v", "e.g", "i.e", "cf", "approx", "mr", "mrs", "ms", "dr", "prof", "st", "jr", "sr", "no", "fig",
        "gov", "sen", "rep", "gen", "col", "lt", "sgt", "capt",
    ]

    /// Whether the byte at `index` ends a sentence: `.` (unless it ends an
    /// abbreviation), `!`, `?` or `;`.
    private static func endsSentence(_ text: [UInt8], at index: Int) -> Bool {
        let byte = text[index]
        if byte == UInt8(ascii: "!") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: ";") { return true }
        guard byte == UInt8(ascii: ".") else { return false }
        var start = index
        while start > 0, index - start < 8, text[start - 1] != 0x20, text[start - 1] != 0x0A,
            text[start - 1] != UInt8(ascii: "(")
        {
            start -= 1
        }
        let word = String(decoding: text[start..<index], as: UTF8.self).lowercased()
        return !abbreviations.contains(word)
    }

    /// `bytes` on one line without spaces, commas, dashes, an opening
    /// bracket or a closing bracket that closes nothing at either end.
    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        let edges: Set<UInt8> = [0x20, 0x0A, UInt8(ascii: ","), UInt8(ascii: "-"), UInt8(ascii: "("), UInt8(ascii: "[")]
        var slice = bytes
        while let first = slice.first, edges.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last {
            if edges.contains(last) || last == UInt8(ascii: ".") || closesNothing(last, in: slice) {
                slice = slice.dropLast()
            } else {
                break
            }
        }
        return slice.map { $0 == 0x0A ? 0x20 : $0 }
    }

    /// Whether `last`, the last byte of `slice`, is `)` or `]` with no
    /// bracket it closes in `slice`.
    private static func closesNothing(_ last: UInt8, in slice: ArraySlice<UInt8>) -> Bool {
        let opening: UInt8
        switch last {
        case UInt8(ascii: ")"): opening = UInt8(ascii: "(")
        case UInt8(ascii: "]"): opening = UInt8(ascii: "[")
        default: return false
        }
        return slice.filter { $0 == opening }.count < slice.filter { $0 == last }.count
    }

    /// How many words (runs of letters and digits) `bytes` holds.
    private static func words(in bytes: ArraySlice<UInt8>) -> Int {
        WordSequence.words(String(decoding: bytes, as: UTF8.self)).count
    }
}
