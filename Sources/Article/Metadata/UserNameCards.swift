import HTML

/// A writer named by their user name in the author's card of
/// microformats: Hatena Blog signs each post in its footer with
/// `<span class="author vcard"><span class="fn" data-user-name="tanaka_taro">tanaka_taro</span></span>`,
/// the member's id, for which the page's script would show their nickname.
/// A user name of one lower-case word names no one elsewhere ("admin" in
/// a WordPress theme's card); here the page says it is the member's.
enum UserNameCards {
    /// The most elements looked at for the card.
    private static let reach = 3_000

    /// The name of the first card's `fn` whose `data-user-name` is the
    /// name it shows, inside an element whose class names an author,
    /// outside comments; nil when there is none.
    static func author(in document: HTMLDocument) -> String? {
        var found: String?
        document.body?.walkElements(limit: reach) { node in
            guard node.attributeCount > 1, let user = node.attribute("data-user-name"), node.hasClass("fn"),
                node.parent?.hasClass("author") == true, !CommentMarks.encloses(node)
            else { return .enterChildren }
            let shown = node.textContent(collapsingWhitespace: true, excluding: .nonRendered)
            guard !shown.isEmpty, shown == user, shown.utf8.count <= 40 else { return .skipChildren }
            found = shown
            return .stop
        }
        return found
    }
}
