/// A parsed HTML page: an immutable tree of nodes stored in flat arrays.
///
/// Nodes are addressed by `HTMLNodeID` and read through `HTMLNode` views
/// (`document.root`, `document.body`, `node.children`, `node.descendants`…).
/// Text is kept as decoded UTF-8 with the page's whitespace untouched.
/// The tree never changes after parsing, so a document can be shared across
/// threads; to annotate nodes (scores, "removed" marks) keep arrays of
/// `nodeCount` entries indexed by `HTMLNodeID.index`.
///
/// Nesting is capped (`HTMLParseOptions.maximumDepth`, 512 by default, as in
/// browsers), so recursive walks over the tree are safe.
public final class HTMLDocument: Sendable {
    let nodes: [NodeRecord]
    let attributes: [AttributeRecord]
    /// Text, comment and doctype data.
    let text: [UInt8]
    /// Attribute names and values.
    let attributeBytes: [UInt8]
    /// Names of elements with unknown tags; entry 0 is unused.
    let names: [String]

    /// The character encoding the page was decoded from, and how it was chosen.
    public let encoding: HTMLEncodingChoice

    /// Whether the page is in quirks mode (no or an old doctype).
    public let isQuirksMode: Bool

    /// Whether parsing stopped at `HTMLParseOptions.maximumNodes`, so the
    /// tree holds only the start of the page.
    public let isCutShort: Bool

    init(
        nodes: [NodeRecord], attributes: [AttributeRecord], text: [UInt8], attributeBytes: [UInt8],
        names: [String], encoding: HTMLEncodingChoice, isQuirksMode: Bool, isCutShort: Bool = false
    ) {
        self.isCutShort = isCutShort
        self.nodes = nodes
        self.attributes = attributes
        self.text = text
        self.attributeBytes = attributeBytes
        self.names = names
        self.encoding = encoding
        self.isQuirksMode = isQuirksMode
    }

    /// How many nodes the document has (the document node included); every
    /// `HTMLNodeID.index` is below it.
    public var nodeCount: Int { nodes.count }

    /// The node with this id.
    @inline(__always)
    public func node(_ id: HTMLNodeID) -> HTMLNode { HTMLNode(document: self, index: id.rawValue) }

    /// The document node: parent of the doctype and of `<html>`.
    public var root: HTMLNode { HTMLNode(document: self, index: 0) }

    /// The `<html>` element.
    public var documentElement: HTMLNode? {
        root.children.first { $0.kind == .element }
    }

    /// The `<head>` element (the parser always creates one).
    public var head: HTMLNode? {
        documentElement?.children.first { $0.tag == .head && $0.namespace == .html }
    }

    /// The `<body>` element, or `nil` for a frameset page.
    public var body: HTMLNode? {
        documentElement?.children.first { $0.tag == .body && $0.namespace == .html }
    }

    /// The text of the first HTML `<title>`, whitespace collapsed; `nil`
    /// when there is none.
    public var title: String? {
        root.descendants.first { $0.tag == .title && $0.namespace == .html }?
            .textContent(collapsingWhitespace: true)
    }

    /// Every HTML element with this tag, in document order.
    public func elements(_ tag: HTMLTag) -> [HTMLNode] {
        root.descendants.filter { $0.tag == tag && $0.namespace == .html && $0.kind == .element }
    }

    /// The first element whose `id` attribute is `id`, in document order.
    public func element(withID id: String) -> HTMLNode? {
        root.descendants.first { $0.kind == .element && $0.attributeEquals("id", id) }
    }
}
