import Foundation

/// Reads a plain list of URLs: one per line, optionally followed by a title
/// after a space. Blank lines and lines starting with `#` are skipped;
/// gemtext link lines (`=> URL label`) are read as URL and title. Lines end
/// in LF, CR LF or CR (`ImportReader` splits them).
enum URLListReader {
    /// The entries of a whole list in `text`.
    static func read(_ text: String) -> [ImportEntry] {
        var splitter = LineSplitter()
        var lines: [LineSplitter.Line] = []
        Array(text.utf8).withUnsafeBytes { splitter.feed($0) { lines.append($0) } }
        if let last = splitter.finish() { lines.append(last) }
        return lines.enumerated().compactMap { entry($1, number: $0 + 1) }
    }

    /// The entry on line `number`, nil for a blank or comment line.
    static func entry(_ line: LineSplitter.Line, number: Int) -> ImportEntry? {
        let location = "line \(number)"
        guard !line.wasCut else {
            return ImportEntry(
                bookmark: Bookmark(url: ""), location: location,
                problem: "the line is longer than \(line.bytes.count / 1024) KB; a URL and a title fit in much less")
        }
        var text = ImportTextEncoding.text(line.bytes).trimmingCharacters(in: .whitespacesAndNewlines)[...]
        if text.isEmpty || text.hasPrefix("#") { return nil }
        if text.hasPrefix("=>") { text = text.dropFirst(2).drop(while: \.isWhitespace) }
        let url = text.prefix { !$0.isWhitespace }
        let title = text.dropFirst(url.count).trimmingCharacters(in: .whitespaces)
        return ImportEntry(
            bookmark: Bookmark(url: String(url), title: title.isEmpty ? nil : title), location: location)
    }
}
