extension GemtextDocument {
    /// The headings of a document as a table of contents: flat, in document
    /// order (`sections`), and nested (`entries`).
    public struct Outline: Sendable, Hashable {
        /// One heading in the nested table of contents, with the entries of
        /// the headings inside its section.
        public struct Entry: Sendable, Hashable {
            /// The section the heading opens.
            public let section: Section
            /// The entries of the subsections, in order.
            public let children: [Entry]

            /// The heading's level, 1...3.
            public var level: Int { section.level }
            /// The heading's text.
            public var title: String { section.title }
            /// The index in the document's `lines` of the heading.
            public var lineIndex: Int { section.lineIndex }
        }

        /// Every section, in document order; `sections[n - 1]` is section `n`.
        public let sections: [Section]
        /// The top-level entries: sections that sit inside no other.
        public let entries: [Entry]

        /// The outline of the document whose lines are `lines`.
        init(_ lines: [Line]) {
            let sections = Self.sections(of: lines)
            self.sections = sections
            self.entries = Self.entries(of: sections[...])
        }

        /// Section `number` (1-based), or nil when there is no such section.
        public func section(_ number: Int) -> Section? {
            number >= 1 && number <= sections.count ? sections[number - 1] : nil
        }

        /// The section after section `number` in document order; nil for the
        /// last section or when there is no section `number`.
        public func section(after number: Int) -> Section? {
            number >= 1 && number < sections.count ? sections[number] : nil
        }

        /// The section before section `number` in document order; nil for the
        /// first section or when there is no section `number`.
        public func section(before number: Int) -> Section? {
            number >= 2 && number <= sections.count ? sections[number - 2] : nil
        }

        private static func sections(of lines: [Line]) -> [Section] {
            var headings: [(index: Int, level: Int, title: String)] = []
            for (index, line) in lines.enumerated() {
                if case .heading(let level, let text) = line {
                    headings.append((index, min(max(level, 1), 3), text))
                }
            }
            var sections: [Section] = []
            sections.reserveCapacity(headings.count)
            // Levels of the open sections around the current heading.
            var open: [Int] = []
            for (position, heading) in headings.enumerated() {
                while let last = open.last, last >= heading.level { open.removeLast() }
                let end =
                    headings[(position + 1)...].first(where: { $0.level <= heading.level })?.index ?? lines.count
                sections.append(
                    Section(
                        number: position + 1, level: heading.level, depth: open.count, title: heading.title,
                        lineIndex: heading.index, lineRange: heading.index..<end))
                open.append(heading.level)
            }
            return sections
        }

        /// The entries for `sections`, the first of which is at the shallowest depth.
        private static func entries(of sections: ArraySlice<Section>) -> [Entry] {
            guard let depth = sections.first?.depth else { return [] }
            var entries: [Entry] = []
            var index = sections.startIndex
            while index < sections.endIndex {
                var end = index + 1
                while end < sections.endIndex && sections[end].depth > depth { end += 1 }
                entries.append(Entry(section: sections[index], children: Self.entries(of: sections[(index + 1)..<end])))
                index = end
            }
            return entries
        }
    }

    /// The table of contents of the document.
    public var outline: Outline { Outline(lines) }

    /// The document from the heading of section `number` (1-based) to its
    /// end, or nil when there is no such section.
    public func fromSection(_ number: Int) -> GemtextDocument? {
        guard let section = outline.section(number) else { return nil }
        return GemtextDocument(Array(lines[section.lineIndex...]))
    }

    /// Section `number` (1-based) alone: its heading, its text and its
    /// subsections; nil when there is no such section.
    public func section(_ number: Int) -> GemtextDocument? {
        guard let section = outline.section(number) else { return nil }
        return GemtextDocument(Array(lines[section.lineRange]))
    }
}
