import HTML

/// Definition lists whose descriptions are links: a glossary that links
/// each term's meaning (PostgreSQL's acronyms, "ANSI" over a link named
/// "American National Standards Institute"). Dense with links as it is,
/// it is the text, as a table of names beside links is data: each term is
/// words of its own with one or two descriptions. A site map's `<dl>`
/// names a section over many links, a menu's terms are links, and a table
/// of contents set as terms ("1. <a>Introduction</a>") describes none.
extension ContentPruner {
    /// Whether `node` is such a glossary, or a box that holds only one
    /// (DocBook's `<div class="variablelist">`).
    func isGlossary(_ node: Int32) -> Bool {
        var list = node
        while page.tags[Int(list)] == .div {
            let children = page.children(of: list).filter { page.isElement($0) }
            guard children.count == 1 else { return false }
            list = children[0]
        }
        guard page.tags[Int(list)] == .dl else { return false }
        var terms = 0
        var descriptions = 0
        // Entries may be grouped in `<div>`s, as HTML allows.
        var stack = Array(page.children(of: list).reversed())
        while let node = stack.popLast() {
            switch page.tags[Int(node)] {
            case .div:
                stack.append(contentsOf: page.children(of: node).reversed())
            case .dt:
                guard page.textLength[Int(node)] - page.linkLength[Int(node)] >= 2 else { return false }
                terms += 1
            case .dd:
                descriptions += 1
            default:
                continue
            }
        }
        return terms >= 2 && (terms...2 * terms).contains(descriptions)
    }
}
