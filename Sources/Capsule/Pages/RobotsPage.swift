import Gemini

/// `/robots.txt`: keeps crawlers (and archivers) to what is worth indexing.
/// A private capsule asks them to stay out altogether.
struct RobotsPage: CapsulePage {
    init(request: Request) throws {
        try Canonical.requireNoQuery(request)
    }

    var canonicalURL: String { "/robots.txt" }

    func render(in context: PageContext) throws -> Response {
        .plainText(Self.text(isPrivate: context.settings.isPrivate))
    }

    /// The file for a private or a public capsule.
    static func text(isPrivate: Bool) -> String {
        if isPrivate {
            return "# This capsule is private.\nUser-agent: *\nDisallow: /\n"
        }
        return """
            # The articles here belong to their authors: index them, do not archive copies.
            User-agent: archiver
            Disallow: /

            # Other orders and pages of the lists are the same articles again;
            # searching, the owner's actions and reading are not for robots.
            User-agent: *
            Disallow: /unread?
            Disallow: /archive?
            Disallow: /all?
            Disallow: /tags/
            Disallow: /search
            Disallow: /selection/
            Disallow: /bulk/
            Disallow: /add
            Disallow: /claim
            Disallow: /reading
            Disallow: /favorites
            Disallow: /highlights

            """
    }
}
