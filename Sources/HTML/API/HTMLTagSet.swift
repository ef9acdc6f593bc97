/// A set of tags held as a 256-bit mask: membership is one shift and one AND,
/// so it suits per-node checks in tight loops (`HTMLTagSet.headings.contains(node.tag)`).
public struct HTMLTagSet: Sendable, Hashable, ExpressibleByArrayLiteral {
    @usableFromInline var w0: UInt64 = 0
    @usableFromInline var w1: UInt64 = 0
    @usableFromInline var w2: UInt64 = 0
    @usableFromInline var w3: UInt64 = 0

    /// The empty set.
    public init() {}

    /// The set of these tags.
    public init(_ tags: some Sequence<HTMLTag>) {
        for tag in tags { insert(tag) }
    }

    /// The set of these tags.
    public init(arrayLiteral tags: HTMLTag...) {
        self.init(tags)
    }

    /// Whether `tag` is in the set (inlined into other modules' loops).
    @inlinable @inline(__always)
    public func contains(_ tag: HTMLTag) -> Bool {
        let raw = tag.rawValue
        let bit = UInt64(1) << UInt64(raw & 63)
        switch raw >> 6 {
        case 0: return w0 & bit != 0
        case 1: return w1 & bit != 0
        case 2: return w2 & bit != 0
        default: return w3 & bit != 0
        }
    }

    /// Adds `tag`.
    public mutating func insert(_ tag: HTMLTag) {
        let raw = tag.rawValue
        let bit = UInt64(1) << UInt64(raw & 63)
        switch raw >> 6 {
        case 0: w0 |= bit
        case 1: w1 |= bit
        case 2: w2 |= bit
        default: w3 |= bit
        }
    }

    /// This set plus the tags of `other`.
    public func union(_ other: HTMLTagSet) -> HTMLTagSet {
        var result = self
        result.w0 |= other.w0
        result.w1 |= other.w1
        result.w2 |= other.w2
        result.w3 |= other.w3
        return result
    }
}

extension HTMLTagSet {
    /// `h1` to `h6`.
    public static let headings: HTMLTagSet = [.h1, .h2, .h3, .h4, .h5, .h6]

    /// Elements that never have children or an end tag (`br`, `img`, `meta`…).
    public static let void: HTMLTagSet = [
        .area, .base, .basefont, .bgsound, .br, .col, .embed, .frame, .hr, .image, .img, .input, .keygen,
        .link, .meta, .param, .source, .track, .wbr,
    ]

    /// Elements whose content is not rendered as page text: scripts, styles,
    /// templates, and the raw-text fallbacks `noscript`, `noframes`,
    /// `noembed` and `iframe`.
    public static let nonRendered: HTMLTagSet = [
        .script, .style, .template, .noscript, .noframes, .noembed, .iframe,
    ]

    /// Elements whose content the tokenizer reads as raw text (RAWTEXT,
    /// RCDATA, script data, PLAINTEXT) rather than as markup.
    public static let rawText: HTMLTagSet = [
        .script, .style, .template, .noscript, .noframes, .noembed, .iframe, .xmp, .textarea, .title,
        .plaintext,
    ]

    /// Formatting elements the tree builder re-opens after misnesting
    /// (`b`, `i`, `a`, `font`…).
    public static let formatting: HTMLTagSet = [
        .a, .b, .big, .code, .em, .font, .i, .nobr, .s, .small, .strike, .strong, .tt, .u,
    ]

    /// The HTML elements the specification calls "special" (block-level and
    /// structural ones; an end tag for something else stops at them).
    public static let special: HTMLTagSet = [
        .address, .applet, .area, .article, .aside, .base, .basefont, .bgsound, .blockquote, .body, .br,
        .button, .caption, .center, .col, .colgroup, .dd, .details, .dir, .div, .dl, .dt, .embed, .fieldset,
        .figcaption, .figure, .footer, .form, .frame, .frameset, .h1, .h2, .h3, .h4, .h5, .h6, .head,
        .header, .hgroup, .hr, .html, .iframe, .img, .input, .keygen, .li, .link, .listing, .main, .marquee,
        .menu, .meta, .nav, .noembed, .noframes, .noscript, .object, .ol, .p, .param, .plaintext, .pre,
        .script, .search, .section, .select, .source, .style, .summary, .table, .tbody, .td, .template,
        .textarea, .tfoot, .th, .thead, .title, .tr, .track, .ul, .wbr, .xmp,
    ]
}
