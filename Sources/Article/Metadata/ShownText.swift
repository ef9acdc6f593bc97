import HTML

/// The text of a small element as a reader sees it, for bylines and
/// datelines: elements that the page shows as blocks (block tags, `<br>`,
/// an inline `display: block`/`flex`/`grid` style) are apart by a space,
/// and so are two elements side by side where the second starts a new
/// word with a capital or a digit ("ERIC TUCKER" + "Associated Press",
/// "Jeff Foust" + "Monday"), which stylesheets set apart. Hidden elements
/// and superscripts (an author's affiliation mark, "Jane Doe¹") are no part of it.
enum ShownText {
    /// The text of `node`, whitespace collapsed.
    static func of(_ node: HTMLNode) -> String {
        var bytes: [UInt8] = []
        var breaks: [Int] = []
        append(node, to: &bytes, breaks: &breaks)
        return PageAnalysis.collapsed(bytes)
    }

    /// The text of `node` line by line, as the page sets it: a new line at
    /// each element shown as a block or `<br>` ("Hana Lindqvist & Tomás
    /// Ferreira", then their affiliations); empty lines left out.
    static func lines(of node: HTMLNode) -> [String] {
        var bytes: [UInt8] = []
        var breaks: [Int] = []
        append(node, to: &bytes, breaks: &breaks)
        var lines: [String] = []
        var start = 0
        for end in breaks + [bytes.count] where end > start {
            let line = PageAnalysis.collapsed(Array(bytes[start..<end]))
            if !line.isEmpty { lines.append(line) }
            start = end
        }
        return lines
    }

    /// Appends the text below `node` to `bytes`, and to `breaks` the offsets where a new line starts.
    private static func append(_ node: HTMLNode, to bytes: inout [UInt8], breaks: inout [Int]) {
        var previousWasElement = false
        for child in node.children {
            if child.isText {
                bytes.append(contentsOf: child.utf8Data)
                previousWasElement = false
            } else if child.isElement, !HTMLTagSet.nonRendered.contains(child.tag), child.tag != .sup,
                !InlineStyle.hides(child)
            {
                let apart = showsAsBlock(child)
                if apart || (previousWasElement && startsNewWord(child)) { bytes.append(0x20) }
                if apart { breaks.append(bytes.count) }
                append(child, to: &bytes, breaks: &breaks)
                if apart {
                    bytes.append(0x20)
                    breaks.append(bytes.count)
                }
                previousWasElement = true
            }
        }
    }

    private static func showsAsBlock(_ node: HTMLNode) -> Bool {
        node.tag == .br || ExtractionTags.block.contains(node.tag) || InlineStyle(of: node).setsApartAsBlock
    }

    /// Whether the first visible character of `node` is a capital letter or a digit.
    private static func startsNewWord(_ node: HTMLNode) -> Bool {
        var first: Character?
        node.walkDescendants { child in
            guard child.isText else { return .enterChildren }
            if let character = child.data.first(where: { !$0.isWhitespace }) {
                first = character
                return .stop
            }
            return .enterChildren
        }
        guard let first else { return false }
        return first.isUppercase || first.isNumber
    }
}
