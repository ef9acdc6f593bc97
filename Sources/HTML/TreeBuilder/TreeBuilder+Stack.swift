/// The stack of open elements: pushing and popping (keeping per-tag counts
/// so "is there a `p` in scope?" is O(1) when there is none), scope checks,
/// and inserting elements at the appropriate place.
extension TreeBuilder {
    enum Scope {
        case standard, listItem, button, table, select
    }

    @inline(__always) var current: OpenElement { stack[stack.count - 1] }

    @inline(__always) func isCurrent(_ tag: HTMLTag) -> Bool {
        guard let last = stack.last else { return false }
        return last.isHTML(tag)
    }

    @inline(__always) func openCount(_ tag: HTMLTag) -> Int32 { openCounts[Int(tag.rawValue)] }

    // MARK: Push and pop

    mutating func push(_ element: OpenElement) {
        stack.append(element)
        if element.namespace == .html { openCounts[Int(element.tag.rawValue)] += 1 }
        markOpen(element.node, true)
    }

    @inline(__always) mutating func markOpen(_ node: Int32, _ open: Bool) {
        let index = Int(node)
        if index >= isOpen.count {
            isOpen.append(contentsOf: repeatElement(false, count: max(index + 1 - isOpen.count, isOpen.count / 2 + 64)))
        }
        isOpen[index] = open
    }

    @inline(__always) func isOnStack(_ node: Int32) -> Bool {
        Int(node) < isOpen.count && isOpen[Int(node)]
    }

    @discardableResult
    mutating func pop() -> OpenElement {
        let element = stack.removeLast()
        if element.namespace == .html { openCounts[Int(element.tag.rawValue)] -= 1 }
        markOpen(element.node, false)
        return element
    }

    /// Pops elements up to and including the last HTML `tag` (if there is one).
    mutating func popUntil(_ tag: HTMLTag) {
        guard openCount(tag) > 0 else { return }
        while stack.count > 1 {
            work += 1
            if pop().isHTML(tag) { return }
        }
    }

    /// Pops elements up to and including the last HTML element in `tags`.
    mutating func popUntil(anyOf tags: HTMLTagSet) {
        while stack.count > 1 {
            work += 1
            if pop().isHTML(tags) { return }
        }
    }

    /// Pops elements up to and including `node`.
    mutating func popUntil(node: Int32) {
        guard isOnStack(node) else { return }
        while stack.count > 1 {
            work += 1
            if pop().node == node { return }
        }
    }

    /// Pops until the current node is one of `tags` (or `html`).
    mutating func popUntilCurrent(isOneOf tags: HTMLTagSet) {
        while stack.count > 1, !current.isHTML(tags), !current.isHTML(.html) {
            work += 1
            pop()
        }
    }

    /// Removes `node` from wherever it is in the stack.
    mutating func removeFromStack(_ node: Int32) {
        guard isOnStack(node), let index = stack.lastIndex(where: { $0.node == node }) else { return }
        work += stack.count - index
        let element = stack.remove(at: index)
        if element.namespace == .html { openCounts[Int(element.tag.rawValue)] -= 1 }
        markOpen(node, false)
    }

    /// The stack index of `node`, searching from the top.
    func stackIndex(of node: Int32) -> Int? {
        guard isOnStack(node) else { return nil }
        return stack.lastIndex { $0.node == node }
    }

    // MARK: Implied end tags

    static let impliedEndTags: HTMLTagSet = [.dd, .dt, .li, .optgroup, .option, .p, .rb, .rp, .rt, .rtc]

    /// Pops `dd`, `dt`, `li`, `option`, `p`, `rb`, `rp`, `rt`… from the top,
    /// except one with tag `exception`.
    mutating func generateImpliedEndTags(except exception: HTMLTag? = nil) {
        while let last = stack.last, last.isHTML(TreeBuilder.impliedEndTags), last.tag != exception {
            work += 1
            pop()
        }
    }

    /// "Close a p element".
    mutating func closeParagraph() {
        generateImpliedEndTags(except: .p)
        popUntil(.p)
    }

    /// Closes a `p` if one is open in button scope (what block elements do).
    @inline(__always) mutating func closeParagraphIfInButtonScope() {
        if hasInScope(.p, .button) { closeParagraph() }
    }

    // MARK: Scope

    /// Whether an HTML element with `tag` is open and in `scope`.
    @inline(__always)
    mutating func hasInScope(_ tag: HTMLTag, _ scope: Scope = .standard) -> Bool {
        guard openCount(tag) > 0 else { return false }
        return findInScope(scope) { $0.isHTML(tag) }
    }

    /// Whether an HTML element with one of `tags` is open and in `scope`.
    mutating func hasInScope(anyOf tags: HTMLTagSet, _ scope: Scope = .standard) -> Bool {
        findInScope(scope) { $0.isHTML(tags) }
    }

    /// Whether `node` is on the stack and in scope.
    mutating func hasInScope(node: Int32) -> Bool {
        guard isOnStack(node) else { return false }
        return findInScope(.standard) { $0.node == node }
    }

    private mutating func findInScope(_ scope: Scope, _ matches: (OpenElement) -> Bool) -> Bool {
        var index = stack.count - 1
        while index >= 0 {
            work += 1
            let element = stack[index]
            if matches(element) { return true }
            if TreeBuilder.isBoundary(element, of: scope) { return false }
            index -= 1
        }
        return false
    }

    static let standardScopeBoundaries: HTMLTagSet = [
        .applet, .caption, .html, .table, .td, .th, .marquee, .object, .template,
    ]
    static let mathMLScopeBoundaries: HTMLTagSet = [.mi, .mo, .mn, .ms, .mtext, .annotationXML]
    static let svgScopeBoundaries: HTMLTagSet = [.foreignObject, .desc, .title]

    private static func isBoundary(_ element: OpenElement, of scope: Scope) -> Bool {
        switch scope {
        case .table:
            return element.isHTML(.html) || element.isHTML(.table) || element.isHTML(.template)
        case .select:
            return !(element.isHTML(.optgroup) || element.isHTML(.option))
        case .standard, .listItem, .button:
            switch element.namespace {
            case .html:
                if standardScopeBoundaries.contains(element.tag) { return true }
                if scope == .listItem { return element.tag == .ol || element.tag == .ul }
                if scope == .button { return element.tag == .button }
                return false
            case .mathML: return mathMLScopeBoundaries.contains(element.tag)
            case .svg: return svgScopeBoundaries.contains(element.tag)
            }
        }
    }

    // MARK: Inserting

    /// Makes an element for `token` and inserts it where the next node goes
    /// (the current node, or the foster parent), pushing it unless `void`.
    @discardableResult
    mutating func insertElement(_ token: TagToken, namespace: HTMLNamespace = .html, void: Bool = false) -> Int32 {
        let node = store.createElement(
            tag: token.tag, name: token.name, namespace: namespace,
            attributes: token.hasAttributes ? tokenizer.tagAttributes : [])
        insertElementNode(node, void: void)
        return node
    }

    /// Inserts the (new) element `node` at the appropriate place and pushes
    /// it unless `void`. At the depth limit the current node is closed first,
    /// so the new element becomes its sibling.
    mutating func insertElementNode(_ node: Int32, void: Bool) {
        if !void { makeRoomForOneMore() }
        insertAtAppropriatePlace(node)
        if !void {
            let record = store.nodes[Int(node)]
            push(
                OpenElement(
                    node: node, tag: record.tag, namespace: record.namespace, name: record.name,
                    isHTMLIntegrationPoint: record.namespace != .html && isHTMLIntegrationPoint(node)))
        }
    }

    /// Keeps the stack below `maximumDepth` by closing the current node.
    mutating func makeRoomForOneMore() {
        guard stack.count >= maximumDepth, stack.count > 2 else { return }
        let popped = pop()
        if popped.namespace == .html, TreeBuilder.modeElements.contains(popped.tag) { resetInsertionMode() }
    }

    static let modeElements: HTMLTagSet = [
        .select, .td, .th, .tr, .tbody, .thead, .tfoot, .caption, .colgroup, .table, .head, .frameset, .template,
    ]

    /// Puts `node` where the specification's "appropriate place for
    /// inserting a node" is: inside the current node, or, with foster
    /// parenting on and a table-ish current node, just before the table.
    mutating func insertAtAppropriatePlace(_ node: Int32, target: OpenElement? = nil) {
        let target = target ?? current
        if fosterParenting, target.isHTML(TreeBuilder.tableStructure) {
            let (parent, before) = fosterParent()
            if before != NodeRecord.none {
                store.insert(node, before: before, in: parent)
            } else {
                store.append(node, to: parent)
            }
        } else {
            store.append(node, to: target.node)
        }
    }

    static let tableStructure: HTMLTagSet = [.table, .tbody, .tfoot, .thead, .tr]

    /// Where foster-parented content goes: the last table's parent, just
    /// before the table (or the element below the table on the stack).
    mutating func fosterParent() -> (parent: Int32, before: Int32) {
        var index = stack.count - 1
        while index >= 0 {
            work += 1
            if stack[index].isHTML(.table) {
                let table = stack[index].node
                let parent = store.nodes[Int(table)].parent
                if parent != NodeRecord.none { return (parent, table) }
                return (stack[max(index - 1, 0)].node, NodeRecord.none)
            }
            index -= 1
        }
        return (stack[0].node, NodeRecord.none)
    }

    /// Inserts text at the appropriate place.
    mutating func insertText(_ span: ByteSpan) {
        guard span.count > 0 else { return }
        let target = current
        if fosterParenting, target.isHTML(TreeBuilder.tableStructure) {
            let (parent, before) = fosterParent()
            if before != NodeRecord.none {
                store.insertText(span, before: before, in: parent)
            } else {
                store.appendText(span, to: parent)
            }
        } else {
            store.appendText(span, to: target.node)
        }
    }

    /// Inserts a comment in the current node (or as the last child of `parent`).
    mutating func insertComment(_ span: ByteSpan, in parent: Int32? = nil) {
        let node = store.createLeaf(.comment, data: span)
        if let parent {
            store.append(node, to: parent)
        } else {
            insertAtAppropriatePlace(node)
        }
    }

    private func isHTMLIntegrationPoint(_ node: Int32) -> Bool {
        let record = store.nodes[Int(node)]
        switch record.namespace {
        case .html: return false
        case .svg: return record.tag == .foreignObject || record.tag == .desc || record.tag == .title
        case .mathML:
            guard record.tag == .annotationXML else { return false }
            for attribute in store.attributes[record.data.range] {
                let name = tokenizer.attributeBytes[attribute.name.range]
                guard name.elementsEqual("encoding".utf8) else { continue }
                let value = String(decoding: tokenizer.attributeBytes[attribute.value.range], as: UTF8.self)
                    .lowercased()
                return value == "text/html" || value == "application/xhtml+xml"
            }
            return false
        }
    }
}
