/// What an element's `class` or `id` says about it: boilerplate, likely
/// content, or a caption. Worked out once per distinct attribute value
/// (pages repeat the same class strings many times) by one scan of its
/// lower-cased bytes against fixed pattern lists.
struct ClassHints: Equatable {
    /// Names a kind of boilerplate (comments, related stories, bylines…).
    var isBoilerplate = false
    /// Names boilerplate only through share/social words, which embedded
    /// posts (tweets, Instagram) also use.
    var isShareOnly = false
    /// Names what the page hides from sight ("hidden", "sr-only",
    /// "visually-hidden"): gone wherever it stands.
    var isHiding = false
    /// Names boilerplate only through date and time words ("date", "time",
    /// "timestamp"), which also name a recipe's cooking times.
    var isDateOnly = false
    /// Names boilerplate only as a list of tags ("tags", "tag-list"): links
    /// to the site's tag pages, so a block without links is none (a manual's
    /// option list that mandoc calls "Bl-tag").
    var isTagsOnly = false
    /// Names boilerplate only by where it sits in a frame ("header",
    /// "sidebar"), which names the parts of a box in the story as well as
    /// the page's (a callout's `callout-header`, a typeset sidebar).
    var isPlaceOnly = false
    /// Readability-style hints: names that lower or raise a block's score.
    var isNegative = false
    var isPositive = false
    /// Names a caption.
    var isCaption = false
    /// Names a photo credit or copyright line.
    var isCredit = false
    /// Names the box of a code editor's lines (see `CodeEditors`): code,
    /// whatever the class names inside it say.
    var isCode = false

    static let none = ClassHints()

    /// The hints of one attribute value; `keepingHidden` reads no word
    /// for hiding (the value of what a control in the page shows).
    init(_ value: String, keepingHidden: Bool = false) {
        var value = value
        var found = value.withUTF8 { PatternTable.shared.scan($0) }
        if keepingHidden { found.remove(.hiding) }
        let hard = found.contains(.boilerplate) && !found.contains(.printedNotes)
        let share = found.contains(.share)
        isHiding = found.contains(.hiding)
        let dating = found.contains(.dating)
        let tagging = found.contains(.tagging)
        let placing = found.contains(.placing)
        isBoilerplate = hard || share || isHiding || dating || tagging || placing
        isShareOnly = share && !hard && !isHiding && !dating && !tagging && !placing
        isDateOnly = dating && !hard && !share && !isHiding && !tagging && !placing
        isTagsOnly = tagging && !hard && !share && !isHiding && !dating && !placing
        isPlaceOnly = placing && !hard && !share && !isHiding && !dating && !tagging
        isNegative = found.contains(.negative)
        isPositive = found.contains(.positive)
        isCaption = found.contains(.caption)
        isCredit = found.contains(.credit)
        isCode = found.contains(.code)
    }

    private init() {}

    /// The hints of an element with both attributes.
    static func merged(_ a: ClassHints, _ b: ClassHints) -> ClassHints {
        var hints = ClassHints()
        hints.isBoilerplate = a.isBoilerplate || b.isBoilerplate
        hints.isShareOnly =
            hints.isBoilerplate && (!a.isBoilerplate || a.isShareOnly) && (!b.isBoilerplate || b.isShareOnly)
        hints.isHiding = a.isHiding || b.isHiding
        hints.isDateOnly =
            hints.isBoilerplate && (!a.isBoilerplate || a.isDateOnly) && (!b.isBoilerplate || b.isDateOnly)
        hints.isTagsOnly =
            hints.isBoilerplate && (!a.isBoilerplate || a.isTagsOnly) && (!b.isBoilerplate || b.isTagsOnly)
        hints.isPlaceOnly =
            hints.isBoilerplate && (!a.isBoilerplate || a.isPlaceOnly) && (!b.isBoilerplate || b.isPlaceOnly)
        hints.isNegative = a.isNegative || b.isNegative
        hints.isPositive = a.isPositive || b.isPositive
        hints.isCaption = a.isCaption || b.isCaption
        hints.isCredit = a.isCredit || b.isCredit
        hints.isCode = a.isCode || b.isCode
        return hints
    }

    /// The score adjustment: -25 for a negative name, +25 for a positive one.
    var weight: Int {
        (isNegative ? -25 : 0) + (isPositive ? 25 : 0)
    }
}

/// The kinds of name a pattern stands for.
struct PatternKinds: OptionSet {
    let rawValue: UInt16
    static let boilerplate = PatternKinds(rawValue: 1 << 0)
    static let share = PatternKinds(rawValue: 1 << 1)
    static let negative = PatternKinds(rawValue: 1 << 2)
    static let positive = PatternKinds(rawValue: 1 << 3)
    static let caption = PatternKinds(rawValue: 1 << 4)
    static let credit = PatternKinds(rawValue: 1 << 5)
    /// Boilerplate that the page hides from sight.
    static let hiding = PatternKinds(rawValue: 1 << 6)
    /// Boilerplate named by a date or time word.
    static let dating = PatternKinds(rawValue: 1 << 7)
    /// Boilerplate named as a list of tags, which are links to the site's tag pages.
    static let tagging = PatternKinds(rawValue: 1 << 8)
    /// Boilerplate named by where it sits in a frame, which a box in the story has too.
    static let placing = PatternKinds(rawValue: 1 << 9)
    /// The story's notes that a footnote script shows as popovers on screen and marks as printed only
    /// (Bigfoot's `footnote-print-only`, Littlefoot's `littlefoot--print`): no print version of the page.
    static let printedNotes = PatternKinds(rawValue: 1 << 10)
    /// The box of a code editor's lines.
    static let code = PatternKinds(rawValue: 1 << 11)
}

/// Every class/id pattern, indexed by first byte so one scan of a value
/// checks them all. A pattern matches at the start of a token (`promo` in
/// "promo-box" or "sidePromo"; long ones such as `related` anywhere), or
/// only as a whole token.
struct PatternTable: Sendable {
    static let shared = PatternTable()

    private struct Pattern: Sendable {
        let bytes: [UInt8]
        let kinds: PatternKinds
        let wholeWord: Bool
    }

    private let patterns: [Pattern]
    /// For each byte, the patterns that start with it.
    private let byFirstByte: [[Int]]

    private init() {
        var list: [Pattern] = []
        func add(_ words: [String], _ kinds: PatternKinds, wholeWord: Bool = false) {
            for word in words { list.append(Pattern(bytes: Array(word.utf8), kinds: kinds, wholeWord: wholeWord)) }
        }
        add(
            [
                "comment", "disqus", "related", "recommend", "newsletter", "subscri", "signup", "promo", "sponsor",
                "advert", "cookie", "consent", "gdpr", "paywall", "modal", "popup", "breadcrumb", "widget",
                "footer", "masthead", "navbar", "navigation", "pagination", "pager", "toolbar", "byline",
                "authorbio", "author-bio", "most-popular", "mostpopular", "trending",
                "outbrain", "taboola", "readmore", "read-more", "more-stories", "also-read", "skip-link", "print",
                "keyword", "noscript", "noprint",
                // A blog theme's box asking for a tip (Hexo's NexT and Butterfly: "reward-container", "post-reward").
                "reward",
                // HubSpot's call-to-action buttons, a picture of the request linking through its tracker, on every
                // blog HubSpot's CMS serves ("hs-cta-wrapper" with "hs-cta-img", "hs-cta-embed").
                "hs-cta",
            ], .boilerplate)
        add(
            [
                "ad", "ads", "adv", "nav", "menu", "meta", "author", "bio", "banner", "rss",
                "login", "dfp",
            ], .boilerplate, wholeWord: true)
        // MediaWiki's navigation boxes (Template:Navbox, on Wikipedia's and Fandom's wikis): grids of links.
        add(["navbox"], .boilerplate)
        add(["sidebar"], .placing)
        add(["footnote-print-only", "littlefoot--print"], .printedNotes)
        add(["header"], .placing, wholeWord: true)
        add(["taglist", "tag-list"], .tagging)
        add(["tags", "tag"], .tagging, wholeWord: true)
        add(["visually-hidden", "sr-only", "screen-reader", "off-screen", "offscreen"], .hiding)
        add(["hidden", "hide"], .hiding, wholeWord: true)
        // Utility classes named for what they set, `display: none` ("u-display-none", "dis-none" beside "dis-block").
        add(["display-none", "displaynone", "dis-none"], .hiding)
        add(["dateline", "timestamp", "published"], .dating)
        add(["date", "time"], .dating, wholeWord: true)
        add(["share", "sharing", "social", "sns"], .share)
        add(
            [
                "comment", "combx", "contact", "foot", "footnote", "masthead", "media", "meta", "outbrain", "promo",
                "related", "scroll", "share", "shoutbox", "sidebar", "skyscraper", "sponsor", "shopping", "tags",
                "tool", "widget", "banner", "hidden",
            ], .negative)
        add(["article", "body", "content", "entry", "main", "post", "text", "story", "blog"], .positive)
        add(["caption"], .caption)
        add(["credit", "copyright"], .credit)
        add(CodeEditors.textClasses.map { $0.lowercased() }, .code, wholeWord: true)
        var index = [[Int]](repeating: [], count: 256)
        for (position, pattern) in list.enumerated() { index[Int(pattern.bytes[0])].append(position) }
        patterns = list
        byFirstByte = index
    }

    @inline(__always)
    private static func lower(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }

    @inline(__always)
    private static func isWordByte(_ byte: UInt8) -> Bool {
        let lowered = lower(byte)
        return (lowered >= 0x61 && lowered <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
    }

    /// Longer words that begin with a pattern but name something else
    /// ("promotion" is not a promo, "printer" not a print version, "print-yes"
    /// what is printed too, as Crayon marks its code; "subscriber-preview"
    /// and "subscriber-only" are the story's text before and behind a
    /// paywall, as TownNews' BLOX CMS, which thousands of local papers
    /// use, names it, no box that asks to subscribe).
    private static let falseFriends: [[UInt8]] = [
        "promotion", "printer", "advertiser", "commentary", "print-yes", "subscriber-preview", "subscriber-only",
        "subscriber-premium",
    ].map { Array($0.utf8) }

    /// Patterns this long are distinctive enough to match inside a token
    /// ("thumbcaption", "postcomments"); shorter ones match at its start.
    private static let longPattern = 7

    /// The kinds of every pattern found in `value` (compared ignoring ASCII
    /// case). A short pattern matches at the start of a token only (after a
    /// character that is not a letter or digit, or where camelCase starts a
    /// word), so "blueprint" holds no "print" and "shadow" no "ad"; a long
    /// one anywhere; a whole-word pattern must also end its token.
    func scan(_ value: UnsafeBufferPointer<UInt8>) -> PatternKinds {
        var found: PatternKinds = []
        let count = value.count
        var position = 0
        while position < count {
            defer { position += 1 }
            let atTokenStart = Self.startsToken(value, at: position)
            let first = Self.lower(value[position])
            for candidate in byFirstByte[Int(first)] {
                let pattern = patterns[candidate]
                if found.contains(pattern.kinds) { continue }
                if !atTokenStart, pattern.wholeWord || pattern.bytes.count < Self.longPattern { continue }
                let length = pattern.bytes.count
                guard position + length <= count else { continue }
                var offset = 1
                while offset < length, Self.lower(value[position + offset]) == pattern.bytes[offset] { offset += 1 }
                guard offset == length else { continue }
                if pattern.wholeWord {
                    if position + length < count, Self.isWordByte(value[position + length]),
                        !Self.isUppercase(value[position + length]) || Self.isUppercase(value[position + length - 1])
                    {
                        continue
                    }
                    if pattern.kinds == .hiding, Self.followsLabel(value, at: position) { continue }
                } else if Self.startsFalseFriend(value, at: position) {
                    continue
                }
                found.formUnion(pattern.kinds)
            }
        }
        return found
    }

    /// Whether a token of `value` starts at `position`: after a character
    /// that is not a letter or digit, or where camelCase starts a word.
    @inline(__always)
    static func startsToken(_ value: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
        position == 0 || !isWordByte(value[position - 1])
            || (isLowercase(value[position - 1]) && isUppercase(value[position]))
    }

    /// Whether the token at `position` follows the word "label" in the same
    /// class ("field--label-hidden", "field-label-hidden": Drupal's field
    /// whose label is hidden, the field itself shown).
    private static func followsLabel(_ value: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
        var end = position
        while end > 0, value[end - 1] == 0x2D || value[end - 1] == 0x5F { end -= 1 }
        let label = Array("label".utf8)
        guard end < position, end >= label.count else { return false }
        for offset in 0..<label.count where lower(value[end - label.count + offset]) != label[offset] { return false }
        return true
    }

    private static func startsFalseFriend(_ value: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
        falseFriends.contains { word in
            guard position + word.count <= value.count else { return false }
            for offset in 0..<word.count where lower(value[position + offset]) != word[offset] { return false }
            return true
        }
    }

    @inline(__always)
    private static func isUppercase(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }

    @inline(__always)
    private static func isLowercase(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
}

/// Remembers the hints of each distinct `class` and `id` value of a page.
struct ClassHintCache {
    private var known: [String: ClassHints] = [:]

    mutating func hints(_ value: String) -> ClassHints {
        if let hints = known[value] { return hints }
        let hints = ClassHints(value)
        known[value] = hints
        return hints
    }
}

/// Byte search used by the extractor's small text checks.
enum ByteSearch {
    /// Whether `pattern` occurs in `bytes`.
    static func contains(_ bytes: [UInt8], _ pattern: [UInt8]) -> Bool {
        pattern.isEmpty || firstOffset(of: pattern, in: bytes) != nil
    }

    /// Where `pattern` first occurs in `bytes` (nil for an empty pattern or none).
    static func firstOffset(of pattern: [UInt8], in bytes: [UInt8]) -> Int? {
        pattern.withUnsafeBufferPointer { pattern in
            bytes.withUnsafeBufferPointer { SubstringSearch.firstOffset(of: pattern, in: $0) }
        }
    }

    /// Whether `pattern` (ASCII, lower case) starts a token of `value`,
    /// whatever its case, as class patterns match ("author" in
    /// "entry-author", "author_name" and "postAuthor", not in "unauthorized").
    static func startsWord(_ pattern: [UInt8], in value: [UInt8]) -> Bool {
        let count = pattern.count
        guard count > 0, count <= value.count else { return false }
        return value.withUnsafeBufferPointer { bytes in
            (0...(bytes.count - count)).contains { start in
                PatternTable.startsToken(bytes, at: start)
                    && (0..<count).allSatisfy { (bytes[start + $0] | 0x20) == pattern[$0] }
            }
        }
    }
}
