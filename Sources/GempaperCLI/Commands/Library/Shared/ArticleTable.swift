import Foundation
import ReadingList

/// Articles as a table fitted to the terminal's width: ID, STATE (when any
/// row is not simply unread), TITLE, SITE, SAVED, MIN, TAGS. Without a
/// width (output to a file or pipe) nothing is cut.
enum ArticleTable {
    /// A column of its own after STATE (`PLACE` for the articles being read).
    struct Extra {
        let title: String
        let values: [String]
    }

    static func render(_ items: [ArticlePage.Item], width: Int?, snippets: Bool = false, extra: Extra? = nil) -> String {
        let rows = items.map(Row.init)
        let idWidth = max(2, rows.map(\.id.count).max() ?? 2)
        let showState = rows.contains { !$0.state.isEmpty }
        let stateWidth = showState ? max(5, rows.map(\.state.count).max() ?? 0) : 0
        let extraWidth = extra.map { extra in max(extra.title.count, extra.values.map(TextWidth.of).max() ?? 0) } ?? 0
        var siteWidth = max(4, rows.map { TextWidth.of($0.site) }.max() ?? 0)
        var tagsWidth = rows.map { TextWidth.of($0.tags) }.max() ?? 0
        if tagsWidth > 0 { tagsWidth = max(4, tagsWidth) }
        var titleWidth = max(5, rows.map { TextWidth.of($0.title) }.max() ?? 0)
        if let width {
            siteWidth = min(siteWidth, 24)
            tagsWidth = min(tagsWidth, 30)
            let fixed =
                idWidth + (showState ? stateWidth + 2 : 0) + (extra == nil ? 0 : extraWidth + 2) + 2 + 2 + 10 + 2 + 3
            func room() -> Int { width - fixed - (siteWidth + 2) - (tagsWidth > 0 ? tagsWidth + 2 : 0) }
            if room() < 20 { tagsWidth = 0 }
            if room() < 20 { siteWidth = max(4, siteWidth - (20 - room())) }
            titleWidth = max(10, min(titleWidth, room()))
        }
        var columns: [(String, Int, Bool)] = [("ID", idWidth, true)]
        if showState { columns.append(("STATE", stateWidth, false)) }
        if let extra { columns.append((extra.title, extraWidth, false)) }
        columns += [("TITLE", titleWidth, false), ("SITE", siteWidth, false), ("SAVED", 10, false), ("MIN", 3, true)]
        if tagsWidth > 0 { columns.append(("TAGS", tagsWidth, false)) }

        func line(_ cells: [String]) -> String {
            var text = zip(columns, cells).map { column, cell in TextWidth.fit(cell, to: column.1, right: column.2) }
                .joined(separator: "  ")
            while text.hasSuffix(" ") { text.removeLast() }
            return text + "\n"
        }
        var output = line(columns.map(\.0))
        for (index, (row, item)) in zip(rows, items).enumerated() {
            var cells = [row.id]
            if showState { cells.append(row.state) }
            if let extra { cells.append(index < extra.values.count ? extra.values[index] : "") }
            cells += [row.title, row.site, row.saved, row.minutes]
            if tagsWidth > 0 { cells.append(row.tags) }
            output += line(cells)
            if snippets, let snippet = item.snippet {
                let indent = String(repeating: " ", count: idWidth + 2)
                let text = TextWidth.oneLine(snippet)
                output +=
                    indent + (width.map { TextWidth.truncate(text, to: max(10, $0 - indent.count)) } ?? text) + "\n"
            }
        }
        return output
    }

    private struct Row {
        let id, state, title, site, saved, minutes, tags: String

        init(_ item: ArticlePage.Item) {
            let article = item.article
            id = article.id.description
            switch article.fetch.state {
            case .ready: state = article.isArchived ? "archived" : ""
            case .queued, .fetching, .failed: state = article.fetch.state.rawValue
            }
            title = TextWidth.oneLine(article.displayTitle)
            site = article.site
            saved = Self.day.string(from: article.savedAt)
            minutes = article.readingMinutes > 0 ? String(article.readingMinutes) : "-"
            tags = article.tags.joined(separator: " ")
        }

        static let day: DateFormatter = {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.dateFormat = "yyyy-MM-dd"
            return formatter
        }()
    }
}
