/// A view of one node of an `HTMLDocument`: its kind, tag, neighbours,
/// attributes and text. Cheap to make and to copy (a reference and a number);
/// equal when it is the same node of the same document.
public struct HTMLNode: Hashable, Sendable, Identifiable {
    /// The document the node belongs to.
    public let document: HTMLDocument
    let index: Int32

    @inline(__always)
    init(document: HTMLDocument, index: Int32) {
        self.document = document
        self.index = index
    }

    /// The node's id in its document.
    @inline(__always) public var id: HTMLNodeID { HTMLNodeID(rawValue: index) }

    @inline(__always) var record: NodeRecord { document.nodes[Int(index)] }

    @inline(__always) private func view(_ index: Int32) -> HTMLNode? {
        index == NodeRecord.none ? nil : HTMLNode(document: document, index: index)
    }

    public static func == (a: HTMLNode, b: HTMLNode) -> Bool { a.index == b.index && a.document === b.document }

    public func hash(into hasher: inout Hasher) { hasher.combine(index) }

    // MARK: What it is

    /// Element, text, comment, doctype or the document.
    @inline(__always) public var kind: HTMLNodeKind { record.kind }

    /// Whether the node is an element.
    @inline(__always) public var isElement: Bool { record.kind == .element }

    /// Whether the node is a text node.
    @inline(__always) public var isText: Bool { record.kind == .text }

    /// The element's tag (`.unknown` for unknown names and for non-elements).
    @inline(__always) public var tag: HTMLTag { record.tag }

    /// Whether this is an HTML element (not SVG or MathML) with tag `tag`.
    @inline(__always) public func isHTML(_ tag: HTMLTag) -> Bool {
        let record = self.record
        return record.tag == tag && record.namespace == .html && record.kind == .element
    }

    /// The element's namespace (`.html` for non-elements).
    @inline(__always) public var namespace: HTMLNamespace { record.namespace }

    /// The element's name in lower case (`div`, `my-widget`); `#text`,
    /// `#comment`, `#document` or the doctype's name for other nodes.
    public var tagName: String {
        let record = self.record
        switch record.kind {
        case .element:
            if record.tag != .unknown { return record.tag.name }
            return document.names[Int(record.name)]
        case .text: return "#text"
        case .comment: return "#comment"
        case .document: return "#document"
        case .doctype: return "#doctype"
        }
    }

    // MARK: Neighbours

    /// The parent (`nil` for the document node).
    public var parent: HTMLNode? { view(record.parent) }
    /// The first child.
    public var firstChild: HTMLNode? { view(record.firstChild) }
    /// The last child.
    public var lastChild: HTMLNode? { view(record.lastChild) }
    /// The next sibling.
    public var nextSibling: HTMLNode? { view(record.nextSibling) }
    /// The previous sibling.
    public var previousSibling: HTMLNode? { view(record.previousSibling) }

    /// The children, first to last.
    public var children: Children { NodeChain(document: document, first: record.firstChild, link: .nextSibling) }

    /// The element children, first to last.
    public var elementChildren: [HTMLNode] { children.filter(\.isElement) }

    /// Every node below this one in document order (pre-order), not
    /// including this node.
    public var descendants: Descendants { Descendants(document: document, root: index) }

    /// The parent, its parent, and so on up to the document node.
    public var ancestors: Ancestors { NodeChain(document: document, first: record.parent, link: .parent) }

    /// How many ancestors the node has: 0 for the document node, 1 for
    /// `<html>`, 2 for `<body>`.
    public var depth: Int {
        var depth = 0
        var current = record.parent
        while current != NodeRecord.none {
            depth += 1
            current = document.nodes[Int(current)].parent
        }
        return depth
    }

    /// Whether `other` is this node or one of its descendants.
    public func contains(_ other: HTMLNode) -> Bool {
        guard other.document === document else { return false }
        var current = other.index
        while current != NodeRecord.none {
            if current == index { return true }
            current = document.nodes[Int(current)].parent
        }
        return false
    }

    /// Calls `visit` for every descendant in document order; its answer
    /// decides whether to go into that node's children or stop the walk.
    public func walkDescendants(_ visit: (HTMLNode) throws -> HTMLWalkStep) rethrows {
        let nodes = document.nodes
        var current = nodes[Int(index)].firstChild
        while current != NodeRecord.none {
            let step = try visit(HTMLNode(document: document, index: current))
            if step == .stop { return }
            current = document.nextInPreOrder(after: current, within: index, enteringChildren: step == .enterChildren)
        }
    }
}

/// What `HTMLNode.walkDescendants` does after visiting a node.
public enum HTMLWalkStep: Sendable {
    /// Go on into the node's children.
    case enterChildren
    /// Go on with the node's next sibling (or its ancestors' next siblings).
    case skipChildren
    /// End the walk.
    case stop
}

extension HTMLDocument {
    /// The node after `current` in pre-order, staying below `root`.
    @inline(__always)
    func nextInPreOrder(after current: Int32, within root: Int32, enteringChildren: Bool = true) -> Int32 {
        if enteringChildren {
            let child = nodes[Int(current)].firstChild
            if child != NodeRecord.none { return child }
        }
        var node = current
        while node != root {
            let record = nodes[Int(node)]
            if record.nextSibling != NodeRecord.none { return record.nextSibling }
            node = record.parent
            if node == NodeRecord.none { break }
        }
        return NodeRecord.none
    }
}

extension HTMLNode {
    /// Nodes met by following one link from node to node: a node's
    /// children (sibling to sibling, first to last) or its ancestors
    /// (parent to parent, nearest first).
    public struct NodeChain: Sequence {
        enum Link { case nextSibling, parent }
        let document: HTMLDocument
        let first: Int32
        let link: Link

        /// Follows the link.
        public struct Iterator: IteratorProtocol {
            let document: HTMLDocument
            let link: Link
            var current: Int32

            public mutating func next() -> HTMLNode? {
                guard current != NodeRecord.none else { return nil }
                let node = HTMLNode(document: document, index: current)
                let record = document.nodes[Int(current)]
                current = link == .parent ? record.parent : record.nextSibling
                return node
            }
        }

        public func makeIterator() -> Iterator { Iterator(document: document, link: link, current: first) }
    }

    /// A node's children, first to last.
    public typealias Children = NodeChain
    /// A node's ancestors, nearest first.
    public typealias Ancestors = NodeChain

    /// A node's descendants in document order.
    public struct Descendants: Sequence {
        let document: HTMLDocument
        let root: Int32

        /// Walks the subtree in pre-order.
        public struct Iterator: IteratorProtocol {
            let document: HTMLDocument
            let root: Int32
            var current: Int32

            public mutating func next() -> HTMLNode? {
                guard current != NodeRecord.none else { return nil }
                let node = HTMLNode(document: document, index: current)
                current = document.nextInPreOrder(after: current, within: root)
                return node
            }
        }

        public func makeIterator() -> Iterator {
            Iterator(document: document, root: root, current: document.nodes[Int(root)].firstChild)
        }
    }
}
