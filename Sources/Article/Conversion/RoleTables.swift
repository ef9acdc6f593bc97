import HTML

/// Tables built of `<div>`s with ARIA roles, as GitBook and other
/// script-built sites lay them out: `role="table"` (or `"grid"`) around
/// rows (`role="row"`, directly or in `role="rowgroup"` wrappers) of
/// cells (`role="cell"`, `"gridcell"`, `"columnheader"`, `"rowheader"`).
/// They read as a `<table>` does.
enum RoleTables {
    /// Whether `node` is an element with a table's role that holds rows.
    static func isTable(_ node: HTMLNode) -> Bool {
        guard !node.isHTML(.table), hasRole(node, ["table", "grid", "treegrid"]) else { return false }
        return node.elementChildren.contains { hasRole($0, ["row", "rowgroup"]) }
    }

    /// The rows of the role table `table`, in document order.
    static func rows(of table: HTMLNode) -> [BodyConverter.TableRow] {
        var rows: [BodyConverter.TableRow] = []
        func add(_ row: HTMLNode) {
            let cells = row.elementChildren.filter { hasRole($0, ["cell", "gridcell", "columnheader", "rowheader"]) }
            rows.append(BodyConverter.TableRow(cells: Array(cells), section: .body))
        }
        for child in table.elementChildren {
            if hasRole(child, ["row"]) {
                add(child)
            } else if hasRole(child, ["rowgroup"]) {
                for row in child.elementChildren where hasRole(row, ["row"]) { add(row) }
            }
        }
        return rows
    }

    /// Whether `cell` heads its column or row: a `<th>`, or a cell with a header's role.
    static func isHeaderCell(_ cell: HTMLNode) -> Bool {
        cell.isHTML(.th) || hasRole(cell, ["columnheader", "rowheader"])
    }

    private static func hasRole(_ node: HTMLNode, _ roles: Set<String>) -> Bool {
        guard let role = node.attribute("role") else { return false }
        return roles.contains(role.lowercased())
    }
}
