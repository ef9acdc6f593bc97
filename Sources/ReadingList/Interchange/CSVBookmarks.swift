import Foundation
import Problems

/// Reads CSV exports with a header row, matching columns by name: Instapaper
/// (`URL,Title,Selection,Folder,Timestamp[,Tags]`), Pocket
/// (`title,url,time_added,tags,status`) and the like. Folders and statuses
/// go through `FolderRules`; tags may be separated by `|` or `,`, or be a
/// JSON array.
enum CSVBookmarks {
    private static let urlColumns = ["url", "link", "href"]
    private static let titleColumns = ["title", "name"]
    private static let dateColumns = ["timestamp", "time_added", "created", "added", "date", "saved"]
    private static let tagColumns = ["tags", "labels"]
    private static let folderColumns = ["folder", "status", "state"]

    /// Whether `line` reads like the header of such an export.
    static func looksLikeHeader(_ line: String) -> Bool {
        guard let fields = CSVReader.rows(line).first?.fields, fields.count > 1 else { return false }
        return fields.contains { urlColumns.contains(normalize($0)) }
    }

    static func read(_ text: String, name: String) throws -> [ImportEntry] {
        let rows = CSVReader.rows(text)
        guard let header = rows.first?.fields.map(normalize),
            let urlColumn = header.firstIndex(where: urlColumns.contains)
        else {
            throw Problem.badInput(
                "\(name) has no URL column",
                hint: "a CSV export needs a header row such as URL,Title,Selection,Folder,Timestamp")
        }
        func column(_ names: [String]) -> Int? { header.firstIndex(where: names.contains) }
        let title = column(titleColumns)
        let date = column(dateColumns)
        let tags = column(tagColumns)
        let folder = column(folderColumns)
        return rows.dropFirst().map { line, fields in
            func value(_ index: Int?) -> String? {
                guard let index, index < fields.count else { return nil }
                let text = fields[index].trimmingCharacters(in: .whitespacesAndNewlines)
                return text.isEmpty ? nil : text
            }
            var bookmark = Bookmark(
                url: value(urlColumn) ?? "", title: value(title), savedAt: ImportDates.parse(value(date)))
            FolderRules.addTags(tagList(value(tags)), to: &bookmark)
            FolderRules.apply(value(folder).map { [$0] } ?? [], to: &bookmark)
            return ImportEntry(
                bookmark: bookmark, location: "line \(line)",
                problem: value(urlColumn) == nil ? "no URL in this row" : nil)
        }
    }

    private static func normalize(_ name: String) -> String {
        name.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }

    private static func tagList(_ text: String?) -> [String] {
        guard let text else { return [] }
        if text.hasPrefix("["), let array = try? JSONDecoder().decode([String].self, from: Data(text.utf8)) {
            return array
        }
        let separator: Character = text.contains("|") ? "|" : text.contains(";") ? ";" : ","
        return text.split(separator: separator).map(String.init)
    }
}
