import HTML

/// The name of the card a linked picture without words of its own opens
/// or illustrates (a product card in a deal post or a review: the
/// product's picture linking to a shop, beside "Sony WH-1000XM5", its
/// price and a button): the card's one heading, which says what the picture
/// shows, so its line reads "Sony WH-1000XM5", not "Picture 1".
///
/// The card is the smallest box around the picture, a few levels up at
/// most, with a heading: a small one (few nodes, a few lines of text)
/// holding no other picture and one heading.
enum CardNames {
    /// How many levels above the picture the card is looked for.
    private static let levels = 4
    /// The most nodes of a card.
    private static let largestCard = 80
    /// The most characters of a card's text.
    private static let longestText = 500
    /// The longest name.
    private static let longestName = 120

    /// The name of the card around `picture`, or "" when it stands in none.
    static func name(around picture: HTMLNode) -> String {
        var current = picture.parent
        for _ in 0..<levels {
            guard let box = current, box.isElement, !box.isHTML(.body) else { return "" }
            switch read(box, picture: picture) {
            case .tooLarge: return ""
            case .named(let name): return name
            case .unnamed: current = box.parent
            }
        }
        return ""
    }

    private enum Reading {
        case tooLarge
        case named(String)
        case unnamed
    }

    /// What `box` is: too large or too busy for a card (another picture,
    /// two headings), a card with its name, or a box without a heading yet.
    private static func read(_ box: HTMLNode, picture: HTMLNode) -> Reading {
        var textLength = 0
        var headings: [HTMLNode] = []
        var tooLarge = false
        let isWhole = box.walkDescendants(limit: largestCard) { node in
            if node.isText { textLength += node.utf8Data.count }
            guard textLength <= longestText else {
                tooLarge = true
                return .stop
            }
            guard node.isElement else { return .skipChildren }
            if node.isHTML(.img), node != picture {
                tooLarge = true
                return .stop
            }
            if HTMLTagSet.headings.contains(node.tag) {
                headings.append(node)
                return .skipChildren
            }
            return .enterChildren
        }
        if !isWhole || tooLarge || headings.count > 1 { return .tooLarge }
        guard let heading = headings.first else { return .unnamed }
        let name = BodyConverter.oneLine(heading.textContent())
        return name.isEmpty || name.count > longestName ? .tooLarge : .named(name)
    }
}
