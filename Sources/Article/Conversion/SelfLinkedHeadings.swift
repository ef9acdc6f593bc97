import HTML

/// Headings whose words are all one link back to where the reader already
/// is: a forum post's title linking to the post (`<div id="p612044">…<h3><a
/// href="viewtopic.php?p=612044#p612044">`), a blog's headline linking to its
/// own permalink. Such a heading is a heading, not a link: its link line
/// would only lead back to the same text.
enum SelfLinkedHeadings {
    /// The most ancestors looked at for the element a link's fragment names.
    private static let ancestorsLooked = 12

    /// The `href` of the one link that makes up all of `heading`'s words
    /// (`text`, as the heading reads), or nil when it holds none or more than one.
    static func onlyLink(of heading: HTMLNode, text: String) -> String? {
        var link: HTMLNode?
        var links = 0
        heading.walkDescendants { node in
            guard node.isElement else { return .skipChildren }
            guard node.isHyperlink else { return .enterChildren }
            links += 1
            if link == nil { link = node }
            return links > 1 ? .stop : .skipChildren
        }
        guard links == 1, let link, let href = link.attribute("href") else { return nil }
        let words = TitleCleaner.comparable(link.textContent())
        return !words.isEmpty && words == TitleCleaner.comparable(text) ? href : nil
    }

    /// Whether `href` jumps to an element that holds `heading` (the post or
    /// section it titles): its fragment is the `id` of an ancestor.
    static func leadsToItsOwnPart(_ href: String, heading: HTMLNode) -> Bool {
        guard let hash = href.firstIndex(of: "#") else { return false }
        let fragment = href[href.index(after: hash)...]
        guard !fragment.isEmpty else { return false }
        var ancestor = heading.parent
        var looked = 0
        while let current = ancestor, current.isElement, looked < ancestorsLooked {
            if let id = current.attribute("id"), id == fragment { return true }
            ancestor = current.parent
            looked += 1
        }
        return false
    }
}
