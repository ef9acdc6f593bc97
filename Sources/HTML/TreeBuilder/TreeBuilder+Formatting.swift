/// The list of active formatting elements: re-opening `<b>`, `<i>`, `<a>`…
/// after a block closed them, and the adoption agency algorithm that untangles
/// misnested ones (`<b><p>x</b>y</p>`).
extension TreeBuilder {
    /// Adds `node` to the list; a fourth identical element (same tag and
    /// attributes) since the last marker pushes out the earliest, and the
    /// list never holds more than `maximumFormattingElements` after a marker.
    mutating func pushFormatting(_ node: Int32, tag: HTMLTag) {
        var identical = 0
        var earliest = -1
        var sinceMarker = 0
        var index = formatting.count - 1
        while index >= 0, !formatting[index].isMarker {
            work += 1
            sinceMarker += 1
            if formatting[index].tag == tag, sameAttributes(formatting[index].node, node) {
                identical += 1
                earliest = index
            }
            index -= 1
        }
        if identical >= 3 {
            formatting.remove(at: earliest)
        } else if sinceMarker >= TreeBuilder.maximumFormattingElements {
            formatting.remove(at: index + 1)
        }
        appendFormattingEntry(FormattingEntry(node: node, tag: tag))
    }

    mutating func insertFormattingMarker() {
        appendFormattingEntry(.marker)
    }

    /// Appends to the list, dropping its oldest entry when it is full (only
    /// markers left behind by elements closed at the depth limit can fill it).
    private mutating func appendFormattingEntry(_ entry: FormattingEntry) {
        if formatting.count >= TreeBuilder.maximumFormattingListLength {
            work += formatting.count
            formatting.removeFirst()
        }
        formatting.append(entry)
    }

    /// Removes entries up to and including the last marker.
    mutating func clearFormattingToLastMarker() {
        while let entry = formatting.popLast(), !entry.isMarker { work += 1 }
    }

    /// The index of `node` in the list.
    func formattingIndex(of node: Int32) -> Int? {
        formatting.lastIndex { $0.node == node }
    }

    /// The last element with `tag` after the last marker.
    mutating func lastFormattingElement(_ tag: HTMLTag) -> Int? {
        var index = formatting.count - 1
        while index >= 0, !formatting[index].isMarker {
            work += 1
            if formatting[index].tag == tag { return index }
            index -= 1
        }
        return nil
    }

    private func sameAttributes(_ a: Int32, _ b: Int32) -> Bool {
        let spanA = store.nodes[Int(a)].data
        let spanB = store.nodes[Int(b)].data
        if spanA == spanB { return true }
        guard spanA.count == spanB.count else { return false }
        let bytes = tokenizer.attributeBytes
        for first in store.attributes[spanA.range] {
            let name = bytes[first.name.range]
            guard let second = store.attributes[spanB.range].first(where: { bytes[$0.name.range].elementsEqual(name) }),
                bytes[second.value.range].elementsEqual(bytes[first.value.range])
            else { return false }
        }
        return true
    }

    /// Re-opens the formatting elements that a block closed, so the text
    /// that follows is formatted as before.
    mutating func reconstructFormatting() {
        guard let last = formatting.last, !last.isMarker, !isOnStack(last.node) else { return }
        var index = formatting.count - 1
        while index > 0 {
            work += 1
            let previous = formatting[index - 1]
            if previous.isMarker || isOnStack(previous.node) { break }
            index -= 1
        }
        while index < formatting.count {
            guard reconstructionBudget > 0 else { return }
            reconstructionBudget -= 1
            let clone = store.clone(formatting[index].node)
            insertElementNode(clone, void: false)
            formatting[index].node = clone
            index += 1
        }
    }

    /// The adoption agency algorithm for an end tag `tag`. Returns `false`
    /// when the end tag should be handled as "any other end tag".
    mutating func adoptionAgency(_ tag: HTMLTag) -> Bool {
        if current.isHTML(tag), formattingIndex(of: current.node) == nil {
            pop()
            return true
        }
        for _ in 0..<8 {
            guard let formattingListIndex = lastFormattingElement(tag) else { return false }
            let formattingElement = formatting[formattingListIndex].node
            guard let formattingStackIndex = stackIndex(of: formattingElement) else {
                formatting.remove(at: formattingListIndex)
                return true
            }
            guard hasInScope(node: formattingElement) else { return true }

            // The furthest block: the first special element above it on the stack.
            var furthestBlockIndex = -1
            var index = formattingStackIndex + 1
            while index < stack.count {
                work += 1
                if TreeBuilder.isSpecial(stack[index]) {
                    furthestBlockIndex = index
                    break
                }
                index += 1
            }
            guard furthestBlockIndex >= 0 else {
                popUntil(node: formattingElement)
                formatting.remove(at: formattingListIndex)
                return true
            }
            let furthestBlock = stack[furthestBlockIndex].node
            let commonAncestor = stack[formattingStackIndex - 1]
            var bookmark = formattingListIndex
            var node = furthestBlock
            var nodeIndex = furthestBlockIndex
            var lastNode = furthestBlock
            var innerLoop = 0
            while true {
                innerLoop += 1
                work += 1
                nodeIndex -= 1
                node = stack[nodeIndex].node
                if node == formattingElement { break }
                var listIndex = formattingIndex(of: node)
                if innerLoop > 3, let found = listIndex {
                    formatting.remove(at: found)
                    if found < bookmark { bookmark -= 1 }
                    listIndex = nil
                }
                guard let entryIndex = listIndex else {
                    removeFromStack(node)
                    continue
                }
                let clone = store.clone(node)
                formatting[entryIndex].node = clone
                replaceOnStack(at: nodeIndex, with: clone)
                node = clone
                if lastNode == furthestBlock { bookmark = entryIndex + 1 }
                store.detach(lastNode)
                store.append(lastNode, to: node)
                lastNode = node
            }
            store.detach(lastNode)
            insertAtAppropriatePlace(lastNode, target: commonAncestor)

            let newElement = store.clone(formattingElement)
            store.moveChildren(of: furthestBlock, to: newElement)
            store.append(newElement, to: furthestBlock)

            let oldListIndex = formattingIndex(of: formattingElement)!
            formatting.remove(at: oldListIndex)
            if oldListIndex < bookmark { bookmark -= 1 }
            formatting.insert(FormattingEntry(node: newElement, tag: tag), at: min(bookmark, formatting.count))

            removeFromStack(formattingElement)
            let blockIndex = stackIndex(of: furthestBlock)!
            let record = store.nodes[Int(newElement)]
            stack.insert(
                OpenElement(
                    node: newElement, tag: record.tag, namespace: record.namespace, name: record.name,
                    isHTMLIntegrationPoint: false),
                at: blockIndex + 1)
            openCounts[Int(record.tag.rawValue)] += 1
            markOpen(newElement, true)
        }
        return true
    }

    private mutating func replaceOnStack(at index: Int, with node: Int32) {
        markOpen(stack[index].node, false)
        stack[index].node = node
        markOpen(node, true)
    }

    static func isSpecial(_ element: OpenElement) -> Bool {
        switch element.namespace {
        case .html: return HTMLTagSet.special.contains(element.tag)
        case .mathML: return mathMLScopeBoundaries.contains(element.tag)
        case .svg: return svgScopeBoundaries.contains(element.tag)
        }
    }
}
