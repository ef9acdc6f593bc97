/// Self-checks for tests and fuzzing: the tree's links agree with each
/// other and every stored span lies inside its buffer.
extension HTMLDocument {
    /// The first broken invariant found, or `nil` when the document is sound.
    @_spi(Testing)
    public func firstInconsistency(maximumDepth: Int = HTMLParseOptions().maximumDepth) -> String? {
        var reached = 0
        var stack: [(node: Int32, depth: Int)] = [(0, 0)]
        while let (node, depth) = stack.popLast() {
            reached += 1
            guard reached <= nodes.count else { return "more nodes reached than exist: a cycle" }
            let record = nodes[Int(node)]
            if let problem = checkData(of: node, record) { return problem }
            if record.kind == .element, depth > maximumDepth + 1 { return "node \(node) is \(depth) deep" }
            var previous = NodeRecord.none
            var child = record.firstChild
            while child != NodeRecord.none {
                guard child >= 0, Int(child) < nodes.count else { return "node \(node) has child \(child) out of range" }
                let childRecord = nodes[Int(child)]
                if childRecord.parent != node { return "node \(child) does not point back to its parent \(node)" }
                if childRecord.previousSibling != previous { return "node \(child) has the wrong previous sibling" }
                if childRecord.kind == .document { return "document node \(child) inside the tree" }
                if record.kind != .element && record.kind != .document { return "leaf node \(node) has children" }
                stack.append((child, depth + 1))
                previous = child
                child = childRecord.nextSibling
            }
            if record.lastChild != previous { return "node \(node) has the wrong last child" }
        }
        if !isValidUTF8(text) { return "text is not valid UTF-8" }
        if !isValidUTF8(attributeBytes) { return "attribute bytes are not valid UTF-8" }
        return nil
    }

    private func checkData(of node: Int32, _ record: NodeRecord) -> String? {
        let span = record.data
        guard span.start >= 0, span.count >= 0 else { return "node \(node) has a negative span" }
        switch record.kind {
        case .element:
            guard Int(span.start + span.count) <= attributes.count else { return "node \(node) attributes out of range" }
            for attribute in attributes[span.range] {
                for part in [attribute.name, attribute.value]
                where part.start < 0 || part.count < 0 || Int(part.start + part.count) > attributeBytes.count {
                    return "node \(node) has an attribute out of range"
                }
            }
            if record.tag == .unknown, record.name <= 0 || Int(record.name) >= names.count {
                return "node \(node) has no name"
            }
        case .text, .comment, .doctype:
            guard Int(span.start + span.count) <= text.count else { return "node \(node) data out of range" }
        case .document:
            guard node == 0 else { return "second document node \(node)" }
        }
        return nil
    }

    private func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { InputDecoder.checkUTF8($0).isValid }
    }
}
