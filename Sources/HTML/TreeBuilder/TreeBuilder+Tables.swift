/// The table insertion modes (table, table text, caption, column group,
/// table body, row, cell), `select`, and resetting the insertion mode.
extension TreeBuilder {
    static let tableSections: HTMLTagSet = [.tbody, .tfoot, .thead]
    static let cells: HTMLTagSet = [.td, .th]
    static let tableContext: HTMLTagSet = [.table, .template, .html]
    static let tableBodyContext: HTMLTagSet = [.tbody, .tfoot, .thead, .template, .html]
    static let rowContext: HTMLTagSet = [.tr, .template, .html]
    static let tableTextParents: HTMLTagSet = [.table, .tbody, .template, .tfoot, .thead, .tr]
    static let captionClosers: HTMLTagSet = [.caption, .col, .colgroup, .tbody, .td, .tfoot, .th, .thead, .tr]
    static let ignoredInTable: HTMLTagSet = [
        .body, .caption, .col, .colgroup, .html, .tbody, .td, .tfoot, .th, .thead, .tr,
    ]

    mutating func inTable(_ token: Token) {
        switch token {
        case .characters:
            if current.isHTML(TreeBuilder.tableTextParents) {
                pendingTableText.removeAll(keepingCapacity: true)
                pendingTableTextIsWhitespace = true
                originalMode = mode
                mode = .inTableText
                inTableText(token)
            } else {
                inTableAnythingElse(token)
            }
        case .comment(let span):
            insertComment(span)
        case .doctype:
            return
        case .startTag(let tag):
            switch tag.tag {
            case .caption:
                popUntilCurrent(isOneOf: TreeBuilder.tableContext)
                insertFormattingMarker()
                insertElement(tag)
                mode = .inCaption
            case .colgroup:
                popUntilCurrent(isOneOf: TreeBuilder.tableContext)
                insertElement(tag)
                mode = .inColumnGroup
            case .col:
                popUntilCurrent(isOneOf: TreeBuilder.tableContext)
                insertElement(.implied(.colgroup))
                mode = .inColumnGroup
                process(token, in: .inColumnGroup)
            case .tbody, .tfoot, .thead:
                popUntilCurrent(isOneOf: TreeBuilder.tableContext)
                insertElement(tag)
                mode = .inTableBody
            case .td, .th, .tr:
                popUntilCurrent(isOneOf: TreeBuilder.tableContext)
                insertElement(.implied(.tbody))
                mode = .inTableBody
                process(token, in: .inTableBody)
            case .table:
                guard hasInScope(.table, .table) else { return }
                popUntil(.table)
                resetInsertionMode()
                process(token)
            case .style, .script, .template:
                inHead(token)
            case .input:
                guard attributeValue(is: "hidden", "type") else { return inTableAnythingElse(token) }
                insertElement(tag, void: true)
            case .form:
                guard form == NodeRecord.none else { return }
                form = insertElement(tag, void: true)
            default:
                inTableAnythingElse(token)
            }
        case .endTag(let tag):
            switch tag.tag {
            case .table:
                guard hasInScope(.table, .table) else { return }
                popUntil(.table)
                resetInsertionMode()
            case .template:
                return
            default:
                if TreeBuilder.ignoredInTable.contains(tag.tag) { return }
                inTableAnythingElse(token)
            }
        case .endOfFile:
            inBody(token)
        }
    }

    /// Content that does not belong in a table: built as in the body, but
    /// moved out in front of the table ("foster parenting").
    private mutating func inTableAnythingElse(_ token: Token) {
        fosterParenting = true
        inBody(token)
        fosterParenting = false
    }

    /// Whether the current start tag's attribute `name` is `value` (any case).
    private func attributeValue(is value: String, _ name: String) -> Bool {
        let bytes = tokenizer.attributeBytes
        for attribute in tokenizer.tagAttributes where bytes[attribute.name.range].elementsEqual(name.utf8) {
            return String(decoding: bytes[attribute.value.range], as: UTF8.self).lowercased() == value
        }
        return false
    }

    mutating func inTableText(_ token: Token) {
        if case .characters(let span) = token {
            pendingTableText.append(span)
            if pendingTableTextIsWhitespace, splitLeadingWhitespace(span).rest.count > 0 {
                pendingTableTextIsWhitespace = false
            }
            return
        }
        let pending = pendingTableText
        pendingTableText.removeAll(keepingCapacity: true)
        for span in pending {
            if pendingTableTextIsWhitespace {
                insertText(span)
            } else {
                inTableAnythingElse(.characters(span))
            }
        }
        mode = originalMode
        process(token)
    }

    mutating func inCaption(_ token: Token) {
        switch token {
        case .endTag(let tag) where tag.tag == .caption:
            closeCaption()
        case .startTag(let tag) where TreeBuilder.captionClosers.contains(tag.tag):
            if closeCaption() { process(token) }
        case .endTag(let tag) where tag.tag == .table:
            if closeCaption() { process(token) }
        case .endTag(let tag)
        where [.body, .col, .colgroup, .html, .tbody, .td, .tfoot, .th, .thead, .tr].contains(tag.tag):
            return
        default:
            inBody(token)
        }
    }

    @discardableResult
    private mutating func closeCaption() -> Bool {
        guard hasInScope(.caption, .table) else { return false }
        generateImpliedEndTags()
        popUntil(.caption)
        clearFormattingToLastMarker()
        mode = .inTable
        return true
    }

    mutating func inColumnGroup(_ token: Token) {
        switch token {
        case .characters(let span):
            splitWhitespace(
                span, whitespace: { $0.insertText($1) }, rest: { $0.inColumnGroupAnythingElse(.characters($1)) })
        case .comment(let span):
            insertComment(span)
        case .doctype:
            return
        case .startTag(let tag) where tag.tag == .html:
            inBody(token)
        case .startTag(let tag) where tag.tag == .col:
            insertElement(tag, void: true)
        case .endTag(let tag) where tag.tag == .colgroup:
            guard isCurrent(.colgroup) else { return }
            pop()
            mode = .inTable
        case .endTag(let tag) where tag.tag == .col:
            return
        case .startTag(let tag) where tag.tag == .template:
            inHead(token)
        case .endOfFile:
            inBody(token)
        default:
            inColumnGroupAnythingElse(token)
        }
    }

    private mutating func inColumnGroupAnythingElse(_ token: Token) {
        guard isCurrent(.colgroup) else { return }
        pop()
        mode = .inTable
        process(token)
    }

    mutating func inTableBody(_ token: Token) {
        switch token {
        case .startTag(let tag) where tag.tag == .tr:
            popUntilCurrent(isOneOf: TreeBuilder.tableBodyContext)
            insertElement(tag)
            mode = .inRow
        case .startTag(let tag) where TreeBuilder.cells.contains(tag.tag):
            popUntilCurrent(isOneOf: TreeBuilder.tableBodyContext)
            insertElement(.implied(.tr))
            mode = .inRow
            process(token, in: .inRow)
        case .endTag(let tag) where TreeBuilder.tableSections.contains(tag.tag):
            guard hasInScope(tag.tag, .table) else { return }
            popUntilCurrent(isOneOf: TreeBuilder.tableBodyContext)
            pop()
            mode = .inTable
        case .startTag(let tag) where [.caption, .col, .colgroup, .tbody, .tfoot, .thead].contains(tag.tag):
            closeTableSection(then: token)
        case .endTag(let tag) where tag.tag == .table:
            closeTableSection(then: token)
        case .endTag(let tag) where [.body, .caption, .col, .colgroup, .html, .td, .th, .tr].contains(tag.tag):
            return
        default:
            inTable(token)
        }
    }

    private mutating func closeTableSection(then token: Token) {
        guard hasInScope(anyOf: TreeBuilder.tableSections, .table) else { return }
        popUntilCurrent(isOneOf: TreeBuilder.tableBodyContext)
        if !isCurrent(.html) { pop() }
        mode = .inTable
        process(token)
    }

    mutating func inRow(_ token: Token) {
        switch token {
        case .startTag(let tag) where TreeBuilder.cells.contains(tag.tag):
            popUntilCurrent(isOneOf: TreeBuilder.rowContext)
            insertElement(tag)
            mode = .inCell
            insertFormattingMarker()
        case .endTag(let tag) where tag.tag == .tr:
            closeRow()
        case .startTag(let tag) where [.caption, .col, .colgroup, .tbody, .tfoot, .thead, .tr].contains(tag.tag):
            if closeRow() { process(token) }
        case .endTag(let tag) where tag.tag == .table:
            if closeRow() { process(token) }
        case .endTag(let tag) where TreeBuilder.tableSections.contains(tag.tag):
            guard hasInScope(tag.tag, .table) else { return }
            if closeRow() { process(token) }
        case .endTag(let tag) where [.body, .caption, .col, .colgroup, .html, .td, .th].contains(tag.tag):
            return
        default:
            inTable(token)
        }
    }

    @discardableResult
    private mutating func closeRow() -> Bool {
        guard hasInScope(.tr, .table) else { return false }
        popUntilCurrent(isOneOf: TreeBuilder.rowContext)
        if isCurrent(.tr) { pop() }
        mode = .inTableBody
        return true
    }

    mutating func inCell(_ token: Token) {
        switch token {
        case .endTag(let tag) where TreeBuilder.cells.contains(tag.tag):
            guard hasInScope(tag.tag, .table) else { return }
            generateImpliedEndTags()
            popUntil(tag.tag)
            clearFormattingToLastMarker()
            mode = .inRow
        case .startTag(let tag) where TreeBuilder.captionClosers.contains(tag.tag):
            guard hasInScope(anyOf: TreeBuilder.cells, .table) else { return }
            closeCell()
            process(token)
        case .endTag(let tag) where [.body, .caption, .col, .colgroup, .html].contains(tag.tag):
            return
        case .endTag(let tag) where [.table, .tbody, .tfoot, .thead, .tr].contains(tag.tag):
            guard hasInScope(tag.tag, .table) else { return }
            closeCell()
            process(token)
        default:
            inBody(token)
        }
    }

    private mutating func closeCell() {
        generateImpliedEndTags()
        popUntil(anyOf: TreeBuilder.cells)
        clearFormattingToLastMarker()
        mode = .inRow
    }

    // MARK: Select

    mutating func inSelect(_ token: Token) {
        switch token {
        case .characters(let span):
            insertText(span)
        case .comment(let span):
            insertComment(span)
        case .doctype:
            return
        case .startTag(let tag):
            switch tag.tag {
            case .html:
                inBody(token)
            case .option:
                if isCurrent(.option) { pop() }
                insertElement(tag)
            case .optgroup:
                if isCurrent(.option) { pop() }
                if isCurrent(.optgroup) { pop() }
                insertElement(tag)
            case .hr:
                if isCurrent(.option) { pop() }
                if isCurrent(.optgroup) { pop() }
                insertElement(tag, void: true)
            case .select:
                closeSelect()
            case .input, .keygen, .textarea:
                if closeSelect() { process(token) }
            case .script, .template:
                inHead(token)
            default:
                return
            }
        case .endTag(let tag):
            switch tag.tag {
            case .optgroup:
                if isCurrent(.option), stack.count > 1, stack[stack.count - 2].isHTML(.optgroup) { pop() }
                if isCurrent(.optgroup) { pop() }
            case .option:
                if isCurrent(.option) { pop() }
            case .select:
                closeSelect()
            default:
                return
            }
        case .endOfFile:
            inBody(token)
        }
    }

    @discardableResult
    private mutating func closeSelect() -> Bool {
        guard hasInScope(.select, .select) else { return false }
        popUntil(.select)
        resetInsertionMode()
        return true
    }

    mutating func inSelectInTable(_ token: Token) {
        let tableTags: HTMLTagSet = [.caption, .table, .tbody, .tfoot, .thead, .tr, .td, .th]
        switch token {
        case .startTag(let tag) where tableTags.contains(tag.tag):
            popUntil(.select)
            resetInsertionMode()
            process(token)
        case .endTag(let tag) where tableTags.contains(tag.tag):
            guard hasInScope(tag.tag, .table) else { return }
            popUntil(.select)
            resetInsertionMode()
            process(token)
        default:
            inSelect(token)
        }
    }

    // MARK: Resetting the mode

    /// "Reset the insertion mode appropriately": picks the mode from the
    /// nearest open element that decides one.
    mutating func resetInsertionMode() {
        var index = stack.count - 1
        while index >= 0 {
            work += 1
            let element = stack[index]
            let last = index == 0
            if element.namespace == .html {
                switch element.tag {
                case .select:
                    var below = index - 1
                    while below > 0 {
                        work += 1
                        if stack[below].isHTML(.table) {
                            mode = .inSelectInTable
                            return
                        }
                        below -= 1
                    }
                    mode = .inSelect
                    return
                case .td where !last, .th where !last:
                    mode = .inCell
                    return
                case .tr:
                    mode = .inRow
                    return
                case .tbody, .thead, .tfoot:
                    mode = .inTableBody
                    return
                case .caption:
                    mode = .inCaption
                    return
                case .colgroup:
                    mode = .inColumnGroup
                    return
                case .table:
                    mode = .inTable
                    return
                case .head where !last:
                    mode = .inHead
                    return
                case .body:
                    mode = .inBody
                    return
                case .frameset:
                    mode = .inFrameset
                    return
                case .html:
                    mode = head == NodeRecord.none ? .beforeHead : .afterHead
                    return
                default: break
                }
            }
            if last {
                mode = .inBody
                return
            }
            index -= 1
        }
        mode = .inBody
    }
}
