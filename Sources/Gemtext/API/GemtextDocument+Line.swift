extension GemtextDocument {
    /// One line of gemtext, or one whole preformatted block.
    ///
    /// Every value is accepted, and `GemtextDocument.serialized()` writes
    /// every value safely, but only lines in normal form read back unchanged;
    /// `normalized` says what normal form is. Parsed lines and lines made by
    /// `GemtextBuilder` are always in normal form.
    public enum Line: Sendable, Hashable {
        /// A paragraph (one line of text; clients wrap it). `""` is a blank line.
        case text(String)
        /// A link: its URL as written (possibly relative) and an optional label.
        case link(url: String, label: String?)
        /// A heading of `level` 1, 2 or 3.
        case heading(level: Int, text: String)
        /// An item of an unordered list.
        case listItem(String)
        /// A quoted line.
        case quote(String)
        /// A preformatted block: the alt text of its opening toggle, and its
        /// lines, verbatim.
        case preformatted(alt: String?, lines: [String])

        /// The line in normal form, the form parsing always produces:
        /// - no field holds a line feed: in a preformatted block it splits the
        ///   line in two, anywhere else it becomes a space;
        /// - heading, list item, quote, link label and alt text do not start
        ///   with a space or tab (those are removed);
        /// - a heading's level is clamped to 1...3;
        /// - a URL holds no space, tab or line feed (they are percent-encoded
        ///   as `%20`, `%09`, `%0A`);
        /// - an empty label or alt text is `nil`, and a link without URL has
        ///   no label.
        public var normalized: Line {
            switch self {
            case .text(let text):
                return .text(Normal.singleLine(text))
            case .link(let url, let label):
                let url = Normal.url(url)
                return .link(url: url, label: url.isEmpty ? nil : Normal.optionalField(label))
            case .heading(let level, let text):
                return .heading(level: min(max(level, 1), 3), text: Normal.field(text))
            case .listItem(let text):
                return .listItem(Normal.field(text))
            case .quote(let text):
                return .quote(Normal.field(text))
            case .preformatted(let alt, let lines):
                return .preformatted(alt: Normal.optionalField(alt), lines: Normal.verbatimLines(lines))
            }
        }
    }
}
