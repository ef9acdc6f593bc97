import HTML

/// Headings that pages mark without `<h1>`–`<h6>`: an element with
/// `role="heading"` (its `aria-level`, else 2), an editor's section title
/// (SmartEditor's `se-sectionTitle`), and a paragraph whose words
/// are all bold or all capitals, short and unpunctuated, standing alone
/// between blocks of text (`<p><strong>The harbour</strong></p>` or a wire
/// story's `<p>FORD MUSTANG MACH E</p>` followed by paragraphs).
/// Decided by structure only: a run of bold lines (a list set in bold), a
/// question or sentence in bold (an interview's questions), and a bold
/// line with nothing after it stay text.
enum StyledHeadings {
    /// The level given to a bold-line heading: below every real heading
    /// level, so that it maps to the body's deepest level beside real ones.
    static let boldLineLevel = 7

    /// The longest bold line (in characters) read as a heading.
    static let longestBoldLine = 80
    /// The most words a bold line read as a heading has.
    static let mostWords = 12
    /// The most nodes looked at in one block to tell whether it is a bold line.
    private static let nodeBudget = 32

    /// The level of an ARIA heading (`role="heading"`, `aria-level` 1...6,
    /// else 2), or nil for any other element, and for one that holds
    /// paragraphs, code, quotes or lists of its own: text, whatever its role
    /// says (Lobsters marks each comment's words as a heading of level 3).
    static func ariaLevel(_ node: HTMLNode) -> Int? {
        guard node.attributeCount > 0, let role = node.attribute("role"),
            role.lowercased().split(separator: " ").first == "heading",
            !node.children.contains(where: { $0.isElement && textBlocks.contains($0.tag) })
        else { return nil }
        let level = ListNumbering.integer(node.attribute("aria-level")) ?? 2
        return min(max(level, 1), 6)
    }

    /// The blocks of text that no heading holds.
    private static let textBlocks: Set<HTMLTag> = [.p, .pre, .blockquote, .ul, .ol, .table]

    /// The level of a section heading an editor marks by its class: Naver's
    /// SmartEditor ONE (Naver Blog, Post and Cafe) sets the author's
    /// section title as `<div class="se-component se-sectionTitle">` around
    /// a `<p>`; nil for any other element.
    static func editorLevel(_ node: HTMLNode) -> Int? {
        guard node.tag == .div, node.attributeCount > 0, node.hasClass("se-sectionTitle") else { return nil }
        return 2
    }

    /// Whether `node` is a paragraph set wholly in bold or in capitals that
    /// stands alone as a heading: short, no sentence or question mark at its
    /// end, no links or pictures, and followed by a block of ordinary text;
    /// the block before it is not such a line too.
    static func isStandoutLineHeading(_ node: HTMLNode) -> Bool {
        guard node.tag == .p || node.tag == .div, let text = standoutLineText(node), isHeadingLine(text),
            !isNoteLabel(text, of: node)
        else { return false }
        guard let next = adjacentBlock(of: node, forward: true), standoutLineText(next) == nil,
            isProse(next, longerThan: text)
        else { return false }
        if let previous = adjacentBlock(of: node, forward: false), standoutLineText(previous) != nil { return false }
        return true
    }

    /// Whether `text`, the line `node` stands out as, is the label that
    /// opens a note: a kind of note alone ("TIP", "WARNING", as VitePress
    /// and VuePress title their `custom-block`s in capitals) as the first
    /// element of its box, the note's words after it. It labels the note
    /// and heads no part of the text.
    private static func isNoteLabel(_ text: String, of node: HTMLNode) -> Bool {
        guard noteKinds.contains(text.lowercased()), let box = node.parent else { return false }
        return box.elementChildren.first == node
    }

    /// Whether a heading element `node` reading `text` is the label that
    /// opens a note box rather than a part of the page: a kind of note alone
    /// ("Warning", "note"), first in its box or in the box's first element
    /// (Bootstrap's and Docsy's `<h4 class="alert-heading">`, Docusaurus's
    /// `<div class="admonition-heading"><h5>note</h5></div>`), the note's
    /// words after it. It is a line over the note, not an entry of the contents.
    static func isNoteLabelHeading(_ node: HTMLNode, text: String) -> Bool {
        // "Details" heads a part of a reference page (DocBook, gtk-doc), a note only as VitePress titles one.
        guard text.utf8.count <= 12, case let kind = text.lowercased().trimmingEdges(" :"), kind != "details",
            noteKinds.contains(kind)
        else { return false }
        var branch = node
        for _ in 0..<2 {
            guard let box = branch.parent, box.elementChildren.first == branch else { return false }
            if box.elementChildren.dropFirst().first != nil { return true }
            branch = box
        }
        return false
    }

    /// The kinds of note documentation tools set apart under a label.
    private static let noteKinds: Set<String> = [
        "note", "tip", "hint", "info", "important", "warning", "caution", "danger", "details",
    ]

    /// The text of a block that stands out as a line of its own: all of
    /// its words bold, or all of its letters capitals (as wire stories set
    /// their subheads, `<p>NISSAN SENTRA</p>`) with nothing of a dateline's
    /// commas, brackets or dashes (`BAAR, SWITZERLAND`, `NEW YORK (AP) —`);
    /// nil for any other block.
    private static func standoutLineText(_ node: HTMLNode) -> String? {
        guard let line = lineText(node, isBold: false) else { return nil }
        if line.isBold { return line.text }
        guard line.isCapitals, !line.text.unicodeScalars.contains(where: datelineMarks.contains) else { return nil }
        return line.text
    }

    /// What a dateline in capitals has and a subhead in capitals has not.
    private static let datelineMarks = Set(",()[]—–―".unicodeScalars)

    /// Whether a bold line's words may be a heading's: a few words with a
    /// letter, no sentence or question mark at its end, neither a byline
    /// ("By …") nor a signature or excerpt ("— Jane").
    private static func isHeadingLine(_ text: String) -> Bool {
        let words = text.split(separator: " ")
        guard !words.isEmpty, words.count <= mostWords, text.count <= longestBoldLine else { return false }
        guard let last = text.unicodeScalars.last, !".?!,;:…。？！،؟".unicodeScalars.contains(last) else { return false }
        guard words.contains(where: { $0.contains { $0.isLetter } }), words[0].lowercased() != "by",
            let first = text.unicodeScalars.first, !"–—―-…".unicodeScalars.contains(first)
        else { return false }
        return true
    }

    /// Whether `node`, a `<b>` or `<strong>` in a run of text, is a
    /// heading: a bold line alone between paragraphs that `<br><br>`
    /// parts (`…yet.<br><br><b>Notes</b><br><br>[1] …`, as pages made
    /// before CSS set them), its words a heading's (`isHeadingLine`), text
    /// after it.
    static func isBrokenBoldLine(_ node: HTMLNode) -> Bool {
        guard node.tag == .b || node.tag == .strong, let text = boldLineText(node, isBold: true),
            isHeadingLine(text)
        else { return false }
        func twoBreaks(forward: Bool) -> HTMLNode? {
            var current = forward ? node.nextSibling : node.previousSibling
            var breaks = 0
            while let sibling = current {
                if sibling.isHTML(.br) {
                    breaks += 1
                } else if !(sibling.kind == .comment || (sibling.isText && sibling.utf8Data.allSatisfy { $0 <= 0x20 })) {
                    break
                }
                current = forward ? sibling.nextSibling : sibling.previousSibling
            }
            return breaks >= 2 ? current : nil
        }
        guard twoBreaks(forward: false) != nil, let next = twoBreaks(forward: true) else { return false }
        if next.isText { return true }
        return next.isElement && !ElementRoles.blocks.contains(next.tag) && boldLineText(next, isBold: false) == nil
    }

    /// The text of a block whose every visible word sits inside `<b>` or
    /// `<strong>` (and nothing else but inline formatting and `<br>`), on
    /// one line; nil for any other block. With `isBold`, `node` is itself bold.
    private static func boldLineText(_ node: HTMLNode, isBold: Bool = false) -> String? {
        guard let line = lineText(node, isBold: isBold), line.isBold else { return nil }
        return line.text
    }

    /// A short block's words on one line (nothing in it but text, inline
    /// formatting and `<br>`), whether they are all bold and whether their
    /// letters are all capitals; nil for any other block, as soon as the
    /// block holds plain text with a small letter.
    private static func lineText(
        _ node: HTMLNode, isBold: Bool
    ) -> (text: String, isBold: Bool, isCapitals: Bool)? {
        var budget = nodeBudget
        var text = ""
        var bold = false
        var plain = false
        func walk(_ current: HTMLNode, inBold: Bool) -> Bool {
            budget -= 1
            if budget < 0 { return false }
            if current.isText {
                let words = current.data
                if words.unicodeScalars.allSatisfy({ $0.properties.isWhitespace }) {
                    text += " "
                    return true
                }
                if inBold {
                    bold = true
                } else {
                    plain = true
                    // Plain words with a small letter make neither kind of line
                    // (found at the first one, so a paragraph costs little).
                    if words.unicodeScalars.contains(where: isSmallLetter) { return false }
                }
                text += words
                return true
            }
            guard current.isElement else { return true }
            switch current.tag {
            case .b, .strong: break
            case .br, .wbr:
                text += " "
                return true
            case .em, .i, .span, .u, .small, .big, .font, .mark, .abbr, .time, .sup, .sub: break
            default: return false  // links, pictures, blocks: not a plain bold line
            }
            let childBold = inBold || current.tag == .b || current.tag == .strong
            return current.children.allSatisfy { walk($0, inBold: childBold) }
        }
        guard node.children.allSatisfy({ walk($0, inBold: isBold) }), bold || plain else { return nil }
        let line = text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        guard !line.isEmpty else { return nil }
        let isCapitals =
            plain && !line.unicodeScalars.contains(where: isSmallLetter)
            && line.unicodeScalars.count { $0.properties.isUppercase } >= minimumCapitals
        return (line, bold && !plain, isCapitals)
    }

    /// Whether `scalar` is a letter that is no capital: a small letter, or
    /// one of a script without capitals.
    private static func isSmallLetter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic && !scalar.properties.isUppercase
    }

    /// The fewest capital letters a line set in capitals has ("US FALLS"),
    /// so that an initialism alone ("UN") is no heading.
    private static let minimumCapitals = 3

    /// Whether a block holds more text than `text`, mostly outside links
    /// (a heading's section, not a list of links that a label introduces).
    /// Only its first `proseBudget` nodes are read, so a long section costs
    /// no more than a short one.
    private static func isProse(_ node: HTMLNode, longerThan text: String) -> Bool {
        var budget = proseBudget
        var all = 0
        var linked = 0
        var stack: [(node: HTMLNode, inLink: Bool)] = [(node, false)]
        while let (current, inLink) = stack.popLast(), budget > 0 {
            budget -= 1
            if current.isText {
                let length = current.utf8Data.count { $0 > 0x20 }
                all += length
                if inLink { linked += length }
            } else if current.isElement, !ElementRoles.skipped.contains(current.tag), current.tag != .noscript {
                let childInLink = inLink || current.isHyperlink
                for child in current.children.reversed() { stack.append((child, childInLink)) }
            }
        }
        return all > text.utf8.count { $0 > 0x20 } && linked * 2 < all
    }

    /// Whether `box` shows nothing: no words and no picture or frame, only
    /// scripts, styles and empty elements (read among its first
    /// `emptyBoxNodes` nodes; a bigger box shows something).
    private static func showsNothing(_ box: HTMLNode) -> Bool {
        guard box.tag == .div || box.tag == .span || ElementRoles.skipped.contains(box.tag) else { return false }
        var shows = false
        let isWhole = box.walkDescendants(limit: emptyBoxNodes) { node in
            if node.isText {
                shows = node.utf8Data.contains { $0 > 0x20 }
            } else if node.isElement {
                if ElementRoles.skipped.contains(node.tag) { return .skipChildren }
                shows = shownWithoutWords.contains(node.tag)
            }
            return shows ? .stop : .enterChildren
        }
        return isWhole && !shows
    }

    /// Elements that show something without words.
    private static let shownWithoutWords: HTMLTagSet = [.img, .picture, .video, .audio, .iframe, .svg, .math, .hr]

    /// The most nodes read to tell that a box shows nothing.
    private static let emptyBoxNodes = 32

    /// The most nodes of the block after a bold line read to tell whether it is prose.
    private static let proseBudget = 200

    /// The element next to `node` (after it when `forward`), with only
    /// whitespace and boxes that show nothing between (an advertisement's
    /// slot of scripts, an empty clearing `<div>`); nil when text or
    /// nothing comes first.
    private static func adjacentBlock(of node: HTMLNode, forward: Bool) -> HTMLNode? {
        var sibling = forward ? node.nextSibling : node.previousSibling
        while let current = sibling {
            if current.isElement, !showsNothing(current) { return current }
            if current.isText, current.utf8Data.contains(where: { $0 > 0x20 }) { return nil }
            sibling = forward ? current.nextSibling : current.previousSibling
        }
        return nil
    }
}
