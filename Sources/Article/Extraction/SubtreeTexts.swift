/// The texts of subtrees (`PageAnalysis.text(of:)`) that one pass over a
/// page asks for, remembered for the node asked last: the same node asked
/// again, or a child that holds all of its parent's words (a wrapper, as
/// in `<p><b><i>x</i></b></p>`), gets the string already made instead of
/// a walk of its subtree. A chain of nested wrappers, each asked in turn
/// from the top, so costs its length, not its length times its size.
///
/// The subtrees walked count as work on `deadline` (nodes and characters).
final class SubtreeTexts {
    let page: PageAnalysis
    let deadline: ConversionDeadline
    private var node = PageAnalysis.none
    private var text = ""

    init(page: PageAnalysis, deadline: ConversionDeadline) {
        self.page = page
        self.deadline = deadline
    }

    /// `page.text(of: node)`.
    func text(of node: Int32) -> String {
        if node == self.node { return text }
        let last = self.node
        self.node = node
        // The same words, whitespace collapsed: everything else below the
        // parent is white space (text with words would count in its length).
        let length = page.textLength[Int(node)]
        if last != PageAnalysis.none, length > 0, page.parent[Int(node)] == last,
            length == page.textLength[Int(last)]
        {
            return text
        }
        deadline.count(Int(page.subtreeSize[Int(node)]) + Int(length))
        text = page.text(of: node)
        return text
    }
}
