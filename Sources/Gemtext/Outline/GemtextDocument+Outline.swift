extension GemtextDocument {
    /// The headings of a document as a table of contents: flat, in document
    /// order (`sections`), and nested (`entries`), with the one number each
    /// heading has everywhere (see `Section`).
    ///
    /// A document's title is its first heading when that heading is of level
    /// 1, only blank lines come before it, and no other heading is of level
    /// 1: a converted article's `# Title`, a capsule page's `# Name`. The
    /// title is not numbered (it is number 0) and has no place in a table of
    /// contents; the headings under it are numbered from 1.
    ///
    /// Headings nest by their levels: gemtext's own (`#`, `##`, `###`), or
    /// the outline levels a converter kept (see `outline(levels:)`), which
    /// place a heading that gemtext writes as `###` (a page's `<h4>` under
    /// an `<h3>`) deeper, as level 4 and more.
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

        /// Every heading's section, in document order, the title's included.
        public let sections: [Section]
        /// The document's title, when it has one (see `Outline`): section 0.
        public let title: Section?
        /// The top-level entries of the table of contents: the numbered
        /// sections that sit inside no other numbered section.
        public let entries: [Entry]
        /// Whether the page numbers its headings itself ("1 Introduction",
        /// "2.1 Sampling"; see `numbersOwnHeadings(_:)`): a table of
        /// contents that shows the headings as they are then gives every
        /// entry one number, the author's.
        public let numbersOwnHeadings: Bool

        /// The outline of the document whose lines are `lines`, its headings
        /// at `levels` when those fit them (see `outline(levels:)`).
        init(_ lines: [Line], levels: [Int]? = nil) {
            let sections = Self.sections(of: lines, levels: levels)
            self.sections = sections
            // Entries leave out the page's own numbers only when it numbers its headings.
            self.numbersOwnHeadings = sections.contains { $0.entryTitle != $0.title }
            self.title = sections.first.flatMap { $0.number == 0 ? $0 : nil }
            self.entries = Self.entries(of: sections[(title == nil ? 0 : 1)...])
        }

        /// The numbered sections, 1, 2, 3...: every section but the title.
        /// `numbered[n - 1]` is section `n`; their count is how many sections
        /// the document has.
        public var numbered: ArraySlice<Section> { sections[(title == nil ? 0 : 1)...] }

        /// Section `number` (1-based), or nil when there is no such section.
        public func section(_ number: Int) -> Section? {
            let numbered = self.numbered
            return number >= 1 && number <= numbered.count ? numbered[numbered.startIndex + number - 1] : nil
        }

        /// The section whose heading ends section `number`: the first one
        /// after it and its subsections, which a reader who has read section
        /// `number` goes on to. Nil for the last, or when there is no section
        /// `number`.
        public func section(after number: Int) -> Section? {
            guard let current = section(number) else { return nil }
            return numbered.first { $0.lineIndex >= current.lineRange.upperBound }
        }

        /// The section a reader of section `number` goes back to: the first
        /// one that `section(after:)` leads from to `number` (a section
        /// before it and its subsections), else the section it belongs to.
        /// Following `section(after:)` from section 1 and `section(before:)`
        /// from the end visit the same sections. Nil for section 1, or when
        /// there is no section `number`.
        public func section(before number: Int) -> Section? {
            guard let current = section(number) else { return nil }
            let earlier = numbered.prefix { $0.lineIndex < current.lineIndex }
            if let leading = earlier.first(where: { section(after: $0.number)?.number == number }) { return leading }
            return earlier.last { $0.lineRange.contains(current.lineIndex) }
        }

        private static func sections(of lines: [Line], levels: [Int]?) -> [Section] {
            var headings: [(index: Int, level: Int, title: String)] = []
            for (index, line) in lines.enumerated() {
                if case .heading(let level, let text) = line {
                    headings.append((index, min(max(level, 1), 3), HeadingText.withoutPermalinkMarks(text)))
                }
            }
            let hasTitle = Self.hasTitle(lines, headings: headings)
            // The title is in no table of contents, nor counted in its numbering.
            let titles = headings.map(\.title)
            let entryTitles =
                hasTitle ? [titles[0]] + Self.entryTitles(Array(titles.dropFirst())) : Self.entryTitles(titles)
            let outlineLevels = levels.flatMap { fitting($0, headings.map(\.level)) } ?? headings.map(\.level)
            var sections: [Section] = []
            sections.reserveCapacity(headings.count)
            // Levels of the open sections around the current heading.
            var open: [Int] = []
            for (position, heading) in headings.enumerated() {
                let level = outlineLevels[position]
                while let last = open.last, last >= level { open.removeLast() }
                let next = outlineLevels[(position + 1)...].firstIndex { $0 <= level }
                let end = next.map { headings[$0].index } ?? lines.count
                sections.append(
                    Section(
                        number: hasTitle ? position : position + 1, level: heading.level, outlineLevel: level,
                        depth: open.count, title: heading.title,
                        entryTitle: entryTitles[position],
                        lineIndex: heading.index,
                        lineRange: heading.index..<end))
                open.append(level)
            }
            return sections
        }

        /// The entries' titles for the numbered sections' `titles`: without
        /// the page's own section numbers when it numbers its headings (see
        /// `numbersOwnHeadings(_:)`), else `titles`.
        private static func entryTitles(_ titles: [String]) -> [String] {
            let own = titles.map(HeadingText.withoutOwnNumber)
            guard numbersOwnHeadings(own.map { $0 != nil }) else { return titles }
            return zip(titles, own).map { $1 ?? $0 }
        }

        /// Whether a page whose headings carry a number of their own where
        /// `numbered` is true numbers its headings: two or more do, at
        /// least half of all, and three in four of those from the first
        /// numbered one to the last. A paper's unnumbered front and back
        /// matter ("Abstract", "Acknowledgments", "References") stands
        /// outside that run and does not count against it.
        private static func numbersOwnHeadings(_ numbered: [Bool]) -> Bool {
            let count = numbered.count { $0 }
            guard count >= 2, count * 2 >= numbered.count, let first = numbered.firstIndex(of: true),
                let last = numbered.lastIndex(of: true)
            else { return false }
            return count * 4 >= (last - first + 1) * 3
        }

        /// `levels` when they fit headings of gemtext levels `gemtext`: one
        /// for each, equal to it up to 3 (a `###` heading may be deeper);
        /// else nil, and the gemtext's levels hold (a document changed since
        /// the levels were kept).
        private static func fitting(_ levels: [Int], _ gemtext: [Int]) -> [Int]? {
            guard levels.count == gemtext.count else { return nil }
            for (level, shown) in zip(levels, gemtext) where level < 1 || min(level, 3) != shown { return nil }
            return levels
        }

        /// Whether the first of `headings` is the document's title.
        private static func hasTitle(_ lines: [Line], headings: [(index: Int, level: Int, title: String)]) -> Bool {
            guard let first = headings.first, first.level == 1,
                !headings.dropFirst().contains(where: { $0.level == 1 })
            else { return false }
            return lines[..<first.index].allSatisfy { line in
                if case .text(let text) = line { text.allSatisfy { $0 == " " || $0 == "\t" } } else { false }
            }
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

    /// The table of contents of the document with its headings nested at
    /// `levels`, one for each heading line in order: 1 for `#`, 2 for `##`,
    /// 3 or more for `###` (4 for a heading under a level-3 one, as an
    /// `<h4>` under an `<h3>`; see `Section.outlineLevel`). The gemtext's
    /// own levels hold when `levels` is nil or does not fit the headings
    /// (another count, or a level that is not the heading's own up to 3).
    public func outline(levels: [Int]?) -> Outline { Outline(lines, levels: levels) }

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
