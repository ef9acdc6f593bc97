/// The EPUB 3 navigation document (`nav.xhtml`): every chapter, and below
/// each its headings, nested as in the article.
enum NavigationDocument {
    static let path = "nav.xhtml"

    static func make(title: String, language: String, chapters: [ChapterEntry]) -> [UInt8] {
        var page = XHTMLPage(title: title, language: language, stylesheet: PackageFiles.stylesheet)
        page.raw("<nav epub:type=\"toc\" id=\"toc\">\n<h1>\(XMLText.escape(BookText.nonEmpty(title)))</h1>\n<ol>\n")
        for chapter in chapters {
            page.raw("<li><a href=\"\(XMLText.escape(chapter.path))\">\(XMLText.escape(BookText.nonEmpty(chapter.title)))</a>")
            list(chapter.headings, in: chapter.path, into: &page)
            page.raw("</li>\n")
        }
        page.raw("</ol>\n</nav>\n")
        return page.finish()
    }

    private static func list(_ headings: [ChapterDocument.Heading], in path: String, into page: inout XHTMLPage) {
        guard !headings.isEmpty else { return }
        page.raw("\n<ol>\n")
        for heading in headings {
            let target = XMLText.escape("\(path)#\(heading.fragment)")
            page.raw("<li><a href=\"\(target)\">\(XMLText.escape(BookText.nonEmpty(heading.title)))</a>")
            list(heading.children, in: path, into: &page)
            page.raw("</li>\n")
        }
        page.raw("</ol>\n")
    }
}

/// What the book's contents need to know of a chapter once it is written.
struct ChapterEntry {
    let key: String
    let title: String
    let path: String
    let headings: [ChapterDocument.Heading]
}
