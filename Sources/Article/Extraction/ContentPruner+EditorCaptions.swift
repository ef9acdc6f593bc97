import HTML

/// A picture's caption that an editor sets in the picture's own component,
/// no `<figure>` around them: Naver's SmartEditor ONE (Naver Blog, Post
/// and Cafe) writes each picture as `<div class="se-component se-image">`
/// holding the picture's module and, after it, its caption's
/// (`<div class="se-module se-module-text se-caption">`). The caption is
/// the author's words for the picture, and the converter reads the
/// component as a captioned picture; a news photo's loose caption still goes.
extension ContentPruner {
    /// The classes of SmartEditor ONE's picture components: one picture, a
    /// strip of them side by side, a group (a slide show).
    private static let editorPictureComponents = ["se-image", "se-imageStrip", "se-imageGroup"]

    /// Whether the caption `node` stands in an editor's picture component
    /// (a few wrappers up at most) that shows a picture.
    func isEditorPictureCaption(_ node: Int32) -> Bool {
        var current = page.parent[Int(node)]
        for _ in 0..<4 where current != PageAnalysis.none {
            let element = page.document.node(HTMLNodeID(rawValue: current))
            if element.attributeCount > 0, Self.editorPictureComponents.contains(where: element.hasClass) {
                return holdsImage(current)
            }
            current = page.parent[Int(current)]
        }
        return false
    }
}
