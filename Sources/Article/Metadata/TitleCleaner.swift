import HTML

/// Takes the site's name off a page title: `Story | Site`, `Story - Site`,
/// `Story — Site`, `Site: Story`, only where the part taken off repeats
/// the site's name.
enum TitleCleaner {
    /// The separators that join a story's title and the site's name.
    /// Chinese and Japanese titles join them without spaces ("記事：例新聞", "新闻_示例网").
    private static let separators: [[UInt8]] = [
        " | ", " - ", " — ", " – ", " :: ", " » ", " « ", " · ", " • ", " / ", " ｜ ", "｜", "|", "：", "_",
    ].map { Array($0.utf8) }

    /// `title` without a leading or trailing site name. A part is the
    /// site's name when it matches one of `siteNames` or the page's host
    /// name (`example` for `www.example.com`), or is contained in one of
    /// them ("Herald" for "Springfield Herald"). A part that is exactly
    /// one of the page's `headings` (its `<h1>`s) is taken as the story's
    /// title whatever surrounds it.
    static func clean(_ title: String, siteNames: [String], host: String?, headings: [String] = []) -> String {
        let collapsed = collapse(title)
        if let heading = partMatchingHeading(collapsed, headings: headings) { return heading }
        let known = (siteNames + [host.map(hostWithoutPrefix)].compactMap { $0 }).map(comparable).filter { !$0.isEmpty }
        return clean(Array(collapsed.utf8), known: known)
    }

    /// Titles that editors and site builders write when their author gave
    /// none (Dreamweaver's "Untitled Document", FrontPage's "New Page 1").
    private static let placeholders: Set<String> = [
        "untitled", "untitleddocument", "untitledpage", "untitled1", "newpage1", "newpage", "document", "notitle",
        "pagetitle", "title", "yourtitlehere", "index", "indexhtml", "sansnom", "sanstitre", "unbenannt",
        "sintítulo", "sintitulo", "senzatitolo", "semtítulo", "semtitulo",
    ]

    /// Whether `title` is an editor's placeholder rather than a title.
    static func isPlaceholder(_ title: String) -> Bool {
        title.utf8.count <= 24 && placeholders.contains(comparable(title))
    }

    /// `title` (cut short with "…" or "...") replaced by the first of
    /// `others` that starts with it and goes on; `title` otherwise.
    static func completed(_ title: String, by others: some Sequence<String>) -> String {
        var stem = title
        for ellipsis in ["…", "..."] where stem.hasSuffix(ellipsis) { stem.removeLast(ellipsis.count) }
        guard stem.count < title.count, stem.count >= 10 else { return title }
        let wanted = comparable(stem)
        return others.first { comparable($0).hasPrefix(wanted) && $0.count > stem.count } ?? title
    }

    /// The `headings` (`<h1>`s) that name the site rather than the story, by
    /// the page's title: "Topic - Board" whose "Board" is an `<h1>` and
    /// whose "Topic" is one of `topics`: the opening `<h2>` or `<h3>` (a
    /// forum's or an old blog's header shows the board's name as the `<h1>`
    /// above the topic), or a headline the page declares (a journal's
    /// Open Graph title under its name as the `<h1>`).
    static func headingsNamingSite(_ headings: [String], topics: [String?], pageTitle: String?) -> [String] {
        guard let pageTitle else { return [] }
        let title = comparable(pageTitle)
        for case let opening? in topics {
            let topic = comparable(opening)
            guard !topic.isEmpty, title.hasPrefix(topic) else { continue }
            let rest = title.dropFirst(topic.count)
            let names = headings.filter { heading in
                let name = comparable(heading)
                return !name.isEmpty && name != topic && rest == name
            }
            if !names.isEmpty { return names }
        }
        return []
    }

    private static func partMatchingHeading(_ title: String, headings: [String]) -> String? {
        let wanted = Set(headings.map { comparable($0) }.filter { !$0.isEmpty })
        guard !wanted.isEmpty else { return nil }
        let bytes = Array(title.utf8)
        for separator in separators + [Array(": ".utf8)] {
            var parts: [[UInt8]] = []
            var rest = bytes[...]
            while let range = firstRange(of: separator, in: Array(rest)) {
                let start = rest.startIndex
                parts.append(Array(rest[start..<start + range.lowerBound]))
                rest = rest[(start + range.upperBound)...]
            }
            guard !parts.isEmpty else { continue }
            parts.append(Array(rest))
            // Of two parts that are headings ("RFC 9205" and "Building Protocols with HTTP", each an <h1>
            // under the other), the one with more words names the story.
            let shown = parts.filter { wanted.contains(comparable(String(decoding: $0, as: UTF8.self))) }
            if let part = shown.max(by: { wordCount($0) < wordCount($1) }) {
                return String(decoding: part, as: UTF8.self)
            }
        }
        return nil
    }

    /// The site's name a page title adds to its `headline` ("Story | The
    /// Daily Lantern" → "The Daily Lantern", "Lantern Press: Story" →
    /// "Lantern Press"): the one part besides the headline; nil when the
    /// title holds no such part.
    static func siteAffix(of title: String, headline: String) -> String? {
        siteAffix(of: title, headline: headline, suffixOnly: false)
    }

    /// The part a page title adds after its `headline`, set off by a bar or
    /// a dash ("Story | The Daily Lantern" → "The Daily Lantern"), never a
    /// part before it ("Opinion: Story"); nil when the title holds none.
    static func siteSuffix(of title: String, headline: String) -> String? {
        siteAffix(of: title, headline: headline, suffixOnly: true)
    }

    private static func siteAffix(of title: String, headline: String, suffixOnly: Bool) -> String? {
        let bytes = Array(collapse(title).utf8)
        let wanted = comparable(headline)
        guard !wanted.isEmpty else { return nil }
        for separator in suffixOnly ? separators : separators + [Array(": ".utf8)] {
            guard let last = lastRange(of: separator, in: bytes), let first = firstRange(of: separator, in: bytes)
            else { continue }
            let affix: [UInt8]
            if comparable(String(decoding: bytes[..<last.lowerBound], as: UTF8.self)) == wanted {
                affix = Array(bytes[last.upperBound...])
            } else if !suffixOnly, comparable(String(decoding: bytes[first.upperBound...], as: UTF8.self)) == wanted {
                affix = Array(bytes[..<first.lowerBound])
            } else {
                continue
            }
            let name = collapse(String(decoding: affix, as: UTF8.self))
            return name.isEmpty || wordCount(affix) > 6 ? nil : name
        }
        return nil
    }

    private static func clean(_ title: [UInt8], known: [String]) -> String {
        for separator in separators {
            guard let last = lastRange(of: separator, in: title) else { continue }
            let before = Array(title[..<last.lowerBound])
            let after = Array(title[last.upperBound...])
            if isSiteName(after, known: known, rest: before) {
                return withoutSection(clean(before, known: known), separator: separator)
            }
            if let first = firstRange(of: separator, in: title) {
                let head = Array(title[..<first.lowerBound])
                let tail = Array(title[first.upperBound...])
                if matches(head, known: known), wordCount(tail) >= 2 { return clean(tail, known: known) }
            }
        }
        // "Site: Story" only when the part before the colon is the site's name, or a forum's label of a topic
        // ("Thread: Story", as vBulletin heads a thread).
        if let colon = firstRange(of: Array(": ".utf8), in: title) {
            let head = Array(title[..<colon.lowerBound])
            let tail = Array(title[colon.upperBound...])
            let isTopicLabel =
                head.count <= 12 && topicLabels.contains(comparable(String(decoding: head, as: UTF8.self)))
            if matches(head, known: known) || isTopicLabel, wordCount(tail) >= 2 {
                return String(decoding: tail, as: UTF8.self)
            }
        }
        return String(decoding: title, as: UTF8.self)
    }

    /// The words a forum sets before a topic's title, in the languages
    /// vBulletin ships: "Thread", "Thema", "Discussion", "Discussione", "Tema".
    private static let topicLabels: Set<String> = ["thread", "topic", "thema", "discussion", "discussione", "tema"]

    /// `title` without a section's name that stood before the site's
    /// ("Story | Environment", once " | Site" is gone): a last part of one or
    /// two capitalised words without digits, after a headline at least
    /// twice as long and of four words or more ("Rock - Paper" and "Part
    /// 2" stay).
    private static func withoutSection(_ title: String, separator: [UInt8]) -> String {
        let bytes = Array(title.utf8)
        guard let last = lastRange(of: separator, in: bytes) else { return title }
        let head = Array(bytes[..<last.lowerBound])
        let section = String(decoding: bytes[last.upperBound...], as: UTF8.self)
        let words = section.split(separator: " ")
        guard (1...2).contains(words.count), wordCount(head) >= max(4, 2 * words.count),
            words.allSatisfy({ $0.first?.isUppercase == true && !$0.contains(where: \.isNumber) })
        else { return title }
        return String(decoding: head, as: UTF8.self)
    }

    private static func isSiteName(_ part: [UInt8], known: [String], rest: [UInt8]) -> Bool {
        matches(part, known: known) && wordCount(rest) >= 1
    }

    /// Whether a part of a title repeats a site name: the same letters and
    /// digits, a part of it ("Herald" of "Springfield Herald"), or the name
    /// with little more ("CBSSports.com" for "cbssports"); four letters at least.
    private static func matches(_ part: [UInt8], known: [String]) -> Bool {
        let candidate = comparable(String(decoding: part, as: UTF8.self))
        guard !candidate.isEmpty else { return false }
        return known.contains { name in
            if name == candidate { return true }
            guard min(candidate.count, name.count) >= 4 else { return false }
            return name.contains(candidate) || (candidate.count <= 2 * name.count && candidate.contains(name))
        }
    }

    /// Letters and digits only, lower-cased: "The Verge" compares as "theverge".
    static func comparable(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            // ASCII (most titles, names and slugs): no Unicode tables.
            var folded: [UInt8] = []
            folded.reserveCapacity(text.utf8.count)
            for byte in text.utf8 {
                let lower = byte | 0x20
                if lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z") {
                    folded.append(lower)
                } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                    folded.append(byte)
                }
            }
            return String(decoding: folded, as: UTF8.self)
        }
        var result = String.UnicodeScalarView()
        for scalar in text.lowercased().unicodeScalars
        where scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
            result.append(scalar)
        }
        return String(result)
    }

    private static func hostWithoutPrefix(_ host: String) -> String {
        var host = host.lowercased()
        for prefix in ["www.", "m.", "amp."] where host.hasPrefix(prefix) { host.removeFirst(prefix.count) }
        if let dot = host.firstIndex(of: ".") { return String(host[..<dot]) }
        return host
    }

    private static func wordCount(_ bytes: [UInt8]) -> Int {
        var count = 0
        var inWord = false
        for byte in bytes {
            if byte == 0x20 {
                inWord = false
            } else if !inWord {
                inWord = true
                count += 1
            }
        }
        return count
    }

    private static func firstRange(of pattern: [UInt8], in bytes: [UInt8]) -> Range<Int>? {
        guard pattern.count <= bytes.count else { return nil }
        for start in 0...(bytes.count - pattern.count) where bytes[start] == pattern[0] {
            if bytes[start..<start + pattern.count].elementsEqual(pattern), !joinsWord(pattern, at: start, in: bytes) {
                return start..<start + pattern.count
            }
        }
        return nil
    }

    private static func lastRange(of pattern: [UInt8], in bytes: [UInt8]) -> Range<Int>? {
        guard pattern.count <= bytes.count else { return nil }
        for start in stride(from: bytes.count - pattern.count, through: 0, by: -1) where bytes[start] == pattern[0] {
            if bytes[start..<start + pattern.count].elementsEqual(pattern), !joinsWord(pattern, at: start, in: bytes) {
                return start..<start + pattern.count
            }
        }
        return nil
    }

    /// Whether the `_` at `start` joins the parts of a name written in
    /// ASCII ("vcombine_f32", "shopt_option") rather than a title and a
    /// site's name run together in a script without spaces ("新闻_示例网").
    private static func joinsWord(_ pattern: [UInt8], at start: Int, in bytes: [UInt8]) -> Bool {
        guard pattern == [UInt8(ascii: "_")] else { return false }
        return [start - 1, start + 1].contains { bytes.indices.contains($0) && bytes[$0].isASCIIAlphanumeric }
    }

    /// `text` with each run of whitespace made one space, ends trimmed.
    static func collapse(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}
