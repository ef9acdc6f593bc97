import HTML

/// The furniture around a post on a question-and-answer site or a forum,
/// known by its structure: a counter beside its buttons (a post's votes:
/// "3" between the up and down arrows) and a member's card (their avatar
/// and their name, both linking to their profile, beside their numbers:
/// reputation, badges, "asked Oct 4, 2023"). Both go with what is in them.
extension ContentPruner {
    /// The most characters a counter or a member's card may hold.
    static let longestCounter: Int32 = 12
    static let longestMemberCard: Int32 = 120

    /// Whether `node` is post furniture (see above); only small blocks outside tables are looked at.
    func isPostFurniture(_ node: Int32) -> Bool {
        let index = Int(node)
        let length = page.textLength[index]
        guard length > 0, length <= Self.longestMemberCard, page.subtreeSize[index] <= 100,
            ExtractionTags.block.contains(page.tags[index]), !Self.tableParts.contains(page.tags[index])
        else { return false }
        if length <= Self.longestCounter, Self.isCount(texts.text(of: node)) {
            return holdsButton(node) && !isInTable(node)
        }
        // A short reply with its writer's picture and name is no card: it says something ("… works for me.").
        return page.linkCount[index] >= 2 && isMemberCard(node) && !isInTable(node)
            && !NamedStoryText.endsASentence(texts.text(of: node))
    }

    private static let tableParts: HTMLTagSet = [.table, .tbody, .thead, .tfoot, .tr, .td, .th, .caption]

    /// Whether `text` is only a count: digits with their separators, a sign, a "k" or "M" for thousands or millions.
    static func isCount(_ text: String) -> Bool {
        var digits = 0
        for (position, scalar) in text.unicodeScalars.enumerated() {
            if ("0"..."9").contains(scalar) {
                digits += 1
            } else if position == 0, "+-−".unicodeScalars.contains(scalar) {
                continue
            } else if !",. kKM".unicodeScalars.contains(scalar) {
                return false
            }
        }
        return digits > 0
    }

    /// Whether a `<button>` is in `node`'s subtree (small, as `isPostFurniture` checked).
    private func holdsButton(_ node: Int32) -> Bool {
        var current = page.firstChild[Int(node)]
        while current != PageAnalysis.none {
            if page.tags[Int(current)] == .button { return true }
            current = page.next(after: current, within: node, enteringChildren: true)
        }
        return false
    }

    /// Whether `node` is a member's card: a link around a small picture
    /// (an avatar) and a link with words (a name) lead to one address, and
    /// the words outside links hold a number (a reputation, a badge count).
    private func isMemberCard(_ node: Int32) -> Bool {
        var avatarLinks: Set<String> = []
        var nameLinks: Set<String> = []
        var numberOutsideLinks = false
        var current = page.firstChild[Int(node)]
        while current != PageAnalysis.none {
            let element = page.document.node(HTMLNodeID(rawValue: current))
            if page.has(current, .hyperlink), let href = element.attribute("href") {
                if holdsSmallPicture(current) {
                    avatarLinks.insert(href)
                } else if page.textLength[Int(current)] > 0 {
                    nameLinks.insert(href)
                }
            } else if page.isText(current), !page.has(current, .inLink), !numberOutsideLinks {
                numberOutsideLinks = element.utf8Data.contains { $0 >= 0x30 && $0 <= 0x39 }
            }
            let enter = page.isElement(current) && !page.has(current, .nonContent)
            current = page.next(after: current, within: node, enteringChildren: enter)
        }
        return numberOutsideLinks && !avatarLinks.isDisjoint(with: nameLinks)
    }

    /// Whether a small picture (an avatar's size) is in the link `link`.
    private func holdsSmallPicture(_ link: Int32) -> Bool {
        var current = page.firstChild[Int(link)]
        while current != PageAnalysis.none {
            if page.tags[Int(current)] == .img, CommentThreads.isSmallPicture(page, current) { return true }
            current = page.next(after: current, within: link, enteringChildren: true)
        }
        return false
    }

    /// Whether `node` sits in a table (a data table's cells keep their numbers and buttons).
    private func isInTable(_ node: Int32) -> Bool {
        var current = page.parent[Int(node)]
        while current != PageAnalysis.none {
            if page.tags[Int(current)] == .table { return true }
            current = page.parent[Int(current)]
        }
        return false
    }
}
