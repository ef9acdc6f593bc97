import HTML

/// A member's profile picture set beside their name, as social sites,
/// forums and comment boxes show it over each post: not a picture of the
/// article. Known by its structure: inside a link that also holds the
/// member's name (or beside a link to the same profile that does), with no
/// words of its own but that name (or "avatar"), and drawn small (at most
/// `largestSide` pixels by its own size or its wrapper's style) or wrapped
/// in a box named an avatar; a small picture named an avatar alone in its
/// link is one too. A journal's userpic (LiveJournal's and
/// Dreamwidth's) is known by its box's name and its size alone.
enum Avatars {
    /// The largest side of an avatar, in pixels.
    static let largestSide = 64
    /// How many elements up from the picture its link is looked for.
    private static let levels = 5

    /// The largest side of a userpic: LiveJournal's and Dreamwidth's are 100 pixels at most.
    static let largestUserpic = 100

    /// Whether `image` (an `<img>`) is an avatar (see above), or a
    /// journal's userpic: a picture of at most `largestUserpic` pixels in
    /// a box named "userpic" (LiveJournal's and Dreamwidth's word for the
    /// writer's icon, which links to their icons, not to a name).
    static func isAvatar(_ image: HTMLNode) -> Bool {
        if isUserpic(image) { return true }
        var small = isSmall(image, style: InlineStyle(of: image))
        var named = namesAvatar(image)
        var current = image.parent
        var level = 0
        while let element = current, element.isElement, level < levels {
            if element.isHyperlink {
                guard small || named else { return false }
                // A link to the member's page holding only the picture, in a box of its own beside their post
                // (GitHub's timeline): small and named an avatar, it shows the member, not the story.
                guard let name = memberName(of: element) else { return small && named }
                let alt = BodyConverter.pictureLabel(image)
                return alt.isEmpty || alt.lowercased().contains("avatar")
                    || TitleCleaner.comparable(name).contains(TitleCleaner.comparable(alt))
            }
            if element.attributeCount > 0 {
                small = small || isSmall(element, style: InlineStyle(of: element))
                named = named || namesAvatar(element)
            }
            current = element.parent
            level += 1
        }
        return false
    }

    /// The words of the profile link `link` around the picture, or of a link
    /// to the same address beside it; nil when neither has any.
    private static func memberName(of link: HTMLNode) -> String? {
        let own = link.textContent(atMost: 200, collapsingWhitespace: true) ?? ""
        if !own.trimmingEdges(" ").isEmpty { return own }
        guard let href = link.attribute("href"), let parent = link.parent else { return nil }
        for sibling in parent.elementChildren where sibling.id != link.id && sibling.isHyperlink {
            guard sibling.attribute("href") == href,
                let words = sibling.textContent(atMost: 200, collapsingWhitespace: true), !words.isEmpty
            else { continue }
            return words
        }
        return nil
    }

    /// Whether `element`'s `width` and `height` (attributes, or its style's
    /// pixels) are both given and at most `largestSide`.
    private static func isSmall(_ element: HTMLNode, style: InlineStyle) -> Bool {
        let width = ListNumbering.integer(element.attribute("width")) ?? style.pixels(of: "width")
        let height = ListNumbering.integer(element.attribute("height")) ?? style.pixels(of: "height")
        guard let width, let height else { return false }
        return width > 4 && height > 4 && width <= largestSide && height <= largestSide
    }

    /// Whether `image` is drawn at most `largestUserpic` pixels a side and it
    /// or a box around it (up to `levels` up) has a class naming a userpic.
    private static func isUserpic(_ image: HTMLNode) -> Bool {
        guard let width = ListNumbering.integer(image.attribute("width")),
            let height = ListNumbering.integer(image.attribute("height")),
            width <= largestUserpic, height <= largestUserpic
        else { return false }
        var current: HTMLNode? = image
        for _ in 0...levels {
            guard let element = current, element.isElement else { return false }
            if element.attributeCount > 0, element.attribute("class")?.lowercased().contains("userpic") == true {
                return true
            }
            current = element.parent
        }
        return false
    }

    /// Whether `element`'s `class` or `id` names an avatar.
    private static func namesAvatar(_ element: HTMLNode) -> Bool {
        guard element.attributeCount > 0 else { return false }
        return ["class", "id"].contains { element.attribute($0)?.lowercased().contains("avatar") ?? false }
    }
}
