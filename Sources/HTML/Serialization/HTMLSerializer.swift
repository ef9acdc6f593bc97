/// Writes nodes back out as HTML (the specification's fragment
/// serialization): attributes double-quoted, text escaped except inside
/// raw-text elements, no end tags for void elements.
struct HTMLSerializer {
    let document: HTMLDocument
    var output: [UInt8] = []

    static let unescapedParents: HTMLTagSet = [
        .style, .script, .xmp, .iframe, .noembed, .noframes, .plaintext, .noscript, .template,
    ]

    init(document: HTMLDocument) { self.document = document }

    mutating func write(_ node: HTMLNode) {
        let record = node.record
        switch record.kind {
        case .document:
            writeChildren(of: node)
        case .doctype:
            output.append(contentsOf: "<!DOCTYPE ".utf8)
            output.append(contentsOf: node.utf8Data)
            output.append(UInt8(ascii: ">"))
        case .comment:
            output.append(contentsOf: "<!--".utf8)
            output.append(contentsOf: node.utf8Data)
            output.append(contentsOf: "-->".utf8)
        case .text:
            if let parent = node.parent, parent.namespace == .html, HTMLSerializer.unescapedParents.contains(parent.tag)
            {
                output.append(contentsOf: node.utf8Data)
            } else {
                escape(node.utf8Data, inAttribute: false)
            }
        case .element:
            let name = node.tagName
            output.append(UInt8(ascii: "<"))
            output.append(contentsOf: name.utf8)
            for attribute in document.attributes[record.data.range] {
                output.append(UInt8(ascii: " "))
                output.append(contentsOf: document.attributeBytes[attribute.name.range])
                output.append(contentsOf: "=\"".utf8)
                escape(document.attributeBytes[attribute.value.range], inAttribute: true)
                output.append(UInt8(ascii: "\""))
            }
            output.append(UInt8(ascii: ">"))
            if record.namespace == .html, HTMLTagSet.void.contains(record.tag) { return }
            writeChildren(of: node)
            output.append(contentsOf: "</".utf8)
            output.append(contentsOf: name.utf8)
            output.append(UInt8(ascii: ">"))
        }
    }

    mutating func writeChildren(of node: HTMLNode) {
        for child in node.children { write(child) }
    }

    private mutating func escape(_ bytes: ArraySlice<UInt8>, inAttribute: Bool) {
        var previous: UInt8 = 0
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "&"): output.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): output.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): output.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\"") where inAttribute: output.append(contentsOf: "&quot;".utf8)
            case 0xA0 where previous == 0xC2:
                // U+00A0 NO-BREAK SPACE: replace the C2 already written.
                output.removeLast()
                output.append(contentsOf: "&nbsp;".utf8)
            default: output.append(byte)
            }
            previous = byte
        }
    }
}

extension HTMLNode {
    /// The node and its subtree as HTML.
    public var outerHTML: String {
        var serializer = HTMLSerializer(document: document)
        serializer.write(self)
        return String(decoding: serializer.output, as: UTF8.self)
    }

    /// The node's children as HTML.
    public var innerHTML: String {
        var serializer = HTMLSerializer(document: document)
        serializer.writeChildren(of: self)
        return String(decoding: serializer.output, as: UTF8.self)
    }
}

extension HTMLDocument {
    /// The whole document as HTML.
    public var html: String { root.outerHTML }

    /// The tree in the html5lib test format, one node per line, for tests
    /// and debugging:
    ///
    ///     | <html>
    ///     |   <head>
    ///     |   <body>
    ///     |     <p>
    ///     |       class="lead"
    ///     |       "Hello"
    public var debugTree: String { root.debugTree }
}

extension HTMLNode {
    /// This node's subtree in the html5lib test format (see `HTMLDocument.debugTree`).
    public var debugTree: String {
        var lines: [String] = []
        func visit(_ node: HTMLNode, _ depth: Int) {
            let indent = "| " + String(repeating: "  ", count: depth)
            switch node.kind {
            case .document:
                break
            case .doctype:
                lines.append(indent + "<!DOCTYPE \(node.data)>")
            case .comment:
                lines.append(indent + "<!-- \(node.data) -->")
            case .text:
                lines.append(indent + "\"\(node.data)\"")
            case .element:
                let prefix: String
                switch node.namespace {
                case .html: prefix = ""
                case .svg: prefix = "svg "
                case .mathML: prefix = "math "
                }
                lines.append(indent + "<\(prefix)\(node.tagName)>")
                for attribute in node.attributes.sorted(by: { $0.name < $1.name }) {
                    lines.append(indent + "  \(attribute.name)=\"\(attribute.value)\"")
                }
            }
            let childDepth = node.kind == .document ? depth : depth + 1
            for child in node.children { visit(child, childDepth) }
        }
        visit(self, 0)
        return lines.joined(separator: "\n")
    }
}
