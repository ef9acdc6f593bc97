import Gemtext

/// The table of contents of an article's gemtext: a text line `Contents`
/// followed by one list item per heading below the title, each with the
/// heading's one number (`Section.number`: the number its section's URL,
/// `render --section` and the capsule's contents use), subsections
/// indented with no-break spaces (`* 1 Background`, `*   2 Early days`).
/// When the page numbers its headings itself (a paper's "1 Introduction",
/// "2.1 Sampling"), each entry is the heading as the author wrote it, with
/// the author's number alone (`* 1 Introduction`, `*   1.1 Contributions`,
/// `* References`). Articles get one when they have three or more headings.
///
/// A capsule turns the entries into links to the sections
/// (`ArticleContents.linking(_:to:)`), since gemtext has no anchors.
public enum ArticleContents {
    /// The text line that opens the table of contents.
    public static let title = "Contents"

    /// The fewest headings (below the title) an article needs for a table of contents.
    public static let minimumHeadings = 3

    /// The entries for the headings of `document` below its title, as list
    /// items, nested by the headings' outline `levels` when given (see
    /// `GemtextDocument.outline(levels:)`).
    public static func entries(for document: GemtextDocument, levels: [Int]? = nil) -> [GemtextDocument.Line] {
        numberedSections(of: document, levels: levels).map { .listItem($0.text) }
    }

    /// The entries for the headings of `document` below its title, as link
    /// lines to `link(section)`, nested by the gemtext's heading levels.
    public static func entries(for document: GemtextDocument, link: (GemtextDocument.Section) -> String)
        -> [GemtextDocument.Line]
    {
        numberedSections(of: document, levels: nil).map {
            .link(url: link($0.section), label: $0.text)
        }
    }

    /// The indent of one level of nesting: two no-break spaces, which
    /// clients keep (the capsule's contents indent the same way).
    public static let indent = "\u{A0}\u{A0}"

    /// An entry's text: its indent, number and title; the title alone when
    /// it starts with the same number of its own (`2. Second` as section
    /// 2), or when the page numbers its headings (`authorNumbered`).
    private static func entryText(
        _ section: GemtextDocument.Section, baseDepth: Int, authorNumbered: Bool
    ) -> String {
        let indent = String(repeating: indent, count: max(section.depth - baseDepth, 0))
        if authorNumbered { return indent + section.title }
        let title = section.entryTitle
        let digits = title.utf8.prefix { $0 >= 0x30 && $0 <= 0x39 }
        if let mark = title.utf8.dropFirst(digits.count).first,
            mark == UInt8(ascii: ".") || mark == UInt8(ascii: ")"),
            String(decoding: digits, as: UTF8.self) == String(section.number)
        {
            return indent + title
        }
        return indent + "\(section.number) \(title)"
    }

    /// The sections below the title, each with its entry's text.
    private static func numberedSections(
        of document: GemtextDocument, levels: [Int]?
    ) -> [(text: String, section: GemtextDocument.Section)] {
        let outline = document.outline(levels: levels)
        let sections = outline.numbered
        let base = sections.map(\.depth).min() ?? 0
        return sections.map {
            (entryText($0, baseDepth: base, authorNumbered: outline.numbersOwnHeadings), $0)
        }
    }

    /// Where the table of contents of an article made by `ArticleConverter`
    /// sits in `document` (its `Contents` line and entries), or nil when it
    /// has none.
    public static func range(in document: GemtextDocument) -> Range<Int>? {
        let lines = document.lines
        let firstSection = lines.indices.first { index in
            if case .heading(let level, _) = lines[index], level > 1 { return true }
            return false
        }
        guard let start = lines[..<(firstSection ?? lines.count)].firstIndex(of: .text(title)) else { return nil }
        var end = start + 1
        while end < lines.count {
            if case .listItem = lines[end] { end += 1 } else if case .link = lines[end] { end += 1 } else { break }
        }
        return end > start + 1 ? start..<end : nil
    }

    /// The outline levels of the headings of `document`, title first (see
    /// `GemtextDocument.outline(levels:)`), as its table of contents made
    /// by `ArticleConverter` records them: each entry one indent deeper
    /// per level below the body's top one (`##`, level 2). Nil when it has
    /// no such contents, or one entry short or over for its headings; the
    /// outline checks that the levels fit the headings.
    public static func levels(in document: GemtextDocument) -> [Int]? {
        guard let range = range(in: document) else { return nil }
        var levels = [1]
        for line in document.lines[(range.lowerBound + 1)..<range.upperBound] {
            guard case .listItem(let text) = line else { return nil }
            var rest = Substring(text)
            var depth = 0
            while rest.hasPrefix(indent) {
                rest = rest.dropFirst(indent.count)
                depth += 1
            }
            levels.append(2 + depth)
        }
        let headings = document.lines.count { if case .heading = $0 { true } else { false } }
        return headings == levels.count ? levels : nil
    }

    /// `document` with the entries of its table of contents as link lines
    /// to `link(section)`, e.g. `/articles/7/sections/\(section.number)`.
    /// A document without a table of contents comes back unchanged.
    public static func linking(_ document: GemtextDocument, to link: (GemtextDocument.Section) -> String)
        -> GemtextDocument
    {
        guard let range = range(in: document) else { return document }
        var linked = document
        linked.lines.replaceSubrange(
            (range.lowerBound + 1)..<range.upperBound, with: entries(for: document, link: link))
        return linked
    }
}
