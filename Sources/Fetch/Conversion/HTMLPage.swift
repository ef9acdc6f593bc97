import Foundation
import Problems
import ReadingList

/// An HTML page as an article, through the Article module's converter.
enum HTMLPage {
    static func article(from page: FetchedPage) throws -> ArticleContent {
        // SEAM: replaced by ArticleConverter as soon as it lands on main.
        throw Problem.internal("converting HTML is not available in this build yet")
    }
}
