import HTML

/// A function's declaration that Doxygen lays out as a table to align its
/// parameters (`<table class="memname">`: the return type and name, "(",
/// then a row per parameter of its type and name, ")"), as on the pages of
/// the many C and C++ projects Doxygen documents: one block of code,
/// `int tide_read ( const char * path,` over the next parameters aligned
/// under the first, where it read as a table of columns.
enum DeclarationTables {
    /// The declaration's lines, or nil when `table` is no such table.
    static func lines(of table: HTMLNode, rows: [BodyConverter.TableRow]) -> [String]? {
        guard table.attributeCount > 0, table.attribute("class") == "memname", !rows.isEmpty else { return nil }
        var lines: [String] = []
        var indent = 0
        for (index, row) in rows.enumerated() {
            // Each cell's words, its no-break spaces as spaces ("const char *&#160;").
            let words = row.cells.map { cell in
                cell.textContent().split(whereSeparator: \.isWhitespace).joined(separator: " ")
            }.filter { !$0.isEmpty }
            guard !words.isEmpty else { continue }
            if index == 0 {
                // The parameters after it stand under the first one, after "(".
                if let open = words.firstIndex(of: "(") {
                    indent = words[...open].joined(separator: " ").count + 1
                }
                lines.append(words.joined(separator: " "))
            } else if words == [")"] || words.first == ")", let last = lines.indices.last {
                lines[last] += " " + words.joined(separator: " ")
            } else {
                lines.append(String(repeating: " ", count: indent) + words.joined(separator: " "))
            }
        }
        return lines.isEmpty ? nil : lines
    }
}
