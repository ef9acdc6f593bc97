import HTML

/// A definition list that is a list of links: each term one link and
/// nothing more, each description empty or holding more such lists
/// (DocBook's table of contents, `<dl class="toc">`, a chapter's sections
/// in a list inside its description). It reads as a list of links does,
/// one link line an entry, without a blank line between each.
enum LinkDefinitionLists {
    /// Whether `list`, a `<dl>`, holds links alone, as terms; each child
    /// looked at counts as work on `deadline`.
    static func isListOfLinks(_ list: HTMLNode, deadline: ConversionDeadline) -> Bool {
        var terms = 0
        for child in list.children {
            deadline.count(1)
            if child.isText {
                guard child.utf8Data.allSatisfy({ $0 <= 0x20 }) else { return false }
            } else if child.isHTML(.dt) {
                guard isOneLink(child) else { return false }
                terms += 1
            } else if child.isHTML(.dd) {
                guard holdsListsOfLinks(child, deadline: deadline) else { return false }
            } else if child.isElement {
                return false
            }
        }
        return terms > 0
    }

    /// Whether `term`'s words are those of the one link it holds.
    private static func isOneLink(_ term: HTMLNode) -> Bool {
        var link: HTMLNode?
        let small = term.walkElements(limit: Self.mostElements) { node in
            guard node.isHyperlink else { return .enterChildren }
            if link != nil {
                link = nil
                return .stop
            }
            link = node
            return .skipChildren
        }
        guard small, let link, let words = term.textContent(atMost: Self.longestTerm, collapsingWhitespace: true)
        else { return false }
        return !words.isEmpty && words == link.textContent(collapsingWhitespace: true)
    }

    /// Whether `description` holds nothing but lists of links (or nothing).
    private static func holdsListsOfLinks(_ description: HTMLNode, deadline: ConversionDeadline) -> Bool {
        description.children.allSatisfy { child in
            child.isText
                ? child.utf8Data.allSatisfy { $0 <= 0x20 } : child.isHTML(.dl) && isListOfLinks(child, deadline: deadline)
        }
    }

    /// The most elements a term may hold around its link.
    private static let mostElements = 8
    /// The most characters of a term read as one link.
    private static let longestTerm = 300
}
