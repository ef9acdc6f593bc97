import Foundation
import Gemtext

/// A chapter as an XHTML content document: its title and details, then its
/// gemtext, line type by line type (headings with the ids the contents link
/// to, paragraphs, lists, quotes, preformatted blocks, links).
struct ChapterDocument {
    /// One heading of the chapter in the book's contents, with those nested in its section.
    struct Heading {
        let title: String
        let fragment: String
        let children: [Heading]
    }

    /// The chapter's file inside the book's folder.
    let path: String
    /// The XHTML, as UTF-8.
    let bytes: [UInt8]
    /// The chapter's headings, nested.
    let headings: [Heading]

    init(_ chapter: BookChapter, stylesheet: String) {
        path = "chapters/\(chapter.key).xhtml"
        let document = GemtextDocument(chapter.body)
        let outline = document.outline(levels: chapter.headingLevels)
        var ids: [Int: String] = [:]
        var levels: [Int: Int] = [:]
        for section in outline.sections {
            ids[section.lineIndex] = Self.fragment(section.number)
            levels[section.lineIndex] = section.outlineLevel
        }
        headings = Self.headings(outline.entries)
        let language = BookLanguage.valid(chapter.language)
        var out = XHTMLPage(title: chapter.title, language: language, stylesheet: "../" + stylesheet)
        out.open("section", attributes: [("epub:type", "chapter")])
        out.element("h1", chapter.title, attributes: [("id", "title")])
        let details = Self.details(of: chapter)
        if !details.isEmpty { out.element("p", details, attributes: [("class", "details")]) }
        if let source = chapter.sourceURL { Self.link(to: source, words: source, base: nil, kind: "source", into: &out) }
        var pictures: [String: BookPicture] = [:]
        for picture in chapter.pictures where BookPicture.canShow(picture.mediaType) && pictures[picture.url] == nil {
            pictures[picture.url] = picture
        }
        Self.write(chapter.body, ids: ids, levels: levels, pictures: pictures, base: chapter.sourceURL, into: &out)
        out.close("section")
        bytes = out.finish()
    }

    /// The id of the heading of section `number`.
    static func fragment(_ number: Int) -> String { "s\(number)" }

    private static func headings(_ entries: [GemtextDocument.Outline.Entry]) -> [Heading] {
        entries.map { Heading(title: $0.title, fragment: fragment($0.section.number), children: headings($0.children)) }
    }

    /// "By AUTHOR · SITE · YYYY-MM-DD", leaving out what is unknown.
    private static func details(of chapter: BookChapter) -> String {
        var parts: [String] = []
        if let author = chapter.author?.trimmingCharacters(in: .whitespaces), !author.isEmpty { parts.append("By \(author)") }
        if let site = chapter.site?.trimmingCharacters(in: .whitespaces), !site.isEmpty { parts.append(site) }
        if let published = chapter.published { parts.append(published.day) }
        return parts.joined(separator: " · ")
    }

    /// Writes `lines`; `ids` and `levels` give each heading line (by its
    /// index) its id and outline level, which sets its `<hN>`.
    private static func write(
        _ lines: [GemtextDocument.Line], ids: [Int: String], levels: [Int: Int], pictures: [String: BookPicture],
        base: String?, into out: inout XHTMLPage
    ) {
        let shallowest = levels.values.min() ?? 1
        var index = 0
        while index < lines.count {
            switch lines[index] {
            case .text(let text):
                if !text.trimmingCharacters(in: .whitespaces).isEmpty { out.element("p", text) }
            case .link(let url, let label):
                if let picture = pictures[url] {
                    figure(picture, into: &out)
                } else {
                    let words = label.flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 } ?? url
                    link(to: url, words: words, base: base, kind: "link", into: &out)
                }
            case .heading(let level, let text):
                let rank = min((levels[index] ?? level) - shallowest + 2, 6)
                out.element(
                    "h\(rank)", HeadingText.withoutPermalinkMarks(text), attributes: ids[index].map { [("id", $0)] } ?? [])
            case .listItem:
                out.open("ul")
                while index < lines.count, case .listItem(let item) = lines[index] {
                    out.element("li", item)
                    index += 1
                }
                out.close("ul")
                continue
            case .quote:
                out.open("blockquote")
                while index < lines.count, case .quote(let quoted) = lines[index] {
                    if !quoted.trimmingCharacters(in: .whitespaces).isEmpty { out.element("p", quoted) }
                    index += 1
                }
                out.close("blockquote")
                continue
            case .preformatted(let alt, let block):
                let label = alt.flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
                out.element("pre", block.joined(separator: "\n"), attributes: label.map { [("aria-label", $0)] } ?? [])
            }
            index += 1
        }
    }
}

extension ChapterDocument {
    /// The picture where the text had its link line, its caption beneath it.
    fileprivate static func figure(_ picture: BookPicture, into out: inout XHTMLPage) {
        let caption = picture.caption.flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
        let alt = picture.alt.flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 } ?? caption ?? ""
        out.open("figure")
        out.raw("<img src=\"../\(XMLText.escape(picture.path))\" alt=\"\(XMLText.escape(alt))\"/>\n")
        if let caption { out.element("figcaption", caption) }
        out.close("figure")
    }

    /// A paragraph of class `kind` linking `words` to `url`; an address
    /// e-readers cannot open (gemini, gopher) is shown as text beside the
    /// words, and one that is not a safe link leaves the words alone.
    fileprivate static func link(to url: String, words: String, base: String?, kind: String, into out: inout XHTMLPage) {
        if let address = LinkAddress.safe(url, base: base) {
            out.raw("<p class=\"\(kind)\"><a href=\"\(XMLText.escape(address))\">\(XMLText.escape(words))</a></p>\n")
        } else if let address = LinkAddress.absolute(url, base: base),
            ["gemini", "gopher"].contains(LinkAddress.scheme(of: address) ?? "")
        {
            out.element("p", words == url ? address : "\(words) (\(address))", attributes: [("class", kind)])
        } else {
            out.element("p", words, attributes: [("class", kind)])
        }
    }
}

/// Builds an XHTML content document, escaping every text and attribute.
struct XHTMLPage {
    private var text: String

    init(title: String, language: String?, stylesheet: String?) {
        let lang = language.map { " xml:lang=\"\(XMLText.escape($0))\" lang=\"\(XMLText.escape($0))\"" } ?? ""
        text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE html>
            <html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"\(lang)>
            <head>
            <title>\(XMLText.escape(BookText.nonEmpty(title)))</title>

            """
        if let stylesheet { text += "<link rel=\"stylesheet\" type=\"text/css\" href=\"\(XMLText.escape(stylesheet))\"/>\n" }
        text += "</head>\n<body>\n"
    }

    mutating func open(_ name: String, attributes: [(String, String)] = []) {
        text += "<\(name)\(Self.attributes(attributes))>\n"
    }

    mutating func close(_ name: String) { text += "</\(name)>\n" }

    mutating func element(_ name: String, _ content: String, attributes: [(String, String)] = []) {
        text += "<\(name)\(Self.attributes(attributes))>\(XMLText.escape(content))</\(name)>\n"
    }

    /// Markup made by the caller, already escaped.
    mutating func raw(_ markup: String) { text += markup }

    mutating func finish() -> [UInt8] {
        text += "</body>\n</html>\n"
        return Array(text.utf8)
    }

    private static func attributes(_ pairs: [(String, String)]) -> String {
        pairs.map { " \($0.0)=\"\(XMLText.escape($0.1))\"" }.joined()
    }
}
