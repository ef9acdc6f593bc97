import Gemtext

/// The table of contents of an article's gemtext: a text line `Contents`
/// followed by one list item per heading below the title, numbered by
/// their place in the outline (`* 1. Background`, `* 1.1. Early days`).
/// Articles get one when they have three or more headings.
///
/// A capsule turns the entries into links to the sections
/// (`ArticleContents.linking(_:to:)`), since gemtext has no anchors.
public enum ArticleContents {
    /// The text line that opens the table of contents.
    public static let title = "Contents"

    /// The fewest headings (below the title) an article needs for a table of contents.
    public static let minimumHeadings = 3

    /// The entries for the headings of `document` below its title, as list items.
    public static func entries(for document: GemtextDocument) -> [GemtextDocument.Line] {
        numberedSections(of: document).map { .listItem(entryText($0.number, $0.section.title)) }
    }

    /// The entries for the headings of `document` below its title, as link
    /// lines to `link(section)`.
    public static func entries(
        for document: GemtextDocument, link: (GemtextDocument.Section) -> String
    ) -> [GemtextDocument.Line] {
        numberedSections(of: document).map {
            .link(url: link($0.section), label: entryText($0.number, $0.section.title))
        }
    }

    /// An entry's text: its number and title, or the title alone when it
    /// starts with a number of its own (`2. Never urged…`).
    private static func entryText(_ number: String, _ title: String) -> String {
        let digits = title.utf8.prefix { $0 >= 0x30 && $0 <= 0x39 }
        let rest = title.utf8.dropFirst(digits.count)
        if !digits.isEmpty, let mark = rest.first, mark == UInt8(ascii: ".") || mark == UInt8(ascii: ")") {
            return title
        }
        return "\(number) \(title)"
    }

    /// The sections below the title with their outline numbers (`2.1.`).
    private static func numberedSections(
        of document: GemtextDocument
    ) -> [(number: String, section: GemtextDocument.Section)] {
        var numbered: [(number: String, section: GemtextDocument.Section)] = []
        var counters: [Int] = []
        for section in document.outline.sections where section.depth >= 1 {
            let depth = section.depth - 1
            if counters.count > depth + 1 { counters.removeLast(counters.count - depth - 1) }
            while counters.count < depth + 1 { counters.append(0) }
            counters[depth] += 1
            numbered.append((counters.map(String.init).joined(separator: ".") + ".", section))
        }
        return numbered
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

    /// `document` with the entries of its table of contents as link lines
    /// to `link(section)`, e.g. `/articles/7/sections/\(section.number)`.
    /// A document without a table of contents comes back unchanged.
    public static func linking(
        _ document: GemtextDocument, to link: (GemtextDocument.Section) -> String
    ) -> GemtextDocument {
        guard let range = range(in: document) else { return document }
        var linked = document
        linked.lines.replaceSubrange(
            (range.lowerBound + 1)..<range.upperBound, with: entries(for: document, link: link))
        return linked
    }
}
