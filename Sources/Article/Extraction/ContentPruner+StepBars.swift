import HTML

/// Bars that step through a manual: DocBook's header and footer tables
/// ("Prev | Up | Home | Next" over the neighbouring pages' titles) and
/// their likes. Every link in them steps to the previous, next or
/// enclosing page, or home; what is not a link names those pages. Found
/// by their links' words, whatever the bar's class names.
extension ContentPruner {
    /// The most characters of a bar, titles of the neighbouring pages included.
    static let longestStepBar: Int32 = 300
    /// The most links of a bar.
    static let mostStepLinks: Int32 = 8
    /// Words of links that lead up or home rather than to the next page.
    private static let upWords: Set<String> = ["up", "home", "top", "contents", "index"]

    /// Whether `node`, a table, a box or a list, is such a bar (a
    /// paragraph that links "the previous chapter" is a sentence).
    func isStepBar(_ node: Int32) -> Bool {
        let index = Int(node)
        guard [.table, .div, .ul].contains(page.tags[index]), (2...Self.mostStepLinks).contains(page.linkCount[index]),
            page.textLength[index] <= Self.longestStepBar, page.subtreeSize[index] <= Self.smallSubtree
        else { return false }
        var steps = 0
        var stack = [node]
        while let current = stack.popLast() {
            guard page.isElement(current) else { continue }
            guard page.isHyperlink(current) else {
                stack.append(contentsOf: page.children(of: current))
                continue
            }
            let words = texts.text(of: current).lowercased().trimmingEdges(" \t\n:|")
            if Self.isStepToAnotherPage(words) {
                steps += 1
            } else if !Self.upWords.contains(words) {
                return false
            }
        }
        return steps >= 1
    }
}
