import HTML

extension ContentPruner {
    /// The most characters of a row of tabs drawn as links.
    static let longestTabRow: Int32 = 300

    /// Whether `node` is a row of tabs drawn as in-page links to the panels
    /// after it (see `LinkedTabs`): the converter writes each link's words
    /// before its panel, so the row stays though it is all links.
    func isTabRow(_ node: Int32) -> Bool {
        let index = Int(node)
        guard page.linkCount[index] >= 2, page.textLength[index] <= Self.longestTabRow,
            page.subtreeSize[index] <= Self.smallSubtree
        else { return false }
        return LinkedTabs.labels(of: page.document.node(HTMLNodeID(rawValue: node))) != nil
    }
}
