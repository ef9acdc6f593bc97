import Foundation

/// Reads a plain list of URLs: one per line, optionally followed by a title
/// after a space. Blank lines and lines starting with `#` are skipped;
/// gemtext link lines (`=> URL label`) are read as URL and title.
enum URLListReader {
    static func read(_ text: String) -> [ImportEntry] {
        var entries: [ImportEntry] = []
        var number = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            var line = rawLine.trimmingCharacters(in: .whitespacesAndNewlines)[...]
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("=>") { line = line.dropFirst(2).drop(while: \.isWhitespace) }
            let url = line.prefix { !$0.isWhitespace }
            let title = line.dropFirst(url.count).trimmingCharacters(in: .whitespaces)
            entries.append(
                ImportEntry(
                    bookmark: Bookmark(url: String(url), title: title.isEmpty ? nil : title), location: "line \(number)"
                ))
        }
        return entries
    }
}
