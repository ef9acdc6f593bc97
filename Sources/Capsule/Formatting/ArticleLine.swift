import Gemtext
import ReadingList

/// How an article reads as one line of a list: a link to its page whose
/// label holds the title, the site, the reading time, the tags, and the
/// state when there is something to say (`being fetched`, `archived`).
///
///     => /articles/42 How SQLite scales reads · sqlite.org · 12 min · databases, rust
enum ArticleLine {
    /// The link line for `article`; `showArchived` marks archived ones (in
    /// mixed lists); `from` is the list it is in, for the owner's next and
    /// previous links.
    static func link(_ article: SavedArticle, showArchived: Bool, from: ListReference? = nil) -> GemtextDocument.Line {
        .link(url: CapsulePaths.article(article.id).adding(from), label: label(article, showArchived: showArchived))
    }

    /// The label of `article`'s line.
    static func label(_ article: SavedArticle, showArchived: Bool) -> String {
        var parts = [article.displayTitle, article.site]
        switch article.fetch.state {
        case .queued, .fetching: parts.append("being fetched")
        case .failed: parts.append("fetch failed")
        case .ready: parts.append(minutes(article.readingMinutes))
        }
        if !article.tags.isEmpty { parts.append(article.tags.joined(separator: ", ")) }
        if showArchived && article.isArchived { parts.append("archived") }
        return parts.joined(separator: " · ")
    }

    /// `12 min`, with at least one minute.
    static func minutes(_ count: Int) -> String {
        "\(max(1, count)) min"
    }
}
