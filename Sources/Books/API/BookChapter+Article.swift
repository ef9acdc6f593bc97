import Article
import Gemtext
import ReadingList

extension BookChapter {
    /// `article` as a chapter: its details from the library, its own text
    /// from its stored `gemtext` (without the converter's header, which the
    /// chapter shows its own way); only the title is left out, so the
    /// headings keep the numbers of the capsule's sections.
    public init(article: SavedArticle, gemtext: String) {
        let document = GemtextDocument(parsing: gemtext)
        let own = ArticleGemtext.ownText(of: document, outline: document.outline, title: article.displayTitle)
        self.init(
            key: "a\(article.id)", title: article.displayTitle, author: article.author,
            site: article.siteName ?? article.site, published: article.publishedAt, sourceURL: article.url,
            language: article.language, body: Array(own))
    }
}
