/// The nodes being built: the arrays an `HTMLDocument` is made of, and the
/// link operations the tree builder needs (append, insert before, detach,
/// move children), each O(1) except moving children.
struct NodeStore {
    static let document: Int32 = 0

    var nodes: [NodeRecord]
    var attributes: [AttributeRecord] = []
    /// Names of elements with unknown tags; entry 0 is unused.
    var names: [String] = [""]
    private var nameIDs: [[UInt8]: Int32] = [:]

    init(expectedNodes: Int) {
        nodes = [NodeRecord(data: .empty, kind: .document)]
        nodes.reserveCapacity(expectedNodes)
        attributes.reserveCapacity(expectedNodes / 2)
    }

    // MARK: Names

    /// The id of an unknown tag's name, adding it if new.
    mutating func internName(_ bytes: [UInt8]) -> Int32 {
        if let id = nameIDs[bytes] { return id }
        let id = Int32(names.count)
        names.append(String(decoding: bytes, as: UTF8.self))
        nameIDs[bytes] = id
        return id
    }

    /// The id of an unknown tag's name, or `-1` when no element has it.
    func existingName(_ bytes: [UInt8]) -> Int32 { nameIDs[bytes] ?? -1 }

    // MARK: Creating

    /// A new element, not yet in the tree.
    mutating func createElement(
        tag: HTMLTag, name: Int32, namespace: HTMLNamespace, attributes source: [AttributeRecord]
    ) -> Int32 {
        let start = Int32(attributes.count)
        if !source.isEmpty { attributes.append(contentsOf: source) }
        return createElement(
            tag: tag, name: name, namespace: namespace, attributes: ByteSpan(start: start, count: Int32(source.count)))
    }

    /// A new element sharing the attribute records in `attributes`, not yet in the tree.
    mutating func createElement(tag: HTMLTag, name: Int32, namespace: HTMLNamespace, attributes: ByteSpan) -> Int32 {
        let id = Int32(nodes.count)
        nodes.append(NodeRecord(data: attributes, name: name, tag: tag, kind: .element, namespace: namespace))
        return id
    }

    /// A copy of element `node` (tag, name, attributes), not in the tree.
    mutating func clone(_ node: Int32) -> Int32 {
        let record = nodes[Int(node)]
        return createElement(tag: record.tag, name: record.name, namespace: record.namespace, attributes: record.data)
    }

    /// A new node holding `data` (text, comment or doctype), not in the tree.
    mutating func createLeaf(_ kind: HTMLNodeKind, data: ByteSpan) -> Int32 {
        let id = Int32(nodes.count)
        nodes.append(NodeRecord(data: data, kind: kind))
        return id
    }

    // MARK: Linking

    /// Makes `child` (not in the tree) the last child of `parent`.
    mutating func append(_ child: Int32, to parent: Int32) {
        let last = nodes[Int(parent)].lastChild
        nodes[Int(child)].parent = parent
        nodes[Int(child)].previousSibling = last
        nodes[Int(child)].nextSibling = NodeRecord.none
        if last == NodeRecord.none {
            nodes[Int(parent)].firstChild = child
        } else {
            nodes[Int(last)].nextSibling = child
        }
        nodes[Int(parent)].lastChild = child
    }

    /// Puts `child` (not in the tree) just before `reference`, a child of `parent`.
    mutating func insert(_ child: Int32, before reference: Int32, in parent: Int32) {
        let previous = nodes[Int(reference)].previousSibling
        nodes[Int(child)].parent = parent
        nodes[Int(child)].nextSibling = reference
        nodes[Int(child)].previousSibling = previous
        nodes[Int(reference)].previousSibling = child
        if previous == NodeRecord.none {
            nodes[Int(parent)].firstChild = child
        } else {
            nodes[Int(previous)].nextSibling = child
        }
    }

    /// Takes `node` out of the tree (it keeps its children).
    mutating func detach(_ node: Int32) {
        let record = nodes[Int(node)]
        guard record.parent != NodeRecord.none else { return }
        if record.previousSibling == NodeRecord.none {
            nodes[Int(record.parent)].firstChild = record.nextSibling
        } else {
            nodes[Int(record.previousSibling)].nextSibling = record.nextSibling
        }
        if record.nextSibling == NodeRecord.none {
            nodes[Int(record.parent)].lastChild = record.previousSibling
        } else {
            nodes[Int(record.nextSibling)].previousSibling = record.previousSibling
        }
        nodes[Int(node)].parent = NodeRecord.none
        nodes[Int(node)].nextSibling = NodeRecord.none
        nodes[Int(node)].previousSibling = NodeRecord.none
    }

    /// Moves every child of `source` to the end of `target`'s children.
    mutating func moveChildren(of source: Int32, to target: Int32) {
        var child = nodes[Int(source)].firstChild
        guard child != NodeRecord.none else { return }
        let first = child
        let last = nodes[Int(source)].lastChild
        while child != NodeRecord.none {
            nodes[Int(child)].parent = target
            child = nodes[Int(child)].nextSibling
        }
        nodes[Int(source)].firstChild = NodeRecord.none
        nodes[Int(source)].lastChild = NodeRecord.none
        let targetLast = nodes[Int(target)].lastChild
        nodes[Int(first)].previousSibling = targetLast
        if targetLast == NodeRecord.none {
            nodes[Int(target)].firstChild = first
        } else {
            nodes[Int(targetLast)].nextSibling = first
        }
        nodes[Int(target)].lastChild = last
    }

    /// Keeps the tree at most `depth` levels below the document: the
    /// children of a node at that depth become its following siblings, in
    /// order, so the document's text keeps its order and only the nesting
    /// changes (as when the tree builder closes an element at its depth
    /// limit). One walk over the tree.
    mutating func flatten(below depth: Int) {
        var node: Int32 = 0
        var level = 0
        while true {
            let record = nodes[Int(node)]
            if record.firstChild != NodeRecord.none {
                if level < depth {
                    node = record.firstChild
                    level += 1
                    continue
                }
                hoistChildren(of: node)
            }
            while node != 0 && nodes[Int(node)].nextSibling == NodeRecord.none {
                node = nodes[Int(node)].parent
                level -= 1
            }
            if node == 0 { return }
            node = nodes[Int(node)].nextSibling
        }
    }

    /// Moves the children of `node` to just after it, in order.
    private mutating func hoistChildren(of node: Int32) {
        let parent = nodes[Int(node)].parent
        let following = nodes[Int(node)].nextSibling
        while case let child = nodes[Int(node)].firstChild, child != NodeRecord.none {
            detach(child)
            if following == NodeRecord.none {
                append(child, to: parent)
            } else {
                insert(child, before: following, in: parent)
            }
        }
    }

    /// Adds text `span` at the end of `parent`, extending its last child
    /// when that is text ending just where `span` starts.
    mutating func appendText(_ span: ByteSpan, to parent: Int32) {
        let last = nodes[Int(parent)].lastChild
        if last != NodeRecord.none, extend(last, with: span) { return }
        append(createLeaf(.text, data: span), to: parent)
    }

    /// Adds text `span` just before `reference`, extending the text node
    /// there when it ends just where `span` starts.
    mutating func insertText(_ span: ByteSpan, before reference: Int32, in parent: Int32) {
        let previous = nodes[Int(reference)].previousSibling
        if previous != NodeRecord.none, extend(previous, with: span) { return }
        insert(createLeaf(.text, data: span), before: reference, in: parent)
    }

    private mutating func extend(_ node: Int32, with span: ByteSpan) -> Bool {
        let record = nodes[Int(node)]
        guard record.kind == .text, record.data.start + record.data.count == span.start else { return false }
        nodes[Int(node)].data.count += span.count
        return true
    }
}
