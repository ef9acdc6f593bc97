import Gemtext

/// A data table's text, cell by cell, laid out for gemtext: aligned
/// columns in a preformatted block when they fit, else one line per row.
struct TableLayout {
    /// One cell: its text (one line), whether it is a header cell and
    /// whether it holds a link.
    struct Cell: Equatable {
        var text: String
        var isHeader: Bool
        var holdsLink = false
    }

    /// The widest table (in columns of display width) set as aligned text;
    /// wider ones become one list item per row.
    static let maximumWidth = 100
    /// The widest cell allowed in aligned text.
    static let maximumCellWidth = 50

    /// The rows, each as long as the widest (short rows padded with empty cells).
    let rows: [[Cell]]
    /// How many leading rows are header rows.
    let headerRows: Int

    /// A table of `rows` whose first `headerRows` rows are headers; rows and
    /// columns without any text are left out.
    init(rows: [[Cell]], headerRows: Int) {
        let width = rows.map(\.count).max() ?? 0
        let usedColumns = (0..<width).filter { column in
            rows.contains { column < $0.count && !$0[column].text.isEmpty }
        }
        var kept: [[Cell]] = []
        var keptHeaders = 0
        for (index, row) in rows.enumerated() {
            let cells = usedColumns.map { $0 < row.count ? row[$0] : Cell(text: "", isHeader: false) }
            guard cells.contains(where: { !$0.text.isEmpty }) else { continue }
            if index < headerRows { keptHeaders += 1 }
            kept.append(cells)
        }
        self.rows = kept
        if keptHeaders == 0, Self.startsWithHeader(kept) { keptHeaders = 1 }
        self.headerRows = keptHeaders
    }

    /// Whether the first of `rows`, not marked as a header, is one: words
    /// above a column of numbers, or words without links above a column
    /// whose every other cell is a link.
    private static func startsWithHeader(_ rows: [[Cell]]) -> Bool {
        guard rows.count >= 3, let first = rows.first else { return false }
        let below = rows.dropFirst()
        let wordsOverNumbers = first.indices.contains { column in
            !first[column].text.isEmpty && !isNumber(first[column].text)
                && below.allSatisfy { isNumber($0[column].text) }
        }
        if wordsOverNumbers { return true }
        guard first.allSatisfy({ !$0.text.isEmpty && !$0.holdsLink }) else { return false }
        return first.indices.contains { column in below.allSatisfy { $0[column].holdsLink } }
    }

    /// Whether there is nothing to show.
    var isEmpty: Bool { rows.isEmpty }

    /// The table as aligned text lines, or nil when it would be too wide.
    ///
    /// Columns are separated by ` | `; a line of dashes follows the header
    /// rows; columns holding only numbers are aligned to the right.
    func alignedLines() -> [String]? {
        guard let columnCount = rows.first?.count, columnCount > 0 else { return nil }
        var widths = [Int](repeating: 0, count: columnCount)
        var cellWidths: [[Int]] = []
        cellWidths.reserveCapacity(rows.count)
        for row in rows {
            var measured: [Int] = []
            measured.reserveCapacity(columnCount)
            for (column, cell) in row.enumerated() {
                let width = DisplayWidth.of(cell.text)
                if width > Self.maximumCellWidth { return nil }
                widths[column] = max(widths[column], width)
                measured.append(width)
            }
            cellWidths.append(measured)
        }
        if widths.reduce(0, +) + 3 * (columnCount - 1) > Self.maximumWidth { return nil }
        let numeric = (0..<columnCount).map { column in
            rows[headerRows...].contains { !$0[column].text.isEmpty }
                && rows[headerRows...].allSatisfy { $0[column].text.isEmpty || Self.isNumber($0[column].text) }
        }
        var lines: [String] = []
        lines.reserveCapacity(rows.count + 1)
        for (index, row) in rows.enumerated() {
            var line = ""
            for (column, cell) in row.enumerated() {
                if column > 0 { line += " | " }
                let padding = String(repeating: " ", count: widths[column] - cellWidths[index][column])
                let rightAligned = numeric[column] && index >= headerRows
                line += rightAligned ? padding + cell.text : cell.text + padding
            }
            lines.append(Self.trimmingTrailingSpaces(line))
            if index + 1 == headerRows {
                lines.append(widths.map { String(repeating: "-", count: max($0, 1)) }.joined(separator: "-+-"))
            }
        }
        return lines
    }

    /// The table as one line per row: `Header: value; Header: value` when
    /// there is a header row, `value | value` otherwise (with a leading
    /// header cell, or a first cell ending in a colon, as a label: `Key: value`).
    func rowLines() -> [String] {
        let headers = headerRows > 0 ? rows[headerRows - 1].map(\.text) : nil
        var lines: [String] = []
        for (index, row) in rows.enumerated() {
            if let headers {
                if index < headerRows { continue }
                let pairs = zip(headers, row).compactMap { header, cell -> String? in
                    guard !cell.text.isEmpty else { return nil }
                    return header.isEmpty ? cell.text : "\(Self.label(header)) \(cell.text)"
                }
                lines.append(pairs.joined(separator: "; "))
            } else {
                let texts = row.map(\.text).filter { !$0.isEmpty }
                if row.count > 1, row[0].isHeader, !row[0].text.isEmpty, texts.count > 1 {
                    lines.append("\(Self.label(row[0].text)) " + texts.dropFirst().joined(separator: " | "))
                } else if row.count > 1, row[0].text.count > 1, row[0].text.hasSuffix(":"), texts.count > 1 {
                    // A first cell that ends in a colon labels the rest ("ctxt:", "the XSLT context").
                    lines.append("\(texts[0]) " + texts.dropFirst().joined(separator: " | "))
                } else {
                    lines.append(texts.joined(separator: " | "))
                }
            }
        }
        return lines
    }

    /// `text` as a label before a value: with a colon after it, unless it
    /// ends with one already ("Name:" in a specification's property table,
    /// never "Name::").
    static func label(_ text: String) -> String {
        text.hasSuffix(":") || text.hasSuffix("：") ? text : text + ":"
    }

    /// The table as plain text: one line per row, the texts of its cells
    /// apart by ` | `, empty cells left out.
    func plainLines() -> [String] {
        rows.map { row in row.map(\.text).filter { !$0.isEmpty }.joined(separator: " | ") }
    }

    /// Whether `text` reads as a number or amount: digits with signs,
    /// separators, currency and percent signs (`1,234.5`, `-3%`, `$12`).
    static func isNumber(_ text: String) -> Bool {
        var digits = 0
        for scalar in text.unicodeScalars {
            switch scalar {
            case "0"..."9": digits += 1
            case ",", ".", "-", "+", "%", "$", "€", "£", "¥", " ", "\u{2212}": continue
            default: return false
            }
        }
        return digits > 0
    }

    private static func trimmingTrailingSpaces(_ line: String) -> String {
        var utf8 = Substring(line).utf8
        while utf8.last == 0x20 { utf8 = utf8.dropLast() }
        return String(Substring(utf8))
    }
}
