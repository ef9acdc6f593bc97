import HTML

/// The names in a byline that marks each writer's name apart from the rest
/// of the writer's card: LaTeXML's authors block (arXiv's HTML papers,
/// `<span class="ltx_personname">` beside `ltx_author_notes` holding the
/// affiliation and address), `<span class="author-name">` beside a
/// writer's role, `<span class="author">` beside `<span class="publication">`
/// in a byline. Each such element's first line is one writer's name,
/// so the writers are named without their affiliations run into the name.
enum PersonNameElements {
    /// The last part of a class that names a person's name ("ltx_personname", "author-name", "name").
    private static let nameParts: Set<String> = ["name", "personname", "fullname", "authorname"]
    /// The last part of a class that names the writer within a byline ("author", "byline__author"):
    /// read when no element names a person's name, as the writer's card may hold their affiliation too.
    private static let writerParts: Set<String> = ["author"]
    /// The part before "name" in a class that names only a part of a name or no person's
    /// ("first-name", "user-name", "site-name").
    private static let otherNames: Set<String> = [
        "first", "last", "given", "family", "sur", "middle", "user", "nick", "screen", "site", "file", "brand",
    ]
    /// The longest line of names read (as long as `AuthorNames` reads): a
    /// long list of writers is cut after the last name that fits.
    static let longestLine = 300

    /// The first line of each element in `byline` whose class names a
    /// person's name, outermost only, joined as one line ("Maria Okafor,
    /// Tomás Lindqvist"); nil when there is none.
    static func line(in byline: HTMLNode) -> String? {
        line(in: byline, namedBy: nameParts) ?? line(in: byline, namedBy: writerParts)
    }

    /// The first line of each element in `byline` with a class whose last part is one of `parts`.
    private static func line(in byline: HTMLNode, namedBy parts: Set<String>) -> String? {
        var line = ""
        byline.walkDescendants { node in
            guard node.isElement else { return .skipChildren }
            guard node.attributeCount > 0, let classes = node.attribute("class"), names(classes, by: parts) else {
                return .enterChildren
            }
            guard let name = ShownText.lines(of: node).first else { return .skipChildren }
            let longer = line.isEmpty ? name : line + ", " + name
            guard longer.utf8.count <= longestLine else { return .stop }
            line = longer
            return .skipChildren
        }
        return line.isEmpty ? nil : line
    }

    /// Whether one of `classes` names a person: its last part (after `-`
    /// or `_`) is one of `nameParts` ("name" or its kin, not a part of a name).
    private static func names(_ classes: String, by nameParts: Set<String>) -> Bool {
        guard classes.utf8.count < 200 else { return false }
        for token in classes.lowercased().split(whereSeparator: \.isWhitespace) {
            let parts = token.split(whereSeparator: { $0 == "-" || $0 == "_" })
            guard let last = parts.last, nameParts.contains(String(last)) else { continue }
            if last == "name", parts.count >= 2, otherNames.contains(String(parts[parts.count - 2])) { continue }
            return true
        }
        return false
    }
}
