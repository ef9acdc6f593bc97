import Books
import Gemini
import ReadingList

/// `/articles/ID/book.epub`: the article as an EPUB book.
struct ArticleBookPage: CapsulePage {
    let id: ArticleID

    init(request: Request, id: Int64) throws {
        guard let id = ArticleID(String(id)) else { throw ResponseError(.notFound("no article with id \(id)")) }
        self.id = id
        try Canonical.requireNoQuery(request)
    }

    var canonicalURL: String { CapsulePaths.book(of: id) }

    func render(in context: PageContext) throws -> Response {
        let article = try context.library.article(id)
        guard article.hasContent else {
            throw ResponseError(.notFound("this article has no text yet, so it has no book; come back once it is fetched"))
        }
        return try BookFile.response(title: article.displayTitle) { book in
            _ = try LibraryBook.write(context.library, ids: [id], into: book)
        }
    }
}
