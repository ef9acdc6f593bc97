import HTML

/// Tables laid out as a CSS grid of boxes: a container whose children are
/// the cells, row after row. The columns show in the cells' classes: each
/// column's cells share a class no other cell has (javadoc's summaries:
/// `col-first`, `col-second`, `col-last` over and over), after a row of
/// header cells that share a class of their own; or the container's style
/// declares how many columns it has (`grid-template-columns: repeat(3, 1fr)`).
/// They read as a `<table>` does.
enum GridTables {
    /// The most columns a grid of cells is read with.
    static let widestGrid = 8

    /// How a grid's cells make a table: its number of columns, and whether
    /// its first row is a row of header cells.
    struct Layout: Equatable {
        var columns: Int
        var headed: Bool
    }

    /// Whether `node` is a container of cells laid out as a table.
    static func isTable(_ node: HTMLNode) -> Bool {
        layout(of: node) != nil
    }

    /// The rows of the grid table `node`, in document order.
    static func rows(of node: HTMLNode) -> [BodyConverter.TableRow] {
        guard let layout = layout(of: node) else { return [] }
        let cells = node.elementChildren
        return stride(from: 0, to: cells.count, by: layout.columns).map { start in
            let row = Array(cells[start..<min(start + layout.columns, cells.count)])
            return BodyConverter.TableRow(
                cells: row, section: layout.headed && start == 0 ? .head : .body)
        }
    }

    /// The layout of `node`'s children as a table's cells; nil when they are no table.
    static func layout(of node: HTMLNode) -> Layout? {
        guard node.namespace == .html, node.tag == .div || node.tag == .section, mayHoldCells(node)
        else {
            return nil
        }
        let cells = node.elementChildren
        guard cells.allSatisfy({ $0.tag == cells[0].tag && ($0.tag == .div || $0.tag == .span) }),
            !node.children.contains(where: { $0.isText && $0.utf8Data.contains(where: { $0 > 0x20 }) })
        else { return nil }
        if let declared = declaredColumns(node), cells.count >= 2 * declared {
            return Layout(
                columns: declared, headed: sharesHeaderClass(cells.map(classes), columns: declared))
        }
        let names = cells.map(classes)
        guard names.allSatisfy({ !$0.isEmpty }) else { return nil }
        for columns in 2...min(widestGrid, cells.count / 2) {
            let headed = sharesHeaderClass(names, columns: columns)
            let body = Array(names[(headed ? columns : 0)...])
            guard body.count % columns == 0, body.count / columns >= (headed ? 1 : 2),
                headed || columns >= 3,
                let columnClasses = self.columnClasses(body, columns: columns)
            else { continue }
            // A header row names a column as its cells do (`table-header col-last` over `col-last`).
            if headed, !(0..<columns).contains(where: { !names[$0].isDisjoint(with: columnClasses[$0]) }) {
                continue
            }
            return Layout(columns: columns, headed: headed)
        }
        return nil
    }

    /// A cheap first look: four or more element children, the first one
    /// with a class, or a style on the container.
    private static func mayHoldCells(_ node: HTMLNode) -> Bool {
        var count = 0
        var child = node.firstChild
        var firstHasClass = false
        while let current = child {
            if current.isElement {
                if count == 0 { firstHasClass = current.attribute("class") != nil }
                count += 1
                if count >= 4 { break }
            }
            child = current.nextSibling
        }
        return count >= 4 && (firstHasClass || node.attribute("style") != nil)
    }

    private static func classes(_ node: HTMLNode) -> Set<Substring> {
        guard let names = node.attribute("class") else { return [] }
        return Set(names.split(whereSeparator: { $0.isWhitespace }))
    }

    /// Whether the first `columns` cells share a class that no later cell has.
    private static func sharesHeaderClass(_ names: [Set<Substring>], columns: Int) -> Bool {
        guard names.count > columns else { return false }
        var shared = names[0]
        for index in 1..<columns { shared.formIntersection(names[index]) }
        for index in columns..<names.count where !shared.isEmpty { shared.subtract(names[index]) }
        return !shared.isEmpty
    }

    /// For each column, the classes all its cells share and no cell of
    /// another column has; nil when a column has none.
    private static func columnClasses(_ names: [Set<Substring>], columns: Int) -> [Set<Substring>]? {
        var shared = Array(names.prefix(columns))
        for (index, cell) in names.enumerated().dropFirst(columns) {
            shared[index % columns].formIntersection(cell)
        }
        for (index, cell) in names.enumerated() {
            for column in 0..<columns where column != index % columns { shared[column].subtract(cell) }
        }
        return shared.allSatisfy({ !$0.isEmpty }) ? shared : nil
    }

    /// The number of columns `node`'s style declares for its grid
    /// (`grid-template-columns: repeat(3, 1fr)` or `auto 1fr auto`).
    static func declaredColumns(_ node: HTMLNode) -> Int? {
        guard let style = node.attribute("style")?.lowercased(), style.contains("grid") else {
            return nil
        }
        for declaration in style.split(separator: ";") {
            let parts = declaration.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, trimmed(parts[0]) == "grid-template-columns" else { continue }
            let value = trimmed(parts[1])
            let count: Int?
            if value.hasPrefix("repeat(") {
                count = Int(trimmed(value.dropFirst("repeat(".count).prefix { $0 != "," }))
            } else {
                var depth = 0
                var tracks = 0
                var inTrack = false
                for character in value {
                    if character == "(" { depth += 1 }
                    if character == ")" { depth -= 1 }
                    if character == " " && depth == 0 {
                        inTrack = false
                    } else if !inTrack {
                        inTrack = true
                        tracks += 1
                    }
                }
                count = tracks
            }
            if let count, (2...widestGrid).contains(count) { return count }
        }
        return nil
    }

    private static func trimmed(_ text: Substring) -> Substring {
        var text = text
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return text
    }
}
