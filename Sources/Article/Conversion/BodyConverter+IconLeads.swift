import HTML

/// A callout laid out as an emoji beside its text: a box that opens with
/// an element holding one emoji alone, then the blocks of the note
/// (Nextra's `<div class="nextra-callout"><div>💡</div><div><p>…</p></div></div>`).
/// The emoji leads the note's first line, "💡 A handler that…", as the
/// page shows it, instead of standing on a line of its own.
extension BodyConverter {
    /// Writes such a box and returns true; returns false, writing nothing,
    /// when `node` is no such box.
    mutating func iconLedNote(_ node: HTMLNode) -> Bool {
        guard !isCompact else { return false }  // a list item's or a quote's line takes no lead
        let opening = Self.leadingParts(of: node, upTo: 2)
        guard opening.count == 2, case (let icon, let text) = (opening[0], opening[1]), icon.isElement,
            text.isElement, ElementRoles.blocks.contains(text.tag), !content.isExcluded(icon.id),
            let emoji = Self.loneEmoji(in: icon)
        else { return false }
        writeLedBlock(node, after: icon, lead: emoji + " ")
        return true
    }

    /// The one emoji that is all of `node`'s words (`💡`, `⚠️`), or nil.
    static func loneEmoji(in node: HTMLNode) -> String? {
        guard let words = node.textContent(atMost: 32, collapsingWhitespace: true, excluding: .nonRendered)
        else { return nil }
        let trimmed = words.trimmingEdges(" ")
        guard trimmed.count == 1, let character = trimmed.first, let first = character.unicodeScalars.first,
            first.properties.isEmojiPresentation
                || (first.properties.isEmoji && character.unicodeScalars.contains("\u{FE0F}"))
        else { return nil }
        return trimmed
    }
}
