/// A node's number in its `HTMLDocument`: `0` is the document node, the
/// rest are numbered as the parser created them (roughly document order).
/// Use `index` to keep your own per-node data in arrays of
/// `document.nodeCount` entries.
public struct HTMLNodeID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The number, as stored.
    public let rawValue: Int32

    /// The number as an array index.
    @inline(__always) public var index: Int { Int(rawValue) }

    /// The node numbered `rawValue`.
    @inline(__always) public init(rawValue: Int32) { self.rawValue = rawValue }

    /// The node at `index`.
    @inline(__always) public init(index: Int) { self.rawValue = Int32(index) }

    public static func < (a: HTMLNodeID, b: HTMLNodeID) -> Bool { a.rawValue < b.rawValue }

    public var description: String { "#\(rawValue)" }
}

/// What a node is.
public enum HTMLNodeKind: UInt8, Sendable {
    /// The document itself: the root, parent of the doctype, comments and `<html>`.
    case document
    /// `<!DOCTYPE …>`.
    case doctype
    /// An element: has a tag, attributes and children.
    case element
    /// A run of text (decoded: no character references left). A run is
    /// almost always one node; text moved in front of a table can end up as
    /// two neighbouring text nodes, so read consecutive ones as one run.
    case text
    /// `<!-- … -->` (also the bogus comments `<?…>` and `</ …>`).
    case comment
}

/// The namespace an element lives in: HTML, or SVG/MathML content embedded
/// in the page (`<svg>…</svg>`, `<math>…</math>`).
public enum HTMLNamespace: UInt8, Sendable {
    case html
    case svg
    case mathML
}

/// A stretch of one of the document's byte buffers.
struct ByteSpan: Equatable {
    var start: Int32
    var count: Int32

    static let empty = ByteSpan(start: 0, count: 0)

    @inline(__always) var range: Range<Int> { Int(start)..<Int(start + count) }
}

/// An attribute as stored: its name and value in `attributeBytes`.
struct AttributeRecord: Equatable {
    var name: ByteSpan
    var value: ByteSpan
}

/// A node as stored: links to its neighbours plus what it holds.
struct NodeRecord {
    static let none: Int32 = -1

    var parent: Int32 = NodeRecord.none
    var firstChild: Int32 = NodeRecord.none
    var lastChild: Int32 = NodeRecord.none
    var nextSibling: Int32 = NodeRecord.none
    var previousSibling: Int32 = NodeRecord.none
    /// Text, comment, doctype: the data's bytes in `text`. Element: its
    /// attributes (`start` the first index in `attributes`, `count` how many).
    var data: ByteSpan
    /// Element with an unknown tag: index of its name in `names`.
    var name: Int32 = 0
    var tag: HTMLTag = .unknown
    var kind: HTMLNodeKind
    var namespace: HTMLNamespace = .html
}
