import HTML

extension BodyConverter {
    /// The most words the line naming a quote's speaker may have ("mkovacs:", "Ada Lovelace:").
    static let longestSpeaker = 4

    /// A quote headed by whose words they are: a block that holds a short
    /// line ending in a colon, then a `<blockquote>` (a forum post quoting
    /// an earlier one: "mkovacs:" over the quoted words). The quote comes
    /// first and its speaker after it, "— mkovacs", as quotes are signed.
    /// Returns false, writing nothing, when `node` is no such block.
    mutating func headedQuote(_ node: HTMLNode) -> Bool {
        guard !isCompact else { return false }
        let parts = Self.leadingParts(of: node, upTo: 3)
        guard parts.count == 2, case (let heading, let quoted) = (parts[0], parts[1]), heading.isElement,
            quoted.isHTML(.blockquote), !content.isExcluded(heading.id), !content.isExcluded(quoted.id),
            let speaker = Self.speaker(heading)
        else { return false }
        flush()
        visit(quoted)
        writer.quote(marked: "— " + speaker, plain: "— " + speaker)
        return true
    }

    /// The speaker a line names when it is a few words ending in a colon
    /// ("mkovacs:"), without the colon; nil for any other line.
    private static func speaker(_ line: HTMLNode) -> String? {
        guard !ElementRoles.skipped.contains(line.tag), !HTMLTagSet.headings.contains(line.tag) else { return nil }
        let text = oneLine(line.textContent(collapsingWhitespace: true, excluding: .nonRendered))
        guard text.count <= 48, text.last == ":" else { return nil }
        let words = text.dropLast().split(separator: " ")
        guard (1...longestSpeaker).contains(words.count), !words.contains(where: { $0.contains(":") }) else {
            return nil
        }
        return words.joined(separator: " ")
    }

    /// The first `limit` children of `node` that show something (text
    /// other than white space, or elements).
    static func leadingParts(of node: HTMLNode, upTo limit: Int) -> [HTMLNode] {
        var parts: [HTMLNode] = []
        for child in node.children where !child.isText || child.utf8Data.contains(where: { $0 > 0x20 }) {
            parts.append(child)
            if parts.count == limit { break }
        }
        return parts
    }
}
