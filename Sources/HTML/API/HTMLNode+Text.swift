extension HTMLNode {
    /// A text or comment node's data (the doctype's name for a doctype);
    /// empty for elements and the document (see `textContent`).
    public var data: String {
        String(decoding: utf8Data, as: UTF8.self)
    }

    /// A text or comment node's data as UTF-8 bytes, without copying.
    public var utf8Data: ArraySlice<UInt8> {
        let record = self.record
        switch record.kind {
        case .text, .comment, .doctype: return document.text[record.data.range]
        case .element, .document: return []
        }
    }

    /// The text of every text node below this one (or of this node, if it
    /// is one), in document order. With `collapsingWhitespace`, each run of
    /// ASCII whitespace becomes one space and the ends are trimmed. Subtrees
    /// of elements whose tag is in `excluding` are left out
    /// (`.nonRendered` leaves out scripts, styles and the like).
    public func textContent(collapsingWhitespace: Bool = false, excluding: HTMLTagSet = []) -> String {
        var collector = TextCollector(collapsingWhitespace: collapsingWhitespace)
        collectText(into: &collector, excluding: excluding)
        return collector.string
    }

    /// How many UTF-8 bytes `textContent(collapsingWhitespace:excluding:)`
    /// would return, without building the string.
    public func textLength(collapsingWhitespace: Bool = false, excluding: HTMLTagSet = []) -> Int {
        var collector = TextCollector(collapsingWhitespace: collapsingWhitespace, countOnly: true)
        collectText(into: &collector, excluding: excluding)
        return collector.count
    }

    /// `textContent(collapsingWhitespace:excluding:)` when it is at most
    /// `limit` bytes long, else nil, reading no further than needed: asked
    /// of a large subtree, it stops a little past `limit` bytes.
    public func textContent(atMost limit: Int, collapsingWhitespace: Bool = false, excluding: HTMLTagSet = [])
        -> String?
    {
        var collector = TextCollector(collapsingWhitespace: collapsingWhitespace)
        collectText(into: &collector, excluding: excluding, stoppingPast: limit)
        return collector.count <= limit ? collector.string : nil
    }

    private func collectText(
        into collector: inout TextCollector, excluding: HTMLTagSet, stoppingPast limit: Int = .max
    ) {
        let nodes = document.nodes
        let text = document.text
        if record.kind == .text {
            collector.append(text[record.data.range])
            return
        }
        var current = nodes[Int(index)].firstChild
        while current != NodeRecord.none, collector.count <= limit {
            let record = nodes[Int(current)]
            var enter = true
            switch record.kind {
            case .text: collector.append(text[record.data.range])
            case .element: enter = !excluding.contains(record.tag) || record.namespace != .html
            default: enter = false
            }
            current = document.nextInPreOrder(after: current, within: index, enteringChildren: enter)
        }
    }
}

/// Gathers text, optionally collapsing whitespace the way `textContent`
/// promises: runs of ASCII whitespace become one space, ends trimmed.
struct TextCollector {
    let collapsingWhitespace: Bool
    let countOnly: Bool
    private(set) var bytes: [UInt8] = []
    private(set) var count = 0
    private var pendingSpace = false

    init(collapsingWhitespace: Bool, countOnly: Bool = false) {
        self.collapsingWhitespace = collapsingWhitespace
        self.countOnly = countOnly
    }

    mutating func append(_ chunk: ArraySlice<UInt8>) {
        guard collapsingWhitespace else {
            count += chunk.count
            if !countOnly { bytes.append(contentsOf: chunk) }
            return
        }
        var index = chunk.startIndex
        let end = chunk.endIndex
        while index < end {
            if chunk[index].isHTMLWhitespace {
                pendingSpace = count > 0
                index += 1
                continue
            }
            var wordEnd = index + 1
            while wordEnd < end, !chunk[wordEnd].isHTMLWhitespace { wordEnd += 1 }
            if pendingSpace {
                pendingSpace = false
                count += 1
                if !countOnly { bytes.append(0x20) }
            }
            count += wordEnd - index
            if !countOnly { bytes.append(contentsOf: chunk[index..<wordEnd]) }
            index = wordEnd
        }
    }

    var string: String { String(decoding: bytes, as: UTF8.self) }
}
