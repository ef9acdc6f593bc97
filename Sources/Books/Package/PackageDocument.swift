/// The package document (`package.opf`): the book's metadata, every file
/// in it with its media type, and the reading order.
enum PackageDocument {
    /// One file of the book other than the fixed ones.
    struct Item {
        let id: String
        let path: String
        let mediaType: String
        /// Whether it is read in order (chapters), not only referred to (pictures).
        let inSpine: Bool
    }

    struct Metadata {
        let identifier: String
        let title: String
        let creator: String?
        let language: String
        let modified: String
    }

    static func make(_ metadata: Metadata, items: [Item]) -> [UInt8] {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="\(XMLText.escape(metadata.language))">
            <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
            <dc:identifier id="book-id">\(XMLText.escape(metadata.identifier))</dc:identifier>
            <dc:title>\(XMLText.escape(BookText.nonEmpty(metadata.title)))</dc:title>

            """
        if let creator = metadata.creator { text += "<dc:creator>\(XMLText.escape(creator))</dc:creator>\n" }
        text += """
            <dc:language>\(XMLText.escape(metadata.language))</dc:language>
            <meta property="dcterms:modified">\(metadata.modified)</meta>
            </metadata>
            <manifest>
            <item id="nav" href="\(NavigationDocument.path)" media-type="application/xhtml+xml" properties="nav"/>
            <item id="ncx" href="\(NCXDocument.path)" media-type="application/x-dtbncx+xml"/>
            <item id="style" href="\(PackageFiles.stylesheet)" media-type="text/css"/>

            """
        for item in items {
            text += "<item id=\"\(XMLText.escape(item.id))\" href=\"\(XMLText.escape(item.path))\" media-type=\"\(XMLText.escape(item.mediaType))\"/>\n"
        }
        text += "</manifest>\n<spine toc=\"ncx\">\n<itemref idref=\"nav\"/>\n"
        for item in items where item.inSpine { text += "<itemref idref=\"\(XMLText.escape(item.id))\"/>\n" }
        text += "</spine>\n</package>\n"
        return Array(text.utf8)
    }
}
