extension GemtextDocument {
    /// A part of a document that a heading opens.
    ///
    /// Every heading has one number, the one a table of contents shows, a
    /// section's URL uses and `render --section` takes: headings are numbered
    /// from 1 in the order they appear, except the document's title (see
    /// `Outline.title`), which is number 0 and stands for the whole document.
    /// A section runs from its heading to the next heading of the same or a
    /// higher outline level (a smaller number), so it holds its subsections.
    public struct Section: Sendable, Hashable {
        /// 1 for the first heading after the title, 2 for the next, ...;
        /// 0 for the title.
        public let number: Int
        /// The heading's level, 1...3.
        public let level: Int
        /// The level the heading nests at: `level`, or, when the outline was
        /// given the levels a converter kept, 4 and more for a heading
        /// deeper than gemtext's `###` (an `<h4>` under an `<h3>`).
        public let outlineLevel: Int
        /// How deep the section sits among the headings: 0 for a section
        /// inside no other (the title, or a heading of a document without
        /// one), 1 inside one, 2 inside two.
        public let depth: Int
        /// The heading's text, without permalink marks (see `HeadingText`).
        public let title: String
        /// What a numbered table of contents shows after the section's
        /// number: `title`, without the section number the page printed
        /// before it when the page numbers its headings itself ("2.1
        /// Sampling" is entry "3 Sampling"), so no entry has two numbers.
        public let entryTitle: String
        /// The index in `lines` of the heading that opens the section.
        public let lineIndex: Int
        /// The indexes in `lines` of the section, its heading and subsections included.
        public let lineRange: Range<Int>
    }
}
