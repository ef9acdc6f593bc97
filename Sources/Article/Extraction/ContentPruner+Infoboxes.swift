import HTML

/// An `<aside>` in the story that is its infobox (facts about the story's
/// subject beside its first paragraphs, as MediaWiki's templates and
/// Fandom's portable infoboxes set them: a class naming an "infobox") is
/// the article's, not the page's sidebar.
extension ContentPruner {
    /// Whether the aside `node` is an infobox: a class of its names one,
    /// and few of its words are links.
    func isInfoboxAside(_ node: Int32) -> Bool {
        guard page.tags[Int(node)] == .aside, page.linkDensity(node) < 0.5,
            let classes = page.document.node(HTMLNodeID(rawValue: node)).attribute("class")
        else { return false }
        return classes.split(whereSeparator: \.isWhitespace).contains { name in
            name.lowercased().hasSuffix("infobox")
        }
    }
}
