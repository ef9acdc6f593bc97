/// The EPUB 2 table of contents (`toc.ncx`), for readers that predate
/// EPUB 3's navigation document: the same entries, nested the same way.
enum NCXDocument {
    static let path = "toc.ncx"

    static func make(title: String, identifier: String, chapters: [ChapterEntry]) -> [UInt8] {
        var order = 0
        var depth = 1
        var points = ""
        for chapter in chapters {
            points += point(
                title: chapter.title, source: chapter.path, children: chapter.headings, path: chapter.path,
                order: &order, level: 1, depth: &depth)
        }
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1">
            <head>
            <meta name="dtb:uid" content="\(XMLText.escape(identifier))"/>
            <meta name="dtb:depth" content="\(depth)"/>
            <meta name="dtb:totalPageCount" content="0"/>
            <meta name="dtb:maxPageNumber" content="0"/>
            </head>
            <docTitle><text>\(XMLText.escape(BookText.nonEmpty(title)))</text></docTitle>
            <navMap>
            \(points)</navMap>
            </ncx>

            """
        return Array(text.utf8)
    }

    private static func point(
        title: String, source: String, children: [ChapterDocument.Heading], path: String, order: inout Int,
        level: Int, depth: inout Int
    ) -> String {
        order += 1
        depth = max(depth, level)
        var text = """
            <navPoint id="n\(order)" playOrder="\(order)"><navLabel><text>\(XMLText.escape(BookText.nonEmpty(title)))</text></navLabel><content src="\(XMLText.escape(source))"/>

            """
        for child in children {
            text += point(
                title: child.title, source: "\(path)#\(child.fragment)", children: child.children, path: path,
                order: &order, level: level + 1, depth: &depth)
        }
        return text + "</navPoint>\n"
    }
}
