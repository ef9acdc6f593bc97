import Foundation
import Gemtext
import ReadingList

/// The top of an article's page: what it is, where it comes from, its
/// tags, and (for owners) what can be done with it.
enum ArticleDetails {
    /// Adds the metadata lines and the source link of `article`.
    static func add(_ article: SavedArticle, to builder: inout GemtextBuilder) {
        var about: [String] = []
        if let name = article.siteName, name.lowercased() != article.site.lowercased() {
            about.append("\(name) (\(article.site))")
        } else {
            about.append(article.site)
        }
        if let author = article.author { about.append("by \(author)") }
        if let published = article.published { about.append("published \(published.day)") }
        if article.fetch.state == .ready { about.append("\(ArticleLine.minutes(article.readingMinutes)) read") }
        builder.text(about.joined(separator: " · "))
        var saved = ["saved \(DateText.day(article.savedAt))"]
        if let archived = article.archivedAt { saved.append("archived \(DateText.day(archived))") } else { saved.append("unread") }
        builder.text(saved.joined(separator: " · ").capitalizedFirst)
        builder.link(article.url, label: "Original page: \(article.url)")
        if article.hasContent { builder.link(CapsulePaths.book(of: article.id), label: "This article as an e-book (EPUB)") }
        for tag in article.tags {
            builder.link(CapsulePaths.tag(tag), label: "Tagged \(tag)")
        }
    }

    /// Adds the owner's actions on `article` (opened from the list `from`),
    /// which is a favourite or not.
    static func addActions(
        _ article: SavedArticle, isFavorite: Bool, from: ListReference?, to builder: inout GemtextBuilder
    ) {
        let id = article.id
        builder.blankLine()
        if article.isArchived {
            builder.link(CapsulePaths.action(id, "unarchive"), label: "Mark unread")
        } else {
            builder.link(CapsulePaths.action(id, "archive").adding(from), label: "Archive (done reading)")
        }
        if isFavorite {
            builder.link(CapsulePaths.action(id, "unfavorite").adding(from), label: "★ A favourite (take the mark off)")
        } else {
            builder.link(CapsulePaths.action(id, "favorite").adding(from), label: "☆ Mark as a favourite")
        }
        if article.hasContent { builder.link(CapsulePaths.action(id, "highlight"), label: "Highlight a passage") }
        builder.link(CapsulePaths.action(id, "tags"), label: "Edit tags")
        builder.link(CapsulePaths.action(id, "title"), label: "Edit the title")
        if article.fetch.state == .ready { builder.link(CapsulePaths.action(id, "retry"), label: "Fetch again") }
        builder.link(CapsulePaths.action(id, "delete"), label: "Delete")
    }

    /// Adds what the end of an article offers: archiving it (owners), the
    /// next and previous articles of the list it was opened from, and the
    /// way back.
    static func addEnd(
        _ article: SavedArticle, isOwner: Bool, from: ListReference? = nil, neighbours: ArticleNeighbours? = nil,
        to builder: inout GemtextBuilder
    ) {
        builder.blankLine()
        if isOwner && !article.isArchived {
            builder.link(CapsulePaths.action(article.id, "archive").adding(from), label: "Archive (done reading)")
        }
        if let from {
            if let neighbours { addNeighbours(neighbours, from: from, to: &builder) }
            builder.link(from.url, label: "↑ \(from.name)")
        } else {
            builder.link(article.isArchived ? "/archive" : "/unread", label: article.isArchived ? "Archive" : "Unread")
        }
        builder.link("/", label: "Home")
    }

    /// Adds the links to the next and previous articles of the list `from`.
    static func addNeighbours(_ neighbours: ArticleNeighbours, from: ListReference, to builder: inout GemtextBuilder) {
        if let next = neighbours.next {
            builder.link(CapsulePaths.article(next.id).adding(from), label: "→ Next article: \(next.displayTitle)")
        }
        if let previous = neighbours.previous {
            builder.link(
                CapsulePaths.article(previous.id).adding(from), label: "← Previous article: \(previous.displayTitle)")
        }
    }
}

extension String {
    /// The text with its first letter in upper case.
    var capitalizedFirst: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }
}
