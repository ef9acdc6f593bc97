import HTML

/// An `<aside>` in the story that is one of the author's notes: an
/// admonition as documentation tools set them (Astro Starlight's
/// `<aside aria-label="Note" class="starlight-aside starlight-aside--note">`
/// around a paragraph of advice). Its class or its label names the kind of
/// note ("note", "tip", "caution", "danger"), and it holds prose, not a
/// list of links: the author's words, which stay where an aside is
/// otherwise the page's sidebar, wherever it stands (between a code block
/// and the next section's heading, where `NamedStoryText.isNoteAmidStory`
/// finds no prose around it).
extension ContentPruner {
    /// The most nodes a note aside may hold: a few paragraphs, a list, some code.
    static let largestNoteAside: Int32 = 400

    /// Whether the aside `node` is such a note.
    func isNoteAside(_ node: Int32) -> Bool {
        let index = Int(node)
        guard page.tags[index] == .aside, page.textLength[index] > 0, page.subtreeSize[index] <= Self.largestNoteAside,
            page.linkDensity(node) < 0.5
        else { return false }
        let element = page.document.node(HTMLNodeID(rawValue: node))
        guard element.attributeCount > 0 else { return false }
        return Self.namesNote(element.attribute("class")) || Self.namesNote(element.attribute("aria-label"))
    }

    /// Whether a word of `value` (parted by anything but letters) names a kind of note.
    private static func namesNote(_ value: String?) -> Bool {
        guard let value else { return false }
        return value.lowercased().split(whereSeparator: { !$0.isLetter }).contains { noteKinds.contains(String($0)) }
    }

    /// The kinds of note documentation tools set apart.
    private static let noteKinds: Set<String> = [
        "note", "tip", "hint", "important", "warning", "caution", "danger", "admonition", "callout",
    ]
}
