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

/// Reads a whole import file in memory into entries (`ImportReader` reads
/// one a batch at a time).
public enum ImportFile {
    /// The entries in `data` (from the file called `name`, for messages), in
    /// `format` or the one detected. Bad input when the file is empty, is not
    /// text, is not in the format, or holds no entries.
    public static func read(_ data: Data, name: String, format: ImportFormat? = nil) throws -> (
        ImportFormat, [ImportEntry]
    ) {
        let reader = try ImportReader(DataImportSource(data), name: name, format: format)
        var entries: [ImportEntry] = []
        while case let batch = try reader.next(upTo: 10_000), !batch.isEmpty { entries += batch }
        guard !entries.isEmpty else { throw nothingFound(in: name, format: reader.format) }
        return (reader.format, entries)
    }

    /// The problem of a file in which `format` found no entries.
    public static func nothingFound(in name: String, format: ImportFormat) -> Problem {
        Problem.badInput(
            "found nothing to import in \(name) (read as \(format.name))",
            hint: "check the file, or name its format with --format")
    }

    /// The format `text` looks like.
    public static func detect(_ text: String) -> ImportFormat {
        let start = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        if start.hasPrefix("{") || start.hasPrefix("[") { return .json }
        let head = start.prefix(4096).lowercased()
        if head.hasPrefix("<") || head.contains("<!doctype netscape-bookmark-file") || head.contains("<a href=") {
            return .netscape
        }
        let firstLine = start.prefix { !$0.isNewline }
        if CSVBookmarks.looksLikeHeader(String(firstLine)) { return .csv }
        return .urls
    }

    /// The entries of a whole file's `text` in `format`.
    static func entries(in text: String, format: ImportFormat, name: String) throws -> [ImportEntry] {
        switch format {
        case .urls: URLListReader.read(text)
        case .netscape: NetscapeReader.read(text)
        case .csv: try CSVBookmarks.read(text, name: name)
        case .json: try LibraryJSON.read(Data(text.utf8), name: name)
        }
    }
}
