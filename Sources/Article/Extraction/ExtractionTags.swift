import HTML

/// The groups of tags the extractor reasons about.
enum ExtractionTags {
    /// Never article text: scripts, styles, embedded media and form controls.
    /// (MathML is text: its formulas are converted.)
    static let nonContent: HTMLTagSet = [
        .script, .style, .noscript, .template, .iframe, .svg, .canvas, .button, .input, .select, .textarea,
        .option, .object, .embed, .audio, .video, .map, .head, .title, .meta, .link, .dialog, .datalist, .progress,
        .meter, .frame, .frameset, .noframes, .noembed, .applet, .keygen, .output,
    ]

    /// Embedded players: not text to score, but kept in the article (the
    /// converter writes a link line for each) unless the page hides them.
    static let embeds: HTMLTagSet = [.iframe, .video, .audio]

    /// Page furniture by definition.
    static let boilerplate: HTMLTagSet = [.nav, .aside, .footer]

    /// Elements that start a new block of text.
    static let block: HTMLTagSet = [
        .address, .article, .aside, .blockquote, .body, .center, .dd, .details, .dialog, .dir, .div, .dl, .dt,
        .fieldset, .figcaption, .figure, .footer, .form, .h1, .h2, .h3, .h4, .h5, .h6, .header, .hgroup, .hr, .li,
        .main, .menu, .nav, .ol, .p, .pre, .section, .summary, .table, .tbody, .td, .tfoot, .th, .thead, .tr, .ul,
        .caption, .html, .legend, .listing, .search, .xmp, .plaintext,
    ]

    /// Elements that are a paragraph whatever they hold.
    static let paragraph: HTMLTagSet = [.p, .pre, .td, .blockquote]

    /// Containers that act as a paragraph when no block element is inside them.
    static let paragraphWhenFlat: HTMLTagSet = [.div, .section, .article, .span, .font, .center]

    /// Containers whose runs of loose text (between block children) count as paragraphs.
    static let looseTextContainers: HTMLTagSet = [
        .div, .section, .article, .main, .center, .form, .td, .dd, .body, .font, .span,
    ]

    /// Code and preformatted text: their insides are taken as they are.
    static let code: HTMLTagSet = [.pre, .code, .listing, .xmp, .plaintext, .kbd, .samp]

    /// Inline (phrasing) elements.
    static let inline: HTMLTagSet = [
        .span, .a, .b, .i, .em, .strong, .font, .small, .u, .s, .sup, .sub, .mark, .abbr, .cite, .q, .time, .label,
        .big, .tt, .code, .kbd, .samp, .`var`, .dfn, .bdi, .bdo, .ins, .del, .strike, .nobr, .wbr, .data, .ruby,
        .rb, .rt, .rp, .img, .picture,
    ]

    /// Containers that hold lists of links when they are link-dense.
    static let linkListContainers: HTMLTagSet = [.ul, .ol, .dl, .table, .div, .section, .menu]

    /// List elements.
    static let lists: HTMLTagSet = [.ul, .ol, .menu, .dir, .dl]

    /// Where the readability-style walk up the tree stops.
    static let top: HTMLTagSet = [.html, .body]
}
