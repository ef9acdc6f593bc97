import ReadingList

/// Books of the library's articles: the articles a list shows, or chosen
/// by id, each a chapter with its kept pictures, read from the library one
/// at a time.
public enum LibraryBook {
    /// What went into a book.
    public struct Summary: Sendable, Equatable {
        /// Articles written as chapters.
        public var chapters = 0
        /// Articles left out because they have no text yet (queued, failed).
        public var withoutText = 0

        /// A summary of an empty book.
        public init() {}
    }

    /// Writes the articles `query` lists, in its order and at most `limit`
    /// of them, into `book`; calls `progress` after each article.
    public static func write(
        _ library: Library, query: ArticleQuery, limit: Int = .max, into book: EPUBWriter,
        progress: () -> Void = {}
    ) throws -> Summary {
        var summary = Summary()
        var query = query
        query.includeSnippets = false
        query.limit = min(limit, ArticleQuery.maximumLimit)
        var seen = 0
        while seen < limit {
            let page = try library.page(query)
            for article in page.articles.prefix(limit - seen) {
                try add(article, from: library, to: book, summary: &summary)
                seen += 1
                progress()
            }
            guard let next = page.next, seen < limit else { break }
            query.cursor = next
        }
        return summary
    }

    /// Writes the articles `ids`, in that order, into `book`.
    public static func write(
        _ library: Library, ids: [ArticleID], into book: EPUBWriter, progress: () -> Void = {}
    ) throws -> Summary {
        var summary = Summary()
        for id in ids {
            try add(try library.article(id), from: library, to: book, summary: &summary)
            progress()
        }
        return summary
    }

    private static func add(_ article: SavedArticle, from library: Library, to book: EPUBWriter, summary: inout Summary)
        throws
    {
        guard article.hasContent, let kept = try library.keptGemtext(of: article.id) else {
            summary.withoutText += 1
            return
        }
        let pictures = try library.pictures(of: article.id)
        let shown = try BookPicture.shown(of: article.id, pictures, in: library)
        try book.add(
            BookChapter(
                article: article, gemtext: kept.gemtext, levels: kept.headingLevels,
                pictures: pictures, shown: shown))
        summary.chapters += 1
    }
}
