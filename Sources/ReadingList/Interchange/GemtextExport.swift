import Foundation
import Gemtext
import Gemtext

/// Writes the library as a folder of gemtext any Gemini server can serve:
/// `index.gmi` listing the articles in gemfeed form (`=> LINK DATE TITLE`,
/// so clients can subscribe to it) and one file per article under
/// `articles/`, ending with a link to the original page.
public enum GemtextExport {
    /// The folder, inside the export, that holds the articles.
    public static let articlesFolder = "articles"

    /// The file an article is written to: `42-the-title.gmi` (or `.epub`, ...).
    public static func fileName(of article: SavedArticle, extension suffix: String = "gmi") -> String {
        var slug = ""
        for character in article.displayTitle.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil) {
            if character.isASCII && (character.isLetter || character.isNumber) {
                slug.append(character)
            } else if !slug.isEmpty && slug.last != "-" {
                slug.append("-")
            }
            if slug.count >= 60 { break }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        return slug.isEmpty ? "\(article.id).\(suffix)" : "\(article.id)-\(slug).\(suffix)"
    }

    /// The folder beside an article's file that holds its pictures: `42-pictures`.
    public static func picturesFolder(of article: SavedArticle) -> String { "\(article.id)-pictures" }

    /// `gemtext` with the article's kept pictures written as files into
    /// `picturesFolder(of:)` under `folder` and linked there relatively;
    /// pictures that are not part of the story are left out.
    public static func withPictureFiles(
        _ gemtext: String, of article: SavedArticle, from library: Library, in folder: URL
    ) throws -> String {
        let pictures = try library.pictures(of: article.id)
        guard !pictures.isEmpty else { return gemtext }
        let subfolder = picturesFolder(of: article)
        for picture in pictures {
            guard let name = picture.fileName, let bytes = try library.picture(picture.number, of: article.id)?.bytes
            else { continue }
            let target = folder.appendingPathComponent(subfolder, isDirectory: true)
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
            try bytes.write(to: target.appendingPathComponent(name), options: .atomic)
        }
        let linked = PictureLinks.apply(to: GemtextDocument(parsing: gemtext), pictures: pictures) { picture, label in
            picture.fileName.map { ("\(subfolder)/\($0)", label) }
        }
        return linked.serialized()
    }

    /// The start of `index.gmi`.
    public static func indexHeader(title: String) -> String { "# \(title)\n" }

    /// A section heading in `index.gmi`.
    public static func indexSection(_ name: String) -> String { "\n## \(name)\n\n" }

    /// The index line of an article: to its file when it has content, else
    /// to the page itself.
    public static func indexLine(_ article: SavedArticle) -> String {
        let target = article.hasContent ? "\(articlesFolder)/\(fileName(of: article))" : article.url
        return "=> \(target) \(day(article.savedAt)) \(oneLine(article.displayTitle))\n"
    }

    /// The file of an article: its gemtext, the owner's highlights (each
    /// passage a quote, its note below it), then where it came from.
    public static func articleFile(_ article: SavedArticle, gemtext: String, highlights: [Highlight] = []) -> String {
        var text = gemtext
        if !text.hasSuffix("\n") { text += "\n" }
        if !highlights.isEmpty {
            var lines: [GemtextDocument.Line] = [.text(""), .heading(level: 2, text: "Highlights")]
            for highlight in highlights {
                lines += [.text(""), .quote(oneLine(highlight.passage))]
                if let note = highlight.note { lines.append(.text(oneLine(note))) }
            }
            text += GemtextDocument(lines).serialized()
            if !text.hasSuffix("\n") { text += "\n" }
        }
        text += "\n=> \(article.url) Original page"
        if let site = article.siteName ?? (article.site.isEmpty ? nil : article.site) { text += " (\(oneLine(site)))" }
        return text + "\n"
    }

    private static func day(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        return formatter.string(from: date)
    }

    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
