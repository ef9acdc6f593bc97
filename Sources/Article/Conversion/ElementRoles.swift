import HTML

/// What the converter does with each kind of element, as tag sets.
enum ElementRoles {
    /// Elements left out with everything inside: scripts and styles, the
    /// document head, form controls, plug-ins and other things that are
    /// not article text. (`<noscript>`, `<iframe>` and `<math>` are looked
    /// at separately.)
    static let skipped: HTMLTagSet = [
        .script, .style, .template, .noframes, .noembed, .head, .title, .meta, .link, .base,
        .button, .select, .textarea, .input, .option, .optgroup, .datalist, .output, .progress, .meter,
        .keygen, .canvas, .map, .area, .object, .embed, .applet, .param, .source, .track, .frame, .frameset,
        .dialog, .slot, .rp,
    ]

    /// Elements that start and end a block of text. The rest are inline:
    /// their text flows into the surrounding paragraph.
    static let blocks: HTMLTagSet = [
        .address, .article, .aside, .body, .html, .center, .dd, .details, .div, .dl, .dt, .fieldset,
        .figcaption, .footer, .form, .header, .hgroup, .legend, .li, .main, .nav, .p, .section, .search,
        .summary, .caption, .tbody, .thead, .tfoot, .tr, .td, .th, .marquee, .figure, .table,
        .ul, .ol, .menu, .dir, .blockquote, .pre, .listing, .xmp, .plaintext, .hr,
        .h1, .h2, .h3, .h4, .h5, .h6,
    ]

    /// Elements that make a table cell hold more than a value: a table
    /// whose cells hold them is there for layout, not data.
    static let layoutContent: HTMLTagSet = [
        .table, .h1, .h2, .h3, .h4, .h5, .h6, .ul, .ol, .pre, .blockquote, .figure, .dl, .form,
    ]

    /// Empty inline elements that icon fonts draw in (`<i class="fa fa-check"
    /// title="done">`): in a table cell, their title is the cell's word.
    static let icons: HTMLTagSet = [.i, .span, .em, .b, .strong, .abbr]

    /// Inline elements that hold code or what a computer shows or takes.
    static let code: HTMLTagSet = [.code, .kbd, .samp, .tt, .`var`]

    /// Preformatted elements.
    static let preformatted: HTMLTagSet = [.pre, .listing, .xmp, .plaintext]

    /// List elements.
    static let lists: HTMLTagSet = [.ul, .ol, .menu, .dir]
}
