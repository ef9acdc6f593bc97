import HTML

/// A member's mention ("@tom", "@jenna@sea.example") or a hashtag
/// ("#boats") linked among a post's words, as Mastodon, Lemmy, GitLab and
/// GitHub link them: a word of the sentence, whose link to the member's
/// page or the tag's on the same site, or marked a mention, is no line of
/// its own. A number after '#' ("#87", an issue) is a reference worth its
/// link, and so is an account elsewhere that an article names ("Account:
/// @darkzip", linked to Instagram).
enum MentionLinks {
    /// The longest mention read: a handle and its server.
    private static let longestMention = 80
    /// The most levels looked up from the link for the block of text it stands in.
    private static let levelsUp = 4

    /// Whether `link` is a mention or a hashtag standing in a paragraph, a list item or a quote.
    static func isMentionInText(_ link: HTMLNode) -> Bool {
        // Most links open with no '@' or '#': their first text is read before their words.
        guard let first = link.firstChild, first.isText,
            let mark = first.utf8Data.first(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x09 }),
            mark == UInt8(ascii: "@") || mark == UInt8(ascii: "#"),
            let words = link.textContent(atMost: longestMention), isMention(BodyConverter.oneLine(words))
        else { return false }
        var current = link.parent
        for _ in 0..<levelsUp {
            guard let node = current, node.isElement else { return false }
            if node.isHTML(.p) || node.isHTML(.li) || node.isHTML(.blockquote) || node.isHTML(.dd) { return true }
            current = node.parent
        }
        return false
    }

    /// Whether `link`'s class names it a mention: the fediverse's `mention`
    /// (Mastodon's `u-url mention`, its hashtags' `mention hashtag`, as
    /// Pleroma, Misskey and Lemmy mark theirs), Discourse's `mention`,
    /// GitHub's `user-mention`.
    static func isMarkedMention(_ link: HTMLNode) -> Bool {
        link.attribute("class")?.lowercased().contains("mention") ?? false
    }

    /// Whether `text` is one mention ("@tom", "@jenna@sea.example") or one hashtag ("#boats").
    static func isMention(_ text: String) -> Bool {
        guard let mark = text.first, mark == "@" || mark == "#" else { return false }
        let name = text.dropFirst()
        guard let first = name.first, first.isLetter || (mark == "@" && first.isNumber) else { return false }
        let allowed: (Character) -> Bool = { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." }
        return name.allSatisfy { allowed($0) || (mark == "@" && $0 == "@") }
    }
}
