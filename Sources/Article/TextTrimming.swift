extension String {
    /// The string without the characters of `characters` (single Unicode
    /// scalars each) at either end.
    func trimmingEdges(_ characters: String) -> String {
        let scalars = unicodeScalars
        let edges = characters.unicodeScalars
        guard let first = scalars.firstIndex(where: { !edges.contains($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !edges.contains($0) })!
        return String(scalars[first...last])
    }
}
