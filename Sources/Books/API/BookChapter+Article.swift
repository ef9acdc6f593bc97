import Article
import Gemtext
import ReadingList

extension BookChapter {
    /// `article` as a chapter: its details from the library, its own text
    /// from its stored `gemtext` (without the converter's header, which the
    /// chapter shows its own way), and the kept `pictures` an e-reader can
    /// show; only the title is left out, so the headings keep the numbers
    /// of the capsule's sections. Pictures that are not part of the story
    /// (`ArticlePicture.State.skipped`) are left out of the text too. The
    /// headings nest at the outline `levels` kept with the gemtext, if any.
    public init(
        article: SavedArticle, gemtext: String, levels: [Int]? = nil, pictures: [ArticlePicture] = [],
        shown: [BookPicture] = []
    ) {
        let parsed = GemtextDocument(parsing: gemtext)
        let document = PictureLinks.apply(to: parsed, pictures: pictures) { _, _ in nil }
        let outline = document.outline(levels: levels)
        let own = ArticleGemtext.ownText(of: document, outline: outline, title: article.displayTitle)
        // Only the title is left out, so the own text holds the last headings.
        let ownHeadings = own.count { if case .heading = $0 { true } else { false } }
        let ownLevels = levels.map { _ in Array(outline.sections.map(\.outlineLevel).suffix(ownHeadings)) }
        self.init(
            key: "a\(article.id)", title: article.displayTitle, author: article.author,
            site: article.siteName ?? article.site, published: article.published, sourceURL: article.url,
            language: article.language, body: Array(own), headingLevels: ownLevels, pictures: shown)
    }
}

extension BookPicture {
    /// The kept pictures of article `id` that an e-reader can show, with their bytes.
    static func shown(of id: ArticleID, _ pictures: [ArticlePicture], in library: Library) throws -> [BookPicture] {
        try pictures.compactMap { picture in
            guard let kept = picture.kept, canShow(kept.mediaType),
                let (_, bytes) = try library.picture(picture.number, of: id)
            else { return nil }
            return BookPicture(
                url: picture.url, caption: picture.caption, alt: picture.alt, mediaType: kept.mediaType,
                contentKey: kept.hash, bytes: Array(bytes))
        }
    }
}
