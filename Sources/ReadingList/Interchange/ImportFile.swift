import Foundation
import Problems

/// The kinds of file `gempaper import` reads.
public enum ImportFormat: String, Sendable, CaseIterable {
    /// One URL per line (`#` comments, gemtext `=> URL label` lines too).
    case urls
    /// A Netscape bookmarks file: what browsers, Pocket and Instapaper export as HTML.
    case netscape
    /// A CSV export with a header row: Instapaper (URL,Title,Selection,Folder,Timestamp[,Tags]), Pocket, Raindrop.
    case csv
    /// gempaper's own JSON export (articles with their gemtext).
    case json

    /// How the format is named in messages.
    public var name: String {
        switch self {
        case .urls: "a list of URLs"
        case .netscape: "a Netscape bookmarks file"
        case .csv: "a CSV export"
        case .json: "a gempaper JSON export"
        }
    }
}

/// Reads an import file into entries: detects its format, decodes its text,
/// and hands it to the reader for that format.
public enum ImportFile {
    /// The entries in `data` (from the file called `name`, for messages), in
    /// `format` or the one detected. Bad input when the file is empty, is not
    /// in the format, or holds no entries.
    public static func read(_ data: Data, name: String, format: ImportFormat? = nil) throws -> (
        ImportFormat, [ImportEntry]
    ) {
        let text = decode(data)
        guard !text.allSatisfy(\.isWhitespace) else {
            throw Problem.badInput("\(name) is empty", hint: "give a file of URLs, a bookmarks export or a CSV export")
        }
        let format = format ?? detect(text)
        let entries: [ImportEntry]
        switch format {
        case .urls: entries = URLListReader.read(text)
        case .netscape: entries = NetscapeReader.read(text)
        case .csv: entries = try CSVBookmarks.read(text, name: name)
        case .json: entries = try LibraryJSON.read(Data(text.utf8), name: name)
        }
        guard !entries.isEmpty else {
            throw Problem.badInput(
                "found nothing to import in \(name) (read as \(format.name))",
                hint: "check the file, or name its format with --format")
        }
        return (format, entries)
    }

    /// The format `text` looks like.
    public static func detect(_ text: String) -> ImportFormat {
        let start = text.drop { $0.isWhitespace }
        if start.hasPrefix("{") || start.hasPrefix("[") { return .json }
        let head = start.prefix(4096).lowercased()
        if head.hasPrefix("<") || head.contains("<!doctype netscape-bookmark-file") || head.contains("<a href=") {
            return .netscape
        }
        let firstLine = start.prefix { !$0.isNewline }
        if CSVBookmarks.looksLikeHeader(String(firstLine)) { return .csv }
        return .urls
    }

    /// The file's text: UTF-8 (without a byte-order mark), or Windows-1252
    /// when it is not valid UTF-8.
    static func decode(_ data: Data) -> String {
        var bytes = data
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        if let text = String(data: bytes, encoding: .utf8) { return text }
        return String(data: bytes, encoding: .windowsCP1252) ?? String(decoding: bytes, as: UTF8.self)
    }
}
