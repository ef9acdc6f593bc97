import Foundation

/// Writes an EPUB 3 book, chapter by chapter, to a file or to memory:
/// each chapter is turned into XHTML, compressed and written as it is
/// added with its pictures (each distinct picture once), so a book of any length is never held in memory; the contents
/// (a navigation document and an NCX for older readers) and the package
/// document follow at the end.
///
///     let book = try EPUBWriter(to: FileSink(path: "list.epub", replacing: false), details: BookDetails(title: "Unread"))
///     for chapter in chapters { try book.add(chapter) }
///     try book.finish()
public final class EPUBWriter {
    private let zip: ZipWriter
    private let details: BookDetails
    private var entries: [ChapterEntry] = []
    private var items: [PackageDocument.Item] = []
    private var identifier = BookIdentifier()
    private var languages: [String: Int] = [:]
    private var authors: [String] = []
    private var pictureKeys: Set<String> = []

    /// Starts a book in `sink` with `details`: writes the `mimetype` entry
    /// (first and stored, as EPUB requires), the container and the stylesheet.
    public init(to sink: ByteSink, details: BookDetails) throws {
        self.details = details
        zip = ZipWriter(sink, modified: details.modified)
        try zip.add("mimetype", Array(PackageFiles.mimetype.utf8), method: .stored)
        try zip.add("META-INF/container.xml", Array(PackageFiles.container.utf8))
        try add(PackageFiles.stylesheet, Array(PackageFiles.style.utf8))
    }

    /// The number of chapters added.
    public var chapterCount: Int { entries.count }

    /// Adds `chapter` as the next chapter.
    public func add(_ chapter: BookChapter) throws {
        precondition(!entries.contains { $0.key == chapter.key }, "two chapters named \(chapter.key)")
        let document = ChapterDocument(chapter, stylesheet: PackageFiles.stylesheet)
        try add(document.path, document.bytes)
        items.append(.init(id: chapter.key, path: document.path, mediaType: "application/xhtml+xml", inSpine: true))
        for picture in chapter.pictures where BookPicture.canShow(picture.mediaType) {
            guard pictureKeys.insert(picture.contentKey).inserted else { continue }
            try add(picture.path, picture.bytes, method: picture.isText ? .deflated : .stored)
            items.append(.init(id: picture.itemID, path: picture.path, mediaType: picture.mediaType, inSpine: false))
        }
        entries.append(.init(key: chapter.key, title: chapter.title, path: document.path, headings: document.headings))
        identifier.add(key: chapter.key, source: chapter.sourceURL)
        if let language = BookLanguage.valid(chapter.language) { languages[language.lowercased(), default: 0] += 1 }
        if let author = chapter.author?.trimmingCharacters(in: .whitespaces), !author.isEmpty,
            !authors.contains(author)
        {
            authors.append(author)
        }
    }

    /// Writes the contents and the package document and ends the book;
    /// throws a `Problem` for a book without chapters (EPUB has no empty books).
    public func finish() throws {
        guard !entries.isEmpty else { throw BookProblems.empty }
        let language =
            BookLanguage.valid(details.language)
            ?? languages.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key ?? "und"
        let urn = identifier.urn
        try add(NavigationDocument.path, NavigationDocument.make(title: details.title, language: language, chapters: entries))
        try add(NCXDocument.path, NCXDocument.make(title: details.title, identifier: urn, chapters: entries))
        let metadata = PackageDocument.Metadata(
            identifier: urn, title: details.title, creator: details.creator ?? creator, language: language,
            modified: BookDate.stamp(details.modified))
        try add(PackageFiles.packageDocument, PackageDocument.make(metadata, items: items))
        try zip.finish()
    }

    /// The chapters' authors when there are a few, else "Various authors".
    private var creator: String? {
        switch authors.count {
        case 0: nil
        case 1...3: authors.joined(separator: ", ")
        default: "Various authors"
        }
    }

    private func add(_ path: String, _ bytes: [UInt8], method: ZipWriter.Method = .deflated) throws {
        try zip.add("\(PackageFiles.folder)/\(path)", bytes, method: method)
    }
}
