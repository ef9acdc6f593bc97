import ReadingList

/// How the fetching commands name an article in their progress lines:
/// `#42 “Title” (7 min)`.
enum SavedArticleText {
    /// `#42 “Title” (7 min)`, the title on one line and cut to 70 columns.
    static func describe(_ article: SavedArticle) -> String {
        var text = "#\(article.id) “\(TextWidth.truncate(TextWidth.oneLine(article.displayTitle), to: 70))”"
        if article.hasContent { text += " (\(article.readingMinutes) min)" }
        return text
    }
}
