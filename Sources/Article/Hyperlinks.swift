import HTML

extension HTMLNode {
    /// Whether the element is a hyperlink: an `<a>` with an `href`. As the
    /// HTML standard has it, an `<a>` without one is a placeholder, and
    /// browsers show its words as ordinary text; an empty `href` still links
    /// to the page itself. The extractor and the converter count only these
    /// as links.
    var isHyperlink: Bool { isHTML(.a) && hasAttribute("href") }
}
