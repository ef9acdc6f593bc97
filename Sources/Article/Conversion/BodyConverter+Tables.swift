import HTML

extension BodyConverter {
    /// The most cells a data table may have before it is read as rows of
    /// text without column spans (a guard against absurd `colspan`s).
    static let maximumTableCells = 100_000

    /// `<table>` (or `<div>`s with a table's roles, `RoleTables`, or laid
    /// out as a grid of cells, `GridTables`): a data table becomes a preformatted block with aligned columns, or one
    /// list item per row when the cells are too long (a table of numbered
    /// display formulas, `EquationTables`, a block of formula lines); its
    /// caption is a paragraph before it; the links and pictures in its
    /// cells follow it. A table used for layout (one cell, one column, or
    /// cells holding headings, lists, quotes, code or other tables) is
    /// unwrapped: its cells are read as ordinary blocks.
    mutating func table(_ node: HTMLNode) {
        if inlineOnly > 0 {
            block(node)
            return
        }
        let rows = Self.rows(of: node)
        if let code = CodeLayout.code(of: node, rows: rows, inCode: codeDepth > 0) {
            codeTable(node, code)
            return
        }
        if let declaration = DeclarationTables.lines(of: node, rows: rows) {
            flush()
            writeCode(Array(declaration.joined(separator: "\n").utf8), alt: nil)  // Doxygen's (see `DeclarationTables`)
            return
        }
        if quoteTable(node, rows: rows) { return }
        if let formulas = EquationTables.lines(of: rows) {
            flush()
            writer.separate(compact: isCompact)
            writer.preformatted(formulas.joined(separator: "\n"), alt: "math")
            return
        }
        if Self.isIconLabelledNote(rows) {
            keyValueTable(node, rows: rows)  // "Warning: …" where the label is an icon's title
            return
        }
        if NumberedRows.isNumberedList(rows) {
            numberedRows(rows)  // Asciidoctor's callout list: "* 1. The module reads…"
            return
        }
        if Self.saysOneThingPerRow(rows) || isNarrowedToOneColumn(rows) {
            block(node)  // a row of spacers and icons beside the one cell that speaks: layout
            return
        }
        guard !Self.isLayout(node, rows: rows) else {
            if Self.isKeyValue(rows) { keyValueTable(node, rows: rows) } else { block(node) }
            return
        }
        if Self.labelsItsRows(rows) || Self.isLabelledNote(rows) {
            keyValueTable(node, rows: rows)
            return
        }
        flush()
        for caption in node.elementChildren where caption.isHTML(.caption) && !content.isExcluded(caption.id) {
            let text = gatherText(caption)
            if !text.isEmpty {
                writer.separate(compact: isCompact)
                writer.paragraph(marked: text, plain: text)
                writeAttachments()
            }
        }
        var cells: [[TableLayout.Cell]] = []
        var headerRows = 0
        var countingHeaders = true
        // Cells that an earlier row's rowspan reaches into: column → rows left.
        var spans: [Int: Int] = [:]
        for row in rows {
            var cellRow: [TableLayout.Cell] = []
            var allHeaders = true
            func fillSpans() {
                while let rowsLeft = spans[cellRow.count] {
                    spans[cellRow.count] = rowsLeft > 1 ? rowsLeft - 1 : nil
                    cellRow.append(TableLayout.Cell(text: "", isHeader: false))
                }
            }
            for cell in row.cells {
                fillSpans()
                let isHeader = RoleTables.isHeaderCell(cell)
                allHeaders = allHeaders && (isHeader || Self.isBold(cell))
                cellDepth += 1
                let text = content.isExcluded(cell.id) ? "" : gatherText(cell)
                cellDepth -= 1
                let columns = min(max(ListNumbering.integer(cell.attribute("colspan")) ?? 1, 1), 1000)
                let rowSpan = min(max(ListNumbering.integer(cell.attribute("rowspan")) ?? 1, 1), 1000)
                let holdsLink = Self.holdsLink(cell)
                for column in 0..<columns {
                    if rowSpan > 1 { spans[cellRow.count] = rowSpan - 1 }
                    cellRow.append(
                        TableLayout.Cell(text: column == 0 ? text : "", isHeader: isHeader, holdsLink: holdsLink))
                }
                if cellRow.count * max(cells.count, 1) > Self.maximumTableCells { break }
            }
            fillSpans()
            if row.section == .foot, !cells.isEmpty,
                cells[..<headerRows].contains(where: { header in
                    header.map(\.text) == cellRow.map(\.text)
                })
            {
                continue  // a footer that repeats the header
            }
            if countingHeaders && (row.section == .head || (allHeaders && !row.cells.isEmpty)) {
                headerRows += 1
            } else {
                countingHeaders = false
            }
            cells.append(cellRow)
        }
        writeTable(TableLayout(rows: cells, headerRows: headerRows))
        writeAttachments()
    }

    /// A numbered list laid out as a table (see `NumberedRows`): each row's
    /// text an item under its number, as an `<ol>`'s items are.
    private mutating func numberedRows(_ rows: [TableRow]) {
        flush()
        if !isCompact { writer.separate(compact: false) }
        lists.append(ListState(numbering: nil, pendingMarker: nil))
        for (index, row) in rows.enumerated() where !content.isExcluded(row.cells[1].id) {
            lists[lists.count - 1].pendingMarker = "\(index + 1)."
            visitChildren(row.cells[1])
            flush()
        }
        lists.removeLast()
    }

    /// Writes a table: aligned or row by row in gemtext; in the plain text,
    /// one line per row (headers included once) with cells apart by ` | `.
    private mutating func writeTable(_ table: TableLayout) {
        guard !table.isEmpty else { return }
        writer.separate(compact: isCompact)
        if let lines = table.alignedLines() {
            writer.gemtext.preformatted(lines.joined(separator: "\n"), alt: "table")
        } else {
            for row in table.rowLines() where !row.isEmpty { writer.gemtext.listItem(row) }
        }
        for row in table.plainLines() { writer.plainOnly(row) }
    }

    /// One row of a table: its cells, and the part of the table it sits in.
    struct TableRow {
        enum Section { case head, body, foot }
        var cells: [HTMLNode]
        var section: Section
    }

    /// The rows of `table` (not of tables inside it) in the order a browser
    /// shows them: `<thead>` rows first, `<tfoot>` rows last.
    static func rows(of table: HTMLNode) -> [TableRow] {
        if !table.isHTML(.table) {
            return RoleTables.isTable(table) ? RoleTables.rows(of: table) : GridTables.rows(of: table)
        }
        var head: [TableRow] = []
        var body: [TableRow] = []
        var foot: [TableRow] = []
        func row(_ node: HTMLNode, _ section: TableRow.Section) -> TableRow {
            TableRow(cells: Array(node.elementChildren.filter { $0.isHTML(.td) || $0.isHTML(.th) }), section: section)
        }
        for child in table.elementChildren {
            if child.isHTML(.tr) {
                body.append(row(child, .body))
            } else if child.isHTML(.thead) {
                for tr in child.elementChildren where tr.isHTML(.tr) { head.append(row(tr, .head)) }
            } else if child.isHTML(.tbody) {
                for tr in child.elementChildren where tr.isHTML(.tr) { body.append(row(tr, .body)) }
            } else if child.isHTML(.tfoot) {
                for tr in child.elementChildren where tr.isHTML(.tr) { foot.append(row(tr, .foot)) }
            }
        }
        return head + body + foot
    }

    /// Whether a cell's only content is one bold element (`<td><b>Name</b></td>`),
    /// the way tables without `<th>` mark their headers.
    private static func isBold(_ cell: HTMLNode) -> Bool {
        var bold = false
        for child in cell.children {
            if child.isText {
                if child.utf8Data.contains(where: { $0 > 0x20 }) { return false }
            } else if child.isHTML(.b) || child.isHTML(.strong) {
                if bold { return false }
                bold = true
            } else if child.isElement {
                return false
            }
        }
        return bold
    }

    /// Whether a cell holds a link (`<a href>`).
    private static func holdsLink(_ cell: HTMLNode) -> Bool {
        var found = false
        cell.walkDescendants { node in
            guard node.isElement else { return .skipChildren }
            if node.isHyperlink {
                found = true
                return .stop
            }
            return .enterChildren
        }
        return found
    }

    /// A table of label/value rows (an infobox) whose values hold lists or
    /// paragraphs: a "Label: value" line per row, a value's list as items
    /// under "Label:", a row of one cell (a title) as a paragraph.
    private mutating func keyValueTable(_ node: HTMLNode, rows: [TableRow]) {
        flush()
        for caption in node.elementChildren where caption.isHTML(.caption) { block(caption) }
        for row in rows {
            let cells = row.cells.filter { !content.isExcluded($0.id) }
            guard cells.count == 2 else {
                cells.forEach { block($0) }
                continue
            }
            labelledValue(label: cells[0], value: cells[1])
        }
    }

    /// A value under its label, as an infobox shows it: "Capital: Fredville"
    /// on one line; the label over the value's blocks when it holds some, or
    /// over a list of its lines ("Official languages:", then "English" and
    /// "French") when it is set on several.
    mutating func labelledValue(label labelNode: HTMLNode, value: HTMLNode) {
        var label = gatherText(labelNode)
        if label.isEmpty, let icon = Self.iconLabel(of: labelNode) { label = icon }
        if label.isEmpty {
            block(value)
        } else if Self.holdsBlocks(value) {
            writeParagraph(marked: TableLayout.label(label), plain: TableLayout.label(label))
            writeAttachments()
            block(value)
        } else {
            keepsLineBreaks += 1
            let lines = gatherText(value).split(separator: "\n").map(String.init)
            keepsLineBreaks -= 1
            if lines.count > 1 {
                // Values on lines of their own (`English<br>French`) are a list.
                writeParagraph(marked: TableLayout.label(label), plain: TableLayout.label(label))
                for line in lines { writer.listItem(marked: line, plain: line, prefix: "") }
            } else {
                let readsOn =
                    Self.isDeclarationType(labelNode) || CommandSynopses.isSynopsis(name: labelNode, arguments: value)
                let joined = readsOn ? "\(label) " : "\(TableLayout.label(label)) "
                let line = lines.isEmpty ? label : joined + lines[0]
                writeParagraph(marked: line, plain: line)
            }
            writeAttachments()
        }
    }

    /// Whether a table labels each of its rows instead of its columns (an
    /// infobox of facts): two or more rows of a header cell and a value
    /// cell, every other row a single cell (a title, a picture).
    static func labelsItsRows(_ rows: [TableRow]) -> Bool {
        isKeyValue(rows) { row in row.section != .head && row.cells[0].isHTML(.th) && row.cells[1].isHTML(.td) }
    }

    /// Whether a table's label cell is the type of a declaration beside its
    /// name, which read together make one line of code: Doxygen's summary of
    /// a file's or a class's members (`<td class="memItemLeft">int&#160;</td>
    /// <td class="memItemRight">tide_read (const char *path)</td>`, as on the
    /// pages of the many C and C++ projects Doxygen documents) reads
    /// "int tide_read (const char *path)", no "int:".
    static func isDeclarationType(_ cell: HTMLNode) -> Bool {
        guard cell.attributeCount > 0, let names = cell.attribute("class") else { return false }
        return names == "memItemLeft" || names == "memTemplItemLeft"
    }

    /// Whether a table is one labelled note (an admonition set as a table:
    /// "Warning" beside its sentences): one row of two cells, a label of
    /// one to three words and a value of more words. It reads "Warning: …".
    static func isLabelledNote(_ rows: [TableRow]) -> Bool {
        guard rows.count == 1, rows[0].cells.count == 2, !holdsBlocks(rows[0].cells[1]) else { return false }
        func words(_ cell: HTMLNode) -> [Substring] {
            cell.textContent(collapsingWhitespace: true, excluding: .nonRendered).split(separator: " ")
        }
        let label = words(rows[0].cells[0])
        guard (1...3).contains(label.count), let last = label.last?.last, last.isLetter else { return false }
        return words(rows[0].cells[1]).count >= 4
    }

    /// Whether a table is one note labelled by an icon (see `iconLabel(of:)`):
    /// one row of two cells, the icon's title of one to three words, then a
    /// value with text, which may hold blocks. It reads "Tip:" over them.
    static func isIconLabelledNote(_ rows: [TableRow]) -> Bool {
        guard rows.count == 1, rows[0].cells.count == 2,
            let label = iconLabel(of: rows[0].cells[0]), (1...3).contains(label.split(separator: " ").count)
        else { return false }
        return !rows[0].cells[1].textContent(collapsingWhitespace: true, excluding: .nonRendered).isEmpty
    }

    /// The words of a cell that shows nothing but an icon naming what it
    /// means: an empty `<i>` or `<span>` (a glyph of an icon font) with a
    /// `title`, as Asciidoctor labels its admonitions with font icons (and
    /// Antora's sites show them): `<td class="icon"><i class="fa
    /// icon-warning" title="Warning"></i></td>`. Nil when the cell holds
    /// text or anything else (a picture beside a text is no note).
    static func iconLabel(of cell: HTMLNode) -> String? {
        var icon: HTMLNode?
        for child in cell.children {
            if child.isText {
                if child.utf8Data.contains(where: { $0 > 0x20 }) { return nil }
            } else if child.isElement {
                guard icon == nil else { return nil }
                icon = child
            }
        }
        guard let icon, icon.firstChild == nil else { return nil }
        guard icon.isHTML(.i) || icon.isHTML(.span), let title = icon.attribute("title") else { return nil }
        let words = oneLine(title)
        return words.isEmpty ? nil : words
    }

    /// Whether a table's rows are labels and values: every row has one or
    /// two cells, at least two rows have two, and every pair passes `isPair`
    /// (by default: no label holds blocks).
    static func isKeyValue(_ rows: [TableRow], isPair: (TableRow) -> Bool = { !holdsBlocks($0.cells[0]) }) -> Bool {
        var pairs = 0
        for row in rows {
            switch row.cells.count {
            case 1: continue
            case 2:
                guard isPair(row) else { return false }
                pairs += 1
            default: return false
            }
        }
        return pairs >= 2
    }

    /// Whether a table lays out the page rather than holding data.
    static func isLayout(_ table: HTMLNode, rows: [TableRow]) -> Bool {
        if table.attributeEquals("role", "presentation") { return true }
        let cellCount = rows.reduce(0) { $0 + $1.cells.count }
        let widest = rows.reduce(0) { max($0, $1.cells.count) }
        if cellCount <= 1 || widest <= 1 { return true }
        // A header row makes a data table, whatever its cells hold as text ("… <br><br> …").
        let hasHeader = rows.contains { row in
            row.section == .head || row.cells.contains(where: RoleTables.isHeaderCell)
        }
        for row in rows {
            for cell in row.cells where holdsBlocks(cell, breaksMakeParagraphs: !hasHeader) { return true }
        }
        return false
    }

    /// Whether no row of a table of several columns has two cells that say
    /// something: the other cells are spacers or controls without words (a
    /// thread's indent and vote arrow beside each comment), so the table
    /// lays out the one cell's text rather than holding data.
    static func saysOneThingPerRow(_ rows: [TableRow]) -> Bool {
        guard rows.contains(where: { $0.cells.count > 1 }) else { return false }
        return rows.allSatisfy { row in row.cells.lazy.filter(saysSomething).prefix(2).count <= 1 }
    }

    /// Whether the rows and cells the article leaves out leave no row of
    /// two cells: a forum's post laid out as a table, its header row (the
    /// date, the post's number) over the member's card beside the words
    /// (vBulletin 3's), is the words alone, laid out.
    private func isNarrowedToOneColumn(_ rows: [TableRow]) -> Bool {
        var narrowed = false
        for row in rows where row.cells.count > 1 {
            if let line = row.cells[0].parent, content.isExcluded(line.id) {
                narrowed = true
                continue
            }
            if row.cells.lazy.filter({ !self.content.isExcluded($0.id) }).prefix(2).count > 1 { return false }
            narrowed = true
        }
        return narrowed
    }

    /// Whether a cell shows words, a picture (not a spacer of a pixel or
    /// less), a drawing, a player or a form control.
    private static func saysSomething(_ cell: HTMLNode) -> Bool {
        if !cell.textContent(collapsingWhitespace: true, excluding: .nonRendered).isEmpty { return true }
        var shows = false
        cell.walkDescendants { node in
            guard node.isElement else { return .skipChildren }
            switch node.tag {
            case .img:
                let width = ListNumbering.integer(node.attribute("width")) ?? 2
                let height = ListNumbering.integer(node.attribute("height")) ?? 2
                shows = width > 1 && height > 1
            case .picture, .svg, .video, .audio, .iframe, .object, .embed, .canvas, .input, .select, .textarea,
                .button, .math:
                shows = true
            default:
                return .enterChildren
            }
            return shows ? .stop : .skipChildren
        }
        return shows
    }

    /// Whether a cell holds block content: headings, lists, quotes, code,
    /// figures or tables, or more than one paragraph (`<p>`s, or, when
    /// `breaksMakeParagraphs`, text broken into paragraphs by two `<br>`s
    /// in a row, as pages made before CSS set their prose).
    private static func holdsBlocks(_ cell: HTMLNode, breaksMakeParagraphs: Bool = false) -> Bool {
        var paragraphs = 0
        var blocks = false
        cell.walkDescendants { node in
            guard node.isElement else { return .skipChildren }
            if ElementRoles.layoutContent.contains(node.tag) || (breaksMakeParagraphs && breaksParagraphs(node)) {
                blocks = true
                return .stop
            }
            if node.tag == .p {
                paragraphs += 1
                if paragraphs > 1 {
                    blocks = true
                    return .stop
                }
            }
            return .enterChildren
        }
        return blocks
    }

    /// Whether `node` is a `<br>` right after another, only white space between.
    private static func breaksParagraphs(_ node: HTMLNode) -> Bool {
        guard node.tag == .br else { return false }
        var previous = node.previousSibling
        while let sibling = previous, sibling.isText, sibling.utf8Data.allSatisfy({ $0 <= 0x20 }) {
            previous = sibling.previousSibling
        }
        return previous?.isHTML(.br) ?? false
    }
}
