import Foundation

/// An evening story in New York: published `2019-11-18T23:04:24-05:00`
/// (JSON-LD), which is the 19th in UTC, for checking that every place shows
/// the publisher's day.
///
///     let server = try TestHTTPServer { _ in .html(EveningStoryPage.html) }
public enum EveningStoryPage {
    /// Where tests serve it (its address names no day).
    public static let path = "/stories/evening"
    /// The title (`<h1>`).
    public static let title = "Evening on the River"
    /// When the page says it was published.
    public static let published = "2019-11-18T23:04:24-05:00"
    /// The publisher's day, and UTC's (which no place should show).
    public static let day = "2019-11-18"
    public static let utcDay = "2019-11-19"

    /// The page.
    public static let html: String = {
        let paragraph = "The lamps along the river came on one by one, and the ferries kept their evening hours."
        let paragraphs = (1...8).map { "<p>\(paragraph) Paragraph \($0) follows the crowd home.</p>" }
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8">
            <title>\(title) | City Desk</title>
            <meta property="og:title" content="\(title)">
            <script type="application/ld+json">
            {"@type": "NewsArticle", "headline": "\(title)", "datePublished": "\(published)"}
            </script>
            </head><body>
            <article><h1>\(title)</h1>
            \(paragraphs.joined(separator: "\n"))
            </article></body></html>
            """
    }()
}
