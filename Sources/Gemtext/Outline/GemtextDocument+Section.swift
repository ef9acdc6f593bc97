extension GemtextDocument {
    /// A part of a document that a heading opens.
    ///
    /// Sections are numbered from 1 in the order their headings appear (the
    /// numbers a table of contents shows and section links use). A section
    /// runs from its heading to the next heading of the same or a higher
    /// level (a smaller number), so it holds its subsections.
    public struct Section: Sendable, Hashable {
        /// 1 for the first heading of the document, 2 for the next, ...
        public let number: Int
        /// The heading's level, 1...3.
        public let level: Int
        /// How deep the section sits in the table of contents: 0 for a
        /// section inside no other, 1 inside one, 2 inside two.
        public let depth: Int
        /// The heading's text.
        public let title: String
        /// The index in `lines` of the heading that opens the section.
        public let lineIndex: Int
        /// The indexes in `lines` of the section, its heading and subsections included.
        public let lineRange: Range<Int>
    }
}
