/// The words of a link to a member's page read as whose it is: one name
/// ("tom"), a handle ("@tom", "u/tom"), a display name and the handle
/// after it ("Jenna Rowe @jenna@sea.example", as Mastodon writes a
/// member's name beside their account), or a name of a few words ("Ann
/// Lee", as forums link a member's name to their profile by number).
struct MemberName {
    /// The name a post's heading shows: "tom", "Ann Lee", "Jenna Rowe".
    let shown: String
    /// What the member's address holds: the one-word name, or the handle
    /// without its '@' and server ("jenna"); nil for a name of several
    /// words without a handle (unless the link says it, see `ThreadPosts`).
    var key: String?

    /// The longest name taken.
    static let longestName = 40
    /// The longest words of a link read: a display name and a handle with its server.
    static let longestText = 64
    /// The most words of a name without a handle.
    private static let mostWords = 4

    /// The name `text` (a link's words on one line) says, if it reads as one.
    init?(_ text: String) {
        guard !text.isEmpty, text.utf8.count <= Self.longestText * 4, text.count <= Self.longestText else {
            return nil
        }
        guard let space = text.lastIndex(of: " ") else {
            // A number is no name: a post's number linked to the post ("#2", vBulletin 3's "2").
            guard text.count <= Self.longestName, text.contains(where: \.isLetter) else { return nil }
            guard text.hasPrefix("@") || text.hasPrefix("u/") else {
                shown = text
                key = text
                return
            }
            let handle = String(text.drop { $0 != "/" && $0 != "@" }.dropFirst())  // "@tom", "u/tom"
            shown = handle
            key = handle.split(separator: "@").first.map(String.init) ?? handle  // "jenna@sea.example"
            return
        }
        let last = text[text.index(after: space)...]
        if let at = last.firstIndex(of: "@"), at != last.index(before: last.endIndex) {
            // "Jenna Rowe @jenna@sea.example", or "Tom Pascoe@tom@harbour.social" where no space parts them.
            let display = String(text[..<at]).trimmingEdges(" ")
            let handle = text[text.index(after: at)...].split(separator: "@").first.map(String.init) ?? ""
            guard !handle.isEmpty, !handle.contains(" "), display.count <= Self.longestName else { return nil }
            shown = display.isEmpty ? handle : display
            key = handle
            return
        }
        guard text.count <= Self.longestName, text.split(separator: " ").count <= Self.mostWords,
            text.first?.isLetter == true
        else { return nil }
        shown = text
        key = nil
    }
}
