extension HTMLNode {
    /// Calls `visit` for the descendants in document order, as
    /// `walkDescendants` does, but for the first `limit` of them only, so
    /// that a look into a box costs no more than `limit` visits however
    /// large the box is. Returns false when the walk ran out of its limit
    /// with nodes left to visit; true when it went through every node it
    /// was let into, or `visit` stopped it.
    @discardableResult
    public func walkDescendants(limit: Int, _ visit: (HTMLNode) throws -> HTMLWalkStep) rethrows -> Bool {
        try walk(limit: limit, elementsOnly: false, visit)
    }

    /// Calls `visit` for the descendant elements in document order (text
    /// and comments are passed over and do not count), for the first
    /// `limit` of them only. Returns false when the walk ran out of its
    /// limit with elements left to visit, true otherwise.
    @discardableResult
    public func walkElements(limit: Int, _ visit: (HTMLNode) throws -> HTMLWalkStep) rethrows -> Bool {
        try walk(limit: limit, elementsOnly: true, visit)
    }

    private func walk(
        limit: Int, elementsOnly: Bool, _ visit: (HTMLNode) throws -> HTMLWalkStep
    ) rethrows -> Bool {
        var visited = 0
        var ranOut = false
        try walkDescendants { node in
            if elementsOnly, !node.isElement { return .skipChildren }
            guard visited < limit else {
                ranOut = true
                return .stop
            }
            visited += 1
            return try visit(node)
        }
        return !ranOut
    }
}
